// Reading a spreadsheet of records to import (staff, students): the workbook's structure is checked first, so a file
// that cannot be read row by row is refused with a 400 saying why, then each row is checked against the contract's
// schema of the single create, whose messages (SPEC section 5) are the ones a failed create answers.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { Readable } from 'node:stream';
import addFormats from 'ajv-formats';
import { readSheet } from 'read-excel-file/node';
import { loadContract } from '../contract';
import { displayDate } from '../data/values';
import { HttpError, badRequest } from '../errors';
import { specMessages, validationDetails } from '../plugins/errors';
import { cutShortHeading, spreadsheetOf, workbookOf, type SpreadsheetColumn } from './spreadsheet';
import { firstUnplainCell, NotAWorkbook, unseenRows, workbookSheets, type WorkbookSheet } from './workbookParts';

/** How many rows below the header row one file may hold: a district's staff list, with room to spare. */
export const maxImportRows = 10_000;
/** How long an uploaded batch waits for `create-multiple` (the contract says 24 hours). */
export const batchLifetimeMs = 24 * 60 * 60 * 1000;
/** What a 10 MB workbook may unpack to; more is a zip bomb, not a spreadsheet. */
const maxUnpackedBytes = 256 * 1024 * 1024;

/**
 * A column of the template: its heading, the field of the single create's body it fills, and how a cell becomes that
 * field's value. `choices` names a contract enum matched whatever the case ('Male' is `male`); `lookup` columns hold
 * a name the import resolves itself (a district or school) and are not part of the body.
 */
export type ImportColumn = {
  header: string;
  field: string;
  required?: boolean;
  value?: 'text' | 'date' | 'phone' | 'lookup' | 'id';
  /** Formatted as text in the template, so what is typed stays as typed (a staff number, an admission number). */
  asText?: boolean;
  choices?: string;
  example: string;
};

export type RowError = { row: number; column: string; message: string };
/**
 * A row that says who it is the way someone already in the portal does (`existingId`), or an earlier row of the sheet
 * (`sameAsRow`): it is left out, neither created nor used to change anyone.
 */
export type RowDuplicate = { row: number; column: string; message: string; existingId?: string; sameAsRow?: number };
/** A row as uploaded: its spreadsheet row number and its cells by heading, as text (dates as YYYY-MM-DD). */
export type SheetRow = { row: number; cells: Record<string, string> };

const normalHeading = (heading: string) => heading.trim().replace(/\s+/g, ' ').toLowerCase();

/** The columns the failed rows add, which the upload of the fixed file leaves aside (normalHeading's form). */
const failedRowsHeadings = new Set(['errors', 'uploaded row']);

/**
 * Why a workbook cannot be imported, as the error's `code`, so a client can tell the user what kind of problem it is
 * (the contract lists them under `uploadStaff`).
 */
export type UnreadableReason = 'NOT_A_WORKBOOK' | 'EMPTY_SHEET' | 'UNKNOWN_HEADINGS' | 'UNREADABLE_CELLS' | 'TOO_MANY_ROWS';

const unreadable = (reason: UnreadableReason, message: string) => badRequest(message, 'file', reason);

type CellValue = string | number | boolean | Date | null | undefined;

const textOf = (value: CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return value.trim();
};

/** The note below a download's last row that the file was cut short (spreadsheet.ts's cutShortNote). */
const isCutShortNote = (cells: CellValue[]) => {
  const texts = cells.map(textOf).filter(Boolean);
  return texts.length === 1 && texts[0]?.startsWith(cutShortHeading);
};

/** What an upload read: its rows, the sheet they came from, and the rows of it left aside as its reader sees them. */
export type ImportSheet = { rows: SheetRow[]; sheet: string; hiddenRowCount: number; filteredRowCount: number; ignoredColumns: string[] };

/**
 * The column of a download that says whose a row is (`staffs.xlsx`, `students.xlsx`): a row with an id is an update of
 * that person. Not in the template, which is for new people.
 */
export const idColumn: ImportColumn = { header: 'Id', field: 'id', value: 'id', example: '' };

/**
 * The sheet to read: the visible one named as the template's (`Staff`, whatever its case), else the first visible
 * one, as the workbook lists them: a sheet of notes before the data, or an old copy hidden, is passed over.
 */
function sheetToRead(bytes: Buffer, sheetName: string): WorkbookSheet {
  let sheets: WorkbookSheet[];
  try {
    sheets = workbookSheets(bytes, maxUnpackedBytes);
  } catch (error) {
    if (error instanceof NotAWorkbook) throw unreadable('NOT_A_WORKBOOK', error.message);
    throw error;
  }
  const visible = sheets.filter((sheet) => sheet.visible);
  const sheet = visible.find((candidate) => normalHeading(candidate.name) === normalHeading(sheetName)) ?? visible[0];
  if (!sheet) throw unreadable('EMPTY_SHEET', 'The workbook has no visible sheet: show the sheet to import, save, and upload again');
  return sheet;
}

/**
 * The rows of the workbook's sheet to import (`sheetName`'s, else the first visible one), by the template's headings
 * (the first row that has any of them) and a download's `Id`; rows hidden or filtered out are left aside and counted.
 * `leftAsTheyAre`: a download's columns an import does not change on someone it updates (Account Status, School):
 * taken without complaint, and named in `ignoredColumns` when the sheet has ids; those of them the template has
 * (Username, School) are still read, for new rows. A download's note that it was cut short is no row, nor is the
 * template's example row (`exampleMarker`). Refused with a
 * 400 naming the problem: not an .xlsx workbook, formulas or merged cells where they are seen, an empty sheet,
 * unknown, repeated or missing headings, too many rows.
 */
export async function readImportSheet(bytes: Buffer, columns: readonly ImportColumn[], sheetName: string, leftAsTheyAre: readonly string[] = []): Promise<ImportSheet> {
  const sheet = sheetToRead(bytes, sheetName);
  const { hidden, filtered } = unseenRows(sheet.xml);
  const unplain = firstUnplainCell(sheet.xml, new Set([...hidden, ...filtered]));
  const where = `of the sheet ${sheet.name}`;
  if (unplain && 'formula' in unplain) throw unreadable('UNREADABLE_CELLS', `Cell ${unplain.formula} ${where} holds a formula; paste the values instead (Paste Special, Values) and upload again`);
  if (unplain) throw unreadable('UNREADABLE_CELLS', `Cells ${unplain.merged} ${where} are merged; unmerge them so each cell holds one value, and upload again`);
  let data: CellValue[][];
  try {
    data = (await readSheet(bytes, sheet.name)) as CellValue[][];
  } catch {
    throw unreadable('NOT_A_WORKBOOK', 'The workbook cannot be read: save it again from Excel or another spreadsheet program as .xlsx');
  }
  const known = new Map([...columns, idColumn].map((column) => [normalHeading(column.header), column]));
  /** The headings of `leftAsTheyAre` the sheet has, as it spells them. */
  const aside = new Set(leftAsTheyAre.map(normalHeading));
  const present: string[] = [];
  const hasText = (cells: CellValue[] | undefined) => cells?.some((cell) => textOf(cell) !== '') ?? false;
  // The reader gives row n at index n - 1, empty rows included.
  const seen = (index: number) => !hidden.has(index + 1) && !filtered.has(index + 1);
  // The headings are the first row that has one of the template's (a title above them is passed over), else the
  // first row with anything in it, whose headings are then named as unknown.
  const headingsAt = [
    data.findIndex((cells, index) => seen(index) && cells.some((cell) => known.has(normalHeading(textOf(cell))))),
    data.findIndex((cells, index) => seen(index) && hasText(cells)),
  ].find((index) => index >= 0) ?? -1;
  const headings = data[headingsAt];
  if (!headings) throw unreadable('EMPTY_SHEET', `The sheet ${sheet.name} is empty: start from the template, which has the headings to fill in`);
  const byIndex = new Map<number, ImportColumn>();
  const unknown: string[] = [];
  headings.forEach((cell, index) => {
    const heading = textOf(cell);
    if (!heading || failedRowsHeadings.has(normalHeading(heading))) return;
    if (aside.has(normalHeading(heading))) {
      present.push(heading);
      if (!known.has(normalHeading(heading))) return;
    }
    const column = known.get(normalHeading(heading));
    if (!column) unknown.push(heading);
    else if ([...byIndex.values()].includes(column)) throw unreadable('UNKNOWN_HEADINGS', `The heading ${column.header} appears twice`);
    else byIndex.set(index, column);
  });
  const expected = columns.map((column) => column.header).join(', ');
  if (unknown.length) throw unreadable('UNKNOWN_HEADINGS', `Unknown column headings: ${unknown.join(', ')}. The template's headings are: ${expected}`);
  const found = new Set(byIndex.values());
  const missing = columns.filter((column) => column.required && !found.has(column));
  if (missing.length) throw unreadable('UNKNOWN_HEADINGS', `Missing columns: ${missing.map((column) => column.header).join(', ')}`);
  const rows: SheetRow[] = [];
  let hiddenRowCount = 0;
  let filteredRowCount = 0;
  let examples = 0;
  data.forEach((cells, index) => {
    const row: SheetRow = { row: index + 1, cells: {} };
    if (index <= headingsAt || !hasText(cells) || isCutShortNote(cells)) return;
    if (cells.some((cell) => textOf(cell) === exampleMarker)) {
      examples += 1;
      return;
    }
    if (hidden.has(row.row)) hiddenRowCount += 1;
    else if (filtered.has(row.row)) filteredRowCount += 1;
    else {
      for (const [at, column] of byIndex) {
        const text = textOf(cells[at]);
        if (text) row.cells[column.header] = text;
      }
      if (Object.keys(row.cells).length) rows.push(row);
    }
  });
  if (rows.length === 0 && examples > 0) {
    throw unreadable('EMPTY_SHEET', `The sheet ${sheet.name} has only the template's example row: write your rows below it (or over it), and upload again`);
  }
  if (rows.length === 0) throw unreadable('EMPTY_SHEET', `The sheet ${sheet.name} has no rows below its headings`);
  if (rows.length > maxImportRows) {
    throw unreadable('TOO_MANY_ROWS', `The sheet has ${rows.length.toLocaleString('en')} rows; at most ${maxImportRows.toLocaleString('en')} can be uploaded at once, so split it into several files`);
  }
  // A download's columns no import changes are said only of a download, whose rows have ids: a template's Username is
  // the new staff member's.
  const ignoredColumns = [...byIndex.values()].includes(idColumn) ? present : [];
  return { rows, sheet: sheet.name, hiddenRowCount, filteredRowCount, ignoredColumns };
}

/** A text date as people type it (DD-MM-YYYY or DD/MM/YYYY), or as a spreadsheet date already is (YYYY-MM-DD). */
function isoDateOf(text: string): string | undefined {
  const typed = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : typed ? `${typed[3]}-${typed[2]?.padStart(2, '0')}-${typed[1]?.padStart(2, '0')}` : undefined;
  // 31-31-2013 has the shape of a date but is none: the calendar, not the pattern, decides.
  const date = iso ? new Date(`${iso}T00:00:00Z`) : undefined;
  return date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso as string) ? iso : undefined;
}

/**
 * A phone number as people type it in a sheet (`0803 123 4567`, `+234 803-123-4567`, `2348031234567`, and the
 * portal's own downloads' `+2348031234567`) as the last ten digits the contract stores: spaces, dashes, dots and
 * brackets dropped, then the country code and the trunk `0`. Anything else is left for the contract's check to refuse.
 */
export function phoneDigitsOf(text: string): string {
  let digits = text.replace(/[\s\-.()]/g, '').replace(/^\+/, '');
  if (/^234\d{10,11}$/.test(digits)) digits = digits.slice(3);
  if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return digits;
}

// verbose, as the API's validators: a failure carries its schema, whose x-messages give the row's message.
const bodyValidator = addFormats(new Ajv2020({ strict: false, allErrors: true, coerceTypes: false, addUsedSchema: false, verbose: true }));
const compiled = new Map<string, ValidateFunction>();

/** The contract's validator for a component schema, as the route of the single create applies it. */
function validatorOf(schemaName: string): ValidateFunction {
  let validate = compiled.get(schemaName);
  if (!validate) {
    const { components } = loadContract('portal');
    validate = bodyValidator.compile({ $ref: `#/components/schemas/${schemaName}`, components });
    compiled.set(schemaName, validate);
  }
  return validate;
}

const enums = new Map<string, string[]>();

/** The values of a contract enum (Gender, say), read once. */
function enumOf(schemaName: string): string[] {
  let values = enums.get(schemaName);
  if (!values) {
    const schema = loadContract('portal').components?.schemas?.[schemaName] as { enum?: string[] } | undefined;
    values = schema?.enum ?? [];
    enums.set(schemaName, values);
  }
  return values;
}

/** Records a lookup column names, by their name lower-cased (the state's schools, say). */
export type NamedRecords = ReadonlyMap<string, { id: string }>;

/** Records by their name, lower-cased, as a sheet names a district, school or class. */
export const byName = <Row extends { name: string }>(rows: Row[]) => new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));

/**
 * A row as the body of the single create (`schemaName`, StaffInput say), checked against that schema: the body, and
 * the row's errors by column. A lookup column's name becomes the id of the record of `lookups[field]` it names.
 */
export function rowBodyOf(row: SheetRow, columns: readonly ImportColumn[], schemaName: string, lookups: Record<string, NamedRecords> = {}) {
  const body: Record<string, unknown> = {};
  const errors: RowError[] = [];
  const reported = (column: ImportColumn, message: string) => errors.push({ row: row.row, column: column.header, message });
  for (const column of columns) {
    const text = row.cells[column.header];
    if (text === undefined) continue;
    if (column.value === 'lookup') {
      const found = lookups[column.field]?.get(text.toLowerCase());
      if (found) body[column.field] = found.id;
      else reported(column, `No ${column.header} of this state is named ${text}`);
    } else if (column.value === 'date') {
      const iso = isoDateOf(text);
      if (iso) body[column.field] = iso;
      else reported(column, 'Write the date as DD-MM-YYYY, or enter it as a date');
    } else if (column.value === 'phone') {
      const number = phoneDigitsOf(text);
      // Ten digits that start with the trunk 0 pass the contract's check, but are a local number missing a digit.
      if (/^0\d{9}$/.test(number)) reported(column, `${text} is a digit short: a number that starts with 0 has 11 digits`);
      else body[column.field] = { code: '+234', number };
    } else {
      const choices = column.choices ? enumOf(column.choices) : [];
      const chosen = choices.find((choice) => choice.toLowerCase() === text.toLowerCase());
      if (column.choices && !chosen) reported(column, `Write one of: ${choices.join(', ')}`);
      else body[column.field] = chosen ?? text;
    }
  }
  const validate = validatorOf(schemaName);
  // A cell already refused (an unknown school, say) has no value here, so the schema would only say so again.
  const refused = new Set(errors.map((error) => error.column));
  if (!validate(body)) {
    for (const failure of validate.errors ?? []) {
      const [detail] = validationDetails('body', [failure]);
      const column = columns.find((candidate) => candidate.field === detail?.field.split('.')[0]);
      if (!column || refused.has(column.header)) continue;
      reported(column, plainMessageOf(failure, detail?.message ?? ''));
    }
  }
  return { body, errors: rowFaults(errors, columns) };
}

type SchemaFailure = { keyword: string; params: Record<string, unknown>; parentSchema?: object };

/**
 * A failed keyword of the contract's schema in words for the person who typed the cell: the contract's own
 * (`x-messages`, SPEC section 5's, which `validationDetails` has already given), else words for the keyword, never the
 * validator's ("must NOT have fewer than 6 characters") nor a pattern.
 */
function plainMessageOf(failure: SchemaFailure, contractWords: string): string {
  const own = (failure.parentSchema as { 'x-messages'?: Record<string, string> } | undefined)?.['x-messages']?.[failure.keyword];
  if (own || ['required', 'format'].includes(failure.keyword) || specWords.has(contractWords)) return contractWords;
  const limit = Number(failure.params.limit);
  switch (failure.keyword) {
    case 'minLength':
      return `Write at least ${limit} ${limit === 1 ? 'character' : 'characters'}`;
    case 'maxLength':
      return `Write at most ${limit} characters`;
    case 'enum':
      return `Write one of: ${(failure.params.allowedValues as string[]).join(', ')}`;
    default:
      return 'This cannot be read here: write it as the template\'s example is written';
  }
}

/** SPEC section 5's words for a pattern, which `validationDetails` gives by the field's name (a phone's `number`). */
const specWords = new Set(Object.values(specMessages));

/**
 * Runs a rule of the single create (which throws the create's 4xx) on a row, and answers its errors by column
 * instead: the same rule, reported for every row rather than stopping at the first.
 */
export async function rowErrorsOf(row: SheetRow, columns: readonly ImportColumn[], rule: () => unknown): Promise<RowError[]> {
  try {
    await rule();
    return [];
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const details = error.details ?? [{ field: '', message: error.message }];
    return details.map((detail) => ({
      row: row.row,
      column: columns.find((column) => column.field === detail.field.split('.')[0])?.header ?? '',
      message: detail.message,
    }));
  }
}

/**
 * A row's faults, each once (two rules can find the same one: a name too short, by the contract's pattern and by
 * nameOf), in the order of the template's columns, as the person reads the row.
 */
export function rowFaults(errors: readonly RowError[], columns: readonly ImportColumn[]): RowError[] {
  const at = (error: RowError) => columns.findIndex((column) => column.header === error.column);
  return errors
    .filter((error, index) => errors.findIndex((other) => other.row === error.row && other.column === error.column && other.message === error.message) === index)
    .sort((a, b) => a.row - b.row || at(a) - at(b));
}

/**
 * Values that must be unique (an email, an admission number): each row whose value another row above it already has
 * gets an error naming that row, and `taken` (those held by existing records) an error of its own.
 */
export function duplicateErrors(
  rows: readonly { row: number; value: string | undefined }[],
  header: string,
  taken: ReadonlySet<string>,
  takenMessage: string,
): RowError[] {
  const firstRow = new Map<string, number>();
  const errors: RowError[] = [];
  for (const { row, value } of rows) {
    if (!value) continue;
    const key = value.toLowerCase();
    const first = firstRow.get(key);
    if (taken.has(key)) errors.push({ row, column: header, message: takenMessage });
    else if (first !== undefined) errors.push({ row, column: header, message: `The same as row ${first}` });
    else firstRow.set(key, row);
  }
  return errors;
}

/**
 * One way a row says who it is: the headings it is read from, and its values as one key (undefined when the row
 * leaves one of them blank or unreadable). Keys of different identities never meet: each names its headings.
 */
export type RowIdentity = { column: string; key: string | undefined };

/** A record already in the portal, as a duplicate names it (`LAG/2025/0001, Kemi Adeyemi`). */
export type KnownRecord = { id: string; description: string };

/**
 * The rows that are someone already in the portal (`existing` answers the record an identity's key names) or repeat
 * an earlier row of the sheet, in the sheet's order; a row `updating` someone (it has an Id) only the latter. Someone in the portal is named before an earlier row; a repeated
 * row does not itself become a row others repeat.
 */
export function duplicateRows(
  rows: readonly { row: number; identities: readonly RowIdentity[]; updating?: boolean }[],
  existing: (identity: RowIdentity & { key: string }) => KnownRecord | undefined,
): RowDuplicate[] {
  const firstRow = new Map<string, number>();
  const keyOf = (identity: RowIdentity & { key: string }) => `${identity.column}\u0000${identity.key}`;
  const duplicates: RowDuplicate[] = [];
  for (const { row, identities, updating } of rows) {
    const known = identities.flatMap((identity) => (identity.key === undefined ? [] : [{ ...identity, key: identity.key }]));
    // A row with an Id is that person: someone else's value there is a clash, an error of its own, not a duplicate.
    const inPortal = updating ? undefined : known.map((identity) => ({ identity, record: existing(identity) })).find((match) => match.record);
    const inSheet = known.map((identity) => ({ identity, first: firstRow.get(keyOf(identity)) })).find((match) => match.first !== undefined);
    if (inPortal?.record) {
      const { identity, record } = inPortal;
      duplicates.push({ row, column: identity.column, message: `Already in the portal: row ${row} is ${record.description}`, existingId: record.id });
    } else if (inSheet?.first !== undefined) {
      duplicates.push({ row, column: inSheet.identity.column, message: `Already in this sheet: row ${row} repeats row ${inSheet.first}`, sameAsRow: inSheet.first });
    } else {
      for (const identity of known) firstRow.set(keyOf(identity), row);
    }
  }
  return duplicates;
}

/** What the template's example row says in its first cell: the import recognises the row by it and skips it. */
export const exampleMarker = 'Example — delete this row';

/** What a template holds besides its columns: the lists its drop-downs offer, by field, and its instructions. */
export type TemplateHelp = { lists: Record<string, readonly string[]>; instructions: readonly string[] };

/**
 * The template: the data sheet (`sheet`) with the columns' headings and one example row (`examples` by field overrides
 * a column's own), which says it is one in its first cell; a drop-down on every column with a fixed list (a contract
 * enum, or `help.lists` by field: the state's schools, say); phone and number columns formatted as text, so a leading
 * 0 stays; then an Instructions sheet.
 */
export function templateOf(columns: readonly ImportColumn[], examples: Record<string, string>, sheet: string, help: TemplateHelp): Readable {
  const cells = columns
    .filter((column) => column !== idColumn)
    .map((column, index): SpreadsheetColumn<null> => {
      const example = index === 0 ? exampleMarker : (examples[column.field] ?? column.example);
      if (column.value === 'date' && index > 0) return { header: column.header, date: () => example };
      const choices = column.choices ? enumOf(column.choices) : help.lists[column.field];
      return { header: column.header, text: () => example, asText: column.value === 'phone' || column.asText, ...(choices?.length && { choices }) };
    });
  const instructions: SpreadsheetColumn<string> = { header: 'How to fill in this template', text: (line) => line, width: 120 };
  return workbookOf([
    { name: sheet, rows: [null], columns: cells },
    { name: 'Instructions', rows: help.instructions, columns: [instructions], plain: true },
  ]);
}

/**
 * The rows that have errors, as uploaded, with an Errors column and the row each came from, to fix and upload again
 * as they are (the upload leaves those two columns aside).
 * Dates go back as the DD-MM-YYYY text the upload reads, so a cell stays as it was typed, even a wrong one.
 */
export function failedRowsWorkbook(failed: (SheetRow & { errors: string })[], columns: readonly ImportColumn[], sheet: string): Readable {
  type Failed = (typeof failed)[number];
  // A row of a download keeps its Id, so that once fixed it is still an update of that person.
  const withIds = failed.some((row) => row.cells[idColumn.header]) ? [idColumn, ...columns] : columns;
  const cells: SpreadsheetColumn<Failed>[] = [
    ...withIds.map((column) => ({
      header: column.header,
      text: (row: Failed) => {
        const value = row.cells[column.header];
        return column.value === 'date' && value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? displayDate(value) : value;
      },
    })),
    { header: 'Errors', text: (row) => row.errors, width: 60 },
    { header: 'Uploaded Row', text: (row) => row.row, width: 12 },
  ];
  return spreadsheetOf(failed, cells, sheet);
}
