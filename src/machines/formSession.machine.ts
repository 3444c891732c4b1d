// A form used again and again: one formSubmission actor at a time (`submission`), and when it ends (its redirect delay
// over, DESIGN "Forms") a fresh one in its place, started from the form's input as it is then (the values a save
// reloaded, say). It lives as long as the form's view; useFormSubmission holds it.
import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { formSubmission, formSubmissionMachine, type FormCall, type FormSubmissionActor, type FormSubmissionInput, type FormValues } from './formSubmission.machine';

export type FormSessionInput = {
  /** The input of the next submission actor, read as each one starts. */
  inputOf: () => FormSubmissionInput;
};

export const formSessionMachine = setup({
  types: {
    context: {} as FormSessionInput,
    input: {} as FormSessionInput,
  },
  actors: {
    /** The form's submission; `formSession(submit)` provides the one that does the form's call. */
    submission: formSubmissionMachine,
  },
}).createMachine({
  id: 'formSession',
  context: ({ input }) => ({ inputOf: input.inputOf }),
  initial: 'open',
  states: {
    /** A submission under way or waiting; when it is done, the state is entered again, which starts a fresh one. */
    open: {
      invoke: { id: 'submission', src: 'submission', input: ({ context }) => context.inputOf(), onDone: { target: 'open', reenter: true } },
    },
  },
});

/** The machine with the submission doing the given call. */
export function formSession<TValues extends FormValues, TResult>(submit: FormCall<TValues, TResult>) {
  return formSessionMachine.provide({ actors: { submission: formSubmission(submit) } });
}

export type FormSessionActor = ActorRefFrom<typeof formSessionMachine>;
export type FormSessionSnapshot = SnapshotFrom<typeof formSessionMachine>;

/** The submission actor of the form now. */
export const submissionOf = (snapshot: FormSessionSnapshot) => snapshot.children.submission as FormSubmissionActor;
