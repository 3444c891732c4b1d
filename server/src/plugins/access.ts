// The access layer: what the contract declares about access is enforced here, for every route, and nowhere else.
// - `x-permission`: who may call (loaded caller, their permissions in the state they work in now);
// - `x-allow-self: <param>`: the caller may act on their own account without the permission;
// - `x-scope`: whose records the handler reaches; for `state` (the default) it gets `request.scope`, a data helper
//   bound to the caller's state (db/scoped.ts), so no handler writes a tenancy filter;
// - `x-target: {param, rule}`: the record the parameter names must be one the caller may change (plugins/targets.ts).
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AccessScope, OperationObject, TargetRule } from '../contract';
import type { Database } from '../db/client';
import { scopedTo, type Placement, type Scope, type TenantTable } from '../db/scoped';
import { refreshTokens, roleAccess, roles, schools, staff, states } from '../db/schema';
import { accessTokenInvalid, forbidden, unauthorized } from '../errors';
import { verifyAccessToken } from '../auth/tokens';
import { targetRules } from './targets';
import { lackingPermissionMessage } from '../data/permissionNames';

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
  /** The district or school of the organisation the caller works in now; neither for a state. */
  placement: Placement;
  /** Owner of the state they work in, and working at the state's level: the owner's rights are the state's. */
  isOwner: boolean;
  permissions: ReadonlySet<string>;
};

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    scope: Scope | null;
  }
  interface FastifyContextConfig {
    permission?: string;
    allowSelf?: string;
    scope?: AccessScope;
    target?: TargetRule;
  }
}

/** The route options of an operation's access declarations: what app.ts hands each route. */
export function accessConfigOf(operation: OperationObject | undefined) {
  return {
    permission: operation?.['x-permission'],
    allowSelf: operation?.['x-allow-self'],
    scope: operation?.['x-scope'] ?? 'state',
    target: operation?.['x-target'],
  };
}

/** The caller of an operation whose x-permission is not `public`: the hook guarantees it is there. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The data helper of the caller's state; operations declared `x-scope: global` get none. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.scope) throw new Error(`${request.routeOptions.url} has no state scope: is it declared x-scope: global?`);
  return request.scope;
}

/** A search's `state` (names) and `country` filters, as the contract's StateFilter and CountryFilter declare them. */
export type StateSearchFilter = { state?: readonly string[]; country?: readonly string[] };

/**
 * "Belongs to a state the search covers", for `table`. A super-admin's `state` names any states (else the one they
 * work in now); anyone else's can only narrow their own state, so naming only other states finds nothing. `country`
 * narrows to states of those countries. Names match whatever their case.
 */
export async function statesCovered(own: Scope, caller: Pick<Caller, 'isSuperAdmin'>, table: TenantTable, filter: StateSearchFilter): Promise<SQL> {
  // Nothing named: the caller's own state, known without asking the database.
  if (!filter.state?.length && !filter.country?.length) return own.owns(table);
  const lower = (names: readonly string[]) => names.map((name) => name.trim().toLowerCase());
  const named = filter.state?.length && caller.isSuperAdmin;
  const rows = await own.db
    .select({ id: states.id })
    .from(states)
    .where(
      and(
        named ? undefined : eq(states.id, own.stateId),
        filter.state?.length ? inArray(sql`lower(${states.name})`, lower(filter.state)) : undefined,
        filter.country?.length ? inArray(sql`lower(${states.country})`, lower(filter.country)) : undefined,
      ),
    );
  return or(sql`false`, ...rows.map((row) => (row.id === own.stateId ? own : scopedTo(own.db, row.id)).owns(table))) as SQL;
}

/** statesCovered for the request's caller. */
export const statesSearched = (request: FastifyRequest, table: TenantTable, filter: StateSearchFilter): Promise<SQL> =>
  statesCovered(scopeOf(request), callerOf(request), table, filter);

/**
 * The caller's query, prepared once per database: every signed-in request runs it, and a prepared statement is
 * parsed and planned once rather than on each call.
 */
const callerQueries = new WeakMap<Database, ReturnType<typeof prepareCallerQuery>>();

function prepareCallerQuery(db: Database) {
  return db
    .select({
      // What the caller is made of, and no more: reading the whole staff row (40 columns) would be a fifth of a list
      // call's time.
      staff: { isSuperAdmin: staff.isSuperAdmin, accountStatus: staff.accountStatus, stateId: staff.stateId },
      access: roleAccess,
      rolePermissions: roles.permissions,
      stateAccountStatus: states.accountStatus,
      stateOwnerId: states.ownerId,
      schoolDistrictId: sql<string | null>`(select ${sql.raw('s.district_id')} from ${schools} s where s.id = ${roleAccess.organisationId})`,
      sessionAlive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      )})`,
    })
    .from(staff)
    .leftJoin(
      roleAccess,
      sql`${roleAccess.id} = coalesce(${staff.currentRoleAccessId}, (select ra.id from ${roleAccess} ra where ra.staff_id = ${staff.id} order by (ra.organisation_type = 'State' and exists (select 1 from ${states} s where s.id = ra.state_id and s.owner_id = ra.staff_id)) desc, ra.created_at, array_position(array['State', 'District', 'School'], ra.organisation_type) limit 1))`,
    )
    .leftJoin(roles, eq(roles.id, roleAccess.roleId))
    .innerJoin(states, eq(states.id, sql`coalesce(${roleAccess.stateId}, ${staff.stateId})`))
    .where(eq(staff.id, sql.placeholder('staffId')))
    .prepare('load_caller');
}

export async function loadCaller(db: Database, staffId: string, familyId: string): Promise<Caller> {
  let query = callerQueries.get(db);
  if (!query) callerQueries.set(db, (query = prepareCallerQuery(db)));
  const [row] = await query.execute({ staffId, familyId });
  if (!row || !row.sessionAlive) throw accessTokenInvalid('Your session has ended');
  // A suspended account's sign-ins end at its next call (and its refresh token is refused), not when its tokens expire.
  if (row.staff.accountStatus === 'Suspended') throw accessTokenInvalid('Your account is suspended. Contact your state administrator.');
  const access = row.access;
  const organisationType = (access?.organisationType as OrganisationType | undefined) ?? 'State';
  const placement: Placement =
    organisationType === 'District'
      ? { districtId: access?.organisationId }
      : organisationType === 'School'
        ? { districtId: row.schoolDistrictId, schoolId: access?.organisationId }
        : {};
  return {
    staffId,
    familyId,
    isSuperAdmin: row.staff.isSuperAdmin,
    stateId: access?.stateId ?? row.staff.stateId,
    stateAccountStatus: row.stateAccountStatus,
    roleAccessId: access?.id ?? null,
    organisationId: access?.organisationId ?? row.staff.stateId,
    organisationType,
    placement,
    isOwner: row.stateOwnerId === staffId && organisationType === 'State',
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
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyAccessToken(config, token);
    const caller = await loadCaller(db, claims.staffId, claims.familyId);
    request.caller = caller;
    if (request.routeOptions.config.scope !== 'global') request.scope = scopedTo(db, caller.stateId, caller.placement, caller.staffId);
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
    if (!mayPerform(caller, permission)) throw forbidden(lackingPermissionMessage(permission));
  });

  // After validation, so the parameter is a well-formed id: a malformed one is a 400 naming it.
  app.addHook('preHandler', async (request) => {
    const target = request.routeOptions.config.target;
    if (!target) return;
    const id = (request.params as Record<string, string | undefined>)[target.param];
    if (!id) throw new Error(`${request.routeOptions.url} declares x-target on ${target.param}, which it does not have`);
    await targetRules[target.rule](db, callerOf(request), id);
  });
});
