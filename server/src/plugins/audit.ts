// Every operation's handler runs with its audit context (db/audit.ts), so whatever it writes, through its Scope or
// through `recordedWrites`, lands in one audit record naming the operation, the caller and their organisation.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { runAudited } from '../db/audit';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export default fp(async (app) => {
  // The last hook before the handler, after the body is read (a body's stream would lose the context) and the caller
  // is loaded; a callback hook, so the handler runs inside `runAudited`.
  app.addHook('preHandler', (request, _reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId) return done();
    const params = request.params as Record<string, unknown> | undefined;
    runAudited(
      {
        recordId: randomUUID(),
        operationId,
        subjectId: typeof params?.id === 'string' ? params.id : undefined,
        actor: () =>
          request.caller && {
            staffId: request.caller.staffId,
            organisationType: request.caller.organisationType,
            organisationId: request.caller.organisationId,
          },
      },
      done,
    );
  });
});
