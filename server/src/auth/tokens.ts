// Access tokens are short-lived signed JWTs. Refresh tokens are random, stored only as a hash, rotated on every
// use; presenting one that was already rotated means it was stolen or replayed, so its whole family is revoked.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { refreshTokens } from '../db/schema';
import { accessTokenInvalid, refreshTokenInvalid } from '../errors';

/** `familyId` ties the access token to its sign-in, so revoking the sign-in ends the access token at once. */
export type AccessClaims = { staffId: string; familyId: string };

const issuer = 'state-education-portal';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

export async function signAccessToken(config: Config, claims: AccessClaims): Promise<string> {
  return new SignJWT({ fid: claims.familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.staffId)
    .setIssuer(issuer)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${config.accessTokenSeconds}s`)
    .sign(config.jwtSecret);
}

export async function verifyAccessToken(config: Config, token: string): Promise<AccessClaims> {
  try {
    // A token without `exp` would never expire: every token this server signs has one, so one without it is forged.
    const { payload } = await jwtVerify(token, config.jwtSecret, { issuer, algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });
    // Both claims are database ids: anything else would reach the queries as a malformed uuid.
    if (!isUuid(payload.sub) || !isUuid(payload.fid)) throw accessTokenInvalid('Your session token is invalid');
    return { staffId: payload.sub, familyId: payload.fid };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw accessTokenInvalid();
    throw accessTokenInvalid('Your session token is invalid');
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueRefreshToken(db: Database, config: Config, staffId: string, familyId: string = randomUUID()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.refreshTokenDays * 24 * 60 * 60 * 1000);
  await db.insert(refreshTokens).values({ familyId, staffId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt, familyId };
}

/** Exchanges a refresh token for a new one in the same family; answers 452 for anything but a live, unused token. */
export async function rotateRefreshToken(db: Database, config: Config, token: string) {
  const tokenHash = hashToken(token);
  const rotated = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
    if (!row) return { outcome: 'unknown' as const };
    if (row.revokedAt) return { outcome: 'revoked' as const };
    if (row.usedAt) {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { outcome: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' as const };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { outcome: 'rotated' as const, staffId: row.staffId, familyId: row.familyId };
  });
  if (rotated.outcome !== 'rotated') {
    throw refreshTokenInvalid(rotated.outcome === 'reused' ? 'This session was used elsewhere and has been ended, please sign in again' : undefined);
  }
  const next = await issueRefreshToken(db, config, rotated.staffId, rotated.familyId);
  return { staffId: rotated.staffId, ...next };
}

export async function revokeRefreshTokenFamily(db: Database, token: string) {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) {
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  }
}

export async function revokeAllRefreshTokens(db: Executor, staffId: string) {
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.staffId, staffId), isNull(refreshTokens.revokedAt)));
}
