// What a view reads from a formSubmission actor (src/machines/formSubmission.machine.ts): whether it is sending,
// the server's message and per-field messages, and whether it has just succeeded.
import { useSelector } from '@xstate/react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';

export type SubmissionState = {
  busy: boolean;
  /** The message to show: the server's, or the form's 'Validation failed…'. */
  error: string | null;
  /** The server's message for each field it named. */
  fieldErrors: Record<string, string>;
  succeeded: boolean;
  successMessage: string | null;
};

const noFieldErrors: Record<string, string> = {};

export function useSubmission(actor: FormSubmissionActor): SubmissionState {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.hasTag('error') ? s.context.error : null));
  const fieldErrors = useSelector(actor, (s) => (s.hasTag('error') ? s.context.fieldErrors : noFieldErrors));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded') || s.status === 'done');
  const successMessage = useSelector(actor, (s) => s.context.successMessage);
  return { busy, error, fieldErrors: fieldErrors ?? noFieldErrors, succeeded, successMessage };
}
