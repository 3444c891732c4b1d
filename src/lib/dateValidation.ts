// The date rules of SPEC section 5, apart from validation.ts because they need dayjs, which the sign-in page does not.
import { z } from 'zod/mini';
import { isFutureDay, isPastDay, parseDate } from './date';
import { validationMessages as m } from './messages';
import { text } from './validation';

/** A calendar date typed or picked as YYYY-MM-DD (or anything dayjs reads). */
export const dateSchema = text().check(
  z.refine((value: string) => parseDate(value) !== null, {
    error: m.dateInvalid,
  }),
);

/** Date of birth: a valid date, not in the future. */
export const dobSchema = dateSchema.check(z.refine((value: string) => !isFutureDay(value), { error: m.dobInFuture }));

/** A date picker limited to today and later dates. */
export const futureDateSchema = dateSchema.check(z.refine((value: string) => !isPastDay(value), { error: m.dateInPast }));
