import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../api/errors';
import { addressSuggestionDebounceMs, addressWidgetStartMs } from '../lib/constants';
import { addressLookupMachine, type AddressChanged, type Place, type PlaceSuggestion } from './addressLookup.machine';
import { ControlledActors, describeEveryState, stateGraph } from '../testing/stateGraph';

const ikeja: PlaceSuggestion = { placeId: 'ng:lagos:ikeja', description: 'Ikeja, Lagos, Nigeria' };
const ikejaPlace: Place = { placeId: ikeja.placeId, formattedAddress: 'Ikeja, Lagos, Nigeria', coordinates: [6.6, 3.35] };
const unavailable = new ApiError('The geocoder is not available', { status: 503 });
const rateLimited = new ApiError('Too many requests', { status: 429 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(addressLookupMachine, {
  controlled: ['suggestPlaces', 'describePlace'],
  events: {
    'address.typed': [
      { type: 'address.typed', text: 'Ikeja' },
      { type: 'address.typed', text: 'I' },
    ],
    'address.chosen': [{ type: 'address.chosen', placeId: ikeja.placeId }],
    'address.stateNamed': [{ type: 'address.stateNamed', state: 'Lagos' }],
    'xstate.done.actor.suggestPlaces': [{ type: 'xstate.done.actor.suggestPlaces', output: [ikeja] }],
    'xstate.error.actor.suggestPlaces': [
      { type: 'xstate.error.actor.suggestPlaces', error: unavailable },
      { type: 'xstate.error.actor.suggestPlaces', error: rateLimited },
    ],
    'xstate.done.actor.describePlace': [{ type: 'xstate.done.actor.describePlace', output: ikejaPlace }],
    'xstate.error.actor.describePlace': [
      { type: 'xstate.error.actor.describePlace', error: unavailable },
      { type: 'xstate.error.actor.describePlace', error: rateLimited },
    ],
  },
});

describeEveryState('address lookup machine', graph, {
  starting: ({ snapshot, stubs }) => {
    expect(snapshot.context).toEqual({ address: '', coordinates: null, state: null, suggestions: [] });
    expect(stubs.inputs.get('suggestPlaces')).toEqual([]);
  },
  ready: ({ snapshot }) => {
    expect(snapshot.context.suggestions).toEqual([]);
    expect(snapshot.hasTag('degraded')).toBe(false);
  },
  waiting: ({ snapshot, stubs }) => {
    expect(snapshot.context.address).toBe('Ikeja');
    expect(stubs.inputs.get('suggestPlaces')).toEqual([]);
  },
  searching: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('suggestPlaces')).toEqual({ text: 'Ikeja', state: null });
  },
  suggesting: ({ snapshot }) => {
    expect(snapshot.context.suggestions).toEqual([ikeja]);
  },
  resolving: ({ snapshot, stubs, emitted }) => {
    expect(stubs.lastInput('describePlace')).toEqual({ placeId: ikeja.placeId });
    expect(snapshot.context.address).toBe(ikeja.description);
    expect(emitted.at(-1)).toEqual({ type: 'address.changed', address: ikeja.description, coordinates: null });
  },
  chosen: ({ snapshot, emitted }) => {
    expect(snapshot.context).toMatchObject({ address: ikejaPlace.formattedAddress, coordinates: [6.6, 3.35] });
    expect(emitted.at(-1)).toEqual({ type: 'address.changed', address: ikejaPlace.formattedAddress, coordinates: [6.6, 3.35] });
  },
  degraded: ({ snapshot }) => {
    expect(snapshot.hasTag('degraded')).toBe(true);
    expect(snapshot.context.coordinates).toBeNull();
  },
});

function lookup(input?: { address?: string; coordinates?: number[] | null; state?: string }) {
  const stubs = new ControlledActors(['suggestPlaces', 'describePlace']);
  const actor = createActor(addressLookupMachine.provide({ actors: stubs.logic as never }), { input });
  const changes: AddressChanged[] = [];
  actor.on('address.changed', (event) => changes.push(event));
  actor.start();
  return { actor, stubs, changes };
}

const started = async () => {
  const parts = lookup();
  await vi.advanceTimersByTimeAsync(addressWidgetStartMs);
  return parts;
};

describe('address lookup machine: timing and stale answers', () => {
  it('suggests nothing in its first 3 s, but keeps what is typed', async () => {
    const { actor, stubs, changes } = lookup();
    actor.send({ type: 'address.typed', text: '12 Allen Avenue' });
    await vi.advanceTimersByTimeAsync(addressWidgetStartMs - 1);
    expect(actor.getSnapshot().value).toBe('starting');
    expect(stubs.inputs.get('suggestPlaces')).toEqual([]);
    expect(changes).toEqual([{ type: 'address.changed', address: '12 Allen Avenue', coordinates: null }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('asks once typing pauses, with the latest text', async () => {
    const { actor, stubs } = await started();
    actor.send({ type: 'address.typed', text: 'Ik' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs - 1);
    actor.send({ type: 'address.typed', text: 'Ikej' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    expect(stubs.inputs.get('suggestPlaces')).toEqual([{ text: 'Ikej', state: null }]);
  });

  it("searches with the state the form names, the latest one", async () => {
    const { actor, stubs } = lookup({ state: 'Lagos' });
    await vi.advanceTimersByTimeAsync(addressWidgetStartMs);
    actor.send({ type: 'address.typed', text: 'Garki' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    actor.send({ type: 'address.stateNamed', state: 'Federal Capital Territory' });
    actor.send({ type: 'address.typed', text: 'Garki ' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    actor.send({ type: 'address.stateNamed', state: null });
    actor.send({ type: 'address.typed', text: 'Garki' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    expect(stubs.inputs.get('suggestPlaces')).toEqual([
      { text: 'Garki', state: 'Lagos' },
      { text: 'Garki', state: 'Federal Capital Territory' },
      { text: 'Garki', state: null },
    ]);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { actor, stubs } = await started();
    actor.send({ type: 'address.typed', text: 'Ik' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    const older = stubs.pending.get('suggestPlaces')?.[0];
    actor.send({ type: 'address.typed', text: 'Ikeja' });
    // The older search was stopped when the text changed: its late answer goes nowhere.
    expect(stubs.pending.get('suggestPlaces')).toHaveLength(0);
    older?.resolve([{ placeId: 'ng:kano', description: 'Kano State, Nigeria' }]);
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    stubs.settle('suggestPlaces', { output: [ikeja] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.suggestions).toEqual([ikeja]);
  });

  it('typing after choosing a place drops its coordinates', async () => {
    const { actor, stubs, changes } = lookup({ address: 'Ikeja, Lagos, Nigeria', coordinates: [6.6, 3.35] });
    await vi.advanceTimersByTimeAsync(addressWidgetStartMs);
    actor.send({ type: 'address.typed', text: 'Ikeja, Lagos, Nigeria.' });
    expect(changes.at(-1)).toEqual({ type: 'address.changed', address: 'Ikeja, Lagos, Nigeria.', coordinates: null });
    expect(stubs.inputs.get('describePlace')).toEqual([]);
  });

  it('a 429 skips one search quietly; a 503 leaves a plain text box that still takes typing', async () => {
    const { actor, stubs, changes } = await started();
    actor.send({ type: 'address.typed', text: 'Ikeja' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    stubs.settle('suggestPlaces', { error: rateLimited });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'address.typed', text: 'Ikeja G' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    stubs.settle('suggestPlaces', { error: unavailable });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('degraded');
    actor.send({ type: 'address.typed', text: 'Ikeja GRA' });
    await vi.advanceTimersByTimeAsync(addressSuggestionDebounceMs);
    expect(actor.getSnapshot().value).toBe('degraded');
    expect(stubs.inputs.get('suggestPlaces')).toHaveLength(2);
    expect(changes.at(-1)).toEqual({ type: 'address.changed', address: 'Ikeja GRA', coordinates: null });
  });
});
