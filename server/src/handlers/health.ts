// Liveness and readiness for a load balancer or an orchestrator (see services/lifecycle.ts for how the server stops).
import { sql } from 'drizzle-orm';
import { HttpError } from '../errors';
import type { Services } from '../services';
import type { Handlers } from '../contractTypes';

/** Whether the database answers a trivial query within `ms`; a database that hangs counts as not answering. */
async function databaseAnswers(services: Services, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const answered = services.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthHandlers(services: Services): Handlers {
  return {
    async checkLiveness() {
      return { status: 'live' as const };
    },
    async checkReadiness() {
      if (services.lifecycle.stopping) throw new HttpError(503, 'The server is stopping; send requests to another', 'SHUTTING_DOWN');
      if (!(await databaseAnswers(services, services.config.readinessTimeoutMs))) {
        throw new HttpError(503, 'The database does not answer', 'DATABASE_UNAVAILABLE');
      }
      return { status: 'ready' as const };
    },
  };
}
