import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { ControlledActors, describeEveryState, stateGraph } from '../../testing/stateGraph';
import { forecastFixture, laterForecastFixture } from '../../testing/configurationFixtures';
import { retirementForecastMachine } from './retirementForecast.machine';

const readFailed = new ApiError('The forecast could not be read', { status: 500 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(retirementForecastMachine, {
  controlled: ['loadForecast'],
  events: {
    'xstate.done.actor.loadForecast': [{ type: 'xstate.done.actor.loadForecast', output: forecastFixture }],
    'xstate.error.actor.loadForecast': [{ type: 'xstate.error.actor.loadForecast', error: readFailed }],
  },
});

describeEveryState('retirement forecast machine', graph, {
  loading: ({ snapshot }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.forecast).toBeNull();
  },
  shown: ({ snapshot, actor, stubs }) => {
    expect(snapshot.context.forecast).toEqual(forecastFixture);
    expect(snapshot.tags.size).toBe(0);
    // Saved criteria read the forecast again, keeping the last one on screen meanwhile.
    actor.send({ type: 'forecast.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.forecast).toEqual(forecastFixture);
    expect(stubs.inputs.get('loadForecast')?.length).toBeGreaterThanOrEqual(2);
  },
  refreshing: ({ snapshot }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.forecast).toEqual(forecastFixture);
  },
  failed: ({ snapshot, actor }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('The forecast could not be read');
    actor.send({ type: 'forecast.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  },
});

it('shows the forecast the saved criteria give, once read again', async () => {
  const stubs = new ControlledActors(['loadForecast']);
  const actor = createActor(retirementForecastMachine.provide({ actors: stubs.logic as never })).start();
  stubs.settle('loadForecast', { output: forecastFixture });
  await vi.advanceTimersByTimeAsync(0);
  actor.send({ type: 'forecast.refresh' });
  stubs.settle('loadForecast', { output: laterForecastFixture });
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toBe('shown');
  expect(actor.getSnapshot().context.forecast?.total).toEqual(laterForecastFixture.total);
});
