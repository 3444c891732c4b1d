// Repeated failed sign-ins lock the account name for a while. Counters live in the database, so every instance
// behind a load balancer sees the same ones.
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { loginThrottle } from '../db/schema';
import { tooManyRequests } from '../errors';

export async function assertNotLocked(db: Database, key: string) {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - Date.now()) / 60_000);
    throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

export async function recordFailure(db: Database, config: Config, key: string) {
  const windowMs = config.loginLockMinutes * 60_000;
  // One statement, so two failures at once cannot both read the old count.
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < now() - ${`${windowMs} milliseconds`}::interval then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < now() - ${`${windowMs} milliseconds`}::interval then now() else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${loginThrottle.windowStartedAt} >= now() - ${`${windowMs} milliseconds`}::interval and ${loginThrottle.failures} + 1 >= ${config.loginMaxFailures} then now() + ${`${windowMs} milliseconds`}::interval else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Database, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
