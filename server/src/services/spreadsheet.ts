// Downloads as spreadsheets (`schools.xlsx`, `students.xlsx`, `staffs.xlsx`): the columns a list shows, written once
// per download, with dates as real spreadsheet dates so a sheet can sort and filter them.
import type { FastifyReply } from 'fastify';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';

export const spreadsheetMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How SPEC section 9 displays a date (DD-MM-YYYY), as a spreadsheet number format. */
const dateFormat = 'dd-mm-yyyy';

/**
 * One column: its header and its value for a row. A `date` column takes an ISO date (`2026-09-14`) or date-time and
 * writes a date cell; blank values are empty cells.
 */
export type SpreadsheetColumn<Row> =
  | { header: string; text: (row: Row) => string | number | null | undefined; width?: number }
  | { header: string; date: (row: Row) => string | null | undefined; width?: number };

/** A date at midnight UTC, which the library writes as that calendar day whatever the server's time zone. */
const dayOf = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

function cellOf<Row>(column: SpreadsheetColumn<Row>, row: Row): Cell {
  if ('date' in column) {
    const value = column.date(row);
    return value ? { value: dayOf(value), type: Date, format: dateFormat } : null;
  }
  const value = column.text(row);
  return value === null || value === undefined || value === '' ? null : { value };
}

/** The workbook's bytes: a bold header row, then one row per record. */
export async function spreadsheetOf<Row>(rows: readonly Row[], columns: readonly SpreadsheetColumn<Row>[], sheet: string): Promise<Buffer> {
  const header = columns.map((column): Cell => ({ value: column.header, fontWeight: 'bold' }));
  const body = rows.map((row) => columns.map((column) => cellOf(column, row)));
  return writeXlsxFile([header, ...body], {
    sheet,
    columns: columns.map((column) => ({ width: column.width ?? ('date' in column ? 12 : 20) })),
    stickyRowsCount: 1,
  }).toBuffer();
}

/** Answers the workbook as the download `fileName` (a plain ASCII name such as `students.xlsx`). */
export function sendSpreadsheet(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .header('Content-Type', spreadsheetMediaType)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
