import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../api/errors';
import { staffAutocompleteDebounceMs } from '../lib/constants';
import { portalClient } from '../api/client';
import { activeStaffAutocompleteMachine, staffAutocompleteMachine, staffSuggestionOf, type StaffSuggestion } from './staffAutocomplete.machine';
import { ControlledActors, describeEveryState, stateGraph } from '../testing/stateGraph';

const adaeze: StaffSuggestion = { id: '4f7c2a10-0000-4000-8000-000000000001', name: 'Mrs Adaeze Okafor', email: 'adaeze.okafor@demo.test' };
const adamu = { id: '4f7c2a10-0000-4000-8000-000000000002', name: 'Mr Adamu Bello', email: 'adamu.bello@demo.test' } satisfies StaffSuggestion;
const searchFailed = new ApiError('The search is not available', { status: 500 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(staffAutocompleteMachine, {
  controlled: ['searchStaff'],
  events: {
    'autocomplete.typed': [
      { type: 'autocomplete.typed', query: 'ada' },
      { type: 'autocomplete.typed', query: '' },
    ],
    'autocomplete.chosen': [{ type: 'autocomplete.chosen', staff: adaeze }],
    'xstate.done.actor.searchStaff': [{ type: 'xstate.done.actor.searchStaff', output: [adaeze, adamu] }],
    'xstate.error.actor.searchStaff': [{ type: 'xstate.error.actor.searchStaff', error: searchFailed }],
  },
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;

const expectations: Record<string, Check> = {
  idle: ({ snapshot }) => {
    expect(snapshot.context).toEqual({ query: '', suggestions: [], chosen: null, error: null });
    expect(snapshot.tags.size).toBe(0);
  },
  debouncing: ({ snapshot, stubs }) => {
    expect(snapshot.context.query).toBe('ada');
    expect(stubs.inputs.get('searchStaff')).toEqual([]);
  },
  searching: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('searchStaff')).toEqual({ searchTerm: 'ada' });
  },
  suggesting: ({ snapshot }) => {
    expect(snapshot.context.suggestions).toEqual([adaeze, adamu]);
    expect(snapshot.tags.size).toBe(0);
  },
  failed: ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('The search is not available');
  },
};

describeEveryState('staff autocomplete machine', graph, expectations);

function autocomplete(chosen: StaffSuggestion | null = null) {
  const stubs = new ControlledActors(['searchStaff']);
  const actor = createActor(staffAutocompleteMachine.provide({ actors: stubs.logic as never }), { input: { chosen } }).start();
  return { actor, stubs };
}

describe('staff autocomplete machine: the debounce', () => {
  it('searches 200 ms after the last keystroke, once, with what was typed last', async () => {
    const { actor, stubs } = autocomplete();
    actor.send({ type: 'autocomplete.typed', query: 'a' });
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs - 1);
    actor.send({ type: 'autocomplete.typed', query: 'ad' });
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs - 1);
    actor.send({ type: 'autocomplete.typed', query: 'ada ' });
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs - 1);
    expect(stubs.inputs.get('searchStaff')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stubs.inputs.get('searchStaff')).toEqual([{ searchTerm: 'ada' }]);
  });
});

describe('staff autocomplete machine: stale answers', () => {
  it('drops the search in flight when typing goes on, so its answer never lands', async () => {
    const { actor, stubs } = autocomplete();
    actor.send({ type: 'autocomplete.typed', query: 'ad' });
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs);
    expect(stubs.pending.get('searchStaff')).toHaveLength(1);
    actor.send({ type: 'autocomplete.typed', query: 'adam' });
    // The older search was stopped: it is no longer waiting to be answered.
    expect(stubs.pending.get('searchStaff')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs);
    stubs.settle('searchStaff', { output: [adamu] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('suggesting');
    expect(actor.getSnapshot().context.suggestions).toEqual([adamu]);
    expect(stubs.inputs.get('searchStaff')).toEqual([{ searchTerm: 'ad' }, { searchTerm: 'adam' }]);
  });

  it('aborts the request of a dropped search', async () => {
    const signals: AbortSignal[] = [];
    const never = fromPromise<StaffSuggestion[], { searchTerm: string }>(({ signal }) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    const actor = createActor(staffAutocompleteMachine.provide({ actors: { searchStaff: never } })).start();
    actor.send({ type: 'autocomplete.typed', query: 'ad' });
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs);
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    actor.send({ type: 'autocomplete.typed', query: 'adam' });
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('keeps the last suggestions on screen while a newer search is awaited', async () => {
    const { actor, stubs } = autocomplete();
    actor.send({ type: 'autocomplete.typed', query: 'ad' });
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs);
    stubs.settle('searchStaff', { output: [adaeze, adamu] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'autocomplete.typed', query: 'adam' });
    expect(actor.getSnapshot().context.suggestions).toEqual([adaeze, adamu]);
  });
});

describe('staff autocomplete machine: choosing', () => {
  it('keeps the chosen staff member, and writing their name into the box starts no search', async () => {
    const { actor, stubs } = autocomplete();
    actor.send({ type: 'autocomplete.chosen', staff: adamu });
    actor.send({ type: 'autocomplete.typed', query: adamu.name });
    await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.chosen).toEqual(adamu);
    expect(stubs.inputs.get('searchStaff')).toEqual([]);
  });

  it('starts from the staff member already chosen, and typing something else forgets them', () => {
    const { actor } = autocomplete(adaeze);
    expect(actor.getSnapshot().context.query).toBe(adaeze.name);
    actor.send({ type: 'autocomplete.typed', query: 'Mrs Adaeze' });
    expect(actor.getSnapshot().context.chosen).toBeNull();
  });

  it('clearing forgets the choice, the text and the suggestions', () => {
    const { actor } = autocomplete(adaeze);
    actor.send({ type: 'autocomplete.cleared' });
    expect(actor.getSnapshot().context).toEqual({ query: '', suggestions: [], chosen: null, error: null });
  });
});

describe('staffSuggestionOf', () => {
  it('names a staff member by title and names, skipping a missing middle name', () => {
    expect(
      staffSuggestionOf({ id: adamu.id, title: 'Mr', firstName: 'Adamu', middleName: null, lastName: 'Bello', email: adamu.email }),
    ).toEqual(adamu);
  });
});

describe('staff autocomplete machine: the new owner\'s picker', () => {
  it('asks the staff search for Active staff only, whom a state may be handed to', async () => {
    const get = vi.spyOn(portalClient, 'GET').mockResolvedValue({ data: { staff: [], total: 0 }, response: new Response('{}', { status: 200 }) } as never);
    try {
      const actor = createActor(activeStaffAutocompleteMachine).start();
      actor.send({ type: 'autocomplete.typed', query: 'ada' });
      await vi.advanceTimersByTimeAsync(staffAutocompleteDebounceMs);
      expect(get).toHaveBeenCalledWith('/staff/search', expect.objectContaining({ params: { query: expect.objectContaining({ searchTerm: 'ada', accountStatus: ['Active'] }) } }));
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('suggesting'));
    } finally {
      get.mockRestore();
    }
  });
});
