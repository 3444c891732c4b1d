// A schema's messages by field. Apart from validation.ts, whose rules are zod schemas made when it loads: the form
// machine needs only this, and it loads with the signed-in frame (the role switcher's form), which then takes no zod.
import type { ZodMiniType } from 'zod/mini';

export type FieldErrors = Record<string, string>;

/**
 * The first message for each field that fails, keyed by its dotted path (`phoneNumber.number`, `grades.0.remark`).
 * An empty object means the value is valid.
 */
export function fieldErrorsOf(schema: ZodMiniType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
