import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { clockRefreshMs } from '../lib/constants';
import { formatClockTime } from '../lib/date';
import { clockMachine } from './clock.machine';
import { describeEveryState, stateGraph } from '../testing/stateGraph';

const start = new Date('2025-06-15T09:05:00');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(clockMachine, {
  // `now` is new on every tick: the state is what the graph follows.
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  compareContext: (context) => typeof context.now,
});

describeEveryState('clock machine', graph, {
  ticking: ({ snapshot }) => {
    expect(snapshot.context.now).toBe(start.getTime());
    expect(snapshot.tags.size).toBe(0);
  },
});

describe('clock machine: ticking', () => {
  it('refreshes every 3 seconds', async () => {
    const actor = createActor(clockMachine).start();
    expect(formatClockTime(actor.getSnapshot().context.now)).toBe('9:05:00 AM');
    await vi.advanceTimersByTimeAsync(clockRefreshMs - 1);
    expect(formatClockTime(actor.getSnapshot().context.now)).toBe('9:05:00 AM');
    await vi.advanceTimersByTimeAsync(1);
    expect(formatClockTime(actor.getSnapshot().context.now)).toBe('9:05:03 AM');
    await vi.advanceTimersByTimeAsync(clockRefreshMs * 2);
    expect(formatClockTime(actor.getSnapshot().context.now)).toBe('9:05:09 AM');
  });

  it('catches up at once on sync', async () => {
    const actor = createActor(clockMachine).start();
    vi.setSystemTime(new Date('2025-06-15T10:00:00'));
    actor.send({ type: 'clock.sync' });
    expect(formatClockTime(actor.getSnapshot().context.now)).toBe('10:00:00 AM');
  });

  it('stops ticking when stopped', async () => {
    const actor = createActor(clockMachine).start();
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
