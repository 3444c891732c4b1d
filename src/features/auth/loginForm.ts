// The sign-in form's rule: both fields filled in (the server judges the rest). A plain check rather than a zod schema:
// sign-in is the first page most visits open, and this keeps zod out of what it downloads.
import { validationMessages as m } from '../../lib/messages';
import type { FieldErrors } from '../../lib/validation';

export type LoginValues = { email: string; password: string };

/** The message for each field that fails; empty when the form may be sent. */
export function loginErrorsOf(values: LoginValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.email.trim() === '') errors.email = m.required;
  if (values.password === '') errors.password = m.passwordRequired;
  return errors;
}
