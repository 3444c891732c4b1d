// Uploaded spreadsheets between their two steps: validated rows kept in the database (so any server instance can
// create them), used once, and only within a day of the upload.
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { uploadBatchRows, uploadBatches } from '../db/schema';
import type { Scope } from '../db/scoped';
import { HttpError, notFound } from '../errors';
import type { ResultOf } from '../contractTypes';
import { batchLifetimeMs, type ImportSheet, type RowDuplicate, type RowError, type SheetRow } from './sheetImport';

export type BatchKind = 'staff' | 'student';

/** A column's value before and after an update, as the sheet writes it ('' for none). */
export type FieldChange = { column: string; before: string; after: string };
/**
 * What a row with an Id changes: the values to set, the record's values the upload saw (which must still be its values
 * when the changes are made), and the changes as the review lists them.
 */
export type UpdateAction = { id: string; name: string; set: Record<string, unknown>; before: Record<string, unknown>; changes: FieldChange[] };
/** What a valid row does: create someone new, or change the person its Id names. */
export type RowAction<Create> = { create: Create } | { update: UpdateAction };
/** A row as stored: as uploaded, and what it does when it has no error, is nobody already known and changes something. */
export type StoredRow<Create> = SheetRow & { action?: RowAction<Create> };
/** A sheet checked: every row (with its action when valid), its errors and its duplicates. */
export type CheckedSheet<Create> = { rows: StoredRow<Create>[]; errors: RowError[]; duplicates: RowDuplicate[] };

const expiryOf = (createdAt: Date) => new Date(createdAt.getTime() + batchLifetimeMs);

/** Rows are written and read this many at a time. */
const rowsPerPage = 1000;

export async function storeBatch<Create>(
  scope: Scope,
  kind: BatchKind,
  createdById: string,
  read: Omit<ImportSheet, 'rows'>,
  checked: CheckedSheet<Create>,
): Promise<ResultOf<'uploadStaff'>> {
  const { rows, duplicates } = checked;
  const repeated = new Set(duplicates.map((duplicate) => duplicate.row));
  // A duplicate is left out whatever else is wrong with it: fixing it would not make it someone new.
  const errors = checked.errors.filter((error) => !repeated.has(error.row));
  const failed = new Set(errors.map((error) => error.row));
  const actionOf = (row: StoredRow<Create>) => (failed.has(row.row) || repeated.has(row.row) ? undefined : row.action);
  const batch = await scope.transaction(async (tx) => {
    const [header] = await tx.insertOwned(uploadBatches, { kind, errors, createdById });
    if (!header) throw new Error('Upload batch not stored');
    for (let start = 0; start < rows.length; start += rowsPerPage) {
      await tx.db.insert(uploadBatchRows).values(
        rows.slice(start, start + rowsPerPage).map((row) => ({
          batchId: header.id,
          row: row.row,
          cells: row.cells,
          input: (actionOf(row) ?? null) as Record<string, unknown> | null,
        })),
      );
    }
    return header;
  });
  const updates = rows.flatMap((row) => {
    const action = actionOf(row);
    return action && 'update' in action ? [{ row: row.row, id: action.update.id, name: action.update.name, changes: action.update.changes }] : [];
  });
  const newRowCount = rows.filter((row) => actionOf(row) && 'create' in (actionOf(row) as object)).length;
  return {
    id: batch.id,
    sheet: read.sheet,
    hiddenRowCount: read.hiddenRowCount,
    filteredRowCount: read.filteredRowCount,
    ignoredColumns: read.ignoredColumns,
    rowCount: rows.length,
    validRowCount: newRowCount + updates.length,
    newRowCount,
    updateRowCount: updates.length,
    unchangedRowCount: rows.length - failed.size - repeated.size - newRowCount - updates.length,
    errorRowCount: failed.size,
    duplicateRowCount: repeated.size,
    expiresAt: expiryOf(batch.createdAt).toISOString(),
    errors: [...errors].sort((a, b) => a.row - b.row),
    duplicates: [...duplicates].sort((a, b) => a.row - b.row),
    updates,
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
export async function* takeBatch<Create>(tx: Scope, id: string, kind: BatchKind): AsyncGenerator<(SheetRow & { action: RowAction<Create> })[]> {
  await batchOf(tx, id, kind);
  const [taken] = await tx.updateOwnedWhere(uploadBatches, and(eq(uploadBatches.id, id), isNull(uploadBatches.consumedAt)), { consumedAt: new Date() });
  if (!taken) return;
  for await (const page of pagesOf(tx, id, true)) yield page.map((row) => ({ row: row.row, cells: row.cells, action: row.input as RowAction<Create> }));
}

/** A page of a batch's rows parted into those it creates and those it updates. */
export function partedByAction<Create>(rows: readonly (SheetRow & { action: RowAction<Create> })[]) {
  const creates: (SheetRow & { input: Create })[] = [];
  const updates: (SheetRow & { update: UpdateAction })[] = [];
  for (const row of rows) {
    if ('create' in row.action) creates.push({ row: row.row, cells: row.cells, input: row.action.create });
    else updates.push({ row: row.row, cells: row.cells, update: row.action.update });
  }
  return { creates, updates };
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
