// One hook enforces the contract's `x-permission` on every route, so handlers never check permissions themselves.
// It also loads the caller: who they are, the state they work in now, and what they may do there. Handlers scope
// every query by `request.caller.stateId`; that is the tenancy rule.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { refreshTokens, roleAccess, roles, staff, states } from '../db/schema';
import { accessTokenInvalid, forbidden, unauthorized } from '../errors';
import { verifyAccessToken } from '../auth/tokens';

export type OrganisationType = 'State' | 'District' | 'School';

export type Caller = {
  staffId: string;
  familyId: string;
  isSuperAdmin: boolean;
  /** The state the caller works in now: their own, or the one a super-admin switched to. */
  stateId: string;
  stateAccountStatus: string;
  roleAccessId: string | null;
  organisationId: string;
  organisationType: OrganisationType;
  isOwner: boolean;
  permissions: ReadonlySet<string>;
};

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    permission?: string;
    allowSelf?: string;
  }
}

/** The caller of an operation whose x-permission is not `public`: the hook guarantees it is there. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

export async function loadCaller(db: Database, staffId: string, familyId: string): Promise<Caller> {
  const [row] = await db
    .select({
      staff,
      access: roleAccess,
      rolePermissions: roles.permissions,
      stateAccountStatus: states.accountStatus,
      sessionAlive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      )})`,
    })
    .from(staff)
    .leftJoin(
      roleAccess,
      sql`${roleAccess.id} = coalesce(${staff.currentRoleAccessId}, (select ra.id from ${roleAccess} ra where ra.staff_id = ${staff.id} order by ra.is_owner desc, ra.created_at limit 1))`,
    )
    .leftJoin(roles, eq(roles.id, roleAccess.roleId))
    .innerJoin(states, eq(states.id, sql`coalesce(${roleAccess.stateId}, ${staff.stateId})`))
    .where(eq(staff.id, staffId));
  if (!row || !row.sessionAlive) throw accessTokenInvalid('Your session has ended');
  // A suspended account's sign-ins end at its next call (and its refresh token is refused), not when its tokens expire.
  if (row.staff.accountStatus === 'Suspended') throw accessTokenInvalid('Your account is suspended. Contact your state administrator.');
  const access = row.access;
  return {
    staffId,
    familyId,
    isSuperAdmin: row.staff.isSuperAdmin,
    stateId: access?.stateId ?? row.staff.stateId,
    stateAccountStatus: row.stateAccountStatus,
    roleAccessId: access?.id ?? null,
    organisationId: access?.organisationId ?? row.staff.stateId,
    organisationType: (access?.organisationType as OrganisationType | undefined) ?? 'State',
    isOwner: access?.isOwner ?? false,
    permissions: new Set(row.rolePermissions ?? []),
  };
}

export function mayPerform(caller: Caller, permission: string): boolean {
  if (caller.isSuperAdmin) return true;
  if (caller.stateAccountStatus !== 'Active') return false;
  return caller.isOwner || caller.permissions.has(permission);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw accessTokenInvalid('Your session token is invalid');
  return token;
}

export default fp<{ db: Database; config: Config }>(async (app, { db, config }) => {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(config, token);
    const caller = await loadCaller(db, claims.staffId, claims.familyId);
    request.caller = caller;
    if (permission === 'authenticated') return;
    if (permission === 'superAdmin') {
      if (!caller.isSuperAdmin) throw forbidden('Only a super-admin can do this');
      return;
    }
    const selfParam = request.routeOptions.config.allowSelf;
    if (selfParam && (request.params as Record<string, string | undefined>)[selfParam] === caller.staffId) return;
    if (caller.stateAccountStatus !== 'Active' && !caller.isSuperAdmin) {
      throw forbidden('Your state account is not active yet, so this is not available');
    }
    if (!mayPerform(caller, permission)) throw forbidden(`You need the ${permission} permission to do this`);
  });
});
