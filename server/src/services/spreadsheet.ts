// Spreadsheets the server writes: the downloads (`schools.xlsx`, `students.xlsx`, `staffs.xlsx`, `audit.xlsx`), the
// import templates and the failed rows. The columns a list shows, with dates as real spreadsheet dates so a sheet can
// sort and filter them. A workbook is written row by row into a zip stream (zipStream.ts) straight into the reply:
// a 10,000-row sheet is never whole in memory, neither as cells nor as XML nor as the file.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { zipStream } from './zipStream';

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
  | { header: string; date(row: Row): string | null | undefined; width?: number };

/** The rows of a sheet, as an array or as they are read (a database's pages, say). */
export type SpreadsheetRows<Row> = Iterable<Row> | AsyncIterable<Row>;

const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles, by their index in styles.xml's cellXfs. */
const headerStyle = 1;
const dateStyle = 2;
const textStyle = 3;

/** How SPEC section 9 displays a date (DD-MM-YYYY), as a spreadsheet number format; 164 is the first custom id. */
const stylesXml = `${xmlDeclaration}<styleSheet xmlns="${mainNamespace}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="dd-mm-yyyy"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const contentTypesXml = (sheets: number) => `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
${Array.from({ length: sheets }, (_, index) => `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`;

const packageRelationshipsXml = `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">\
<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Sheet n is rId n; the styles come after them. */
const workbookRelationshipsXml = (sheets: number) => `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">\
${Array.from({ length: sheets }, (_, index) => `<Relationship Id="rId${index + 1}" Type="${relationships}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`).join('')}\
<Relationship Id="rId${sheets + 1}" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`;

const workbookXml = (sheets: readonly { name: string; hidden?: boolean }[]) => `${xmlDeclaration}<workbook xmlns="${mainNamespace}" xmlns:r="${relationships}">\
<bookViews><workbookView/></bookViews><sheets>${sheets
  .map((sheet, index) => `<sheet name="${escaped(sheet.name)}" sheetId="${index + 1}"${sheet.hidden ? ' state="hidden"' : ''} r:id="rId${index + 1}"/>`)
  .join('')}</sheets></workbook>`;

/** Characters XML text cannot hold as they are: markup, and the control characters and lone surrogates XML forbids. */
// The control characters are the point of these two patterns.
// eslint-disable-next-line no-control-regex
const needsEscaping = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex
const forbidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const markup = /[&<>"]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** `text` as XML text or attribute value; characters XML cannot hold at all are dropped. */
function escaped(text: string): string {
  if (!needsEscaping.test(text)) return text;
  return text
    .replace(forbidden, '')
    .replace(markup, (character) => entities[character] as string);
}

/** Leading or trailing spaces, or line breaks, which XML would otherwise let a reader trim. */
const spacesToKeep = /^\s|\s$|\n/;

/** The column's letters (A, B, …, Z, AA, …) of the zero-based `index`. */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const textCell = (reference: string, text: string, style = '') =>
  `<c r="${reference}"${style} t="inlineStr"><is><t${spacesToKeep.test(text) ? ' xml:space="preserve"' : ''}>${escaped(text)}</t></is></c>`;

/** Days from the spreadsheet epoch (30 December 1899) to 1 January 1970. */
const unixEpochSerial = 25569;
const dayMilliseconds = 86_400_000;

/** A date's spreadsheet serial number: the day of an ISO date or date-time, in UTC; undefined for no date. */
function serialOf(iso: string): number | undefined {
  const day = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(day) ? undefined : day / dayMilliseconds + unixEpochSerial;
}

function cellXml<Row>(column: SpreadsheetColumn<Row>, reference: string, row: Row): string {
  if ('date' in column) {
    const value = column.date(row);
    const serial = value ? serialOf(value) : undefined;
    return serial === undefined ? '' : `<c r="${reference}" s="${dateStyle}"><v>${serial}</v></c>`;
  }
  const value = column.text(row);
  if (value === null || value === undefined || value === '') return '';
  if (column.asText) return textCell(reference, String(value), ` s="${textStyle}"`);
  return typeof value === 'number' && Number.isFinite(value) ? `<c r="${reference}"><v>${value}</v></c>` : textCell(reference, String(value));
}

/** A piece of the sheet's XML worth compressing on its own: large enough that each costs little. */
const pieceLength = 64 * 1024;

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

/**
 * The worksheet's XML in pieces: the frozen bold header row, then one row per record as the rows come, then the note,
 * if any; the columns' text format and drop-downs (their lists in `listsSheet`, column by column in `lists`' order).
 */
async function* sheetXml<Row>(sheet: WorkbookSheet<Row>, selected: boolean, lists: readonly string[]): AsyncGenerator<Buffer> {
  const { rows, columns, note, plain } = sheet;
  const letters = columns.map((_, index) => columnLetters(index));
  const widths = columns.map((column, index) => {
    const width = column.width ?? ('date' in column ? 12 : 20);
    const style = 'asText' in column && column.asText ? ` style="${textStyle}"` : '';
    return `<col min="${index + 1}" max="${index + 1}" width="${width}"${style} customWidth="1"/>`;
  });
  const header = columns.map((column, index) => textCell(`${letters[index]}1`, column.header, plain ? '' : ` s="${headerStyle}"`));
  const pane = plain ? '' : '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>';
  let xml = `${xmlDeclaration}<worksheet xmlns="${mainNamespace}" xmlns:r="${relationships}">\
<sheetViews><sheetView${selected ? ' tabSelected="1"' : ''} workbookViewId="0">${pane}</sheetView></sheetViews>\
<cols>${widths.join('')}</cols><sheetData><row r="1">${header.join('')}</row>`;
  let rowNumber = 1;
  for await (const row of rows) {
    rowNumber += 1;
    xml += `<row r="${rowNumber}">`;
    for (let index = 0; index < columns.length; index += 1) xml += cellXml(columns[index] as SpreadsheetColumn<Row>, `${letters[index]}${rowNumber}`, row);
    xml += '</row>';
    if (xml.length >= pieceLength) {
      yield Buffer.from(xml, 'utf8');
      xml = '';
    }
  }
  if (note) xml += `<row r="${rowNumber + 2}">${textCell(`A${rowNumber + 2}`, note, ` s="${headerStyle}"`)}</row>`;
  xml += '</sheetData>';
  const validations = columns.flatMap((column, index) => {
    const list = 'choices' in column && column.choices?.length ? lists.indexOf(column.header) : -1;
    if (list < 0 || !('choices' in column)) return [];
    const source = `${listsSheet}!$${columnLetters(list)}$2:$${columnLetters(list)}$${(column.choices?.length ?? 0) + 1}`;
    return [`<dataValidation type="list" errorStyle="warning" allowBlank="1" showErrorMessage="1" errorTitle="${escaped(column.header)}" error="This is not one of the list's values: the upload will say so if it cannot take it" sqref="${letters[index]}2:${letters[index]}${formattedRows}"><formula1>${source}</formula1></dataValidation>`];
  });
  if (validations.length) xml += `<dataValidations count="${validations.length}">${validations.join('')}</dataValidations>`;
  yield Buffer.from(`${xml}</worksheet>`, 'utf8');
}

/**
 * A workbook of several sheets, in order, as a stream of the .xlsx file's bytes; each sheet's rows are read only as
 * the stream reaches them. A column with `choices` gets a drop-down, its list on a hidden sheet `Lists` added last.
 */
export function workbookOf(sheets: readonly WorkbookSheet<unknown>[]): Readable {
  const withChoices = sheets.flatMap((sheet) => sheet.columns.flatMap((column) => ('choices' in column && column.choices?.length ? [column] : [])));
  const listColumns = withChoices.map((column) => ({ header: column.header, text: (row: number) => ('choices' in column ? column.choices?.[row] : undefined) }));
  const longest = Math.max(0, ...withChoices.map((column) => ('choices' in column ? (column.choices?.length ?? 0) : 0)));
  const listsOf: WorkbookSheet<number> = { name: listsSheet, hidden: true, rows: Array.from({ length: longest }, (_, index) => index), columns: listColumns };
  const all: WorkbookSheet<unknown>[] = withChoices.length ? [...sheets, listsOf as WorkbookSheet<unknown>] : [...sheets];
  const lists = listColumns.map((column) => column.header);
  const part = (xml: string) => [Buffer.from(xml, 'utf8')];
  return zipStream([
    { name: '[Content_Types].xml', content: part(contentTypesXml(all.length)) },
    { name: '_rels/.rels', content: part(packageRelationshipsXml) },
    { name: 'xl/workbook.xml', content: part(workbookXml(all)) },
    { name: 'xl/_rels/workbook.xml.rels', content: part(workbookRelationshipsXml(all.length)) },
    { name: 'xl/styles.xml', content: part(stylesXml) },
    ...all.map((sheet, index) => ({ name: `xl/worksheets/sheet${index + 1}.xml`, content: sheetXml(sheet, index === 0, lists) })),
  ]);
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
