// Counters of requests and of failed attempts, one row per key in the database (rate_limit_counters), so every instance
// behind a load balancer sees the same ones. Keys are namespaced by their user: `login:…` for sign-in failures, which
// earn a lock that doubles (handlers/auth.ts), and `rate:<policy>:…` for the contract's rate-limited operations, which
// @fastify/rate-limit counts here through its store (plugins/rateLimit.ts).
import { and, eq, lt, or, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { tooManyRequests } from '../errors';

/** At most `limit` requests from one client address in each window of `windowSeconds`. */
export type RateLimitPolicy = { limit: number; windowSeconds: number };

/** How failures slow a key down: `allowedFailures` in a window, then locks that double from `firstLockSeconds` up to the window. */
export type FailurePolicy = { allowedFailures: number; windowSeconds: number; firstLockSeconds: number };

const counters = rateLimitCounters;
const seconds = (value: number) => sql`${`${value} seconds`}::interval`;
const windowEnded = (windowSeconds: number) => sql`${counters.windowStartedAt} < now() - ${seconds(windowSeconds)}`;
const secondsUntil = (instant: SQLWrapper) => sql<number>`greatest(ceil(extract(epoch from ${instant} - now())), 0)::int`;

function inWords(wait: number) {
  const [amount, unit] = wait < 90 ? [wait, 'second'] : [Math.ceil(wait / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** A 429 that says when to try again, in its message and in its Retry-After header. */
export const tryAgainLater = (reason: string, retryAfterSeconds: number) =>
  tooManyRequests(`${reason} Try again in ${inWords(retryAfterSeconds)}.`, retryAfterSeconds);

/**
 * Counts one request under `key` in a window of `windowMs`: the count so far in the window, this one included, and
 * the milliseconds until the window ends. One statement, so two requests at once cannot both read the old count.
 */
export async function countRequest(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const windowSeconds = windowMs / 1000;
  const ended = windowEnded(windowSeconds);
  const windowEnd = sql`${counters.windowStartedAt} + ${seconds(windowSeconds)}`;
  const [row] = await db
    .insert(counters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`case when ${ended} then 1 else ${counters.count} + 1 end`,
        windowStartedAt: sql`case when ${ended} then now() else ${counters.windowStartedAt} end`,
      },
    })
    .returning({ current: counters.count, ttl: sql<number>`greatest(ceil(extract(epoch from ${windowEnd} - now()) * 1000), 1)::int` });
  return row ?? { current: 1, ttl: windowMs };
}

/** The seconds until `key` may try again after its failures, or 0. */
export async function secondsLocked(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ wait: secondsUntil(counters.lockedUntil) }).from(counters).where(eq(counters.key, key));
  return row?.wait ?? 0;
}

/** Counts one failure under `key`; from the allowed number on, each further failure locks the key twice as long. */
export async function recordFailure(db: Database, key: string, policy: FailurePolicy) {
  const ended = windowEnded(policy.windowSeconds);
  const failuresNow = sql`case when ${ended} then 1 else ${counters.count} + 1 end`;
  const lockSeconds = sql`least(${policy.firstLockSeconds}::int * power(2, ${failuresNow} - ${policy.allowedFailures}::int), ${policy.windowSeconds}::int)`;
  await db
    .insert(counters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: failuresNow,
        windowStartedAt: sql`case when ${ended} then now() else ${counters.windowStartedAt} end`,
        lockedUntil: sql`case when ${failuresNow} >= ${policy.allowedFailures}::int then now() + ${lockSeconds} * interval '1 second' else null end`,
      },
    });
}

export async function clearCounter(db: Database, key: string) {
  await db.delete(counters).where(eq(counters.key, key));
}

/** Removes counters whose window and lock ended long ago, so one row per client address does not pile up forever. */
export async function removeStaleCounters(db: Database, olderThanSeconds: number) {
  const stale = sql`now() - ${seconds(olderThanSeconds)}`;
  await db.delete(counters).where(and(lt(counters.windowStartedAt, stale), or(isNull(counters.lockedUntil), lt(counters.lockedUntil, stale))));
}
