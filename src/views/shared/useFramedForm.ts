// The fields of a form built on FormFrame (class, subject): the values as typed, the message beside each field, and
// the submit that shows the form's own messages and hands the values to the formSubmission actor. The actor's
// `canSubmit` decides whether they go to the server, so the values go even when the check fails: that is how the
// machine shows its 'Validation failed…' message.
import { useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { fieldErrorsOf, type FieldErrors } from '../../lib/validation';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { fieldMessage } from './FormFrame';
import { useSubmission } from './useSubmission';

export function useFramedForm<Values extends Record<string, unknown>>(actor: FormSubmissionActor, initialValues: Values, schema: ZodMiniType) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, fieldErrors } = useSubmission(actor);
  /** A field's change handler; the field's own message goes until the next submit checks it again. */
  const set =
    <Field extends keyof Values & string>(field: Field) =>
    (value: Values[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
    };
  const message = (field: keyof Values & string) => fieldMessage(field, errors, fieldErrors);
  /** Checks the fields and sends them, with what the form submits beyond them (the subject's topics). */
  const submit = (extra?: Record<string, unknown>) => {
    setErrors(fieldErrorsOf(schema, values));
    actor.send({ type: 'form.submit', values: { ...values, ...extra } });
  };
  return { values, busy, set, message, submit };
}
