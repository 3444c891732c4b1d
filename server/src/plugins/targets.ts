// Target rules: who may change whom. An operation names its rule in the contract (`x-target: {param: id, rule:
// account}`) and the access layer applies it before the handler runs, so no handler checks it itself.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { scopedTo } from '../db/scoped';
import { roleAccess, roles, staff, states } from '../db/schema';
import { forbidden, notFound, type HttpError } from '../errors';
import { inIdArray } from '../data/values';
import type { TargetRule } from '../contract';
import type { Caller } from './access';
import { permissionNamesOf } from '../data/permissionNames';

type Account = {
  isSuperAdmin: boolean;
  /** Whether the account belongs to the caller's organisation (Scope.members): their state, district or school. */
  inCallerOrganisation: boolean;
  /** The states whose owner the account is. */
  ownedStateIds: string[];
  /** Every permission the account's roles hold, in any organisation. */
  permissions: string[];
};

// Drizzle writes a column of a one-table query unqualified; inside a subquery that would name the subquery's own column.
const accountId = sql.raw('"staff"."id"');

/** The accounts of `ids` as the caller sees them, by id: one query for a sheet's every row. */
async function accountsSeenBy(db: Executor, caller: Caller, ids: readonly string[]): Promise<Map<string, Account>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: staff.id,
      isSuperAdmin: staff.isSuperAdmin,
      inCallerOrganisation: sql<boolean>`${scopedTo(db, caller.stateId, caller.placement).members()}`,
      ownedStateIds: sql<string[]>`coalesce((select json_agg(s.id) from ${states} s where s.owner_id = ${accountId}), '[]'::json)`,
      permissions: sql<string[]>`coalesce((select json_agg(distinct p.permission) from ${roleAccess} ra join ${roles} r on r.id = ra.role_id
        cross join lateral jsonb_array_elements_text(r.permissions) as p(permission) where ra.staff_id = ${accountId}), '[]'::json)`,
    })
    .from(staff)
    .where(inIdArray(staff.id, ids));
  return new Map(rows.map(({ id, ...account }) => [id, account]));
}

/**
 * Changing an account can hand it over (a new email, then a password reset), so the caller must hold at least what
 * the account holds: everyone may change their own; only a super-admin changes a super-admin; only the state's owner
 * (or a super-admin) changes the owner; anyone else only when their permissions include all of the account's.
 * An account outside the caller's state, district or school is refused as not found, as every record there is.
 */
function refusalOf(caller: Caller, id: string, account: Account | undefined): HttpError | undefined {
  if (id === caller.staffId) return undefined;
  if (!account?.inCallerOrganisation) return notFound('Staff');
  if (caller.isSuperAdmin) return undefined;
  if (account.isSuperAdmin) return forbidden("Only a super-admin can change a super-admin's profile");
  if (account.ownedStateIds.length) {
    if (caller.isOwner && account.ownedStateIds.every((stateId) => stateId === caller.stateId)) return undefined;
    return forbidden("Only the state's owner can change the owner's profile");
  }
  if (caller.isOwner) return undefined;
  const lacking = account.permissions.filter((permission) => !caller.permissions.has(permission)).sort();
  return lacking.length ? forbidden(`You cannot change the profile of someone who holds permissions you lack: ${permissionNamesOf(lacking)}`) : undefined;
}

/** The rule of `refusalOf` for one account, as `x-target: {rule: account}` applies it: a 404 or 403 thrown. */
export async function checkMayChangeAccount(db: Database, caller: Caller, id: string) {
  if (id === caller.staffId) return;
  const refusal = refusalOf(caller, id, (await accountsSeenBy(db, caller, [id])).get(id));
  if (refusal) throw refusal;
}

/** The same rule for many accounts at once (a sheet's rows that update staff): the refusal of each refused, by id. */
export async function accountRefusals(db: Executor, caller: Caller, ids: readonly string[]): Promise<Map<string, HttpError>> {
  const accounts = await accountsSeenBy(db, caller, ids);
  return new Map(ids.flatMap((id) => {
    const refusal = refusalOf(caller, id, accounts.get(id));
    return refusal ? [[id, refusal] as const] : [];
  }));
}

export const targetRules: Record<TargetRule['rule'], (db: Database, caller: Caller, id: string) => Promise<void>> = {
  account: checkMayChangeAccount,
};
