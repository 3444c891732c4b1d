// Uploaded spreadsheets between their two steps: validated rows kept in the database (so any server instance can
// create them), used once, and only within a day of the upload.
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { uploadBatchRows, uploadBatches } from '../db/schema';
import type { Scope } from '../db/scoped';
import { HttpError, notFound } from '../errors';
import type { ResultOf } from '../handlers/types';
import { batchLifetimeMs, type ImportSheet, type RowDuplicate, type RowError, type SheetRow } from './sheetImport';

export type BatchKind = 'staff' | 'student';
/** A row as stored: as uploaded, and when it has no error and is nobody already known, the body the create inserts. */
export type StoredRow<Input> = SheetRow & { input?: Input };

const expiryOf = (createdAt: Date) => new Date(createdAt.getTime() + batchLifetimeMs);

/** Rows are written and read this many at a time. */
const rowsPerPage = 1000;

export async function storeBatch<Input>(
  scope: Scope,
  kind: BatchKind,
  createdById: string,
  read: Omit<ImportSheet, 'rows'>,
  rows: StoredRow<Input>[],
  rowErrors: RowError[],
  duplicates: RowDuplicate[],
): Promise<ResultOf<'uploadStaff'>> {
  const repeated = new Set(duplicates.map((duplicate) => duplicate.row));
  // A duplicate is left out whatever else is wrong with it: fixing it would not make it someone new.
  const errors = rowErrors.filter((error) => !repeated.has(error.row));
  const failed = new Set(errors.map((error) => error.row));
  const batch = await scope.transaction(async (tx) => {
    const [header] = await tx.insertOwned(uploadBatches, { kind, errors, createdById });
    if (!header) throw new Error('Upload batch not stored');
    for (let start = 0; start < rows.length; start += rowsPerPage) {
      await tx.db.insert(uploadBatchRows).values(
        rows.slice(start, start + rowsPerPage).map((row) => ({
          batchId: header.id,
          row: row.row,
          cells: row.cells,
          input: failed.has(row.row) || repeated.has(row.row) || row.input === undefined ? null : (row.input as Record<string, unknown>),
        })),
      );
    }
    return header;
  });
  return {
    id: batch.id,
    sheet: read.sheet,
    hiddenRowCount: read.hiddenRowCount,
    filteredRowCount: read.filteredRowCount,
    rowCount: rows.length,
    validRowCount: rows.length - failed.size - repeated.size,
    errorRowCount: failed.size,
    duplicateRowCount: repeated.size,
    expiresAt: expiryOf(batch.createdAt).toISOString(),
    errors: [...errors].sort((a, b) => a.row - b.row),
    duplicates: [...duplicates].sort((a, b) => a.row - b.row),
  };
}

/** The batch `id` of this state and kind; another state's or kind's answers 404, an expired one 410. */
async function batchOf(scope: Scope, id: string, kind: BatchKind) {
  const batch = await scope.findOwned(uploadBatches, id, 'Upload batch');
  if (batch.kind !== kind) throw notFound('Upload batch');
  if (expiryOf(batch.createdAt).getTime() < Date.now()) {
    throw new HttpError(410, 'This upload has expired (uploads are kept for 24 hours); upload the file again', 'EXPIRED');
  }
  return batch;
}

/** The batch's rows after `afterRow` that are (or are not) valid, in sheet order, a page at a time. */
async function* pagesOf(scope: Scope, batchId: string, valid: boolean) {
  for (let afterRow = 0; ; ) {
    const page = await scope.db
      .select({ row: uploadBatchRows.row, cells: uploadBatchRows.cells, input: uploadBatchRows.input })
      .from(uploadBatchRows)
      .where(and(eq(uploadBatchRows.batchId, batchId), gt(uploadBatchRows.row, afterRow), valid ? isNotNull(uploadBatchRows.input) : isNull(uploadBatchRows.input)))
      .orderBy(asc(uploadBatchRows.row))
      .limit(rowsPerPage);
    if (page.length > 0) yield page;
    if (page.length < rowsPerPage) return;
    afterRow = page[page.length - 1]?.row ?? afterRow;
  }
}

/**
 * Marks the batch used and answers its valid rows, a page at a time; a batch already used answers none. Run it
 * inside the transaction that creates the rows: the mark holds the batch's row, so two calls at once create the
 * rows once.
 */
export async function* takeBatch<Input>(tx: Scope, id: string, kind: BatchKind): AsyncGenerator<(SheetRow & { input: Input })[]> {
  await batchOf(tx, id, kind);
  const [taken] = await tx.updateOwnedWhere(uploadBatches, and(eq(uploadBatches.id, id), isNull(uploadBatches.consumedAt)), { consumedAt: new Date() });
  if (!taken) return;
  for await (const page of pagesOf(tx, id, true)) yield page.map((row) => ({ row: row.row, cells: row.cells, input: row.input as Input }));
}

/**
 * The rows of the batch that have errors, each with its messages (column: message), in the order of the sheet. The
 * duplicates, not created either, are left out: they need no fixing.
 */
export async function failedRowsOf(scope: Scope, id: string, kind: BatchKind): Promise<(SheetRow & { errors: string })[]> {
  const batch = await batchOf(scope, id, kind);
  const messages = new Map<number, string[]>();
  for (const error of batch.errors) messages.set(error.row, [...(messages.get(error.row) ?? []), error.column ? `${error.column}: ${error.message}` : error.message]);
  const failed: (SheetRow & { errors: string })[] = [];
  for await (const page of pagesOf(scope, id, false)) {
    for (const row of page) {
      const rowMessages = messages.get(row.row);
      if (rowMessages) failed.push({ row: row.row, cells: row.cells, errors: rowMessages.join('; ') });
    }
  }
  return failed;
}
