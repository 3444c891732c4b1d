import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { uniquenessCheckDebounceMs } from '../../lib/constants';
import { ControlledActors, describeEveryState, stateGraph } from '../../testing/stateGraph';
import { uniquenessCheckMachine, type UniqueField } from './uniquenessCheck.machine';

const rateLimited = new ApiError('Too many requests', { status: 429 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(uniquenessCheckMachine, {
  input: { field: 'email' },
  controlled: ['checkUniqueness'],
  events: {
    'uniqueness.changed': [
      { type: 'uniqueness.changed', value: 'ada@demo.test' },
      { type: 'uniqueness.changed', value: 'ada@' },
    ],
    'xstate.done.actor.checkUniqueness': [
      { type: 'xstate.done.actor.checkUniqueness', output: true },
      { type: 'xstate.done.actor.checkUniqueness', output: false },
    ],
    'xstate.error.actor.checkUniqueness': [{ type: 'xstate.error.actor.checkUniqueness', error: rateLimited }],
  },
});

describeEveryState('uniqueness check machine', graph, {
  unchecked: ({ snapshot }) => {
    expect(snapshot.context.message).toBeNull();
    expect(snapshot.hasTag('error')).toBe(false);
  },
  waiting: ({ snapshot, stubs }) => {
    expect(snapshot.context.value).toBe('ada@demo.test');
    expect(stubs.inputs.get('checkUniqueness')).toEqual([]);
  },
  checking: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('checkUniqueness')).toEqual({ field: 'email', value: 'ada@demo.test' });
  },
  available: ({ snapshot }) => {
    expect(snapshot.context.message).toBeNull();
  },
  taken: ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.message).toBe('Email already taken');
  },
});

function check(field: UniqueField) {
  const stubs = new ControlledActors(['checkUniqueness']);
  const actor = createActor(uniquenessCheckMachine.provide({ actors: stubs.logic as never }), { input: { field } }).start();
  return { actor, stubs };
}

describe('uniqueness check machine: timing, stale answers and quiet failures', () => {
  it('asks 700 ms after typing stops, with the latest value', async () => {
    const { actor, stubs } = check('phoneNumber');
    actor.send({ type: 'uniqueness.changed', value: '8031234567' });
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs - 1);
    actor.send({ type: 'uniqueness.changed', value: '8031234568' });
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs - 1);
    expect(stubs.inputs.get('checkUniqueness')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stubs.inputs.get('checkUniqueness')).toEqual([{ field: 'phoneNumber', value: '8031234568' }]);
    stubs.settle('checkUniqueness', { output: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message).toBe('Phone Number already in use');
  });

  it('does not send a value the rules refuse (nine digits)', async () => {
    const { actor, stubs } = check('phoneNumber');
    actor.send({ type: 'uniqueness.changed', value: '803123456' });
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs * 2);
    expect(stubs.inputs.get('checkUniqueness')).toEqual([]);
    expect(actor.getSnapshot().value).toBe('unchecked');
  });

  it("ignores an older value's late answer", async () => {
    const { actor, stubs } = check('email');
    actor.send({ type: 'uniqueness.changed', value: 'taken@demo.test' });
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs);
    const older = stubs.pending.get('checkUniqueness')?.[0];
    actor.send({ type: 'uniqueness.changed', value: 'free@demo.test' });
    older?.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('a changed value clears the taken message at once', async () => {
    const { actor, stubs } = check('email');
    actor.send({ type: 'uniqueness.changed', value: 'taken@demo.test' });
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs);
    stubs.settle('checkUniqueness', { output: true });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'uniqueness.changed', value: 'taken2@demo.test' });
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('a 429 says nothing and blocks nothing', async () => {
    const { actor, stubs } = check('email');
    actor.send({ type: 'uniqueness.changed', value: 'ada@demo.test' });
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs);
    stubs.settle('checkUniqueness', { error: rateLimited });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('unchecked');
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
