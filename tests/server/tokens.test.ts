// Access and refresh tokens: refresh through the cookie or the body, rotation, reuse detection revoking the whole
// family, expiry, and the 401/451 answers of protected calls.
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, staff } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { bearer, call, errorOf, expectBadRequest, expiredAccessToken, forgedAccessToken } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type LoginBody = { authorizationToken: string; staff: { id: string; email: string } };
const refreshWithCookie = (token: string) => ({ method: 'POST' as const, url: '/api/token/refresh-token', cookies: { portal_refresh: token } });
const refreshWithBody = (token: string) => ({ method: 'POST' as const, url: '/api/token/refresh-token', payload: { refreshToken: token } });
const lastTimeActive = (headers: Record<string, string>) => ({ method: 'GET' as const, url: '/api/staff/last-time-active', headers });
const cookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((c) => c.name === 'portal_refresh')?.value ?? '';

describe('refreshToken', () => {
  it('exchanges the cookie for a new access token and a rotated cookie', async () => {
    const session = await t.login('teacher13@lagos.edu.test');
    const response = await call(t, 'refreshToken', refreshWithCookie(session.refreshToken), 200);
    const body = response.json() as LoginBody;
    expect(body.staff.email).toBe('teacher13@lagos.edu.test');
    expect(body.authorizationToken).not.toBe(session.token);
    const rotated = cookieOf(response);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(session.refreshToken);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(body.authorizationToken)), 200);
    // The rotated token refreshes again.
    await call(t, 'refreshToken', refreshWithCookie(rotated), 200);
  });

  it('accepts the refresh token in the body for clients without cookies, preferring it to a cookie', async () => {
    const session = await t.login('teacher14@lagos.edu.test');
    const response = await call(t, 'refreshToken', { ...refreshWithBody(session.refreshToken), cookies: { portal_refresh: 'stale-cookie' } }, 200);
    expect((response.json() as LoginBody).staff.email).toBe('teacher14@lagos.edu.test');
    await call(t, 'refreshToken', refreshWithBody(cookieOf(response)), 200);
  });

  it('answers 452 without a refresh token, or with an unknown one, and clears the cookie', async () => {
    const none = await call(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token' }, 452);
    expect(errorOf(none).code).toBe('REFRESH_TOKEN_INVALID');
    const unknown = await call(t, 'refreshToken', refreshWithCookie('not-a-token-we-issued'), 452);
    expect(unknown.cookies.find((c) => c.name === 'portal_refresh')?.value).toBe('');
    await call(t, 'refreshToken', refreshWithBody('not-a-token-we-issued'), 452);
  });

  it('treats a reused refresh token as theft: 452, and the whole family is revoked', async () => {
    const session = await t.login('teacher15@lagos.edu.test');
    const first = await call(t, 'refreshToken', refreshWithCookie(session.refreshToken), 200);
    const successor = cookieOf(first);
    const successorAccess = (first.json() as LoginBody).authorizationToken;
    await call(t, 'lastTimeActive', lastTimeActive(bearer(successorAccess)), 200);

    const reused = await call(t, 'refreshToken', refreshWithCookie(session.refreshToken), 452);
    expect(errorOf(reused).message).toMatch(/used elsewhere/i);
    // The thief's copy and the rightful holder's successor are both dead now …
    await call(t, 'refreshToken', refreshWithCookie(successor), 452);
    // … and so is every access token of that sign-in.
    const ended = await call(t, 'lastTimeActive', lastTimeActive(bearer(successorAccess)), 451);
    expect(errorOf(ended).code).toBe('ACCESS_TOKEN_INVALID');
    await call(t, 'lastTimeActive', lastTimeActive(session.auth), 451);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.staffId, session.staff.id));
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.revokedAt)).toBe(true);
  });

  it('revokes only the family of the reused token', async () => {
    const victim = await t.login('teacher16@lagos.edu.test');
    const other = await t.login('teacher16@lagos.edu.test');
    await call(t, 'refreshToken', refreshWithCookie(victim.refreshToken), 200);
    await call(t, 'refreshToken', refreshWithCookie(victim.refreshToken), 452);
    await call(t, 'lastTimeActive', lastTimeActive(other.auth), 200);
    await call(t, 'refreshToken', refreshWithCookie(other.refreshToken), 200);
  });

  it('answers 452 for an expired refresh token', async () => {
    const session = await t.login('teacher17@lagos.edu.test');
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.staffId, session.staff.id));
    await call(t, 'refreshToken', refreshWithCookie(session.refreshToken), 452);
    // An expired sign-in also ends its access tokens.
    await call(t, 'lastTimeActive', lastTimeActive(session.auth), 451);
  });

  it('ends the sign-ins of an account that is suspended: its access token answers 451, its refresh token 452', async () => {
    const session = await t.login('teacher19@lagos.edu.test');
    await t.db.update(staff).set({ accountStatus: 'Suspended' }).where(eq(staff.id, session.staff.id));
    const access = await call(t, 'lastTimeActive', lastTimeActive(session.auth), 451);
    expect(errorOf(access).message).toMatch(/suspended/i);
    const refresh = await call(t, 'refreshToken', refreshWithCookie(session.refreshToken), 452);
    expect(errorOf(refresh).message).toMatch(/suspended/i);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.staffId, session.staff.id));
    expect(rows.every((row) => row.revokedAt)).toBe(true);
  });

  it('answers 400 naming the field for a malformed body', async () => {
    await expectBadRequest(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', payload: { refreshToken: '' } }, 'refreshToken');
    await expectBadRequest(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', payload: { refreshToken: 'x'.repeat(513) } }, 'refreshToken');
    await expectBadRequest(t, 'refreshToken', { method: 'POST', url: '/api/token/refresh-token', payload: { token: 'x' } }, 'token');
  });
});

describe('access tokens on a protected call', () => {
  it('answers 401 without an Authorization header', async () => {
    const response = await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active' }, 401);
    expect(errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('answers 451 for an expired token, saying it expired', async () => {
    const session = await t.login('teacher18@lagos.edu.test');
    const expired = await expiredAccessToken(t, session.staff.id);
    const response = await call(t, 'lastTimeActive', lastTimeActive(bearer(expired)), 451);
    expect(errorOf(response)).toMatchObject({ code: 'ACCESS_TOKEN_INVALID', message: expect.stringMatching(/expired/i) });
  });

  it('answers 451 for a token signed with another secret, of another issuer, with the wrong algorithm, or without its claims', async () => {
    const session = await t.login('teacher18@lagos.edu.test');
    const familyId = randomFamily();
    await call(t, 'lastTimeActive', lastTimeActive(bearer(await forgedAccessToken(session.staff.id))), 451);
    const otherIssuer = await new SignJWT({ fid: familyId }).setProtectedHeader({ alg: 'HS256' }).setSubject(session.staff.id).setIssuer('someone-else').setExpirationTime('5m').sign(t.config.jwtSecret);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(otherIssuer)), 451);
    const noFamily = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(session.staff.id).setIssuer('state-education-portal').setExpirationTime('5m').sign(t.config.jwtSecret);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(noFamily)), 451);
    const hs512 = await new SignJWT({ fid: familyId }).setProtectedHeader({ alg: 'HS512' }).setSubject(session.staff.id).setIssuer('state-education-portal').setExpirationTime('5m').sign(new Uint8Array(64).fill(7));
    await call(t, 'lastTimeActive', lastTimeActive(bearer(hs512)), 451);
    const [header, payload] = session.token.split('.');
    const unsigned = `${header}.${payload}.`;
    await call(t, 'lastTimeActive', lastTimeActive(bearer(unsigned)), 451);
  });

  it('answers 451 for a well-signed token whose sign-in does not exist or whose staff member is gone', async () => {
    const session = await t.login('teacher18@lagos.edu.test');
    const noSession = await new SignJWT({ fid: randomFamily() }).setProtectedHeader({ alg: 'HS256' }).setSubject(session.staff.id).setIssuer('state-education-portal').setExpirationTime('5m').sign(t.config.jwtSecret);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(noSession)), 451);
    const noStaff = await new SignJWT({ fid: randomFamily() }).setProtectedHeader({ alg: 'HS256' }).setSubject(randomFamily()).setIssuer('state-education-portal').setExpirationTime('5m').sign(t.config.jwtSecret);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(noStaff)), 451);
    const notUuid = await new SignJWT({ fid: 'nope' }).setProtectedHeader({ alg: 'HS256' }).setSubject('nope').setIssuer('state-education-portal').setExpirationTime('5m').sign(t.config.jwtSecret);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(notUuid)), 451);
  });

  it('answers 451 for a well-signed token of a live sign-in that never expires', async () => {
    const session = await t.login('teacher18@lagos.edu.test');
    const { fid } = decodeJwt(session.token) as { fid: string };
    const signed = () => new SignJWT({ fid }).setProtectedHeader({ alg: 'HS256' }).setSubject(session.staff.id).setIssuer('state-education-portal');
    await call(t, 'lastTimeActive', lastTimeActive(bearer(await signed().setIssuedAt().setExpirationTime('5m').sign(t.config.jwtSecret))), 200);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(await signed().setIssuedAt().sign(t.config.jwtSecret))), 451);
    await call(t, 'lastTimeActive', lastTimeActive(bearer(await signed().sign(t.config.jwtSecret))), 451);
  });

  it('answers 451 for a malformed Authorization header', async () => {
    await call(t, 'lastTimeActive', lastTimeActive({ authorization: 'Bearer' }), 451);
    await call(t, 'lastTimeActive', lastTimeActive({ authorization: 'Bearer garbage' }), 451);
    await call(t, 'lastTimeActive', lastTimeActive({ authorization: 'Basic YWRtaW46cGFzcw==' }), 451);
  });
});

function randomFamily() {
  return crypto.randomUUID();
}
