// Target rules: who may change whom. An operation names its rule in the contract (`x-target: {param: id, rule:
// account}`) and the access layer applies it before the handler runs, so no handler checks it itself.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { scopedTo } from '../db/scoped';
import { roleAccess, roles, staff, states } from '../db/schema';
import { forbidden, notFound } from '../errors';
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

async function accountSeenBy(db: Database, caller: Caller, id: string): Promise<Account | undefined> {
  const [row] = await db
    .select({
      isSuperAdmin: staff.isSuperAdmin,
      inCallerOrganisation: sql<boolean>`${scopedTo(db, caller.stateId, caller.placement).members()}`,
      ownedStateIds: sql<string[]>`coalesce((select json_agg(s.id) from ${states} s where s.owner_id = ${accountId}), '[]'::json)`,
      permissions: sql<string[]>`coalesce((select json_agg(distinct p.permission) from ${roleAccess} ra join ${roles} r on r.id = ra.role_id
        cross join lateral jsonb_array_elements_text(r.permissions) as p(permission) where ra.staff_id = ${accountId}), '[]'::json)`,
    })
    .from(staff)
    .where(eq(staff.id, id));
  return row;
}

/**
 * Changing an account can hand it over (a new email, then a password reset), so the caller must hold at least what
 * the account holds: everyone may change their own; only a super-admin changes a super-admin; only the state's owner
 * (or a super-admin) changes the owner; anyone else only when their permissions include all of the account's.
 * An account outside the caller's state, district or school answers 404, as every record there does.
 */
export async function checkMayChangeAccount(db: Database, caller: Caller, id: string) {
  if (id === caller.staffId) return;
  const account = await accountSeenBy(db, caller, id);
  if (!account?.inCallerOrganisation) throw notFound('Staff');
  if (caller.isSuperAdmin) return;
  if (account.isSuperAdmin) throw forbidden("Only a super-admin can change a super-admin's profile");
  if (account.ownedStateIds.length) {
    if (caller.isOwner && account.ownedStateIds.every((stateId) => stateId === caller.stateId)) return;
    throw forbidden("Only the state's owner can change the owner's profile");
  }
  if (caller.isOwner) return;
  const lacking = account.permissions.filter((permission) => !caller.permissions.has(permission)).sort();
  if (lacking.length) {
    throw forbidden(`You cannot change the profile of someone who holds permissions you lack: ${permissionNamesOf(lacking)}`);
  }
}

export const targetRules: Record<TargetRule['rule'], (db: Database, caller: Caller, id: string) => Promise<void>> = {
  account: checkMayChangeAccount,
};
