// A form's submit flow for a view: a formSubmission actor doing `submit`, its success message sent to the
// notifications, the loading overlay shown while it submits, and `onSucceeded` told the answer as soon as it comes.
// The machine ends (`done`) after its redirect delay; a fresh actor then takes its place, so the form can be used again.
import { useEffect, useRef, useState } from 'react';
import { createActor } from 'xstate';
import {
  formSubmission,
  type FormSubmissionActor,
  type FormSubmissionOutput,
  type FormValues,
} from '../machines/formSubmission.machine';
import { forwardNotifications } from '../machines/notifications.machine';
import { useAppServices } from './AppServices';

export type FormSubmissionOptions<TValues extends FormValues, TResult> = {
  submit: (values: TValues, signal: AbortSignal) => Promise<TResult>;
  successMessage: string | null;
  values?: TValues;
  /** The check of the values about to be sent (the machine's `canSubmit` guard). */
  canSubmit?: (values: FormValues) => boolean;
  redirectDelayMs?: number;
  redirectTo?: string | null;
  /** What the busy overlay says. */
  busyLabel?: string;
  onSucceeded?: (result: TResult) => void;
  onDone?: (output: FormSubmissionOutput) => void;
};

export function useFormSubmission<TValues extends FormValues, TResult>(
  options: FormSubmissionOptions<TValues, TResult>,
): FormSubmissionActor {
  const { notifications, overlay } = useAppServices();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const create = () => {
    const { canSubmit, values, successMessage, redirectDelayMs, redirectTo } = latest.current;
    const machine = formSubmission<TValues, TResult>((v, signal) => latest.current.submit(v, signal));
    const provided = canSubmit ? machine.provide({ guards: { canSubmit: (_, { values: v }) => canSubmit(v) } }) : machine;
    return createActor(provided, { input: { values, successMessage, redirectDelayMs, redirectTo } });
  };
  const [actor, setActor] = useState(create);

  useEffect(() => {
    // A stopped actor cannot start again (React's strict mode runs effects twice): use a fresh one.
    if (actor.getSnapshot().status === 'stopped') {
      setActor(create);
      return;
    }
    const forwarding = forwardNotifications(actor, notifications);
    let wasSubmitting = false;
    let told = false;
    const subscription = actor.subscribe((snapshot) => {
      const submitting = snapshot.matches('submitting');
      if (submitting && !wasSubmitting) overlay.open(latest.current.busyLabel ?? 'Saving…');
      if (!submitting && wasSubmitting) overlay.close();
      wasSubmitting = submitting;
      if (snapshot.matches('succeeded') && !told) {
        told = true;
        latest.current.onSucceeded?.(snapshot.context.result as TResult);
      }
      if (snapshot.status === 'done') {
        latest.current.onDone?.(snapshot.output);
        setActor(create);
      }
    });
    actor.start();
    return () => {
      subscription.unsubscribe();
      forwarding.unsubscribe();
      if (wasSubmitting) overlay.close();
      actor.stop();
    };
    // `create` reads the latest options through the ref; a new actor comes only from `done` (or a stop).
  }, [actor, notifications, overlay]);

  return actor;
}
