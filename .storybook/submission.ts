// Story support for forms: formSubmission actors whose call is replaced, so that each story drives the real machine
// through the real view, or finds it already driven by real events into the state it shows.
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import { formSubmissionMachine, type FormSubmissionActor, type FormValues } from '../src/machines/formSubmission.machine';
import { answers, fails, pending } from '../src/views/auth/storyActors';

/** Long enough that a story (and its axe check) sees `succeeded`, not the redirect after it. */
export const storyRedirectDelayMs = 60_000;

/**
 * A formSubmission actor whose call is `submit`. Its `canSubmit` guard is the form's own check: `schema`, or
 * `canSubmit`; without either, the machine's own.
 */
export function submissionActor(options: {
  submit: AnyActorLogic;
  schema?: ZodMiniType;
  canSubmit?: (values: FormValues) => boolean;
  successMessage?: string | null;
  values?: FormValues;
}): FormSubmissionActor {
  const { schema, canSubmit } = options;
  const check = canSubmit ?? (schema ? (values: FormValues) => schema.safeParse(values).success : undefined);
  const machine = formSubmissionMachine.provide({
    actors: { submit: options.submit as never },
    guards: check ? { canSubmit: (_, { values }) => check(values) } : {},
  });
  return createActor(machine, {
    input: { values: options.values, successMessage: options.successMessage ?? null, redirectDelayMs: storyRedirectDelayMs },
  }).start();
}

export type SubmissionState = 'editing' | 'submitting' | 'succeeded' | 'failed' | 'invalid';

/**
 * A formSubmission actor in `state`: its call never answers (editing: a later submit stays busy; submitting),
 * answers `result` (succeeded) or is refused with `error` naming `details` (failed); `invalid` is the form's check
 * refusing the values.
 */
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
  const submit =
    state === 'failed'
      ? fails(options.error ?? 'Email already taken', 409, 0, options.details)
      : state === 'succeeded'
        ? answers(options.result ?? {})
        : pending();
  const actor = submissionActor({
    submit,
    canSubmit: options.canSubmit ?? (() => state !== 'invalid'),
    successMessage: options.successMessage,
    values,
  });
  if (state === 'editing') return actor;
  actor.send({ type: 'form.submit', values });
  await waitFor(actor, (s) => s.matches(state));
  return actor;
}
