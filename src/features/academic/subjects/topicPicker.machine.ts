// The topic picker of the subject forms (SPEC sections 2, 7 and 9): typing a name starts the 3-second idle countdown,
// then GET /topic/search?name= finds the state's topics (`foundTopics`). Choosing a found topic adds it as a chip
// (sent as `topicIds`); a name that does not exist is added as a new chip (sent as `topicsToCreate`). Chips can be
// removed. Typing again restarts the countdown; clearing the box forgets the results.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../../../api/client';
import { dataOf, errorMessage } from '../../../api/errors';
import type { components } from '../../../api/schema.gen';
import { topicSearchIdleMs } from '../../../lib/constants';

export type Topic = components['schemas']['Topic'];

export type TopicPickerInput = {
  /** The topics the subject has already (editing a subject). */
  selected?: readonly Topic[];
};

export type TopicPickerContext = {
  /** What is typed in the search box. */
  query: string;
  /** The last search's answer. */
  foundTopics: Topic[];
  /** Existing topics chosen: sent as `topicIds`. */
  selected: Topic[];
  /** New names: sent as `topicsToCreate`. */
  newTopics: string[];
  error: string | null;
};

export type TopicPickerEvent =
  | { type: 'topics.typed'; query: string }
  | { type: 'topics.selected'; topic: Topic }
  /** A name typed that is not one of the found topics: a new topic (or the found one, if its name matches). */
  | { type: 'topics.newAdded'; name: string }
  | { type: 'topics.removed'; id: string }
  | { type: 'topics.newRemoved'; name: string };

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The two lists the contract takes from the picker. */
export function topicChoicesOf(context: Pick<TopicPickerContext, 'selected' | 'newTopics'>): {
  topicIds: string[];
  topicsToCreate: string[];
} {
  return { topicIds: context.selected.map((topic) => topic.id), topicsToCreate: [...context.newTopics] };
}

export const topicPickerMachine = setup({
  types: {
    context: {} as TopicPickerContext,
    events: {} as TopicPickerEvent,
    input: {} as TopicPickerInput | void,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    searchTopics: fromPromise<Topic[], { name: string }>(async ({ input, signal }) => {
      const result = dataOf(await portalClient.GET('/topic/search', { params: { query: { name: input.name } }, signal }));
      return result.foundTopics;
    }),
  },
  delays: {
    topicSearchIdle: topicSearchIdleMs,
  },
  guards: {
    hasQuery: ({ event }) => event.type === 'topics.typed' && event.query.trim().length > 0,
  },
  actions: {
    setQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    forgetResults: assign({ foundTopics: [], error: null }),
    keepResults: assign((_, params: { topics: Topic[] }) => ({ foundTopics: params.topics, error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    select: assign(({ context }, params: { topic: Topic }) => {
      const already = context.selected.some((topic) => topic.id === params.topic.id);
      return {
        selected: already ? context.selected : [...context.selected, params.topic],
        // A new chip of the same name gives way to the existing topic.
        newTopics: context.newTopics.filter((name) => !same(name, params.topic.name)),
        query: '',
        foundTopics: [],
      };
    }),
    addNew: assign(({ context }, params: { name: string }) => {
      const name = params.name.trim().replace(/\s+/g, ' ');
      const found = context.foundTopics.find((topic) => same(topic.name, name));
      if (found) {
        const already = context.selected.some((topic) => topic.id === found.id);
        return { selected: already ? context.selected : [...context.selected, found], query: '', foundTopics: [] };
      }
      const duplicate = context.newTopics.some((n) => same(n, name)) || context.selected.some((t) => same(t.name, name));
      return { newTopics: duplicate || !name ? context.newTopics : [...context.newTopics, name], query: '', foundTopics: [] };
    }),
    remove: assign(({ context }, params: { id: string }) => ({ selected: context.selected.filter((topic) => topic.id !== params.id) })),
    removeNew: assign(({ context }, params: { name: string }) => ({ newTopics: context.newTopics.filter((name) => name !== params.name) })),
  },
}).createMachine({
  id: 'topicPicker',
  context: ({ input }) => ({
    query: '',
    foundTopics: [],
    selected: [...(input?.selected ?? [])],
    newTopics: [],
    error: null,
  }),
  initial: 'idle',
  on: {
    'topics.typed': [
      {
        guard: 'hasQuery',
        target: '.waiting',
        reenter: true,
        actions: { type: 'setQuery', params: ({ event }) => ({ query: event.query }) },
      },
      { target: '.idle', actions: [{ type: 'setQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetResults'] },
    ],
    'topics.selected': { target: '.idle', actions: { type: 'select', params: ({ event }) => ({ topic: event.topic }) } },
    'topics.newAdded': { target: '.idle', actions: { type: 'addNew', params: ({ event }) => ({ name: event.name }) } },
    'topics.removed': { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
    'topics.newRemoved': { actions: { type: 'removeNew', params: ({ event }) => ({ name: event.name }) } },
  },
  states: {
    /** Nothing to search for. */
    idle: {},
    /** The idle countdown: the search fires 3 s after the last keystroke. */
    waiting: {
      after: { topicSearchIdle: 'searching' },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'searchTopics',
        src: 'searchTopics',
        input: ({ context }) => ({ name: context.query.trim() }),
        onDone: { target: 'found', actions: { type: 'keepResults', params: ({ event }) => ({ topics: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The found topics are offered (an empty list says nothing matched: the name can be added as new). */
    found: {},
    failed: { tags: 'error' },
  },
});

export type TopicPickerActor = ActorRefFrom<typeof topicPickerMachine>;
export type TopicPickerSnapshot = SnapshotFrom<typeof topicPickerMachine>;
