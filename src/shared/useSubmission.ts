// What a view reads from a formSubmission actor (src/machines/formSubmission.machine.ts): whether it is sending, the
// form's banner message, the message beside each field, and whether it has just succeeded.
import { useSelector } from '@xstate/react';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';

export type SubmissionState = {
  busy: boolean;
  /** The form's banner: the server's message about no field, or the summary when fields carry the messages. */
  error: string | null;
  /** The message beside each field: the form's rules or the server's. */
  fieldErrors: Record<string, string>;
  succeeded: boolean;
};

export function useSubmission(actor: FormSubmissionActor): SubmissionState {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.hasTag('error') ? s.context.error : null));
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const succeeded = useSelector(actor, (s) => s.matches('succeeded') || s.status === 'done');
  return { busy, error, fieldErrors, succeeded };
}
