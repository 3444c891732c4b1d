// The contract's `x-rate-limit` on every route, through @fastify/rate-limit: the operation names a policy of the
// config, and each client address gets that many requests per window, counted in the database (the plugin's store
// is services/rateLimit.ts) so every instance shares the count. Operations under one policy share one allowance (the
// three uniqueness checks of a form, say): the key is the policy's, not the route's.
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { countRequest, removeStaleCounters, tryAgainLater } from '../services/rateLimit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The name of the rate-limit policy of the operation (`x-rate-limit` in the contract). */
    rateLimitPolicy?: string;
  }
}

const staleCounterSweepMs = 60 * 60_000;

export default fp<{ db: Database; config: Config }>(async (app, { db, config }) => {
  // Runs before @fastify/rate-limit's own onRoute hook (registered below), which reads the policy as route options.
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimitPolicy;
    if (name === undefined) return;
    const policy = config.rateLimits[name];
    if (!policy) throw new Error(`${route.method} ${route.url}: no rate-limit policy named ${name} in the config`);
    route.config = {
      ...route.config,
      rateLimit: { max: policy.limit, timeWindow: policy.windowSeconds * 1000, keyGenerator: (request: FastifyRequest) => `rate:${name}:${request.ip}` },
    };
  });

  /** The plugin's store: the counters in the database, one for every route (the key says whose count it is). */
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countRequest(db, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return this;
    }
  }

  await app.register(fastifyRateLimit, {
    // Only the operations that name a policy are limited.
    global: false,
    store: DatabaseStore,
    // The answer says when to try again (tryAgainLater sets Retry-After); the X-RateLimit headers are no part of
    // the contract.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => tryAgainLater('Too many requests from your address.', Math.max(Math.ceil(context.ttl / 1000), 1)),
  });

  // A counter is one row per client address and key; rows whose window and lock ended a day ago tell nothing any more.
  const sweep = setInterval(() => {
    removeStaleCounters(db, 24 * 60 * 60).catch((error: unknown) => app.log.warn({ err: error }, 'removing stale rate-limit counters failed'));
  }, staleCounterSweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
