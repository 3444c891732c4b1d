import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { loginResponse } from '../auth/session';
import { callerOf } from '../plugins/access';
import { recordedWrites } from '../db/audit';
import { roleAccess, staff, states } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { Services } from '../services';
import type { Handlers } from '../contractTypes';

const reviewOutcome = { activate: 'Active', suspend: 'Suspended', reject: 'Suspended' } as const;

export function superAdminHandlers(services: Services): Handlers {
  const { db } = services;

  const stateSummaries = async (where?: ReturnType<typeof eq>) => {
    const rows = await db
      .select({ state: states, owner: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName, email: staff.email } })
      .from(states)
      .leftJoin(staff, eq(staff.id, states.ownerId))
      .where(where)
      // Newest first, as the contract says: the registrations awaiting review come to the top.
      .orderBy(desc(states.createdAt), asc(states.name));
    return rows.map(({ state, owner }) => ({
      id: state.id,
      name: state.name,
      country: state.country,
      accountStatus: state.accountStatus as 'Active' | 'Unverified' | 'Suspended' | 'ResetPassword',
      owner: owner?.id ? owner : null,
      createdAt: state.createdAt.toISOString(),
      reviewNote: state.reviewNote,
    }));
  };

  return {
    async listStates(request) {
      const statuses = request.query.accountStatus;
      return { states: await stateSummaries(statuses?.length ? inArray(states.accountStatus, statuses) : undefined) };
    },

    async reviewState(request) {
      const { action, note } = request.body;
      const [state] = await db.select({ accountStatus: states.accountStatus }).from(states).where(eq(states.id, request.params.id));
      if (!state) throw notFound('State');
      if (action === 'reject' && state.accountStatus !== 'Unverified') throw conflict('Only a state awaiting review can be rejected', 'action');
      await recordedWrites(db).update(states, eq(states.id, request.params.id), {
        accountStatus: reviewOutcome[action],
        reviewNote: action === 'reject' ? `Rejected${note ? `: ${note}` : ''}` : (note ?? null),
      });
      const [summary] = await stateSummaries(eq(states.id, request.params.id));
      if (!summary) throw notFound('State');
      return summary;
    },

    async switchState(request) {
      const caller = callerOf(request);
      const stateId = request.body.stateId;
      const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
      if (!state) throw notFound('State');
      const accessId = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: roleAccess.id })
          .from(roleAccess)
          .where(and(eq(roleAccess.staffId, caller.staffId), eq(roleAccess.organisationId, stateId)));
        const writes = recordedWrites(tx);
        const id = existing?.id ?? (await writes.insert(roleAccess, { staffId: caller.staffId, stateId, organisationType: 'State', organisationId: stateId }))[0]?.id;
        await writes.update(staff, eq(staff.id, caller.staffId), { currentRoleAccessId: id });
        return id;
      });
      if (!accessId) throw new Error('Role access not created');
      return loginResponse(services, caller.staffId, caller.familyId);
    },
  };
}
