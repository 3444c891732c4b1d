// A form's submit flow for a view: a formSubmission actor for the form a resource describes, its success message sent
// to the notifications, the loading overlay shown while it submits, and `onSucceeded` told the answer as soon as it
// comes. The machine ends (`done`) after its redirect delay; a fresh actor then takes its place, so the form can be
// used again.
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import {
  formSubmission,
  type FormDescription,
  type FormSubmissionActor,
  type FormSubmissionOutput,
  type FormValues,
} from '../machines/formSubmission.machine';
import { forwardNotifications } from '../machines/notifications.machine';
import { useAppServices } from '../services/AppServices';

export type FormSubmissionOptions<TValues extends FormValues, TResult> = FormDescription<TValues, TResult> & {
  /** What the busy overlay says. */
  busyLabel?: string;
  onSucceeded?: (result: TResult) => void;
  onDone?: (output: FormSubmissionOutput) => void;
};

/**
 * What a form's actor outlives renders with: the options of the latest render, for what runs later (the call, the
 * callbacks) to read, and the actor's stop, put off until the effect that let go of it is not run again at once (React's
 * strict mode stops and restarts every effect once, and a stopped actor cannot start again).
 */
class FormActorKeeper<TValues extends FormValues, TResult> {
  private pendingStop: FormSubmissionActor | null = null;

  constructor(private options: FormSubmissionOptions<TValues, TResult>) {}

  get current(): FormSubmissionOptions<TValues, TResult> {
    return this.options;
  }

  update(options: FormSubmissionOptions<TValues, TResult>): void {
    this.options = options;
  }

  /**
   * A formSubmission actor for the current options. Its call reads the options when it runs, so a re-render's newer
   * call is the one sent; the values, rules and messages are the ones the actor started with.
   */
  createActor(): FormSubmissionActor {
    const { submit: _submit, busyLabel: _busyLabel, onSucceeded: _onSucceeded, onDone: _onDone, ...input } = this.options;
    return createActor(
      formSubmission<TValues, TResult>((values, call) => this.options.submit(values, call)),
      { input },
    );
  }

  /** Starts the actor, or keeps it going when its effect runs again. */
  hold(actor: FormSubmissionActor): void {
    if (this.pendingStop === actor) this.pendingStop = null;
    actor.start();
  }

  /** Stops the actor unless its effect takes it back before the next microtask. */
  release(actor: FormSubmissionActor): void {
    this.pendingStop = actor;
    queueMicrotask(() => {
      if (this.pendingStop !== actor) return;
      this.pendingStop = null;
      actor.stop();
    });
  }
}

export function useFormSubmission<TValues extends FormValues, TResult>(
  options: FormSubmissionOptions<TValues, TResult>,
): FormSubmissionActor {
  const { notifications, overlay } = useAppServices();
  const [keeper] = useState(() => new FormActorKeeper(options));
  useEffect(() => {
    keeper.update(options);
  });
  const [actor, setActor] = useState(() => keeper.createActor());

  useEffect(() => {
    const forwarding = forwardNotifications(actor, notifications);
    let wasSubmitting = false;
    let told = false;
    const subscription = actor.subscribe((snapshot) => {
      const submitting = snapshot.matches('submitting');
      if (submitting && !wasSubmitting) overlay.open(keeper.current.busyLabel ?? 'Saving…');
      if (!submitting && wasSubmitting) overlay.close();
      wasSubmitting = submitting;
      if (snapshot.matches('succeeded') && !told) {
        told = true;
        keeper.current.onSucceeded?.(snapshot.context.result as TResult);
      }
      if (snapshot.status === 'done') {
        keeper.current.onDone?.(snapshot.output);
        setActor(keeper.createActor());
      }
    });
    keeper.hold(actor);
    return () => {
      subscription.unsubscribe();
      forwarding.unsubscribe();
      if (wasSubmitting) overlay.close();
      keeper.release(actor);
    };
  }, [actor, keeper, notifications, overlay]);

  return actor;
}
