// The address widget (SPEC section 2, DESIGN section 2): a text box that starts suggesting places 3 s after it
// appears. Typing waits for a pause, then GET /geocoder/autocomplete suggests geocode-type places; choosing one asks
// GET /geocoder/place/{placeId} for its formatted address and coordinates [lat, lng]. Every change of the address is
// emitted (`address.changed`) for the form that holds it. A new keystroke drops the search in flight, so a stale
// answer never overwrites a newer one. A geocoder that is unavailable (503, no answer) turns the widget into a plain
// text box for good (`degraded`), which says so; a 429 of the server's rate limit only skips that search. The state
// the address is in, when the form knows it (`address.stateNamed`), goes with every search, so its places come first.
import { and, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../api/client';
import { ApiError, dataOf } from '../api/errors';
import { failureShownByCaller } from '../api/middleware/failure';
import type { components } from '../api/schema.gen';
import { addressSuggestionDebounceMs, addressSuggestionMinLength, addressWidgetStartMs } from '../lib/constants';

type Schemas = components['schemas'];
export type Coordinates = Schemas['Coordinates'];
export type PlaceSuggestion = Schemas['PlacePredictions']['predictions'][number];
export type Place = Schemas['Place'];

/** What the widget gives its form: the address as typed or chosen, and the chosen place's coordinates. */
export type AddressValue = { address: string; coordinates: Coordinates | null };

/** The state the address is in (a name as the form has it), or null when the form does not say. */
type StateNamed = { state: string | null };

export type AddressLookupInput = (Partial<AddressValue> & Partial<StateNamed>) | void;

export type AddressLookupContext = AddressValue &
  StateNamed & {
    suggestions: PlaceSuggestion[];
  };

export type AddressLookupEvent =
  | { type: 'address.typed'; text: string }
  /** A suggestion chosen from the list. */
  | { type: 'address.chosen'; placeId: string }
  /** The form's state changed: later searches rank its places first. */
  | ({ type: 'address.stateNamed' } & StateNamed);

export type AddressChanged = { type: 'address.changed' } & AddressValue;

/** Status 429: the server's rate limit, a passing refusal that says nothing about the geocoder. */
const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/** The widget's own calls show their failure themselves (the degraded notice): no notification on top. */
const quiet = { headers: failureShownByCaller };

export const addressLookupMachine = setup({
  types: {
    context: {} as AddressLookupContext,
    events: {} as AddressLookupEvent,
    input: {} as AddressLookupInput,
    emitted: {} as AddressChanged,
    tags: {} as 'busy' | 'degraded',
  },
  actors: {
    suggestPlaces: fromPromise<PlaceSuggestion[], { text: string } & StateNamed>(async ({ input, signal }) => {
      const query = input.state ? { input: input.text, state: input.state } : { input: input.text };
      const answer = dataOf(await portalClient.GET('/geocoder/autocomplete', { params: { query }, signal, ...quiet }));
      return answer.predictions;
    }),
    describePlace: fromPromise<Place, { placeId: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.GET('/geocoder/place/{placeId}', { params: { path: { placeId: input.placeId } }, signal, ...quiet })),
    ),
  },
  delays: {
    addressWidgetStart: addressWidgetStartMs,
    addressSuggestionDebounce: addressSuggestionDebounceMs,
  },
  guards: {
    /** RA's ComboBox writes a chosen option's text back into the box: the same text is no keystroke. */
    isNewText: ({ context, event }) => event.type === 'address.typed' && event.text !== context.address,
    isSearchable: ({ event }) => event.type === 'address.typed' && event.text.trim().length >= addressSuggestionMinLength,
    isRateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
  },
  actions: {
    /** Typed text is an address without a place: its coordinates go. */
    setTyped: assign(({ context, event }) => ({
      address: event.type === 'address.typed' ? event.text : context.address,
      coordinates: null,
      suggestions: [],
    })),
    keepSuggestions: assign((_, params: { suggestions: PlaceSuggestion[] }) => ({ suggestions: params.suggestions })),
    /** The chosen suggestion's text shows at once; its place's formatted address replaces it when it comes. */
    showChoice: assign(({ context }, params: { placeId: string }) => ({
      address: context.suggestions.find((suggestion) => suggestion.placeId === params.placeId)?.description ?? context.address,
      coordinates: null,
    })),
    keepPlace: assign((_, params: { place: Place }) => ({
      address: params.place.formattedAddress,
      coordinates: params.place.coordinates,
      suggestions: [],
    })),
    nameState: assign(({ context, event }) => ({ state: event.type === 'address.stateNamed' ? event.state : context.state })),
    announceChange: emit(({ context }) => ({
      type: 'address.changed' as const,
      address: context.address,
      coordinates: context.coordinates,
    })),
  },
}).createMachine({
  id: 'addressLookup',
  context: ({ input }) => ({ address: input?.address ?? '', coordinates: input?.coordinates ?? null, state: input?.state ?? null, suggestions: [] }),
  initial: 'starting',
  on: {
    'address.typed': [
      // reenter restarts the pause on every keystroke and drops the search in flight.
      { guard: and(['isNewText', 'isSearchable']), target: '.waiting', reenter: true, actions: ['setTyped', 'announceChange'] },
      { guard: 'isNewText', target: '.ready', actions: ['setTyped', 'announceChange'] },
    ],
    'address.stateNamed': { actions: 'nameState' },
  },
  states: {
    /** The first 3 s: a text box that takes typing but suggests nothing yet. */
    starting: {
      after: { addressWidgetStart: 'ready' },
      on: {
        'address.typed': { guard: 'isNewText', actions: ['setTyped', 'announceChange'] },
      },
    },
    /** Started; nothing to search for (too little typed, or a search refused by the rate limit). */
    ready: {},
    /** Typed: the search starts after a pause in typing. */
    waiting: {
      after: { addressSuggestionDebounce: 'searching' },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'suggestPlaces',
        src: 'suggestPlaces',
        input: ({ context }) => ({ text: context.address.trim(), state: context.state }),
        onDone: { target: 'suggesting', actions: { type: 'keepSuggestions', params: ({ event }) => ({ suggestions: event.output }) } },
        onError: [
          { guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) }, target: 'ready' },
          { target: 'degraded' },
        ],
      },
    },
    /** The suggestions to choose from (none: the text stays as typed). */
    suggesting: {
      on: {
        'address.chosen': {
          target: 'resolving',
          actions: [{ type: 'showChoice', params: ({ event }) => ({ placeId: event.placeId }) }, 'announceChange'],
        },
      },
    },
    resolving: {
      tags: 'busy',
      invoke: {
        id: 'describePlace',
        src: 'describePlace',
        input: ({ event }) => ({ placeId: event.type === 'address.chosen' ? event.placeId : '' }),
        onDone: {
          target: 'chosen',
          actions: [{ type: 'keepPlace', params: ({ event }) => ({ place: event.output }) }, 'announceChange'],
        },
        onError: [
          { guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) }, target: 'suggesting' },
          { target: 'degraded' },
        ],
      },
    },
    /** A place: its formatted address and coordinates are the form's. */
    chosen: {},
    /** The geocoder is unavailable: a plain text box, saying so; the address is kept as typed, without coordinates. */
    degraded: {
      tags: 'degraded',
      on: {
        'address.typed': { guard: 'isNewText', actions: ['setTyped', 'announceChange'] },
      },
    },
  },
});

export type AddressLookupActor = ActorRefFrom<typeof addressLookupMachine>;
export type AddressLookupSnapshot = SnapshotFrom<typeof addressLookupMachine>;
