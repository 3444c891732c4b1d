// Story support for the academic screens: formSubmission actors whose call is replaced, with the form's own check as
// the `canSubmit` guard, so each story drives the real machine through the real view.
import { createActor, type AnyActorLogic } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import { formSubmissionMachine, type FormSubmissionActor, type FormValues } from '../../machines/formSubmission.machine';

export { answers, fails, pending, settledIn } from '../auth/storyActors';

/** Long enough that a story (and its axe check) sees `succeeded`, not the redirect after it. */
export const storyRedirectDelayMs = 60_000;

export function submissionActor(options: {
  submit: AnyActorLogic;
  schema?: ZodMiniType;
  successMessage?: string | null;
  values?: FormValues;
}): FormSubmissionActor {
  const { schema } = options;
  const machine = formSubmissionMachine.provide({
    actors: { submit: options.submit as never },
    guards: schema ? { canSubmit: (_, { values }) => schema.safeParse(values).success } : {},
  });
  return createActor(machine, {
    input: { values: options.values, successMessage: options.successMessage ?? null, redirectDelayMs: storyRedirectDelayMs },
  }).start();
}

/**
 * React Aria announces a focused button going pending (and back) through its page-wide live region, by reference to
 * the button's id, for 7 s. A story whose pending button then unmounts (a deleted event's Delete) leaves an entry
 * naming nothing, which axe reports; the story removes it once it has checked what it needs. (The design system's
 * Button is where this belongs; reported.)
 */
export function forgetPendingAnnouncements(): void {
  for (const entry of document.querySelectorAll('[role="log"] > [role="img"][aria-labelledby]')) entry.remove();
}
