// Password reset end to end: the code is emailed (read here from the outbox table), valid 10 minutes, single use,
// at most 5 tries, and a new password ends every earlier sign-in.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, resetCodes, staff } from '../../server/src/db/schema';
import { demoPassword } from '../../server/src/db/seed';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newPassword = 'Fresh#Pass2027';
const sendCode = (email: string) => ({ method: 'POST' as const, url: `/api/reset-code/${encodeURIComponent(email)}` });
const reset = (payload: Record<string, unknown>) => ({ method: 'PATCH' as const, url: '/api/staff/reset-password', payload });

/** Asks for a code and reads it from the newest email to that address. */
async function requestCode(email: string) {
  const response = await call(t, 'sendResetCode', sendCode(email), 200);
  const { id } = response.json() as { id: string };
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase())).orderBy(desc(outbox.createdAt)).limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return { id, code, mail: mail! };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sendResetCode and resetPassword', () => {
  it('emails a 6-digit code that sets a new password, and ends every earlier sign-in', async () => {
    const email = 'teacher19@lagos.edu.test';
    const before = await t.login(email);
    const { id, code, mail } = await requestCode(email);
    expect(mail.subject).toMatch(/reset code/i);
    expect(mail.text).toContain('10 minutes');

    const response = await call(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: newPassword }), 200);
    expect(response.json()).toEqual({ message: 'Password Updated Successfully' });

    await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: { email, password: demoPassword } }, 401);
    await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: { email, password: newPassword } }, 200);
    // The sign-in made with the old password is over: its refresh token and its access token.
    await call(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', cookies: { portal_refresh: before.refreshToken } }, 452);
    await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: before.auth }, 451);
  });

  it('uses a code once only', async () => {
    const email = 'teacher20@lagos.edu.test';
    const { id, code } = await requestCode(email);
    await call(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: newPassword }), 200);
    const again = await expectBadRequest(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: 'Another#Pass2028' }), 'code');
    expect(again.message).toMatch(/wrong or has expired/);
    await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: { email, password: newPassword } }, 200);
  });

  it('answers 400 for a wrong code and 429 at the fifth wrong try, after which even the right code is refused', async () => {
    const email = 'teacher21@lagos.edu.test';
    const { id, code } = await requestCode(email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expectBadRequest(t, 'resetPassword', reset({ email, code: otherCode(code), resetCodeId: id, password: newPassword }), 'code');
    }
    const locked = await call(t, 'resetPassword', reset({ email, code: otherCode(code), resetCodeId: id, password: newPassword }), 429);
    expect(errorOf(locked).message).toMatch(/too many/i);
    await call(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: newPassword }), 429);
    await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: { email, password: demoPassword } }, 200);
    // A new code works again.
    const fresh = await requestCode(email);
    await call(t, 'resetPassword', reset({ email, code: fresh.code, resetCodeId: fresh.id, password: newPassword }), 200);
  });

  it('refuses an expired code', async () => {
    const email = 'teacher22@lagos.edu.test';
    const { id, code } = await requestCode(email);
    await t.db.update(resetCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(resetCodes.id, id));
    await expectBadRequest(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: newPassword }), 'code');
    await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: { email, password: demoPassword } }, 200);
  });

  it('ends the older codes of an account when a new one is issued: only the newest sets a password', async () => {
    const email = 'teacher18@lagos.edu.test';
    const first = await requestCode(email);
    const second = await requestCode(email);
    const ended = await expectBadRequest(t, 'resetPassword', reset({ email, code: first.code, resetCodeId: first.id, password: newPassword }), 'code');
    expect(ended.message).toMatch(/wrong or has expired/);
    await call(t, 'resetPassword', reset({ email, code: second.code, resetCodeId: second.id, password: newPassword }), 200);
    await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: { email, password: newPassword } }, 200);
  });

  it('refuses a code presented with another email address', async () => {
    const { id, code } = await requestCode('teacher23@lagos.edu.test');
    await expectBadRequest(t, 'resetPassword', reset({ email: 'teacher24@lagos.edu.test', code, resetCodeId: id, password: newPassword }), 'code');
    await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: { email: 'teacher24@lagos.edu.test', password: demoPassword } }, 200);
    // The right address still works, in any case.
    await call(t, 'resetPassword', reset({ email: 'Teacher23@Lagos.edu.test', code, resetCodeId: id, password: newPassword }), 200);
  });

  it('enforces the password rule, naming the field with the specification message', async () => {
    const email = 'teacher2@lagos.edu.test';
    const { id, code } = await requestCode(email);
    for (const weak of ['alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial123']) {
      const body = await expectBadRequest(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: weak }), 'password');
      expect(body.details?.[0]?.message).toBe('Min. 8 characters with at least one capital letter, a number and a special character.');
    }
    await expectBadRequest(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: 'Ab1!' }), 'password');
    // Rejected passwords did not use up a try, and the shortest valid password is accepted.
    await call(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: 'short1A!' }), 200);
  });

  it('answers the same for an address without an account, sends nothing, and no code can match', async () => {
    const email = 'nobody-here@demo.test';
    const response = await call(t, 'sendResetCode', sendCode(email), 200);
    const { id } = response.json() as { id: string };
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0);
    await expectBadRequest(t, 'resetPassword', reset({ email, code: '123456', resetCodeId: id, password: newPassword }), 'code');
  });

  it('activates an account that was waiting for its first password', async () => {
    const email = 'teacher3@lagos.edu.test';
    await t.db.update(staff).set({ accountStatus: 'ResetPassword' }).where(eq(staff.email, email));
    const { id, code } = await requestCode(email);
    await call(t, 'resetPassword', reset({ email, code, resetCodeId: id, password: newPassword }), 200);
    const [row] = await t.db.select({ accountStatus: staff.accountStatus }).from(staff).where(eq(staff.email, email));
    expect(row?.accountStatus).toBe('Active');
  });

  it('limits codes per address: the sixth request within the window answers 429', async () => {
    const email = 'teacher1@lagos.edu.test';
    for (let attempt = 1; attempt <= 5; attempt += 1) await call(t, 'sendResetCode', sendCode(email), 200);
    const limited = await call(t, 'sendResetCode', sendCode(email), 429);
    expect(errorOf(limited).code).toBe('TOO_MANY_REQUESTS');
    // It says when the oldest code of the window ages out, in words and in Retry-After.
    expect(errorOf(limited).message).toMatch(/try again in (10|9) minutes/i);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(10 * 60);
    // Other addresses are not affected.
    await call(t, 'sendResetCode', sendCode('teacher5@lagos.edu.test'), 200);
  });

  it('answers 400 naming the field for a malformed request', async () => {
    await expectBadRequest(t, 'sendResetCode', sendCode('not-an-email'), 'id');
    const valid = { email: 'admin@demo.test', code: '123456', resetCodeId: crypto.randomUUID(), password: newPassword };
    await expectBadRequest(t, 'resetPassword', reset({ ...valid, code: '12ab56' }), 'code');
    await expectBadRequest(t, 'resetPassword', reset({ ...valid, code: '1234567' }), 'code');
    await expectBadRequest(t, 'resetPassword', reset({ ...valid, resetCodeId: 'not-a-uuid' }), 'resetCodeId');
    await expectBadRequest(t, 'resetPassword', reset({ ...valid, email: 'nope' }), 'email');
    const { password: _password, ...withoutPassword } = valid;
    const missing = await expectBadRequest(t, 'resetPassword', reset(withoutPassword), 'password');
    expect(missing.details?.[0]?.message).toBe('This Field is required');
    await expectBadRequest(t, 'resetPassword', reset({ ...valid, extra: true }), 'extra');
    // An unknown code id is simply a wrong code.
    await expectBadRequest(t, 'resetPassword', reset(valid), 'code');
  });
});
