// Rules on values that more than one resource applies: names, optional text, class arms, places, dates, periods and
// search filters.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldedText } from '../db/folding';
import { badRequest } from '../errors';
import { findLocalGovernment, findState, nearestLocalGovernment, nearestState } from '../reference/nigeria';

/**
 * A name-like value, trimmed and in Unicode NFC (an accent typed as its own mark or with its letter is one name):
 * SPEC section 5 wants more than 2 characters, and spaces do not count.
 */
export function nameOf(value: string, field: string): string {
  const name = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name.length <= 2) throw badRequest('This field must be more than 2 characters', field);
  return name;
}

/**
 * A name as two spellings of the same one compare: accents and case set aside, one space between words, so "Ọlámídé
 * Adébáyọ̀" and "olamide  adebayo" are one name. Only for comparing: a name is stored as it was written.
 */
export const foldedName = (name: string) => foldedText(name).trim().replace(/\s+/g, ' ');

/** Optional free text (a middle name, an address): blank is no value; stored in Unicode NFC, as names are. */
export const textOrNull = (value: string | null | undefined) => value?.normalize('NFC').trim() || null;

/** Class arms, trimmed, each different from the others (A and a are the same arm). */
export function armsOf(arms: string[], field: string): string[] {
  const seen = new Set<string>();
  return arms.map((arm, index) => {
    const trimmed = arm.trim();
    if (!trimmed) throw badRequest('This Field is required', `${field}.${index}`);
    if (seen.has(trimmed.toLowerCase())) throw badRequest(`The arm ${trimmed} is listed twice`, `${field}.${index}`);
    seen.add(trimmed.toLowerCase());
    return trimmed;
  });
}

/** A point of the address widget: the contract bounds both numbers by 180, but a latitude lies within ±90. */
export function geoPointOf(point: { coordinates: number[] }, field: string): { coordinates: number[] } {
  const [latitude] = point.coordinates;
  if (latitude === undefined || Math.abs(latitude) > 90) throw badRequest('The latitude must lie between -90 and 90', `${field}.coordinates.0`);
  return { coordinates: [...point.coordinates] };
}

const didYouMean = (nearest: string | undefined) => (nearest ? ` Did you mean "${nearest}"?` : '');

/**
 * A state of Nigeria and a local government of it, as the reference data spells them (any case, spacing or "State"
 * suffix is the same place); a misspelt one is refused naming its field and the name it most likely means ('Lagoss is
 * not a state of Nigeria. Did you mean "Lagos"?'), and a local government needs its state.
 */
export function nigerianPlaceOf(state: string | null, localGovernment: string | null, fields: { state: string; localGovernment: string }) {
  const found = state ? findState(state) : undefined;
  if (state && !found) throw badRequest(`${state} is not a state of Nigeria.${didYouMean(nearestState(state))}`, fields.state);
  if (!localGovernment) return { state: found?.name ?? null, localGovernment: null };
  if (!found) throw badRequest('State is required', fields.state);
  const lga = findLocalGovernment(found.name, localGovernment);
  if (!lga) throw badRequest(`${localGovernment} is not a local government of ${found.name}.${didYouMean(nearestLocalGovernment(found.name, localGovernment))}`, fields.localGovernment);
  return { state: found.name, localGovernment: lga };
}

/** Dates as the specification displays them: DD-MM-YYYY. */
export const displayDate = (date: string) => date.split('-').reverse().join('-');

export type Period = { startDate: string; endDate: string };
export const overlaps = (a: Period, b: Period) => a.startDate <= b.endDate && b.startDate <= a.endDate;
export const span = (period: Period) => `${displayDate(period.startDate)} to ${displayDate(period.endDate)}`;

/**
 * The end must come after the start (or on the same day, for a one-day event). The message names the date the
 * caller changed: the end date when it was sent, else the start date.
 */
export function checkDateOrder(period: Period, sent: { endDate?: string }, sameDayAllowed = false, prefix = '') {
  if (period.endDate > period.startDate || (sameDayAllowed && period.endDate === period.startDate)) return;
  const field = `${prefix}${sent.endDate !== undefined ? 'endDate' : 'startDate'}`;
  throw badRequest(sameDayAllowed ? 'The end date cannot be before the start date' : 'The end date must be after the start date', field);
}

/** A search's date filters: either may be left open, but the end cannot come before the start (400 naming `endDate`). */
export function checkSearchPeriod({ startDate, endDate }: { startDate?: string; endDate?: string }) {
  if (startDate && endDate && endDate < startDate) throw badRequest('The end date cannot be before the start date', 'endDate');
}

/** Session names are two consecutive years, such as 2026/2027. */
export function checkSessionName(name: string) {
  const [first, second] = name.split('/').map(Number);
  if (first === undefined || second !== first + 1) throw badRequest('A session runs over two consecutive years, such as 2026/2027', 'name');
}

/** The same name, whatever its case. */
export const sameName = (column: PgColumn, name: string) => sql`lower(${column}) = ${name.toLowerCase()}`;

/** `%`, `_` and `\\` match themselves in a search term. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search term as the folded search texts are matched against it (db/folding.ts); none when it is blank. */
export const searchTermOf = (searchTerm: string | undefined) => (searchTerm ? foldedText(searchTerm.trim()) || undefined : undefined);

/** `text` holds the term (from searchTermOf), or no condition without one. */
export const holdsTerm = (text: PgColumn | SQL, term: string | undefined) => (term ? sql`${text} like ${likePattern(term)}` : undefined);

/** A search's list filter: any of the values, or no condition when none is given. */
export const anyOf = (column: PgColumn, values: readonly string[] | undefined) => (values?.length ? inArray(column, [...values]) : undefined);

/**
 * `expression = any(values)` with the values as one text[] parameter: a sheet's 10,000 emails as 10,000 parameters
 * of an IN list made the embedded database plan (and hold in memory, for good) each of them.
 */
export const inTextArray = (expression: PgColumn | SQL, values: readonly string[]) =>
  sql`${expression} = any(${`{${values.map((value) => `"${value.replace(/[\\"]/g, (special) => `\\${special}`)}"`).join(',')}}`}::text[])`;

/** `column = any(ids)` with the ids as one uuid[] parameter, as inTextArray does for text. */
export const inIdArray = (column: PgColumn, ids: readonly string[]) => sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;

/** A search's list of place names, as people type them: any case, any surrounding spaces. */
export const anyPlaceOf = (column: PgColumn, values: readonly string[] | undefined) =>
  values?.length ? inArray(sql`lower(${column})`, values.map((value) => value.trim().toLowerCase())) : undefined;
