// Spreadsheets the server writes: the downloads (`schools.xlsx`, `students.xlsx`, `staffs.xlsx`, `audit.xlsx`), the
// import templates and the failed rows. The columns a list shows, with dates as real spreadsheet dates so a sheet can
// sort and filter them. A workbook is written row by row through exceljs's streaming writer straight into the reply:
// a 10,000-row sheet is never whole in memory, neither as cells nor as XML nor as the file.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const spreadsheetMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One column: its header and its value for a row. A `date` column takes an ISO date (`2026-09-14`) or date-time and
 * writes a date cell (the day, in UTC); blank values are empty cells.
 */
export type SpreadsheetColumn<Row> =
  | {
      header: string;
      // A method, so a sheet of any rows is a sheet of a workbook (workbookOf) whatever its rows are.
      text(row: Row): string | number | null | undefined;
      width?: number;
      /** Formatted as text, so what is typed in it stays as typed (a phone number's leading 0, a number's dashes). */
      asText?: boolean;
      /** The values a cell of the column is chosen from: a drop-down list (data validation) over the column. */
      choices?: readonly string[];
    }
  | { header: string; date(row: Row): string | null | undefined; width?: number }
  /** An ISO date-time, written as a real date-time cell in Nigeria's time (West Africa Time, UTC+1, no daylight saving). */
  | { header: string; dateTime(row: Row): string | null | undefined; width?: number };

/** The rows of a sheet, as an array or as they are read (a database's pages, say). */
export type SpreadsheetRows<Row> = Iterable<Row> | AsyncIterable<Row>;

/** The most rows one download gives (the contract's DownloadLimit); 1,000 unless more are asked for. */
export const maxDownloadRows = 10_000;

/** How a cut-short note begins, so a reader (the import, say) can tell it from a row. */
export const cutShortHeading = 'Cut short:';

/**
 * The note below a download cut short at `shown` rows when more match: what a reader of the file alone must know.
 * `maximum` is the most rows one download gives.
 */
export function cutShortNote(shown: number, things: string, maximum: number): string {
  const count = shown.toLocaleString('en');
  return shown < maximum
    ? `${cutShortHeading} this file holds the first ${count} ${things} that match; more match. Narrow the filters, or download up to ${maximum.toLocaleString('en')} at once.`
    : `${cutShortHeading} this file holds the first ${count} ${things} that match; more match than one file holds. Narrow the filters to download the rest.`;
}

/** One sheet of a workbook: its rows and columns, and what goes with them. */
export type WorkbookSheet<Row> = {
  name: string;
  rows: SpreadsheetRows<Row>;
  columns: readonly SpreadsheetColumn<Row>[];
  /** Written in bold below the rows, after an empty row (so that sorting or filtering the rows leaves it out). */
  note?: string;
  /** A sheet the workbook keeps out of sight (the lists its drop-downs choose from). */
  hidden?: boolean;
  /** Without a bold header row that stays in view: a sheet of text to read, one paragraph a row. */
  plain?: boolean;
};

/** How many rows below the headings a column's drop-down and text format reach: the most an import reads. */
const formattedRows = 10_001;

/** A sheet that holds every column's drop-down list, one list a column: what each data validation refers to. */
export const listsSheet = 'Lists';

/** How SPEC section 9 displays a date (DD-MM-YYYY), and a moment with its time of day. */
const dateFormat = 'dd-mm-yyyy';
const dateTimeFormat = 'dd-mm-yyyy hh:mm';
/** West Africa Time's offset from UTC: a spreadsheet's date-time has no zone, so it is written as the time in Nigeria. */
const westAfricaOffsetMs = 60 * 60 * 1000;
/** The text format: what is typed in such a cell stays as typed. */
const textFormat = '@';
const bold: Partial<ExcelJS.Font> = { bold: true };

/**
 * Characters XML cannot hold at all, which exceljs would write as they are (it drops only the control characters):
 * lone surrogates and the two non-characters.
 */
// The control characters are the point of this pattern.
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text cell's value: an inline string (a rich text of one run), so that text is always text, never a formula,
 * whatever it begins with (=, +, -, @), and nothing of it is kept for a shared-strings table written at the end.
 */
const textValue = (text: string): ExcelJS.CellRichTextValue => ({ richText: [{ text: text.replace(forbidden, '') }] });

/** The day (in UTC) of an ISO date or date-time, as exceljs writes a date cell; undefined for no date. */
function dayOf(iso: string): Date | undefined {
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day) ? undefined : new Date(day);
}

function cellValue<Row>(column: SpreadsheetColumn<Row>, row: Row): ExcelJS.CellValue {
  if ('dateTime' in column) {
    const moment = Date.parse(column.dateTime(row) ?? '');
    return Number.isNaN(moment) ? null : new Date(moment + westAfricaOffsetMs);
  }
  if ('date' in column) {
    const value = column.date(row);
    return (value && dayOf(value)) || null;
  }
  const value = column.text(row);
  if (value === null || value === undefined || value === '') return null;
  if (!column.asText && typeof value === 'number' && Number.isFinite(value)) return value;
  return textValue(String(value));
}

/**
 * Lets the zip writer compress what the rows so far made, then waits while the reader of `output` is behind, so a slow
 * download holds back the rows rather than filling memory; throws once the reader is gone (the download closed), so
 * the rows stop being read.
 */
async function caughtUp(output: PassThrough) {
  // Rows from an array come without a pause, and would otherwise all become XML before any of it is compressed.
  await new Promise((resolve) => setImmediate(resolve));
  if (output.writableNeedDrain && !output.destroyed) {
    const settled = new AbortController();
    const { signal } = settled;
    await Promise.race([once(output, 'drain', { signal }), once(output, 'close', { signal })]).finally(() => settled.abort());
  }
  if (output.destroyed) throw new Error('The download was closed before the workbook was written');
}

/**
 * A worksheet of the streaming writer, which takes a data validation over a range (its types name only a cell's,
 * which would mean a cell for each of the 10,000 rows a drop-down reaches).
 */
type StreamedWorksheet = ExcelJS.Worksheet & { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

/**
 * Writes one sheet: the frozen bold header row, then one row per record as the rows come, then the note, if any; the
 * columns' formats and drop-downs (their lists in `listsSheet`, column by column in `lists`' order).
 */
async function writeSheet<Row>(workbook: ExcelJS.stream.xlsx.WorkbookWriter, sheet: WorkbookSheet<Row>, lists: readonly string[], output: PassThrough) {
  const { rows, columns, note, plain, hidden } = sheet;
  const worksheet = workbook.addWorksheet(sheet.name.replace(forbidden, ''), {
    state: hidden ? 'hidden' : 'visible',
    views: plain ? [] : [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  }) as StreamedWorksheet;
  // One style object a column, shared by its cells: exceljs recognises an object it has seen and skips working out
  // its style again, which otherwise is a third of the time a sheet takes.
  const styles = columns.map((column): Partial<ExcelJS.Style> => {
    const format = 'dateTime' in column ? dateTimeFormat : 'date' in column ? dateFormat : column.asText ? textFormat : undefined;
    return format ? { numFmt: format } : {};
  });
  worksheet.columns = columns.map((column, index) => ({ width: column.width ?? ('date' in column ? 12 : 20), style: styles[index] }));
  const addRow = (values: ExcelJS.CellValue[], rowStyles: readonly Partial<ExcelJS.Style>[]) => {
    const added = worksheet.addRow(values);
    added.eachCell({ includeEmpty: true }, (cell, number) => {
      cell.style = rowStyles[number - 1] ?? {};
    });
    added.commit();
  };
  const headerStyles = plain ? styles : styles.map((style) => ({ ...style, font: bold }));
  addRow(columns.map((column) => textValue(column.header)), headerStyles);
  let written = 0;
  for await (const row of rows) {
    addRow(columns.map((column) => cellValue(column, row)), styles);
    written += 1;
    if (written % 100 === 0) await caughtUp(output);
  }
  if (note) {
    addRow([], []);
    addRow([textValue(note)], [{ font: bold }]);
  }
  columns.forEach((column, index) => {
    const list = 'choices' in column && column.choices?.length ? lists.indexOf(column.header) : -1;
    if (list < 0 || !('choices' in column)) return;
    const letters = worksheet.getColumn(index + 1).letter;
    const listLetters = worksheet.getColumn(list + 1).letter;
    worksheet.dataValidations.add(`${letters}2:${letters}${formattedRows}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`${listsSheet}!$${listLetters}$2:$${listLetters}$${(column.choices?.length ?? 0) + 1}`],
      errorStyle: 'warning',
      showErrorMessage: true,
      errorTitle: column.header,
      error: "This is not one of the list's values: the upload will say so if it cannot take it",
    });
  });
  worksheet.commit();
}

/**
 * A workbook of several sheets, in order, as a stream of the .xlsx file's bytes; each sheet's rows are read only as
 * the stream reaches them. A column with `choices` gets a drop-down, its list on a hidden sheet `Lists` added last.
 * Rows that fail midway fail the stream, rather than end a file that looks whole.
 */
export function workbookOf(sheets: readonly WorkbookSheet<unknown>[]): Readable {
  const withChoices = sheets.flatMap((sheet) => sheet.columns.flatMap((column) => ('choices' in column && column.choices?.length ? [column] : [])));
  const listColumns = withChoices.map((column) => ({ header: column.header, text: (row: number) => ('choices' in column ? column.choices?.[row] : undefined) }));
  const longest = Math.max(0, ...withChoices.map((column) => ('choices' in column ? (column.choices?.length ?? 0) : 0)));
  const listsOf: WorkbookSheet<number> = { name: listsSheet, hidden: true, rows: Array.from({ length: longest }, (_, index) => index), columns: listColumns };
  const all: WorkbookSheet<unknown>[] = withChoices.length ? [...sheets, listsOf as WorkbookSheet<unknown>] : [...sheets];
  const lists = listColumns.map((column) => column.header);
  const output = new PassThrough();
  void (async () => {
    // exceljs is loaded with the first spreadsheet rather than with the server, whose start it would slow by much.
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
    for (const sheet of all) await writeSheet(workbook, sheet, lists, output);
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/**
 * The workbook of one sheet named `sheet`: a bold header row that stays in view, then one row per record, and `note`
 * in bold below them, as a stream of the .xlsx file's bytes. `rows` are read only as the stream is read.
 */
export function spreadsheetOf<Row>(rows: SpreadsheetRows<Row>, columns: readonly SpreadsheetColumn<Row>[], sheet: string, note?: string): Readable {
  return workbookOf([{ name: sheet, rows, columns, note } as WorkbookSheet<unknown>]);
}

/** Answers the workbook as the download `fileName` (a plain ASCII name such as `students.xlsx`), as it is written. */
export function sendSpreadsheet(reply: FastifyReply, fileName: string, workbook: Readable) {
  return reply
    .header('Content-Type', spreadsheetMediaType)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(workbook);
}
