// Signing in and out: login by email or username, wrong credentials, throttling per account and address, suspended
// accounts, logout.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters, refreshTokens, staff } from '../../server/src/db/schema';
import { demoPassword } from '../../server/src/db/seed';
import { expectContract } from './contract';
import { createTestApp, type TestApp } from './harness';
import { bearer, call, errorOf, expectBadRequest } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: unknown) => ({ method: 'POST' as const, url: '/api/auth/login', payload: payload as Record<string, unknown> });

describe('login', () => {
  it('signs in with an email, answering the access token, the staff member and an httpOnly refresh cookie', async () => {
    const response = await call(t, 'login', login({ email: 'admin@demo.test', password: demoPassword }), 200);
    const body = response.json() as { authorizationToken: string; staff: { email: string; stateDetails: { name: string }; isSuperAdmin: boolean } };
    expect(body.authorizationToken.split('.')).toHaveLength(3);
    expect(body.staff.email).toBe('admin@demo.test');
    expect(body.staff.stateDetails.name).toBe('Lagos');
    expect(body.staff.isSuperAdmin).toBe(false);
    expect(body.staff).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'portal_refresh');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/api');
    // Beside it, a readable hint with no secret in it, so that a reloaded page knows there is a sign-in to restore.
    const hint = response.cookies.find((c) => c.name === 'portal_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Strict' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires).toEqual(cookie?.expires);
    // The access token works at once.
    await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: bearer(body.authorizationToken) }, 200);
  });

  it('ignores case and spacing of the email, and accepts a username in either field', async () => {
    await call(t, 'login', login({ email: '  ADMIN@Demo.Test ', password: demoPassword }), 200);
    const byUsername = await call(t, 'login', login({ username: 'lagosadmin', password: demoPassword }), 200);
    expect((byUsername.json() as { staff: { username: string } }).staff.username).toBe('lagosadmin');
    await call(t, 'login', login({ email: 'lagosadmin', password: demoPassword }), 200);
  });

  it('lets the admin of an Unverified state sign in, so they can see their state is awaiting review', async () => {
    const response = await call(t, 'login', login({ email: 'pending@demo.test', password: demoPassword }), 200);
    expect((response.json() as { staff: { stateDetails: { accountStatus: string; name: string } } }).staff.stateDetails).toMatchObject({
      name: 'Kano',
      accountStatus: 'Unverified',
    });
  });

  it('answers 401 with one message for a wrong password and an unknown account', async () => {
    const wrong = await call(t, 'login', login({ email: 'teacher3@lagos.edu.test', password: 'Wrong@2026' }), 401);
    const unknown = await call(t, 'login', login({ email: 'nobody@demo.test', password: demoPassword }), 401);
    expect(errorOf(wrong).message).toBe('The email or password is incorrect');
    expect(errorOf(unknown).message).toBe(errorOf(wrong).message);
  });

  it('answers 400 naming the field for a missing password, a missing identifier or an unknown field', async () => {
    await expectBadRequest(t, 'login', login({ email: 'admin@demo.test' }), 'password');
    await expectBadRequest(t, 'login', login({ email: 'admin@demo.test', password: '' }), 'password');
    const missingIdentifier = await call(t, 'login', login({ password: demoPassword }), 400);
    expect(errorOf(missingIdentifier).details?.map((d) => d.field)).toEqual(expect.arrayContaining(['email']));
    await expectBadRequest(t, 'login', { method: 'POST', url: '/api/auth/login' }, 'body');
    const xml = await call(t, 'login', { method: 'POST', url: '/api/auth/login', payload: '<login/>', headers: { 'content-type': 'application/xml' } }, 415);
    expect(errorOf(xml).message).toMatch(/application\/json/);
    await expectBadRequest(t, 'login', { method: 'POST', url: '/api/auth/login', payload: '{"email": "admin@demo.test", "password": ', headers: { 'content-type': 'application/json' } }, 'body');
    await expectBadRequest(t, 'login', { method: 'POST', url: '/api/auth/login', payload: '', headers: { 'content-type': 'application/json' } }, 'body');
    const extra = await call(t, 'login', login({ email: 'admin@demo.test', password: demoPassword, role: 'admin' }), 400);
    expect(errorOf(extra).details?.map((d) => d.field)).toContain('role');
    // JSON bodies are taken as typed: a number where the contract wants text is not quietly turned into text.
    await expectBadRequest(t, 'login', login({ email: 'admin@demo.test', password: 20262026 }), 'password');
  });

  it('slows down 5 wrong passwords from one address: 429 there, even with the right password, while the owner elsewhere signs in', async () => {
    const email = 'teacher4@lagos.edu.test';
    const attacker = { remoteAddress: '203.0.113.7' };
    const owner = { remoteAddress: '198.51.100.20' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await call(t, 'login', { ...login({ email, password: `Wrong@${attempt}xx` }), ...attacker }, 401);
    }
    const slowed = await call(t, 'login', { ...login({ email, password: demoPassword }), ...attacker }, 429);
    expect(errorOf(slowed).code).toBe('TOO_MANY_REQUESTS');
    expect(errorOf(slowed).message).toMatch(/too many failed sign-in attempts.*try again in (60|59) seconds/i);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The account's username shares the allowance at that address; other accounts from there are unaffected.
    await call(t, 'login', { ...login({ username: 'teacher4', password: demoPassword }), ...attacker }, 429);
    await call(t, 'login', { ...login({ email: 'teacher5@lagos.edu.test', password: demoPassword }), ...attacker }, 200);
    // The owner, from their own address, is not locked out by someone guessing elsewhere.
    await call(t, 'login', { ...login({ email, password: demoPassword }), ...owner }, 200);

    // When the wait is over the next wrong password waits twice as long: each further failure doubles the wait.
    const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
    const attackerKey = eq(rateLimitCounters.key, `login:staff:${row!.id}:${attacker.remoteAddress}`);
    await t.db.update(rateLimitCounters).set({ lockedUntil: new Date(Date.now() - 1000) }).where(attackerKey);
    await call(t, 'login', { ...login({ email, password: 'Wrong@6xx' }), ...attacker }, 401);
    const slowerStill = await call(t, 'login', { ...login({ email, password: demoPassword }), ...attacker }, 429);
    expect(Number(slowerStill.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(slowerStill.headers['retry-after'])).toBeLessThanOrEqual(120);
    expect(errorOf(slowerStill).message).toMatch(/try again in 2 minutes/i);

    // Once the wait is over, the right password signs in from there too and clears the count.
    await t.db.update(rateLimitCounters).set({ lockedUntil: new Date(Date.now() - 1000) }).where(attackerKey);
    await call(t, 'login', { ...login({ email, password: demoPassword }), ...attacker }, 200);
    expect(await t.db.select().from(rateLimitCounters).where(attackerKey)).toEqual([]);
    await call(t, 'login', { ...login({ email, password: 'Wrong@1xx' }), ...attacker }, 401);
    await call(t, 'login', { ...login({ email, password: demoPassword }), ...attacker }, 200);
  });

  it('refuses an unknown account only after a scrypt verification as costly as a real one', async () => {
    const [known] = await t.db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.email, 'admin@demo.test'));
    const [, n, r, p, , key] = known!.passwordHash.split('$');
    const scrypt = vi.spyOn(crypto, 'scrypt');
    try {
      await call(t, 'login', login({ email: 'nobody-at-all@demo.test', password: demoPassword }), 401);
      expect(scrypt).toHaveBeenCalledTimes(1);
      const [password, , keyLength, options] = scrypt.mock.calls[0]!;
      expect(password).toBe(demoPassword);
      // The cost parameters and key length of a stored password, so the work done is the same.
      expect(options).toEqual({ N: Number(n), r: Number(r), p: Number(p) });
      expect(keyLength).toBe(Buffer.from(key!, 'base64url').length);
    } finally {
      scrypt.mockRestore();
    }
  });

  it('counts failures by email and by username together, and locks unknown names too', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) await call(t, 'login', login({ email: 'teacher13@lagos.edu.test', password: 'Wrong@1xx' }), 401);
    for (let attempt = 1; attempt <= 2; attempt += 1) await call(t, 'login', login({ username: 'TEACHER13', password: 'Wrong@1xx' }), 401);
    await call(t, 'login', login({ email: 'teacher13@lagos.edu.test', password: demoPassword }), 429);
    for (let attempt = 1; attempt <= 5; attempt += 1) await call(t, 'login', login({ email: 'ghost@demo.test', password: 'Wrong@1xx' }), 401);
    await call(t, 'login', login({ email: 'ghost@demo.test', password: 'Wrong@1xx' }), 429);
  });

  it('counts failures within the window only: 4 failures then a success reset the count', async () => {
    const email = 'teacher6@lagos.edu.test';
    for (let attempt = 1; attempt <= 4; attempt += 1) await call(t, 'login', login({ email, password: 'Wrong@1xx' }), 401);
    await call(t, 'login', login({ email, password: demoPassword }), 200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await call(t, 'login', login({ email, password: 'Wrong@1xx' }), 401);
    await call(t, 'login', login({ email, password: demoPassword }), 200);
  });

  it('answers 403 for a suspended account with the right password', async () => {
    await t.db.update(staff).set({ accountStatus: 'Suspended' }).where(eq(staff.email, 'teacher7@lagos.edu.test'));
    const response = await call(t, 'login', login({ email: 'teacher7@lagos.edu.test', password: demoPassword }), 403);
    expect(errorOf(response).message).toMatch(/suspended/i);
  });

  it('records the sign-in as the last time active', async () => {
    const before = Date.now();
    const session = await t.login('teacher8@lagos.edu.test');
    const response = await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: session.auth }, 200);
    const { lastTimeActive } = response.json() as { lastTimeActive: string };
    expect(new Date(lastTimeActive).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('logout', () => {
  it('revokes the refresh token from the cookie and clears the cookie', async () => {
    const session = await t.login('teacher9@lagos.edu.test');
    const response = await call(t, 'logout', { method: 'POST', url: '/api/auth/logout', cookies: { portal_refresh: session.refreshToken } }, 204);
    const cleared = response.cookies.find((c) => c.name === 'portal_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api');
    expect(response.cookies.find((c) => c.name === 'portal_signed_in')).toMatchObject({ value: '', path: '/' });
    const refreshed = await call(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', cookies: { portal_refresh: session.refreshToken } }, 452);
    expect(errorOf(refreshed).code).toBe('REFRESH_TOKEN_INVALID');
    expect(refreshed.cookies.find((c) => c.name === 'portal_signed_in')).toMatchObject({ value: '' });
    // The access token of the ended sign-in stops working at once.
    await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: session.auth }, 451);
  });

  it('revokes the refresh token from the body', async () => {
    const session = await t.login('teacher10@lagos.edu.test');
    await call(t, 'logout', { method: 'POST', url: '/api/auth/logout', payload: { refreshToken: session.refreshToken } }, 204);
    await call(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', payload: { refreshToken: session.refreshToken } }, 452);
    const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.staffId, session.staff.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('ends only that sign-in: another sign-in of the same account keeps working', async () => {
    const first = await t.login('teacher11@lagos.edu.test');
    const second = await t.login('teacher11@lagos.edu.test');
    await call(t, 'logout', { method: 'POST', url: '/api/auth/logout', cookies: { portal_refresh: first.refreshToken } }, 204);
    await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: second.auth }, 200);
    await call(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', cookies: { portal_refresh: second.refreshToken } }, 200);
  });

  it('always succeeds: without any token, with an unknown one, and twice', async () => {
    await call(t, 'logout', { method: 'POST', url: '/api/auth/logout' }, 204);
    await call(t, 'logout', { method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 'unknown-token' } }, 204);
    const session = await t.login('teacher12@lagos.edu.test');
    await call(t, 'logout', { method: 'POST', url: '/api/auth/logout', cookies: { portal_refresh: session.refreshToken } }, 204);
    await call(t, 'logout', { method: 'POST', url: '/api/auth/logout', cookies: { portal_refresh: session.refreshToken } }, 204);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    await expectBadRequest(t, 'logout', { method: 'POST', url: '/api/auth/logout', payload: { refreshToken: { token: 'x' } } }, 'refreshToken');
    await expectBadRequest(t, 'logout', { method: 'POST', url: '/api/auth/logout', payload: { refreshToken: '' } }, 'refreshToken');
    await expectBadRequest(t, 'logout', { method: 'POST', url: '/api/auth/logout', payload: { token: 'x' } }, 'token');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: '[]', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expectContract('logout', response);
  });
});
