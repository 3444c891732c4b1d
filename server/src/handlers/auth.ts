import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { hashForUnknownAccount, hashPassword, verifyPassword } from '../auth/passwords';
import { clearRefreshCookie, loginResponse, presentedRefreshToken, setRefreshCookie, startSession } from '../auth/session';
import { revokeAllRefreshTokens, revokeRefreshTokenFamily, rotateRefreshToken } from '../auth/tokens';
import { recordedWrites } from '../db/audit';
import { resetCodes, staff } from '../db/schema';
import { badRequest, forbidden, refreshTokenInvalid, tooManyRequests, unauthorized } from '../errors';
import type { Services } from '../services';
import { issueResetCode, resetCodeHash } from '../services/resetCodes';
import { clearCounter, recordFailure, secondsLocked, tryAgainLater } from '../services/rateLimit';
import type { Handlers } from '../contractTypes';

const wrongCredentials = 'The email or password is incorrect';
const wrongCode = 'The code is wrong or has expired. Request a new one if you need to.';
/** At most this many codes for one address in one window, so the reset form cannot be used to flood a mailbox. */
const resetCodesPerWindow = 5;

export function authHandlers(services: Services): Handlers {
  const { db, config, mailer } = services;
  // Made now rather than at the first unknown account, which would otherwise be refused more slowly than the rest.
  void hashForUnknownAccount();
  const loginFailures = {
    allowedFailures: config.loginMaxFailures,
    firstLockSeconds: config.loginFirstLockSeconds,
    windowSeconds: config.loginLockMinutes * 60,
  };

  return {
    async login(request, reply) {
      const identifier = (request.body.email ?? request.body.username ?? '').trim().toLowerCase();
      const [member] = await db
        .select({ id: staff.id, passwordHash: staff.passwordHash, accountStatus: staff.accountStatus })
        .from(staff)
        .where(sql`lower(${staff.email}) = ${identifier} or lower(${staff.username}) = ${identifier}`)
        .limit(1);
      // Failures count per account and client address: its email and its username share one allowance, and someone
      // guessing from elsewhere slows down only themselves, never the owner signing in from their own address.
      const throttleKey = `login:${member ? `staff:${member.id}` : `name:${identifier}`}:${request.ip}`;
      const wait = await secondsLocked(db, throttleKey);
      if (wait > 0) throw tryAgainLater('Too many failed sign-in attempts from your address.', wait);
      // An unknown account is checked against a stand-in hash, so it is refused as slowly as a wrong password.
      const passwordMatches = await verifyPassword(request.body.password, member?.passwordHash ?? (await hashForUnknownAccount()));
      if (!member || !passwordMatches) {
        await recordFailure(db, throttleKey, loginFailures);
        throw unauthorized(wrongCredentials);
      }
      if (member.accountStatus === 'Suspended') throw forbidden('Your account is suspended. Contact your state administrator.');
      await clearCounter(db, throttleKey);
      await recordedWrites(db).update(staff, eq(staff.id, member.id), { lastTimeActive: new Date() });
      return startSession(services, reply, member.id);
    },

    async logout(request, reply) {
      const token = presentedRefreshToken(request);
      if (token) await revokeRefreshTokenFamily(db, token);
      clearRefreshCookie(reply);
      return reply.status(204).send();
    },

    async refreshToken(request, reply) {
      const token = presentedRefreshToken(request);
      if (!token) throw refreshTokenInvalid('You are not signed in');
      try {
        const next = await rotateRefreshToken(db, config, token);
        const [member] = await db.select({ accountStatus: staff.accountStatus }).from(staff).where(eq(staff.id, next.staffId));
        if (!member || member.accountStatus === 'Suspended') {
          await revokeRefreshTokenFamily(db, next.token);
          throw refreshTokenInvalid('Your account is suspended. Contact your state administrator.');
        }
        setRefreshCookie(services, reply, next.token, next.expiresAt);
        await recordedWrites(db).update(staff, eq(staff.id, next.staffId), { lastTimeActive: new Date() });
        return loginResponse(services, next.staffId, next.familyId);
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },

    async sendResetCode(request) {
      const email = request.params.id.trim().toLowerCase();
      const codeWindow = sql`${`${config.resetCodeMinutes} minutes`}::interval`;
      const [recent] = await db
        .select({
          count: sql<number>`count(*)::int`,
          secondsUntilOneAgesOut: sql<number>`coalesce(ceil(extract(epoch from min(${resetCodes.createdAt}) + ${codeWindow} - now())), 0)::int`,
        })
        .from(resetCodes)
        .where(and(eq(resetCodes.email, email), gt(resetCodes.createdAt, sql`now() - ${codeWindow}`)));
      if (recent && recent.count >= resetCodesPerWindow) {
        throw tryAgainLater('Too many codes were requested for this address.', Math.max(recent.secondsUntilOneAgesOut, 1));
      }
      const [member] = await db.select({ id: staff.id, firstName: staff.firstName }).from(staff).where(sql`lower(${staff.email}) = ${email}`);
      // An address without an account gets a code row too, so the answer does not tell who has an account.
      const { id, code } = await db.transaction((tx) => issueResetCode(tx, config, email, member?.id ?? null));
      if (member) {
        await mailer.send({
          to: email,
          subject: 'Your password reset code',
          text: `Hello ${member.firstName},\n\nYour password reset code is ${code}. It is valid for ${config.resetCodeMinutes} minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this email.`,
        });
      }
      return { id };
    },

    async resetPassword(request) {
      const { email, code, resetCodeId, password } = request.body;
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(resetCodes).where(eq(resetCodes.id, resetCodeId)).for('update');
        if (!row || row.email !== email.trim().toLowerCase()) return 'wrong' as const;
        if (row.attempts >= config.resetCodeMaxTries) return 'locked' as const;
        if (row.usedAt || row.expiresAt.getTime() <= Date.now() || !row.staffId) return 'wrong' as const;
        if (!timingSafeEqual(resetCodeHash(config, row.id, code), Buffer.from(row.codeHash, 'base64url'))) {
          await tx.update(resetCodes).set({ attempts: row.attempts + 1 }).where(eq(resetCodes.id, row.id));
          return row.attempts + 1 >= config.resetCodeMaxTries ? ('locked' as const) : ('wrong' as const);
        }
        await tx.update(resetCodes).set({ usedAt: new Date() }).where(eq(resetCodes.id, row.id));
        await recordedWrites(tx).update(staff, eq(staff.id, row.staffId), {
          passwordHash: await hashPassword(password),
          accountStatus: sql`case when ${staff.accountStatus} = 'ResetPassword' then 'Active' else ${staff.accountStatus} end`,
        });
        return { staffId: row.staffId };
      });
      if (result === 'locked') throw tooManyRequests('Too many wrong codes. Request a new code.');
      if (result === 'wrong') throw badRequest(wrongCode, 'code');
      // A new password ends every sign-in that used the old one.
      await revokeAllRefreshTokens(db, result.staffId);
      return { message: 'Password Updated Successfully' };
    },
  };
}
