// One field's uniqueness check (SPEC sections 5 and 9) for a form whose values another actor holds: each change of the
// value waits 700 ms for typing to stop, then GET /staff/email-exists/{v} (or phone-number-exists, username-exists)
// says whether it is taken: 'Email already taken', 'Phone Number already in use'. A change drops the check in flight,
// so a stale answer never speaks for a newer value. A value the form's rules would refuse is not sent. The check
// only advises (the server checks again on submit), so a failed check, the rate limit's 429 above all, says nothing.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import { uniquenessCheckDebounceMs } from '../../lib/constants';
import { validationMessages } from '../../lib/messages';
import { emailSchema, phoneDigitsSchema, usernameSchema } from '../../lib/validation';

export type UniqueField = 'email' | 'phoneNumber' | 'username';

export type UniquenessCheckContext = {
  field: UniqueField;
  /** The value as typed (for `phoneNumber`, the last ten digits). */
  value: string;
  /** 'Email already taken' while the value is taken; null otherwise. */
  message: string | null;
};

export type UniquenessCheckEvent = { type: 'uniqueness.changed'; value: string };

export const takenMessages: Record<UniqueField, string> = {
  email: validationMessages.emailTaken,
  phoneNumber: validationMessages.phoneTaken,
  username: validationMessages.usernameTaken,
};

const checkable: Record<UniqueField, (value: string) => boolean> = {
  email: (value) => emailSchema.safeParse(value).success,
  phoneNumber: (value) => phoneDigitsSchema.safeParse(value).success,
  username: (value) => usernameSchema.safeParse(value).success,
};

/** The check's own failures are not the user's business: no notification. */
const quiet = { headers: failureShownByCaller };

export const uniquenessCheckMachine = setup({
  types: {
    context: {} as UniquenessCheckContext,
    events: {} as UniquenessCheckEvent,
    input: {} as { field: UniqueField; value?: string },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    checkUniqueness: fromPromise<boolean, { field: UniqueField; value: string }>(async ({ input, signal }) => {
      const v = { params: { path: { v: input.value } }, signal, ...quiet };
      const answer =
        input.field === 'email'
          ? await portalClient.GET('/staff/email-exists/{v}', v)
          : input.field === 'phoneNumber'
            ? await portalClient.GET('/staff/phone-number-exists/{v}', v)
            : await portalClient.GET('/staff/username-exists/{v}', v);
      return dataOf(answer).exists;
    }),
  },
  delays: {
    uniquenessCheckDebounce: uniquenessCheckDebounceMs,
  },
  guards: {
    isCheckable: ({ context, event }) => checkable[context.field](event.value.trim()),
    isTaken: (_, params: { exists: boolean }) => params.exists,
  },
  actions: {
    setValue: assign(({ event }) => ({ value: event.value, message: null })),
    showTaken: assign(({ context }) => ({ message: takenMessages[context.field] })),
  },
}).createMachine({
  id: 'uniquenessCheck',
  context: ({ input }) => ({ field: input.field, value: input.value ?? '', message: null }),
  initial: 'unchecked',
  on: {
    'uniqueness.changed': [
      // reenter restarts the wait on every keystroke and drops the check in flight.
      { guard: 'isCheckable', target: '.waiting', reenter: true, actions: 'setValue' },
      { target: '.unchecked', actions: 'setValue' },
    ],
  },
  states: {
    /** Nothing worth asking about (empty, or not yet a valid value), or the last check failed. */
    unchecked: {},
    /** Typed: the check waits 700 ms for typing to stop. */
    waiting: {
      after: { uniquenessCheckDebounce: 'checking' },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkUniqueness',
        src: 'checkUniqueness',
        input: ({ context }) => ({ field: context.field, value: context.value.trim() }),
        onDone: [
          { guard: { type: 'isTaken', params: ({ event }) => ({ exists: event.output }) }, target: 'taken', actions: 'showTaken' },
          { target: 'available' },
        ],
        // A 429 of the rate limit, or no answer: the server checks again on submit.
        onError: 'unchecked',
      },
    },
    available: {},
    taken: { tags: 'error' },
  },
});

export type UniquenessCheckActor = ActorRefFrom<typeof uniquenessCheckMachine>;
export type UniquenessCheckSnapshot = SnapshotFrom<typeof uniquenessCheckMachine>;
