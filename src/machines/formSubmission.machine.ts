// The submit flow most forms share (SPEC sections 4 and 8): editing → submitting → succeeded (the success message,
// then the redirect after 1 s or 1.5 s) or failed (the server's message, everything typed kept) → editing again.
// The call itself is the `submit` actor: each screen provides its own, e.g.
//
//   const addClass = formSubmission((values: ClassInput, signal) =>
//     portalClient.POST('/class/add', { body: values, signal }).then(dataOf));
//   createActor(addClass, { input: { values: emptyClass, successMessage: successMessages.classCreated } });
//
// and may provide the guard `canSubmit: (_, { values }) => boolean` to check the values about to be sent.
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, errorMessage } from '../api/errors';
import { redirectDelayMs } from '../lib/constants';
import { validationMessages } from '../lib/messages';
import type { NotificationRaised } from './notifications.machine';

export type FormValues = Record<string, unknown>;

export type FormSubmissionInput = {
  values?: FormValues;
  /** Raised as a notification on success ('Class Created Successfully'); null for none. */
  successMessage?: string | null;
  /** redirectDelayMs (1 s, the default) or redirectDelayLongMs (1.5 s). */
  redirectDelayMs?: number;
  /** Where the view goes once done; null to stay. */
  redirectTo?: string | null;
};

export type FormSubmissionContext = {
  values: FormValues;
  successMessage: string | null;
  redirectDelayMs: number;
  redirectTo: string | null;
  /** What the call answered. */
  result: unknown;
  error: string | null;
  /** The server's message for each field it named (`details`), keyed by the field's path in the values. */
  fieldErrors: Record<string, string>;
};

export type FormSubmissionEvent =
  /** Merges the changed values in. */
  | { type: 'form.changed'; values: FormValues }
  /** Submits, merging any values given first. */
  | { type: 'form.submit'; values?: FormValues };

export type FormSubmissionOutput = { result: unknown; redirectTo: string | null };

/**
 * The server's field messages, keyed by the field's path in the request body: `body.startDate` and `startDate` both
 * become `startDate`. The first message for a field wins.
 */
export function fieldErrorsOfError(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details) {
    const field = detail.field.replace(/^body\.?/, '');
    if (field && !(field in errors)) errors[field] = detail.message;
  }
  return errors;
}

/** The values a submit would send: the current ones with the event's merged in. */
const submittedValues = ({ context, event }: { context: FormSubmissionContext; event: FormSubmissionEvent }) => ({
  values: { ...context.values, ...event.values },
});

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionInput | void,
    output: {} as FormSubmissionOutput,
    tags: {} as 'busy' | 'error',
    emitted: {} as NotificationRaised,
  },
  actors: {
    /** Each screen provides the call; this default only says so. */
    submit: fromPromise<unknown, { values: FormValues }>(async () => {
      throw new Error('formSubmissionMachine needs a submit actor: use formSubmission(submit) or .provide()');
    }),
  },
  actions: {
    mergeValues: assign(({ context, event }) => ({ values: { ...context.values, ...event.values }, error: null, fieldErrors: {} })),
    keepResult: assign((_, params: { result: unknown }) => ({ result: params.result, error: null, fieldErrors: {} })),
    rememberError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error),
      fieldErrors: fieldErrorsOfError(params.error),
    })),
    showInvalid: assign({ error: validationMessages.formInvalid }),
    announceSuccess: enqueueActions(({ context, enqueue }) => {
      if (context.successMessage) enqueue.emit({ type: 'notification.raised', message: context.successMessage, tone: 'success' });
    }),
  },
  guards: {
    /** Screens provide their own check of the values about to be sent (a zod schema from lib/validation, say). */
    canSubmit: (_, _params: { values: FormValues }) => true,
  },
  delays: {
    redirectDelay: ({ context }) => context.redirectDelayMs,
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    values: input?.values ?? {},
    successMessage: input?.successMessage ?? null,
    redirectDelayMs: input?.redirectDelayMs ?? redirectDelayMs,
    redirectTo: input?.redirectTo ?? null,
    result: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.changed': { actions: 'mergeValues' },
        'form.submit': [
          { guard: { type: 'canSubmit', params: submittedValues }, target: 'submitting', actions: 'mergeValues' },
          { target: 'invalid', actions: ['mergeValues', 'showInvalid'] },
        ],
      },
    },
    /** 'Validation failed: Please ensure all fields are filled correctly'. */
    invalid: {
      tags: 'error',
      on: {
        'form.changed': { target: 'editing', actions: 'mergeValues' },
        'form.submit': [
          { guard: { type: 'canSubmit', params: submittedValues }, target: 'submitting', actions: 'mergeValues' },
          { actions: ['mergeValues', 'showInvalid'] },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'succeeded',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      entry: { type: 'announceSuccess' },
      after: { redirectDelay: 'done' },
    },
    /** The server's message; the values stay as typed. */
    failed: {
      tags: 'error',
      on: {
        'form.changed': { target: 'editing', actions: 'mergeValues' },
        'form.submit': [
          { guard: { type: 'canSubmit', params: submittedValues }, target: 'submitting', actions: 'mergeValues' },
          { target: 'invalid', actions: ['mergeValues', 'showInvalid'] },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ result: context.result, redirectTo: context.redirectTo }),
});

export type FormSubmissionActor = ActorRefFrom<typeof formSubmissionMachine>;
export type FormSubmissionSnapshot = SnapshotFrom<typeof formSubmissionMachine>;

/** The machine with `submit` doing the given call. */
export function formSubmission<TValues extends FormValues, TResult>(
  submit: (values: TValues, signal: AbortSignal) => Promise<TResult>,
) {
  return formSubmissionMachine.provide({
    actors: {
      submit: fromPromise<unknown, { values: FormValues }>(({ input, signal }) => submit(input.values as TValues, signal)),
    },
  });
}
