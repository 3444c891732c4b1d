// Story support for forms: formSubmission actors whose call is replaced, so that each story drives the real machine
// through the real view, or finds it already driven by real events into the state it shows.
import { expect, waitFor as waitForUi, within } from 'storybook/test';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import { formSubmissionMachine, type FormSubmissionActor, type FormValues } from '../src/machines/formSubmission.machine';
import { answers, fails, pending } from '../src/testing/storyActors';

/** Long enough that a story (and its axe check) sees `succeeded`, not the redirect after it. */
export const storyRedirectDelayMs = 60_000;

/** The notifications each story actor raised (the success message is said there, not in the form). */
const raised = new WeakMap<FormSubmissionActor, string[]>();

/** The messages `actor` has raised as notifications so far. */
export function notificationsOf(actor: FormSubmissionActor): readonly string[] {
  return raised.get(actor) ?? [];
}

/** That `actor` said `message` once, as a notification, and the form around `container` did not repeat it. */
export async function expectNotifiedOnly(actor: FormSubmissionActor, message: string, container: HTMLElement): Promise<void> {
  await waitForUi(() => expect(notificationsOf(actor)).toEqual([message]));
  await expect(within(container).queryByText(message)).toBeNull();
}

/**
 * A formSubmission actor whose call is `submit`, starting from `values` with the form's `schema` (as the resource
 * describes them); `canSubmit`, when given, decides instead of the schema.
 */
export function submissionActor(options: {
  submit: AnyActorLogic;
  schema?: ZodMiniType;
  canSubmit?: (values: FormValues) => boolean;
  successMessage?: string | null;
  values?: FormValues;
}): FormSubmissionActor {
  const { canSubmit } = options;
  const machine = formSubmissionMachine.provide({
    actors: { submit: options.submit as never },
    guards: canSubmit ? { canSubmit: (_, { values }) => canSubmit(values) } : {},
  });
  const actor = createActor(machine, {
    input: {
      values: options.values,
      schema: options.schema,
      successMessage: options.successMessage ?? null,
      redirectDelayMs: storyRedirectDelayMs,
    },
  });
  const messages: string[] = [];
  raised.set(actor, messages);
  actor.on('notification.raised', (event) => messages.push(event.message));
  return actor.start();
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
    /** The form's rules; without them, anything passes but in `invalid`. */
    schema?: ZodMiniType;
    /** The check of the values instead of the schema. */
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
    schema: options.schema,
    canSubmit: options.canSubmit ?? (options.schema ? undefined : () => state !== 'invalid'),
    successMessage: options.successMessage,
    values,
  });
  if (state === 'editing') return actor;
  actor.send({ type: 'form.submit', values });
  await waitFor(actor, (s) => s.matches(state));
  return actor;
}
