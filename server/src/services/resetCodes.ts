// One-time codes that let a staff member set a password: asked for on the forgot-password page, or sent to a staff
// member an administrator has just created. Only the newest code of an account counts, and only its hash is kept.
import { createHmac, randomInt } from 'node:crypto';
import { and, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { insertRecordset } from '../db/insertMany';
import { resetCodes } from '../db/schema';

export const resetCodeHash = (config: Config, id: string, code: string) => createHmac('sha256', config.jwtSecret).update(`${id}:${code}`).digest();

/**
 * Stores a new code for `email` (and its account, when it has one) and ends the earlier ones; answers the code to
 * send and the resetCodeId the reset form sends back with it. Run it inside the caller's transaction.
 */
export async function issueResetCode(tx: Executor, config: Config, email: string, staffId: string | null) {
  const [issued] = await issueResetCodes(tx, config, [{ email, staffId }]);
  if (!issued) throw new Error('Reset code not issued');
  return issued;
}

/** `issueResetCode` for many accounts at once (a spreadsheet's new staff): two statements per thousand accounts. */
export async function issueResetCodes(tx: Executor, config: Config, accounts: { email: string; staffId: string | null }[]) {
  const issued = accounts.map((account) => ({ ...account, id: crypto.randomUUID(), code: String(randomInt(0, 1_000_000)).padStart(6, '0') }));
  // Only the newest code counts: one read over a shoulder or left in an old email no longer works.
  const now = new Date();
  const expiresAt = new Date(Date.now() + config.resetCodeMinutes * 60_000);
  for (let start = 0; start < issued.length; start += 1000) {
    const chunk = issued.slice(start, start + 1000);
    const staffIds = chunk.flatMap((account) => (account.staffId ? [account.staffId] : []));
    await tx
      .update(resetCodes)
      .set({ expiresAt: now })
      .where(
        and(
          isNull(resetCodes.usedAt),
          gt(resetCodes.expiresAt, now),
          or(inArray(resetCodes.email, chunk.map((account) => account.email)), staffIds.length ? inArray(resetCodes.staffId, staffIds) : undefined),
        ),
      );
    await insertRecordset(
      tx,
      resetCodes,
      chunk.map(({ id, staffId, email, code }) => ({ id, staffId, email, codeHash: resetCodeHash(config, id, code).toString('base64url'), expiresAt })),
      { id: resetCodes.id },
    );
  }
  return issued.map(({ id, code }) => ({ id, code }));
}
