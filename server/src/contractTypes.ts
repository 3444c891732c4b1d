// Handlers are typed from the contract's generated types, never from hand-written copies.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations as portalOperations } from '../../src/api/schema.gen';
import type { operations as billingOperations } from '../../src/api/billing.gen';

type Operations = portalOperations & billingOperations;
export type OperationId = keyof Operations;

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type BodyOf<O extends OperationId> = Operations[O] extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never;
export type ParamsOf<O extends OperationId> = Operations[O] extends { parameters: { path?: infer P } } ? NonNullable<P> : never;
export type QueryOf<O extends OperationId> = Operations[O] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type SuccessCodes = 200 | 201 | 202;
export type ResultOf<O extends OperationId> = {
  [S in SuccessCodes]: Operations[O]['responses'] extends Record<S, infer R> ? JsonOf<R> : never;
}[SuccessCodes];

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: BodyOf<O>;
  Params: ParamsOf<O>;
  Querystring: QueryOf<O>;
}>;

export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<ResultOf<O> | Buffer | string | void>;

export type Handlers = { [O in OperationId]?: OperationHandler<O> };
