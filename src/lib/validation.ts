// The form rules of SPEC section 5 as zod schemas. zod runs only at the edges (forms, search params); request and
// response types come from the generated contract types. Each rule reports its first problem only, so a field shows
// one message at a time ('This Field is required' before 'E-mail must be valid').
//
// zod/mini rather than classic zod: mini's functions tree-shake to a few KB, where classic's methods bring the whole
// library (about 24 KB gzip) into every page with a form. The date rules live in dateValidation.ts, so that a form
// without dates does not bring dayjs.
import { z, type ZodMiniType } from 'zod/mini';
import {
  districtNameMaxExclusive,
  nameMinExclusive,
  otpLength,
  percentMax,
  percentMin,
  phoneCode,
  phoneDigits,
  usernameMinExclusive,
} from './constants';
import { validationMessages as m } from './messages';

/** Lowercase, uppercase, digit and special character, 8 or more (the same pattern as the contract's `Password`). */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,}$/;
export const phoneNumberPattern = new RegExp(`^[0-9]{${phoneDigits}}$`);
export const usernamePattern = /^[A-Za-z0-9._-]+$/;
export const otpPattern = new RegExp(`^[0-9]{${otpLength}}$`);

/** Required text, trimmed; `required` is the message when it is missing or blank. */
export const text = (required: string = m.required) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }));

/** Any required field. */
export const requiredText = text();

/** A required email address. */
export const emailSchema = z.pipe(text(), z.email({ error: m.emailInvalid }));

/** A password that follows the rule of section 5 (new passwords). */
export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .check(z.minLength(1, { error: m.passwordRequired, abort: true }), z.regex(passwordPattern, { error: m.passwordRule }));

/** The last ten digits of a Nigerian phone number. */
export const phoneDigitsSchema = text().check(z.regex(phoneNumberPattern, { error: m.phoneDigits }));

/** A phone number as the contract has it: `{ code: '+234', number: '0123456789' }`. */
export const phoneNumberSchema = z.object({
  code: z.literal(phoneCode, { error: m.phoneDigits }),
  number: phoneDigitsSchema,
});

/** Names and other name-like fields: required and more than 2 characters. */
export const nameSchema = text().check(z.minLength(nameMinExclusive + 1, { error: m.nameTooShort }));

/** An optional name (middle name): empty is fine, anything typed must still be more than 2 characters. */
export const optionalNameSchema = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || value.length > nameMinExclusive, {
    error: m.nameTooShort,
  }),
);

/** A username: required, more than 5 characters, letters, digits, dot, underscore and hyphen. */
export const usernameSchema = text(m.usernameRequired).check(
  z.minLength(usernameMinExclusive + 1, {
    error: m.usernameTooShort,
    abort: true,
  }),
  z.regex(usernamePattern, { error: m.usernameCharacters }),
);

/** A percentage from 0 to 100 (marks and assessment weights). */
export const percentageSchema = z
  .number({ error: m.percentage })
  .check(z.gte(percentMin, { error: m.percentage }), z.lte(percentMax, { error: m.percentage }));

/** A district name: required, more than 2 and under 15 characters. */
export const districtNameSchema = text().check(
  z.minLength(nameMinExclusive + 1, { error: m.nameTooShort, abort: true }),
  z.maxLength(districtNameMaxExclusive - 1, { error: m.districtNameTooLong }),
);

export const stateSchema = text(m.stateRequired);
export const localGovernmentSchema = text(m.localGovernmentRequired);

/** The six-digit password reset code. */
export const otpSchema = text().check(z.regex(otpPattern, { error: m.codeDigits }));

/** The password typed a second time must match the first; the message goes beside the second. */
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((value) => value.password === value.confirmPassword, {
  error: m.passwordsDiffer,
  path: ['confirmPassword'],
});

/** A new password typed twice. */
export const newPasswordSchema = z.object({ password: passwordSchema, confirmPassword: z.string() }).check(passwordsMatch);

/** Step 2 of the password reset: the code and the new password twice. */
export const resetPasswordFormSchema = z
  .object({
    code: otpSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch);

/** The state-admin registration form. */
export const registrationSchema = z
  .object({
    stateName: stateSchema,
    title: requiredText,
    firstName: nameSchema,
    lastName: nameSchema,
    middleName: optionalNameSchema,
    email: emailSchema,
    username: usernameSchema,
    phoneNumber: phoneNumberSchema,
    gender: z.enum(['male', 'female'], { error: m.required }),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch);

/** One row of the Configure Grades form. */
export const gradeRowSchema = z
  .object({
    gradeLabel: requiredText,
    remark: requiredText,
    minimumMark: percentageSchema,
    maximumMark: percentageSchema,
  })
  .check(
    z.refine((row) => row.minimumMark <= row.maximumMark, {
      error: m.minimumAboveMaximum,
      path: ['minimumMark'],
    }),
  );

/** One row of the global assessment form. */
export const assessmentRowSchema = z.object({
  assessmentName: requiredText,
  mark: percentageSchema,
});

/** The district creation form (phone chips and emails are checked as they are added). */
export const districtFormSchema = z.object({
  name: districtNameSchema,
  country: requiredText,
  state: stateSchema,
  localGovernment: localGovernmentSchema,
  address: requiredText,
});

/** A phone chip may be added only with the code +234 and ten digits. */
export function isAddablePhoneChip(phone: { code: string; number: string }): boolean {
  return phoneNumberSchema.safeParse(phone).success;
}

// Kept apart (and re-exported here) so the form machine, which loads with the signed-in frame, brings no zod.
export { fieldErrorsOf, type FieldErrors } from './fieldErrors';

/** The first message a single value gets from a rule, or null when it passes. */
export function firstError(schema: ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? m.formInvalid);
}
