// Whether the signed-in staff member may use the app (SPEC sections 2 and 4). Only a state whose accountStatus is
// Active sees the app; any other state shows the unverified notice, except a suspended one. The staff member's own
// status comes first: a suspended account is suspended, and one marked ResetPassword must set a new password
// (the password reset flow) before anything else.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { resetPasswordNotice, suspendedNotice, unverifiedNotice } from '../lib/messages';
import type { Staff } from './session.machine';

/** What the gate needs of the staff member. */
export type GateStaff = Pick<Staff, 'email' | 'accountStatus' | 'isSuperAdmin'> & {
  stateDetails: Pick<Staff['stateDetails'], 'accountStatus'>;
};

export type AccountGate = 'active' | 'unverified' | 'suspended' | 'resetPassword';

/** The decision itself, as a pure function. */
export function accountGateFor(staff: GateStaff): AccountGate {
  if (staff.accountStatus === 'Suspended') return 'suspended';
  if (staff.accountStatus === 'ResetPassword') return 'resetPassword';
  if (staff.accountStatus === 'Unverified') return 'unverified';
  // A super-admin works across states, whatever the state's own status.
  if (staff.isSuperAdmin) return 'active';
  if (staff.stateDetails.accountStatus === 'Active') return 'active';
  if (staff.stateDetails.accountStatus === 'Suspended') return 'suspended';
  return 'unverified';
}

export type AccountStatusGateContext = {
  staff: GateStaff;
  /** The notice to show instead of the app, or null when the app shows. */
  notice: string | null;
};

export type AccountStatusGateEvent = { type: 'gate.staffChanged'; staff: GateStaff };

export const accountStatusGateMachine = setup({
  types: {
    context: {} as AccountStatusGateContext,
    events: {} as AccountStatusGateEvent,
    input: {} as { staff: GateStaff },
    tags: {} as 'blocked',
  },
  actions: {
    replaceStaff: assign(({ event }) => ({ staff: event.staff })),
    showNotice: assign((_, params: { notice: string | null }) => ({ notice: params.notice })),
  },
  guards: {
    isGate: ({ context }, params: { gate: AccountGate }) => accountGateFor(context.staff) === params.gate,
  },
}).createMachine({
  id: 'accountStatusGate',
  context: ({ input }) => ({ staff: input.staff, notice: null }),
  initial: 'deciding',
  on: {
    'gate.staffChanged': { target: '.deciding', actions: 'replaceStaff' },
  },
  states: {
    // Passed through at once: the decision is a function of the staff member.
    deciding: {
      always: [
        { guard: { type: 'isGate', params: { gate: 'suspended' } }, target: 'suspended' },
        { guard: { type: 'isGate', params: { gate: 'resetPassword' } }, target: 'resetPassword' },
        { guard: { type: 'isGate', params: { gate: 'unverified' } }, target: 'unverified' },
        { target: 'active' },
      ],
    },
    active: {
      entry: { type: 'showNotice', params: { notice: null } },
    },
    unverified: {
      tags: 'blocked',
      entry: { type: 'showNotice', params: { notice: unverifiedNotice } },
    },
    suspended: {
      tags: 'blocked',
      entry: { type: 'showNotice', params: { notice: suspendedNotice } },
    },
    // The view offers the password reset for context.staff.email (passwordReset machine, input { email }).
    resetPassword: {
      tags: 'blocked',
      entry: { type: 'showNotice', params: { notice: resetPasswordNotice } },
    },
  },
});

export type AccountStatusGateActor = ActorRefFrom<typeof accountStatusGateMachine>;
export type AccountStatusGateSnapshot = SnapshotFrom<typeof accountStatusGateMachine>;
