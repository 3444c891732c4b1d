// The state's ownership (states.owner_id, the one record of it) and how it changes hands.
import { and, eq } from 'drizzle-orm';
import { revokeAllRefreshTokens } from '../auth/tokens';
import { roleAccess, staff, states } from '../db/schema';
import type { Scope } from '../db/scoped';
import { badRequest, forbidden } from '../errors';

/**
 * Makes `newOwnerId`, an Active staff member of the scope's state, its owner in place of `ownerId`. The new owner
 * works at the state's level from their next call (a role access there is made when they have none); the old
 * owner keeps their account and role accesses, without the owner's rights, and is signed out everywhere, since
 * their tokens spoke for the owner. Only the owner hands ownership on: the write is conditional on it, so two
 * transfers at once cannot both succeed.
 */
export async function transferOwnership(scope: Scope, ownerId: string, newOwnerId: string) {
  await scope.transaction(async (tx) => {
    const newOwner = await tx.findMember(newOwnerId);
    if (newOwner.id === ownerId) throw badRequest('You already own this state', 'staffId');
    if (newOwner.accountStatus !== 'Active') {
      throw badRequest(`${newOwner.firstName} ${newOwner.lastName}'s account is not active, so it cannot own the state`, 'staffId');
    }
    const [moved] = await tx.writes.update(states, and(eq(states.id, tx.stateId), eq(states.ownerId, ownerId)), { ownerId: newOwner.id });
    if (!moved) throw forbidden("Only the state's owner can transfer its rights");
    const stateAccess = { staffId: newOwner.id, stateId: tx.stateId, organisationType: 'State' as const, organisationId: tx.stateId };
    await tx.writes.insert(roleAccess, stateAccess, { ignoreConflicts: true });
    const [access] = await tx.db
      .select({ id: roleAccess.id })
      .from(roleAccess)
      .where(and(eq(roleAccess.staffId, newOwner.id), eq(roleAccess.organisationId, tx.stateId)));
    await tx.writes.update(staff, eq(staff.id, newOwner.id), { currentRoleAccessId: access?.id ?? null });
    await revokeAllRefreshTokens(tx.db, ownerId);
  });
}
