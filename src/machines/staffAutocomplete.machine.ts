// The staff search autocomplete (SPEC sections 2, 7 and 9): typing waits 200 ms after the last keystroke, then
// GET /staff/search?searchTerm=…&limit=5 offers at most five staff members. Typing again drops the search in flight
// (its actor stops, so its request is aborted and its answer can never land), so a slow answer to an older term never
// overwrites a newer one. Choosing a staff member (the school form's principal) keeps them; clearing forgets them.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../api/client';
import { dataOf, errorMessage } from '../api/errors';
import { failureShownByCaller } from '../api/middleware/failure';
import type { components } from '../api/schema.gen';
import { staffAutocompleteDebounceMs, staffAutocompleteLimit } from '../lib/constants';

type StaffListItem = components['schemas']['StaffListItem'];

/**
 * A staff member as the autocomplete offers them: the name to choose by, and the email that tells namesakes apart
 * (absent for a staff member already chosen, known to a record by name only).
 */
export type StaffSuggestion = { id: string; name: string; email?: string };

export function staffSuggestionOf(staff: Pick<StaffListItem, 'id' | 'title' | 'firstName' | 'middleName' | 'lastName' | 'email'>): StaffSuggestion {
  const name = [staff.title, staff.firstName, staff.middleName, staff.lastName].filter(Boolean).join(' ');
  return { id: staff.id, name, email: staff.email };
}

/** The search the autocomplete runs, narrowed by `filters` of the staff search (the new owner's picker: Active staff). */
function staffSearch(filters: { accountStatus?: components['schemas']['AccountStatus'][] } = {}) {
  return fromPromise<StaffSuggestion[], { searchTerm: string }>(async ({ input, signal }) => {
    const result = dataOf(
      await portalClient.GET('/staff/search', {
        // The box shows no count: the server need not count every match.
        params: { query: { searchTerm: input.searchTerm, limit: staffAutocompleteLimit, countUpTo: 0, ...filters } },
        signal,
        // The box says a failure itself; a toast for every keystroke's failure would repeat it.
        headers: failureShownByCaller,
      }),
    );
    return result.staff.slice(0, staffAutocompleteLimit).map(staffSuggestionOf);
  });
}

export type StaffAutocompleteInput = {
  /** The staff member already chosen (a school's principal, when editing the school). */
  chosen?: StaffSuggestion | null;
};

export type StaffAutocompleteContext = {
  /** What is typed in the box. */
  query: string;
  /** The latest search's answer; kept while a newer one is awaited, so the list does not flicker. */
  suggestions: StaffSuggestion[];
  chosen: StaffSuggestion | null;
  error: string | null;
};

export type StaffAutocompleteEvent =
  | { type: 'autocomplete.typed'; query: string }
  | { type: 'autocomplete.chosen'; staff: StaffSuggestion }
  | { type: 'autocomplete.cleared' };

export const staffAutocompleteMachine = setup({
  types: {
    context: {} as StaffAutocompleteContext,
    events: {} as StaffAutocompleteEvent,
    input: {} as StaffAutocompleteInput | void,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    searchStaff: staffSearch(),
  },
  delays: {
    staffAutocompleteDebounce: staffAutocompleteDebounceMs,
  },
  guards: {
    hasSearchTerm: ({ event }) => event.type === 'autocomplete.typed' && event.query.trim().length > 0,
    // Choosing a suggestion writes its name into the box; that is not a new search.
    isChosenName: ({ context, event }) => event.type === 'autocomplete.typed' && context.chosen !== null && event.query === context.chosen.name,
  },
  actions: {
    setQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    forgetChoice: assign({ chosen: null }),
    forgetSuggestions: assign({ suggestions: [], error: null }),
    keepSuggestions: assign((_, params: { suggestions: StaffSuggestion[] }) => ({ suggestions: params.suggestions, error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    choose: assign((_, params: { staff: StaffSuggestion }) => ({ chosen: params.staff, query: params.staff.name, error: null })),
    clear: assign({ query: '', chosen: null, suggestions: [], error: null }),
  },
}).createMachine({
  id: 'staffAutocomplete',
  context: ({ input }) => ({
    query: input?.chosen?.name ?? '',
    suggestions: [],
    chosen: input?.chosen ?? null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'autocomplete.typed': [
      { guard: 'isChosenName' },
      {
        guard: 'hasSearchTerm',
        target: '.debouncing',
        reenter: true,
        actions: [{ type: 'setQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetChoice'],
      },
      { target: '.idle', actions: [{ type: 'setQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetChoice', 'forgetSuggestions'] },
    ],
    'autocomplete.chosen': { target: '.idle', actions: { type: 'choose', params: ({ event }) => ({ staff: event.staff }) } },
    'autocomplete.cleared': { target: '.idle', actions: 'clear' },
  },
  states: {
    /** Nothing to search for: the box is empty, or holds the chosen staff member. */
    idle: {},
    /** Typed; the search starts 200 ms after the last keystroke. */
    debouncing: {
      after: { staffAutocompleteDebounce: 'searching' },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchStaff',
        src: 'searchStaff',
        input: ({ context }) => ({ searchTerm: context.query.trim() }),
        onDone: { target: 'suggesting', actions: { type: 'keepSuggestions', params: ({ event }) => ({ suggestions: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The answer is offered (an empty list says no one matched). */
    suggesting: {},
    failed: { tags: 'error' },
  },
});

/** The autocomplete offering Active staff only: whom a state may be handed to (the server refuses anyone else). */
export const activeStaffAutocompleteMachine = staffAutocompleteMachine.provide({ actors: { searchStaff: staffSearch({ accountStatus: ['Active'] }) } });

export type StaffAutocompleteLogic = typeof staffAutocompleteMachine;
export type StaffAutocompleteActor = ActorRefFrom<typeof staffAutocompleteMachine>;
export type StaffAutocompleteSnapshot = SnapshotFrom<typeof staffAutocompleteMachine>;
