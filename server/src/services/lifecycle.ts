// How the server stops behind a load balancer: a stop signal first makes /api/health/ready answer 503 while every
// other call is still served (SHUTDOWN_GRACE_SECONDS, time for the balancer to notice and send requests elsewhere),
// then the server stops listening, finishes the requests in flight and closes; a request that still arrives on an
// open connection then gets 503 in the contract's Error body.
import type { FastifyInstance } from 'fastify';

export type Lifecycle = {
  /** From the stop signal on: not ready, and each answer closes its connection so the client reconnects elsewhere. */
  stopping: boolean;
  /** From the end of the grace period on: new requests are refused while those in flight finish. */
  closing: boolean;
};

export const running = (): Lifecycle => ({ stopping: false, closing: false });

/** Reports not ready, keeps answering for `graceSeconds`, then drains the requests in flight and closes the app. */
export async function stopGracefully(app: FastifyInstance, lifecycle: Lifecycle, graceSeconds: number): Promise<void> {
  lifecycle.stopping = true;
  app.log.warn(`Stopping: not ready from now on, answering for ${graceSeconds} s more, then finishing the requests in flight`);
  if (graceSeconds > 0) await new Promise((resolve) => setTimeout(resolve, graceSeconds * 1000));
  await app.close();
}

/**
 * Stops gracefully on SIGINT or SIGTERM, then closes the database and exits. The same signal often arrives twice
 * (once to the process group, once forwarded by npm): the repeat is ignored, not a reason to die.
 */
export function stopOnSignals(app: FastifyInstance, lifecycle: Lifecycle, graceSeconds: number, closeDatabase: () => Promise<void>) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stopGracefully(app, lifecycle, graceSeconds);
    await closeDatabase();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
