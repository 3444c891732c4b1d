// The drawer clock (SPEC section 2): the current time, refreshed every 3 seconds. Views format context.now with
// formatClockTime / formatClockDate from lib/date.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { clockRefreshMs } from '../lib/constants';

export type ClockEvent = { type: 'clock.sync' };

export const clockMachine = setup({
  types: {
    context: {} as { now: number },
    events: {} as ClockEvent,
  },
  actions: {
    tick: assign({ now: () => Date.now() }),
  },
  delays: {
    clockRefresh: clockRefreshMs,
  },
}).createMachine({
  id: 'clock',
  context: () => ({ now: Date.now() }),
  initial: 'ticking',
  states: {
    ticking: {
      after: { clockRefresh: { target: 'ticking', reenter: true, actions: 'tick' } },
      // Catch up at once (the tab was hidden, say) without waiting for the next tick.
      on: { 'clock.sync': { actions: 'tick' } },
    },
  },
});

export type ClockActor = ActorRefFrom<typeof clockMachine>;
export type ClockSnapshot = SnapshotFrom<typeof clockMachine>;
