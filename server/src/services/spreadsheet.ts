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
  | { header: string; text: (row: Row) => string | number | null | undefined; width?: number }
  | { header: string; date: (row: Row) => string | null | undefined; width?: number };

/** The rows of a sheet, as an array or as they are read (a database's pages, say). */
export type SpreadsheetRows<Row> = Iterable<Row> | AsyncIterable<Row>;

const mainNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles, by their index in styles.xml's cellXfs. */
const headerStyle = 1;
const dateStyle = 2;

/** How SPEC section 9 displays a date (DD-MM-YYYY), as a spreadsheet number format; 164 is the first custom id. */
const stylesXml = `${xmlDeclaration}<styleSheet xmlns="${mainNamespace}">\
<numFmts count="1"><numFmt numFmtId="164" formatCode="dd-mm-yyyy"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const contentTypesXml = `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;

const packageRelationshipsXml = `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">\
<Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbookRelationshipsXml = `${xmlDeclaration}<Relationships xmlns="${packageRelationships}">\
<Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`;

const workbookXml = (sheet: string) => `${xmlDeclaration}<workbook xmlns="${mainNamespace}" xmlns:r="${relationships}">\
<bookViews><workbookView/></bookViews><sheets><sheet name="${escaped(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

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

/**
 * The worksheet's XML in pieces: the frozen bold header row, then one row per record as the rows come, then the note,
 * if any, after an empty row (so that sorting or filtering the rows leaves it out).
 */
async function* sheetXml<Row>(rows: SpreadsheetRows<Row>, columns: readonly SpreadsheetColumn<Row>[], note?: string): AsyncGenerator<Buffer> {
  const letters = columns.map((_, index) => columnLetters(index));
  const widths = columns.map((column, index) => {
    const width = column.width ?? ('date' in column ? 12 : 20);
    return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
  });
  const header = columns.map((column, index) => textCell(`${letters[index]}1`, column.header, ` s="${headerStyle}"`));
  let xml = `${xmlDeclaration}<worksheet xmlns="${mainNamespace}" xmlns:r="${relationships}">\
<sheetViews><sheetView tabSelected="1" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>\
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
  yield Buffer.from(`${xml}</sheetData></worksheet>`, 'utf8');
}

/**
 * The workbook of one sheet named `sheet`: a bold header row that stays in view, then one row per record, and `note`
 * in bold below them, as a stream of the .xlsx file's bytes. `rows` are read only as the stream is read.
 */
export function spreadsheetOf<Row>(rows: SpreadsheetRows<Row>, columns: readonly SpreadsheetColumn<Row>[], sheet: string, note?: string): Readable {
  const part = (xml: string) => [Buffer.from(xml, 'utf8')];
  return zipStream([
    { name: '[Content_Types].xml', content: part(contentTypesXml) },
    { name: '_rels/.rels', content: part(packageRelationshipsXml) },
    { name: 'xl/workbook.xml', content: part(workbookXml(sheet)) },
    { name: 'xl/_rels/workbook.xml.rels', content: part(workbookRelationshipsXml) },
    { name: 'xl/styles.xml', content: part(stylesXml) },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(rows, columns, note) },
  ]);
}

/** Answers the workbook as the download `fileName` (a plain ASCII name such as `students.xlsx`), as it is written. */
export function sendSpreadsheet(reply: FastifyReply, fileName: string, workbook: Readable) {
  return reply
    .header('Content-Type', spreadsheetMediaType)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(workbook);
}
