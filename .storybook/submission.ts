// Story support for forms: a formSubmission actor whose call never answers, answers, or is refused, driven by real
// events into the state a story shows.
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../src/api/errors';
import { formSubmissionMachine, type FormSubmissionActor, type FormValues } from '../src/machines/formSubmission.machine';

export type SubmissionState = 'editing' | 'submitting' | 'succeeded' | 'failed' | 'invalid';

export async function submissionIn(
  state: SubmissionState,
  options: {
    values?: FormValues;
    error?: string;
    /** The fields the server names in a failure (`body.email`…). */
    details?: { field: string; message: string }[];
    result?: unknown;
    successMessage?: string | null;
    /** The route's check of the values (the machine's `canSubmit`); by default anything passes but in `invalid`. */
    canSubmit?: (values: FormValues) => boolean;
  } = {},
): Promise<FormSubmissionActor> {
  const values = options.values ?? {};
  const machine = formSubmissionMachine.provide({
    actors: {
      submit: fromPromise<unknown, { values: FormValues }>(() => {
        if (state === 'failed') return Promise.reject(new ApiError(options.error ?? 'Email already taken', { status: 409, details: options.details }));
        if (state === 'succeeded') return Promise.resolve(options.result ?? {});
        // editing: a later submit in the story stays busy; submitting: stays busy.
        return new Promise<never>(() => {});
      }),
    },
    guards: { canSubmit: (_, { values: v }) => (options.canSubmit ? options.canSubmit(v) : state !== 'invalid') },
    // Stay in `succeeded` for the story instead of finishing after the redirect delay.
    delays: { redirectDelay: 24 * 60 * 60 * 1000 },
  });
  const actor = createActor(machine, { input: { values, successMessage: options.successMessage ?? null } }).start();
  if (state === 'editing') return actor;
  actor.send({ type: 'form.submit', values });
  await waitFor(actor, (s) => s.matches(state));
  return actor;
}
