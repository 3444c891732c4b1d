// A form filled in steps (staff creation: personal and employment details, then the rest). The formSubmission actor
// holds the values and sends them; this machine owns the steps. Next checks the step's own rules (and what other
// actors say about its fields, such as 'Email already taken') and refuses to leave a step with problems: each field's
// message goes beside it, and the view moves the focus to the first. Back keeps everything typed. Every change is kept
// as the tab's draft (sessionStorage), so a reload comes back to the same step with the same values; the draft goes
// once the form is sent or started over.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import { dropDraft, writeDraft, type DraftStorage } from '../../lib/formDraft';
import { fieldErrorsOf, type FieldErrors } from '../../lib/validation';
import type { FormValues } from '../../machines/formSubmission.machine';

export type FormStep = {
  title: string;
  /** The values this step shows, in the order it shows them (the first with a problem gets the focus). */
  fields: readonly string[];
  /** The step's rules, checked on Next. */
  schema: ZodMiniType;
};

export type FormStepsInput = {
  steps: readonly FormStep[];
  values: FormValues;
  /** The step a kept draft was on. */
  step?: number;
  /** Where the draft is kept for the tab; null keeps none. */
  draftKey: string | null;
  /** Whether the values came from a draft kept before a reload (the view says so, with a way to start over). */
  restored?: boolean;
};

export type FormStepsContext = Required<Omit<FormStepsInput, 'draftKey'>> & {
  draftKey: string | null;
  /** The problems that kept the step from being left, keyed by field. */
  fieldErrors: FieldErrors;
  /** Counts refusals, so the view moves the focus again on each. */
  refusals: number;
};

export type FormStepsEvent =
  /** Values changed (the same change the form actor got). */
  | { type: 'steps.edited'; values: FormValues }
  /** Next, with what other actors say is wrong with fields (uniqueness). */
  | { type: 'steps.next'; problems?: FieldErrors }
  | { type: 'steps.back' }
  /** Everything typed goes; back to the first step with these values. */
  | { type: 'steps.startedOver'; values: FormValues }
  /** The form's own check or the server refused fields (a taken email found on submit): to the step that shows them. */
  | { type: 'steps.refused'; fieldErrors: FieldErrors }
  /** The form was sent: the draft has done its work. */
  | { type: 'steps.finished' };

/** What stops a step being left: its rules' messages, and other actors' problems with its fields. */
function problemsOf(context: FormStepsContext, problems: FieldErrors = {}): FieldErrors {
  const step = context.steps[context.step];
  if (!step) return {};
  const errors: FieldErrors = {};
  const found = { ...fieldErrorsOf(step.schema, context.values), ...problems };
  for (const field of step.fields) {
    const message = found[field] ?? Object.entries(found).find(([path]) => path.startsWith(`${field}.`))?.[1];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first step showing one of `fieldErrors`' fields, with the messages it shows; null when none does. */
function stepShowing(steps: readonly FormStep[], fieldErrors: FieldErrors = {}): { step: number; fieldErrors: FieldErrors } | null {
  for (const [index, step] of steps.entries()) {
    const shown = Object.fromEntries(
      step.fields.flatMap((field) => {
        const message = fieldErrors[field] ?? Object.entries(fieldErrors).find(([path]) => path.startsWith(`${field}.`))?.[1];
        return message ? [[field, message]] : [];
      }),
    );
    if (Object.keys(shown).length > 0) return { step: index, fieldErrors: shown };
  }
  return null;
}

const problemsOfEvent = ({ context, event }: { context: FormStepsContext; event: FormStepsEvent }) =>
  problemsOf(context, event.type === 'steps.next' ? event.problems : undefined);

export const formStepsMachine = setup({
  types: {
    context: {} as FormStepsContext,
    events: {} as FormStepsEvent,
    input: {} as FormStepsInput,
    tags: {} as 'error',
  },
  actions: {
    mergeValues: assign(({ context, event }) => {
      if (event.type !== 'steps.edited') return {};
      const fieldErrors = { ...context.fieldErrors };
      for (const field of Object.keys(event.values)) delete fieldErrors[field];
      return { values: { ...context.values, ...event.values }, fieldErrors };
    }),
    showProblems: assign(({ context }, params: { problems: FieldErrors }) => ({
      fieldErrors: params.problems,
      refusals: context.refusals + 1,
    })),
    showRefusal: assign(({ context }, params: { step: number; fieldErrors: FieldErrors }) => ({
      step: params.step,
      fieldErrors: params.fieldErrors,
      refusals: context.refusals + 1,
    })),
    toNextStep: assign(({ context }) => ({ step: context.step + 1, fieldErrors: {} })),
    toPreviousStep: assign(({ context }) => ({ step: context.step - 1, fieldErrors: {} })),
    startOver: assign(({ event }) => ({
      values: event.type === 'steps.startedOver' ? event.values : {},
      step: 0,
      fieldErrors: {},
      restored: false,
    })),
    /** The tab's sessionStorage keeps the draft (a side effect: tests and stories provide their own). */
    saveDraft: ({ context }) => {
      if (context.draftKey) writeDraft(sessionStorage as DraftStorage, context.draftKey, { step: context.step, values: context.values });
    },
    discardDraft: ({ context }) => {
      if (context.draftKey) dropDraft(sessionStorage, context.draftKey);
    },
  },
  guards: {
    isShownOnAStep: (_, params: { refusal: ReturnType<typeof stepShowing> }) => params.refusal !== null,
    hasProblems: (_, params: { problems: FieldErrors }) => Object.keys(params.problems).length > 0,
    isLastStep: ({ context }) => context.step >= context.steps.length - 1,
    isFirstStep: ({ context }) => context.step === 0,
  },
}).createMachine({
  id: 'formSteps',
  context: ({ input }) => ({
    steps: input.steps,
    values: input.values,
    step: Math.min(Math.max(input.step ?? 0, 0), input.steps.length - 1),
    draftKey: input.draftKey,
    restored: input.restored ?? false,
    fieldErrors: {},
    refusals: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'ready',
      on: {
        'steps.edited': { actions: ['mergeValues', 'saveDraft'] },
        'steps.next': [
          { guard: 'isLastStep' },
          {
            guard: { type: 'hasProblems', params: ({ context, event }) => ({ problems: problemsOfEvent({ context, event }) }) },
            target: '.invalid',
            actions: { type: 'showProblems', params: ({ context, event }) => ({ problems: problemsOfEvent({ context, event }) }) },
          },
          { target: '.ready', actions: ['toNextStep', 'saveDraft'] },
        ],
        'steps.back': [{ guard: 'isFirstStep' }, { target: '.ready', actions: ['toPreviousStep', 'saveDraft'] }],
        'steps.refused': {
          guard: { type: 'isShownOnAStep', params: ({ context, event }) => ({ refusal: stepShowing(context.steps, event.fieldErrors) }) },
          target: '.invalid',
          actions: {
            type: 'showRefusal',
            params: ({ context, event }) => stepShowing(context.steps, event.fieldErrors) ?? { step: context.step, fieldErrors: {} },
          },
        },
        'steps.startedOver': { target: '.ready', actions: ['startOver', 'discardDraft'] },
        'steps.finished': { target: 'finished', actions: 'discardDraft' },
      },
      states: {
        ready: {},
        /** Next refused: the step's problems beside its fields. */
        invalid: { tags: 'error' },
      },
    },
    finished: { type: 'final' },
  },
});

export type FormStepsActor = ActorRefFrom<typeof formStepsMachine>;
export type FormStepsSnapshot = SnapshotFrom<typeof formStepsMachine>;
