// What a sheet's rows with an Id (a download of the portal's, edited) change: the fields an import may change, each
// compared as it will be stored, and the changes as the review lists them, each a column's value before and after as
// the sheet writes it.
import { HttpError, badRequest } from '../errors';
import type { SheetRow } from '../services/sheetImport';
import { idColumn } from '../services/sheetImport';
import type { FieldChange, UpdateAction } from '../services/uploadBatches';
import { normalizeName } from '../reference/nigeria';
import { displayDate } from './values';

/** A field an update may change: its column's heading and how its value reads in a sheet. */
export type UpdatableField = { field: string; column: string; kind?: 'date' | 'phone' | 'reference' };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Id of a row, if it has one; one that is no id of the portal's is the row's error. */
export function rowIdOf(row: SheetRow): { id?: string; error?: HttpError } {
  const id = row.cells[idColumn.header];
  if (id === undefined) return {};
  return uuid.test(id) ? { id: id.toLowerCase() } : { error: badRequest('This is not an Id the portal gave: leave it as the download wrote it, or blank for someone new', 'id') };
}

/**
 * Whether a row with an Id is refused: one naming no one the caller may reach (404) always; one naming someone the
 * caller may not change (403) only where it changes them, since a download sent back as it was holds everyone the
 * uploader can see and those rows change no one.
 */
export function refusedRow(refusal: HttpError | undefined, record: unknown, changes: () => boolean): refusal is HttpError {
  return refusal !== undefined && (refusal.statusCode === 404 || !record || changes());
}

/** Why a row may not change the person its Id names (403), or names no one the caller may reach (404): said at its Id. */
export const idRefusal = (status: 403 | 404, message: string) => new HttpError(status, message, status === 403 ? 'FORBIDDEN' : 'NOT_FOUND', [{ field: 'id', message }]);

/** A stored value as a sheet writes it: a date DD-MM-YYYY, a phone number with +234, none as ''. */
function sheetTextOf(value: unknown, kind: UpdatableField['kind'], names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'date') return displayDate(String(value));
  if (kind === 'phone') return `+234${typeof value === 'object' && value && 'number' in value ? String(value.number) : String(value)}`;
  if (kind === 'reference') return names.get(String(value)) ?? String(value);
  return String(value);
}

/** Two stored values the same: a phone number by its digits. */
const comparable = (value: unknown) =>
  value === undefined || value === '' ? null : typeof value === 'object' && value && 'number' in value ? String(value.number) : value;

/**
 * A country, state or local government compared as the same place whatever its spelling's case and punctuation:
 * the importer writes a place as the reference list spells it ("Eti Osa"), and a record may hold another spelling of
 * it ("Eti-Osa"), which is no change.
 */
const samePlace = (field: string, a: unknown, b: unknown) =>
  /^(countryOf|stateOf|localGovernmentOf)/.test(field) && typeof a === 'string' && typeof b === 'string' && normalizeName(a) === normalizeName(b);

/**
 * What `next` (a row's values, as they will be stored) changes of `current` (the record): the values to set, the
 * record's values the upload saw, and each change for the review; none when the row is the record already. `names`
 * turns a reference (a class's id) into the name the sheet shows.
 */
export function updateOf(
  fields: readonly UpdatableField[],
  id: string,
  name: string,
  current: Record<string, unknown>,
  next: Record<string, unknown>,
  names: ReadonlyMap<string, string> = new Map(),
): UpdateAction | undefined {
  const set: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  const changes: FieldChange[] = [];
  for (const { field, column, kind } of fields) {
    if (!(field in next) || comparable(next[field]) === comparable(current[field]) || samePlace(field, next[field], current[field])) continue;
    set[field] = next[field] ?? null;
    before[field] = current[field] ?? null;
    changes.push({ column, before: sheetTextOf(current[field], kind, names), after: sheetTextOf(next[field], kind, names) });
  }
  return changes.length ? { id, name, set, before, changes } : undefined;
}

/** Whether a record still holds the values an update's upload saw: else someone changed it since. */
export const unchangedSince = (update: UpdateAction, current: Record<string, unknown>) =>
  Object.entries(update.before).every(([field, value]) => comparable(current[field]) === comparable(value) || JSON.stringify(current[field]) === JSON.stringify(value));
