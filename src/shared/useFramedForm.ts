// The fields of a form built on FormFrame: the values as the formSubmission actor holds them (so what was typed
// survives a re-render or a remount of the view), the message beside each field, and the submit. The actor applies
// the form's schema and maps the server's field errors (src/machines/formSubmission.machine.ts): a view only shows.
import { useSelector } from '@xstate/react';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import { useSubmission } from './useSubmission';

/** What a field spreads onto its `src/ui` control to show its message. */
export type FieldMessage = { isInvalid: boolean; errorMessage: string | undefined };

export function useFramedForm<Values extends Record<string, unknown>>(actor: FormSubmissionActor) {
  const values = useSelector(actor, (s) => s.context.values) as Values;
  const { busy, fieldErrors } = useSubmission(actor);
  /** A field's change handler. */
  const set =
    <Field extends keyof Values & string>(field: Field) =>
    (value: Values[Field]) =>
      actor.send({ type: 'form.changed', values: { [field]: value } });
  /** The field's message, or the first about a part of it (`phoneNumber.number` for `phoneNumber`). */
  const message = (field: keyof Values & string): FieldMessage => {
    const errorMessage = fieldErrors[field] ?? Object.entries(fieldErrors).find(([path]) => path.startsWith(`${field}.`))?.[1];
    return { isInvalid: errorMessage !== undefined, errorMessage };
  };
  /** Sends the values, with what the form submits beyond its fields (the subject's topics). */
  const submit = (extra?: Record<string, unknown>) => actor.send({ type: 'form.submit', values: extra });
  return { values, busy, set, message, submit };
}
