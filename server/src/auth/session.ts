// Signing in, refreshing and switching organisation all end the same way: a new access token, a refresh token in
// an httpOnly cookie (and nowhere the page's scripts can read it), and the staff member as the contract shows them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { staffOf } from '../data/representations';
import { issueRefreshToken, signAccessToken } from './tokens';
import { signedInHintCookie } from '../../../src/lib/constants';

export const refreshCookie = 'portal_refresh';
const cookiePath = '/api';

export function setRefreshCookie(services: Services, reply: FastifyReply, token: string, expiresAt: Date) {
  const secure = services.config.publicUrl.startsWith('https://');
  reply.setCookie(refreshCookie, token, { httpOnly: true, sameSite: 'strict', secure, path: cookiePath, expires: expiresAt });
  // Readable by the page, and no secret: it only tells a reloaded page that there is a sign-in to restore.
  reply.setCookie(signedInHintCookie, '1', { httpOnly: false, sameSite: 'strict', secure, path: '/', expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(refreshCookie, { path: cookiePath });
  reply.clearCookie(signedInHintCookie, { path: '/' });
}

/** The refresh token a client presented: the `{ refreshToken }` body for other clients, else the browser's cookie. */
export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  const body = request.body as { refreshToken?: unknown } | undefined;
  if (body && typeof body.refreshToken === 'string' && body.refreshToken) return body.refreshToken;
  return request.cookies[refreshCookie] || undefined;
}

/** Starts a new sign-in (a new refresh-token family) and answers with the LoginResponse. */
export async function startSession(services: Services, reply: FastifyReply, staffId: string) {
  const refresh = await issueRefreshToken(services.db, services.config, staffId);
  setRefreshCookie(services, reply, refresh.token, refresh.expiresAt);
  return loginResponse(services, staffId, refresh.familyId);
}

export async function loginResponse(services: Services, staffId: string, familyId: string) {
  const [authorizationToken, staff] = await Promise.all([
    signAccessToken(services.config, { staffId, familyId }),
    staffOf(services.db, staffId),
  ]);
  return { authorizationToken, staff };
}
