// The scheme of work screen (SPEC section 7): choose a session, a term of it, a class and a subject; the
// check-exists call then decides between creating the scheme (POST /scheme/create) and editing the one there
// (PATCH /scheme/update/{id}). The weeks are numbered by their position; each needs a topic.
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../../../api/client';
import { dataOf, errorMessage } from '../../../api/errors';
import type { components } from '../../../api/schema.gen';
import { schemeMaxWeeks } from '../../../lib/constants';
import { academicMessages, validationMessages } from '../../../lib/messages';
import type { NotificationRaised } from '../../../machines/notifications.machine';

export type SchemeOfWork = components['schemas']['SchemeOfWork'];
export type SchemeOfWorkCheck = components['schemas']['SchemeOfWorkCheck'];
export type SchemeWeek = components['schemas']['SchemeWeek'];
export type ClassNote = components['schemas']['ClassNote'];

/** What the four selectors say; a session change forgets the term (a term belongs to its session). */
export type SchemeChoice = { sessionId: string | null; termId: string | null; classId: string | null; subjectId: string | null };
export type CompleteChoice = { [K in keyof SchemeChoice]: string };

/** A week as typed: its number is its position. */
export type DraftWeek = { topic: string; description: string };

export type SchemeOfWorkContext = {
  choice: SchemeChoice;
  /** The saved scheme, once there is one. */
  scheme: SchemeOfWork | null;
  weeks: DraftWeek[];
  /** The class notes of the chosen combination, from the check. */
  classNotes: ClassNote[];
  error: string | null;
};

export type SchemeOfWorkEvent =
  | { type: 'scheme.sessionChosen'; id: string | null }
  | { type: 'scheme.termChosen'; id: string | null }
  | { type: 'scheme.classChosen'; id: string | null }
  | { type: 'scheme.subjectChosen'; id: string | null }
  | { type: 'scheme.retry' }
  | { type: 'scheme.weekAdded' }
  | { type: 'scheme.weekRemoved'; index: number }
  | { type: 'scheme.weekChanged'; index: number; topic?: string; description?: string }
  | { type: 'scheme.save' };

type ChoiceEvent = Extract<SchemeOfWorkEvent, { type: `scheme.${'session' | 'term' | 'class' | 'subject'}Chosen` }>;

export type SchemeSaveInput = CompleteChoice & { schemeId: string | null; weeks: SchemeWeek[] };

const emptyChoice: SchemeChoice = { sessionId: null, termId: null, classId: null, subjectId: null };
const blankWeek = (): DraftWeek => ({ topic: '', description: '' });

/** The choice once `event` is applied. */
export function choiceAfter(choice: SchemeChoice, event: ChoiceEvent): SchemeChoice {
  switch (event.type) {
    case 'scheme.sessionChosen':
      return event.id === choice.sessionId ? choice : { ...choice, sessionId: event.id, termId: null };
    case 'scheme.termChosen':
      return { ...choice, termId: event.id };
    case 'scheme.classChosen':
      return { ...choice, classId: event.id };
    case 'scheme.subjectChosen':
      return { ...choice, subjectId: event.id };
  }
}

export function isComplete(choice: SchemeChoice): choice is CompleteChoice {
  return Boolean(choice.sessionId && choice.termId && choice.classId && choice.subjectId);
}

/** The weeks as the contract takes them: numbered from 1, trimmed, an empty description left out. */
export function weeksOf(weeks: readonly DraftWeek[]): SchemeWeek[] {
  return weeks.map((week, index) => {
    const description = week.description.trim();
    return { week: index + 1, topic: week.topic.trim(), ...(description ? { description } : {}) };
  });
}

const draftOf = (scheme: SchemeOfWork): DraftWeek[] =>
  [...scheme.weeks].sort((a, b) => a.week - b.week).map((week) => ({ topic: week.topic, description: week.description ?? '' }));

const choose = { guard: 'completesChoice', target: '#schemeOfWork.checking', actions: 'applyChoice' } as const;
const chooseIncomplete = { target: '#schemeOfWork.choosing', actions: 'applyChoice' } as const;
const choices = {
  'scheme.sessionChosen': [choose, chooseIncomplete],
  'scheme.termChosen': [choose, chooseIncomplete],
  'scheme.classChosen': [choose, chooseIncomplete],
  'scheme.subjectChosen': [choose, chooseIncomplete],
} as const;

/** What a scheme being drafted (new or saved) answers to: the choices, the week edits, and save. */
const drafting = {
  ...choices,
  'scheme.weekAdded': { guard: 'belowMaxWeeks', actions: 'addWeek' },
  'scheme.weekRemoved': { guard: 'moreThanOneWeek', actions: 'removeWeek' },
  'scheme.weekChanged': { actions: 'changeWeek' },
  'scheme.save': [
    { guard: 'weeksComplete', target: 'saving' },
    { target: 'failed', actions: 'showInvalid' },
  ],
} as const;

export const schemeOfWorkMachine = setup({
  types: {
    context: {} as SchemeOfWorkContext,
    events: {} as SchemeOfWorkEvent,
    tags: {} as 'busy' | 'error',
    emitted: {} as NotificationRaised,
  },
  actors: {
    checkScheme: fromPromise<SchemeOfWorkCheck, CompleteChoice>(async ({ input, signal }) =>
      dataOf(
        await portalClient.GET('/scheme/check-scheme-of-work-exists/{sessionId}/{termId}/{classId}/{subjectId}', {
          params: { path: input },
          signal,
        }),
      ),
    ),
    createScheme: fromPromise<SchemeOfWork, SchemeSaveInput>(async ({ input, signal }) => {
      const { sessionId, termId, classId, subjectId, weeks } = input;
      return dataOf(await portalClient.POST('/scheme/create', { body: { sessionId, termId, classId, subjectId, weeks }, signal }));
    }),
    updateScheme: fromPromise<SchemeOfWork, SchemeSaveInput>(async ({ input, signal }) =>
      dataOf(
        await portalClient.PATCH('/scheme/update/{id}', {
          params: { path: { id: input.schemeId ?? '' } },
          body: { weeks: input.weeks },
          signal,
        }),
      ),
    ),
  },
  guards: {
    completesChoice: ({ context, event }) => isComplete(choiceAfter(context.choice, event as ChoiceEvent)),
    weeksComplete: ({ context }) => context.weeks.length > 0 && context.weeks.every((week) => week.topic.trim().length > 0),
    belowMaxWeeks: ({ context }) => context.weeks.length < schemeMaxWeeks,
    moreThanOneWeek: ({ context }) => context.weeks.length > 1,
    exists: (_, params: { check: SchemeOfWorkCheck }) => params.check.exists && params.check.scheme !== null,
  },
  actions: {
    applyChoice: assign(({ context, event }) => ({
      choice: choiceAfter(context.choice, event as ChoiceEvent),
      scheme: null,
      weeks: [],
      classNotes: [],
      error: null,
    })),
    startFromCheck: assign((_, params: { check: SchemeOfWorkCheck }) => ({
      scheme: params.check.scheme,
      weeks: params.check.scheme ? draftOf(params.check.scheme) : [blankWeek()],
      classNotes: params.check.classNotes,
      error: null,
    })),
    keepSaved: assign((_, params: { scheme: SchemeOfWork }) => ({ scheme: params.scheme, weeks: draftOf(params.scheme), error: null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    showInvalid: assign({ error: validationMessages.formInvalid }),
    addWeek: assign(({ context }) => ({ weeks: [...context.weeks, blankWeek()] })),
    removeWeek: assign(({ context, event }) => {
      if (event.type !== 'scheme.weekRemoved') return {};
      return { weeks: context.weeks.filter((_, index) => index !== event.index) };
    }),
    changeWeek: assign(({ context, event }) => {
      if (event.type !== 'scheme.weekChanged') return {};
      return {
        weeks: context.weeks.map((week, index) =>
          index === event.index
            ? { topic: event.topic ?? week.topic, description: event.description ?? week.description }
            : week,
        ),
      };
    }),
    announce: emit((_, params: { message: string }) => ({ type: 'notification.raised' as const, message: params.message, tone: 'success' as const })),
  },
}).createMachine({
  id: 'schemeOfWork',
  context: { choice: emptyChoice, scheme: null, weeks: [], classNotes: [], error: null },
  initial: 'choosing',
  states: {
    /** Not all four chosen yet. */
    choosing: { on: choices },
    checking: {
      tags: 'busy',
      on: choices,
      invoke: {
        id: 'checkScheme',
        src: 'checkScheme',
        input: ({ context }) => context.choice as CompleteChoice,
        onDone: [
          {
            guard: { type: 'exists', params: ({ event }) => ({ check: event.output }) },
            target: 'editing',
            actions: { type: 'startFromCheck', params: ({ event }) => ({ check: event.output }) },
          },
          { target: 'creating', actions: { type: 'startFromCheck', params: ({ event }) => ({ check: event.output }) } },
        ],
        onError: { target: 'checkFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkFailed: {
      tags: 'error',
      on: { ...choices, 'scheme.retry': 'checking' },
    },
    /** No scheme for the combination yet: the weeks are drafted and created. */
    creating: {
      initial: 'drafting',
      states: {
        drafting: { on: drafting },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'createScheme',
            src: 'createScheme',
            input: ({ context }) => ({ ...(context.choice as CompleteChoice), schemeId: null, weeks: weeksOf(context.weeks) }),
            onDone: {
              target: '#schemeOfWork.editing',
              actions: [
                { type: 'keepSaved', params: ({ event }) => ({ scheme: event.output }) },
                { type: 'announce', params: { message: academicMessages.schemeCreated } },
              ],
            },
            onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** The server's message, or the form's when a week has no topic; everything typed stays. */
        failed: { tags: 'error', on: drafting },
      },
    },
    /** The scheme exists: its weeks are edited and saved over. */
    editing: {
      initial: 'drafting',
      states: {
        drafting: { on: drafting },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateScheme',
            src: 'updateScheme',
            input: ({ context }) => ({
              ...(context.choice as CompleteChoice),
              schemeId: context.scheme?.id ?? null,
              weeks: weeksOf(context.weeks),
            }),
            onDone: {
              target: 'drafting',
              actions: [
                { type: 'keepSaved', params: ({ event }) => ({ scheme: event.output }) },
                { type: 'announce', params: { message: academicMessages.schemeUpdated } },
              ],
            },
            onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { tags: 'error', on: drafting },
      },
    },
  },
});

export type SchemeOfWorkActor = ActorRefFrom<typeof schemeOfWorkMachine>;
export type SchemeOfWorkSnapshot = SnapshotFrom<typeof schemeOfWorkMachine>;
