// Counters of requests and of failed attempts, one row per key in the database, so every instance behind a load
// balancer sees the same ones. Keys are namespaced by their user: `login:…` for sign-in failures, `rate:<policy>:…`
// for the contract's rate-limited operations. The table is still named login_throttle, and its `failures` column
// holds the request count of a `rate:` key.
import { and, eq, lt, or, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema';
import { tooManyRequests } from '../errors';

/** At most `limit` requests from one client address in each window of `windowSeconds`. */
export type RateLimitPolicy = { limit: number; windowSeconds: number };

/** How failures slow a key down: `allowedFailures` in a window, then locks that double from `firstLockSeconds` up to the window. */
export type FailurePolicy = { allowedFailures: number; windowSeconds: number; firstLockSeconds: number };

const counters = loginThrottle;
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
 * Counts one request under `key`; answers the seconds until the window ends when this request is over the limit,
 * else 0. One statement, so two requests at once cannot both read the old count.
 */
export async function countRequest(db: Database, key: string, policy: RateLimitPolicy): Promise<number> {
  const ended = windowEnded(policy.windowSeconds);
  const [row] = await db
    .insert(counters)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        failures: sql`case when ${ended} then 1 else ${counters.failures} + 1 end`,
        windowStartedAt: sql`case when ${ended} then now() else ${counters.windowStartedAt} end`,
      },
    })
    .returning({ count: counters.failures, secondsLeft: secondsUntil(sql`${counters.windowStartedAt} + ${seconds(policy.windowSeconds)}`) });
  return row && row.count > policy.limit ? Math.max(row.secondsLeft, 1) : 0;
}

/** The seconds until `key` may try again after its failures, or 0. */
export async function secondsLocked(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ wait: secondsUntil(counters.lockedUntil) }).from(counters).where(eq(counters.key, key));
  return row?.wait ?? 0;
}

/** Counts one failure under `key`; from the allowed number on, each further failure locks the key twice as long. */
export async function recordFailure(db: Database, key: string, policy: FailurePolicy) {
  const ended = windowEnded(policy.windowSeconds);
  const failuresNow = sql`case when ${ended} then 1 else ${counters.failures} + 1 end`;
  const lockSeconds = sql`least(${policy.firstLockSeconds}::int * power(2, ${failuresNow} - ${policy.allowedFailures}::int), ${policy.windowSeconds}::int)`;
  await db
    .insert(counters)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        failures: failuresNow,
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
