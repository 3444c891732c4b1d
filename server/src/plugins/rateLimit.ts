// One hook enforces the contract's `x-rate-limit` on every route: the operation names a policy of the config, and
// each client address gets that many requests per window, counted in the database so every instance shares the count.
// Operations under one policy share one allowance (the three uniqueness checks of a form, say).
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { countRequest, removeStaleCounters, tryAgainLater } from '../services/rateLimit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The name of the rate-limit policy of the operation (`x-rate-limit` in the contract). */
    rateLimit?: string;
  }
}

const staleCounterSweepMs = 60 * 60_000;

export default fp<{ db: Database; config: Config }>(async (app, { db, config }) => {
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (name !== undefined && !config.rateLimits[name]) throw new Error(`${route.method} ${route.url}: no rate-limit policy named ${name} in the config`);
  });

  // onRequest: a refused request costs one counter update, before its body is read or anything else runs.
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config.rateLimit;
    const policy = name === undefined ? undefined : config.rateLimits[name];
    if (!policy) return;
    const retryAfterSeconds = await countRequest(db, `rate:${name}:${request.ip}`, policy);
    if (retryAfterSeconds > 0) throw tryAgainLater('Too many requests from your address.', retryAfterSeconds);
  });

  // A counter is one row per client address and key; rows whose window and lock ended a day ago tell nothing any more.
  const sweep = setInterval(() => {
    removeStaleCounters(db, 24 * 60 * 60).catch((error: unknown) => app.log.warn({ err: error }, 'removing stale rate-limit counters failed'));
  }, staleCounterSweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
