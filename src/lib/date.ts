// Dates as the product shows them (DD-MM-YYYY) and as the contract sends them (YYYY-MM-DD).
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { dateDisplayFormat } from './constants';

/** The contract's date format. */
export const apiDateFormat = 'YYYY-MM-DD';
const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** A valid dayjs for the value, or null (empty, unparseable). */
export function parseDate(value: ConfigType): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  // dayjs rolls 2025-02-30 over into March; a calendar date must name a real day.
  if (typeof value === 'string' && calendarDate.test(value) && parsed.format(apiDateFormat) !== value) return null;
  return parsed;
}

/** DD-MM-YYYY, or '' when there is no valid date. */
export function formatDate(value: ConfigType): string {
  return parseDate(value)?.format(dateDisplayFormat) ?? '';
}

/** The drawer clock's time, such as `9:05:07 AM`. */
export function formatClockTime(value: ConfigType): string {
  return parseDate(value)?.format('h:mm:ss A') ?? '';
}

/** The drawer clock's date, such as `Monday, 12-05-2025`. */
export function formatClockDate(value: ConfigType): string {
  return parseDate(value)?.format(`dddd, ${dateDisplayFormat}`) ?? '';
}

/** YYYY-MM-DD for request bodies and query strings, or '' when there is no valid date. */
export function toApiDate(value: ConfigType): string {
  return parseDate(value)?.format(apiDateFormat) ?? '';
}

/** Whether the day of `value` is after today (`now` for tests). */
export function isFutureDay(value: ConfigType, now: ConfigType = undefined): boolean {
  const day = parseDate(value);
  return day !== null && day.isAfter(dayjs(now), 'day');
}

/** Whether the day of `value` is before today (`now` for tests). */
export function isPastDay(value: ConfigType, now: ConfigType = undefined): boolean {
  const day = parseDate(value);
  return day !== null && day.isBefore(dayjs(now), 'day');
}
