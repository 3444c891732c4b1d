// The one way to build a form (docs/architecture.md): this machine owns what was typed (`values`, so a re-render or
// a remount of the view keeps it), applies the form's one schema on submit, and maps the server's field errors onto
// the fields. editing → submitting → succeeded (the success message, then the redirect after 1 s or 1.5 s) or failed
// (the message, everything typed kept) → editing again. The call itself is the `submit` actor: each resource
// provides its own, e.g.
//
//   const addClass = formSubmission((values: ClassFormValues, call) =>
//     portalClient.POST('/class/add', { body: classInputOf(values), ...call }).then(dataOf));
//   createActor(addClass, { input: { values: emptyClassValues, schema: classFormSchema, successMessage: … } });
//
// Say each thing once: a field's message shows beside the field only, and the banner then says
// only that the form needs attention; a message about no field shows in the form's banner; the call is marked so the
// failure notification stays quiet while the form shows it; success is a notification only.
import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import { ApiError, errorMessage } from '../api/errors';
import { failureShownByCaller, type CallOptions } from '../api/middleware/failure';
import { redirectDelayMs } from '../lib/constants';
import { validationMessages } from '../lib/messages';
import { fieldErrorsOf } from '../lib/fieldErrors';
import type { NotificationRaised } from './notifications.machine';

export type FormValues = Record<string, unknown>;

export type FormSubmissionInput = {
  values?: FormValues;
  /** The form's rules (src/lib/validation.ts or the resource's schema), checked on submit; none: anything goes. */
  schema?: ZodMiniType | null;
  /** Raised as a notification on success ('Class Created Successfully'); null for none. */
  successMessage?: string | null;
  /** redirectDelayMs (1 s, the default) or redirectDelayLongMs (1.5 s). */
  redirectDelayMs?: number;
  /** Where the view goes once done; null to stay. */
  redirectTo?: string | null;
};

export type FormSubmissionContext = {
  values: FormValues;
  schema: ZodMiniType | null;
  successMessage: string | null;
  redirectDelayMs: number;
  redirectTo: string | null;
  /** What the call answered. */
  result: unknown;
  /** The form's banner: a message about no field, or the summary when fields carry the messages. */
  error: string | null;
  /** The message beside each field, keyed by the field's path in the values: the schema's, or the server's `details`. */
  fieldErrors: Record<string, string>;
};

export type FormSubmissionEvent =
  /** Merges the changed values in; the changed fields' messages go until the next submit. */
  | { type: 'form.changed'; values: FormValues }
  /** Starts over from these values (a dialog opened for another record). */
  | { type: 'form.reset'; values: FormValues }
  /** Submits, merging any values given first. */
  | { type: 'form.submit'; values?: FormValues };

export type FormSubmissionOutput = { result: unknown; redirectTo: string | null };

/**
 * The server's field messages, keyed by the field's path in the request body: `body.startDate` and `startDate` both
 * become `startDate`, and a row named as `finalGrades[1].maximumMark` becomes `finalGrades.1.maximumMark`, the path
 * the form's own rules give it. The first message for a field wins.
 */
export function fieldErrorsOfError(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details) {
    const field = detail.field.replace(/^body\.?/, '').replace(/\[(\d+)\]/g, '.$1');
    if (field && !(field in errors)) errors[field] = detail.message;
  }
  return errors;
}

/** The values a submit would send: the current ones with the event's merged in. */
const submittedValues = ({ context, event }: { context: FormSubmissionContext; event: FormSubmissionEvent }) => ({
  values: { ...context.values, ...event.values },
});

/** Whether a field path (`phoneNumber.number`) names one of the form's values, so the form shows it beside the field. */
const isFieldOf = (values: FormValues, path: string) => (path.split('.')[0] ?? '') in values;

/** What the form shows for a failed call: the messages its fields can carry beside them, the rest in the banner. */
export function failureShown(error: unknown, values: FormValues): { error: string | null; fieldErrors: Record<string, string> } {
  const fieldErrors = Object.fromEntries(Object.entries(fieldErrorsOfError(error)).filter(([path]) => isFieldOf(values, path)));
  return {
    error: Object.keys(fieldErrors).length > 0 ? validationMessages.formInvalid : errorMessage(error),
    fieldErrors,
  };
}

/** The context without the messages of the fields in `changed`. */
const withoutMessagesOf = (context: FormSubmissionContext, changed: FormValues | undefined) => {
  const fieldErrors = { ...context.fieldErrors };
  for (const path of Object.keys(fieldErrors)) if (isFieldOf(changed ?? {}, path)) delete fieldErrors[path];
  return fieldErrors;
};

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
    mergeValues: assign(({ context, event }) => ({
      values: { ...context.values, ...event.values },
      error: null,
      fieldErrors: withoutMessagesOf(context, event.values),
    })),
    resetValues: assign(({ event }) => ({ values: event.type === 'form.reset' ? event.values : {}, error: null, fieldErrors: {} })),
    keepResult: assign((_, params: { result: unknown }) => ({ result: params.result, error: null, fieldErrors: {} })),
    rememberError: assign(({ context }, params: { error: unknown }) => failureShown(params.error, context.values)),
    showInvalid: assign(({ context }) => ({
      error: validationMessages.formInvalid,
      fieldErrors: context.schema ? fieldErrorsOf(context.schema, context.values) : {},
    })),
    announceSuccess: enqueueActions(({ context, enqueue }) => {
      if (context.successMessage) enqueue.emit({ type: 'notification.raised', message: context.successMessage, tone: 'success' });
    }),
  },
  guards: {
    /** The values about to be sent pass the form's schema. */
    canSubmit: ({ context }, params: { values: FormValues }) => !context.schema || context.schema.safeParse(params.values).success,
    /** The form stays on its page after a save (no redirect): what is typed next is its next edit. */
    staysOnPage: ({ context }) => context.redirectTo === null,
  },
  delays: {
    redirectDelay: ({ context }) => context.redirectDelayMs,
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    values: input?.values ?? {},
    schema: input?.schema ?? null,
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
        'form.reset': { actions: 'resetValues' },
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
        'form.reset': { target: 'editing', actions: 'resetValues' },
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
      // Typed while the success shows, on a form that stays: kept as the next edit, never dropped when the form starts
      // over from what it saved.
      on: { 'form.changed': { guard: 'staysOnPage', target: 'editing', actions: 'mergeValues' } },
    },
    /** The server's message; the values stay as typed. */
    failed: {
      tags: 'error',
      on: {
        'form.changed': { target: 'editing', actions: 'mergeValues' },
        'form.reset': { target: 'editing', actions: 'resetValues' },
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

/** A form's call: its values, and the options that cancel it and tell the failure notification the form shows it. */
export type FormCall<TValues, TResult> = (values: TValues, call: CallOptions) => Promise<TResult>;

/** A form as its feature's calls describe it once (`*.calls.ts`): what it starts from, its rules, its call and its messages. */
export type FormDescription<TValues extends FormValues, TResult> = Omit<FormSubmissionInput, 'values'> & {
  values: TValues;
  submit: FormCall<TValues, TResult>;
};

/** The machine with `submit` doing the given call, marked as shown by the form. */
export function formSubmission<TValues extends FormValues, TResult>(submit: FormCall<TValues, TResult>) {
  return formSubmissionMachine.provide({
    actors: {
      submit: fromPromise<unknown, { values: FormValues }>(({ input, signal }) =>
        submit(input.values as TValues, { signal, headers: failureShownByCaller }),
      ),
    },
  });
}
