// A form's submit flow for a view: a formSubmission actor for the form a resource describes, its success message sent
// to the notifications, the loading overlay shown while it submits, and `onSucceeded` told the answer as soon as it
// comes. The actors are @xstate/react's to start and stop (useActorRef, through React's strict mode too): a formSession
// actor for as long as the view, which puts a fresh formSubmission actor in place of one that ends (`done`, after its
// redirect delay), so the form can be used again.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { formSession, submissionOf } from '../machines/formSession.machine';
import type { FormDescription, FormSubmissionActor, FormSubmissionOutput, FormValues } from '../machines/formSubmission.machine';
import { forwardNotifications } from '../machines/notifications.machine';
import { useAppServices } from '../services/AppServices';

export type FormSubmissionOptions<TValues extends FormValues, TResult> = FormDescription<TValues, TResult> & {
  /** What the busy overlay says. */
  busyLabel?: string;
  onSucceeded?: (result: TResult) => void;
  onDone?: (output: FormSubmissionOutput) => void;
};

/** What a submission actor starts from: the options without the call and the callbacks. */
function inputOf<TValues extends FormValues, TResult>(options: FormSubmissionOptions<TValues, TResult>) {
  const { submit: _submit, busyLabel: _busyLabel, onSucceeded: _onSucceeded, onDone: _onDone, ...input } = options;
  return input;
}

/**
 * The options of the latest render, for what runs later: the call (a re-render's newer call is the one sent), the
 * callbacks, and the input of the next submission actor.
 */
class Latest<T> {
  constructor(private options: T) {}

  get current(): T {
    return this.options;
  }

  update(options: T): void {
    this.options = options;
  }
}

export function useFormSubmission<TValues extends FormValues, TResult>(
  options: FormSubmissionOptions<TValues, TResult>,
): FormSubmissionActor {
  const { notifications, overlay } = useAppServices();
  const [latest] = useState(() => new Latest(options));
  useEffect(() => latest.update(options));
  const [logic] = useState(() => formSession<TValues, TResult>((values, call) => latest.current.submit(values, call)));
  const session = useActorRef(logic, { input: { inputOf: () => inputOf(latest.current) } });
  const actor = useSelector(session, submissionOf);

  useEffect(() => {
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
      if (snapshot.status === 'done') latest.current.onDone?.(snapshot.output);
    });
    return () => {
      subscription.unsubscribe();
      forwarding.unsubscribe();
      if (wasSubmitting) overlay.close();
    };
  }, [actor, latest, notifications, overlay]);

  return actor;
}
