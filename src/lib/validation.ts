// The form rules of SPEC section 5 as zod schemas. zod runs only at the edges (forms, search params); request and
// response types come from the generated contract types. Each rule reports its first problem only, so a field shows
// one message at a time ('This Field is required' before 'E-mail must be valid').
import { z } from 'zod';
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
import { isFutureDay, isPastDay, parseDate } from './date';
import { validationMessages as m } from './messages';

/** Lowercase, uppercase, digit and special character, 8 or more (the same pattern as the contract's `Password`). */
export const passwordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,}$/;
export const phoneNumberPattern = new RegExp(`^[0-9]{${phoneDigits}}$`);
export const usernamePattern = /^[A-Za-z0-9._-]+$/;
export const otpPattern = new RegExp(`^[0-9]{${otpLength}}$`);

const text = (required: string = m.required) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true });

/** Any required field. */
export const requiredText = text();

/** A required email address. */
export const emailSchema = text().pipe(z.email({ error: m.emailInvalid }));

/** A password that follows the rule of section 5 (new passwords). */
export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .regex(passwordPattern, { error: m.passwordRule });

/** The password typed at sign-in: only required, the server judges it. */
export const loginPasswordSchema = z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired });

/** The last ten digits of a Nigerian phone number. */
export const phoneDigitsSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .regex(phoneNumberPattern, { error: m.phoneDigits });

/** A phone number as the contract has it: `{ code: '+234', number: '0123456789' }`. */
export const phoneNumberSchema = z.object({
  code: z.literal(phoneCode, { error: m.phoneDigits }),
  number: phoneDigitsSchema,
});

/** Names and other name-like fields: required and more than 2 characters. */
export const nameSchema = text().pipe(z.string().min(nameMinExclusive + 1, { error: m.nameTooShort }));

/** An optional name (middle name): empty is fine, anything typed must still be more than 2 characters. */
export const optionalNameSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || value.length > nameMinExclusive, { error: m.nameTooShort });

/** A username: required, more than 5 characters, letters, digits, dot, underscore and hyphen. */
export const usernameSchema = text(m.usernameRequired)
  .pipe(z.string().min(usernameMinExclusive + 1, { error: m.usernameTooShort, abort: true }))
  .pipe(z.string().regex(usernamePattern, { error: m.usernameCharacters }));

/** A percentage from 0 to 100 (marks and assessment weights). */
export const percentageSchema = z
  .number({ error: m.percentage })
  .min(percentMin, { error: m.percentage })
  .max(percentMax, { error: m.percentage });

/** A district name: required, more than 2 and under 15 characters. */
export const districtNameSchema = text()
  .pipe(z.string().min(nameMinExclusive + 1, { error: m.nameTooShort, abort: true }))
  .pipe(z.string().max(districtNameMaxExclusive - 1, { error: m.districtNameTooLong }));

export const stateSchema = text(m.stateRequired);
export const localGovernmentSchema = text(m.localGovernmentRequired);

/** The six-digit password reset code. */
export const otpSchema = text().pipe(z.string().regex(otpPattern, { error: m.codeDigits }));

/** A calendar date typed or picked as YYYY-MM-DD (or anything dayjs reads). */
export const dateSchema = text().refine((value) => parseDate(value) !== null, { error: m.dateInvalid });

/** Date of birth: a valid date, not in the future. */
export const dobSchema = dateSchema.refine((value) => !isFutureDay(value), { error: m.dobInFuture });

/** A date picker limited to today and later dates. */
export const futureDateSchema = dateSchema.refine((value) => !isPastDay(value), { error: m.dateInPast });

/** Sign-in: an email or a username, and a password. */
export const loginSchema = z.object({
  email: requiredText,
  password: loginPasswordSchema,
});

/** A new password typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { error: m.passwordsDiffer, path: ['confirmPassword'] });

/** Step 2 of the password reset: the code and the new password twice. */
export const resetPasswordFormSchema = z
  .object({ code: otpSchema, password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { error: m.passwordsDiffer, path: ['confirmPassword'] });

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
  .refine((value) => value.password === value.confirmPassword, { error: m.passwordsDiffer, path: ['confirmPassword'] });

/** One row of the Configure Grades form. */
export const gradeRowSchema = z
  .object({
    gradeLabel: requiredText,
    remark: requiredText,
    minimumMark: percentageSchema,
    maximumMark: percentageSchema,
  })
  .refine((row) => row.minimumMark <= row.maximumMark, { error: m.minimumAboveMaximum, path: ['minimumMark'] });

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

export type FieldErrors = Record<string, string>;

/**
 * The first message for each field that fails, keyed by its dotted path (`phoneNumber.number`, `grades.0.remark`).
 * An empty object means the value is valid.
 */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message a single value gets from a rule, or null when it passes. */
export function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? m.formInvalid);
}
