// The retirement forecast on /configuration (GET /state/retirement-forecast): read when the page opens, and read
// again at once when the criteria are saved, so the numbers always follow the criteria on screen. While it reads
// again the last forecast stays, marked busy; a failure is said where the forecast is, with a way to try again.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import { configuration } from './configuration.calls';
import type { RetirementForecast } from './configuration.form';

export type RetirementForecastContext = { forecast: RetirementForecast | null; error: string | null };

export type RetirementForecastEvent =
  /** The criteria changed: read the forecast again. */
  | { type: 'forecast.refresh' }
  /** After a failure: try again. */
  | { type: 'forecast.retry' };

/** The forecast, its failure said by the forecast's place on the page (not as a notification). */
export const readForecast = (signal: AbortSignal) => configuration.forecast({ signal, headers: failureShownByCaller });

const read = {
  id: 'loadForecast',
  src: 'loadForecast',
  onDone: { target: 'shown', actions: { type: 'keepForecast', params: ({ event }: { event: { output: RetirementForecast } }) => ({ forecast: event.output }) } },
  onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

export const retirementForecastMachine = setup({
  types: {
    context: {} as RetirementForecastContext,
    events: {} as RetirementForecastEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    loadForecast: fromPromise<RetirementForecast>(({ signal }) => readForecast(signal)),
  },
  actions: {
    keepForecast: assign((_, params: { forecast: RetirementForecast }) => ({ forecast: params.forecast, error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
  },
}).createMachine({
  id: 'retirementForecast',
  context: { forecast: null, error: null },
  initial: 'loading',
  states: {
    loading: { tags: 'busy', invoke: read },
    shown: { on: { 'forecast.refresh': 'refreshing' } },
    refreshing: { tags: 'busy', invoke: read, on: { 'forecast.refresh': { target: 'refreshing', reenter: true } } },
    failed: { tags: 'error', on: { 'forecast.retry': 'loading', 'forecast.refresh': 'loading' } },
  },
});

export type RetirementForecastLogic = typeof retirementForecastMachine;
export type RetirementForecastActor = ActorRefFrom<typeof retirementForecastMachine>;
export type RetirementForecastSnapshot = SnapshotFrom<typeof retirementForecastMachine>;
