// One service's contract as routes: fastify-openapi-glue makes one route per operationId, each handed the access
// declarations of its operation (plugins/access.ts) and its own handler; an operation without a handler yet answers
// 501, never a fake success.
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { listOperations, loadContract, servicePrefix, type Service } from './contract';
import { notImplemented } from './errors';
import type { Handlers } from './contractTypes';
import { accessConfigOf } from './plugins/access';

export async function registerContract(app: FastifyInstance, service: Service, handlers: Handlers) {
  const operations = new Map(listOperations(service).map((entry) => [entry.operation.operationId, entry.operation]));
  await app.register(openapiGlue, {
    specification: loadContract(service),
    prefix: servicePrefix[service],
    // The resolver may answer route options, not only a handler; the plugin's types say otherwise.
    operationResolver: ((operationId: string) => {
      const operation = operations.get(operationId);
      const handler = (handlers as Record<string, RouteHandlerMethod | undefined>)[operationId];
      return {
        handler:
          handler ??
          (async () => {
            throw notImplemented(operationId);
          }),
        config: {
          ...accessConfigOf(operation),
          operationId,
          rateLimitPolicy: operation?.['x-rate-limit'],
          requestMediaTypes: Object.keys(operation?.requestBody?.content ?? {}),
          jsonBodyRequired: Boolean(operation?.requestBody?.required && operation.requestBody.content?.['application/json']),
        },
      };
    }) as never,
  });
}
