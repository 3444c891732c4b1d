import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resetPasswordNotice, suspendedNotice, unverifiedNotice } from '../lib/messages';
import { accountGateFor, accountStatusGateMachine, type GateStaff } from './accountStatusGate.machine';
import { staffFixture, stateDetailsFixture } from '../testing/fixtures';
import { describeEveryState, stateGraph, type StateExpectations } from '../testing/stateGraph';

const staffWith = (
  accountStatus: GateStaff['accountStatus'],
  stateStatus: GateStaff['accountStatus'],
  isSuperAdmin = false,
): GateStaff => staffFixture({ accountStatus, isSuperAdmin, stateDetails: stateDetailsFixture({ accountStatus: stateStatus }) });

const activeStaff = staffWith('Active', 'Active');
const unverifiedState = staffWith('Active', 'Unverified');
const suspendedStaff = staffWith('Suspended', 'Active');
const mustReset = staffWith('ResetPassword', 'Active');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(accountStatusGateMachine, {
  input: { staff: activeStaff },
  transient: ['deciding'],
  events: {
    'gate.staffChanged': [unverifiedState, suspendedStaff, mustReset, activeStaff].map((staff) => ({
      type: 'gate.staffChanged',
      staff,
    })),
  },
});

const expectations: StateExpectations<typeof accountStatusGateMachine> = {
  active: ({ snapshot }) => {
    expect(snapshot.context.notice).toBeNull();
    expect(snapshot.hasTag('blocked')).toBe(false);
  },
  unverified: ({ snapshot }) => {
    expect(snapshot.context.notice).toBe(
      'Unverified: We are currently reviewing the provided information and will get back to you as soon as possible. After approval, you will be able to carry out operations on the application.',
    );
    expect(snapshot.context.staff).toEqual(unverifiedState);
    expect(snapshot.hasTag('blocked')).toBe(true);
  },
  suspended: ({ snapshot }) => {
    expect(snapshot.context.notice).toBe(suspendedNotice);
    expect(snapshot.hasTag('blocked')).toBe(true);
  },
  resetPassword: ({ snapshot }) => {
    expect(snapshot.context.notice).toBe(resetPasswordNotice);
    expect(snapshot.context.staff.email).toBe('admin@demo.test');
    expect(snapshot.hasTag('blocked')).toBe(true);
  },
};

describeEveryState('account status gate', graph, expectations);

describe('account status gate: decisions', () => {
  it.each([
    ['Active', 'Active', false, 'active'],
    ['Active', 'Unverified', false, 'unverified'],
    ['Active', 'ResetPassword', false, 'unverified'],
    ['Active', 'Suspended', false, 'suspended'],
    ['Unverified', 'Active', false, 'unverified'],
    ['Suspended', 'Active', false, 'suspended'],
    ['ResetPassword', 'Active', false, 'resetPassword'],
    ['ResetPassword', 'Unverified', false, 'resetPassword'],
    ['Active', 'Unverified', true, 'active'],
    ['Suspended', 'Active', true, 'suspended'],
  ] as const)('staff %s in a state %s (super-admin %s) → %s', (staffStatus, stateStatus, superAdmin, gate) => {
    expect(accountGateFor(staffWith(staffStatus, stateStatus, superAdmin))).toBe(gate);
  });

  it('starts from its input and follows the signed-in staff', () => {
    const actor = createActor(accountStatusGateMachine, { input: { staff: unverifiedState } }).start();
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().context.notice).toBe(unverifiedNotice);
    actor.send({ type: 'gate.staffChanged', staff: activeStaff });
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
