// Uploaded spreadsheets between their two steps: validated rows kept in the database (so any server instance can
// create them), used once, and only within a day of the upload.
import { and, eq, isNull } from 'drizzle-orm';
import { uploadBatches } from '../db/schema';
import type { Scope } from '../db/scoped';
import { HttpError, notFound } from '../errors';
import type { ResultOf } from '../handlers/types';
import { batchLifetimeMs, type RowError, type SheetRow } from './sheetImport';

export type BatchKind = 'staff' | 'student';
/** A row as stored: as uploaded, and when it has no error, the body the create inserts. */
export type StoredRow<Input> = SheetRow & { input?: Input };

const expiryOf = (createdAt: Date) => new Date(createdAt.getTime() + batchLifetimeMs);

export async function storeBatch<Input>(
  scope: Scope,
  kind: BatchKind,
  createdById: string,
  rows: StoredRow<Input>[],
  errors: RowError[],
): Promise<ResultOf<'uploadStaff'>> {
  const failed = new Set(errors.map((error) => error.row));
  const stored = rows.map((row) => (failed.has(row.row) ? { row: row.row, cells: row.cells } : row));
  const [batch] = await scope.insertOwned(uploadBatches, { kind, rows: stored, errors, createdById });
  if (!batch) throw new Error('Upload batch not stored');
  return {
    id: batch.id,
    rowCount: rows.length,
    validRowCount: rows.length - failed.size,
    errorRowCount: failed.size,
    expiresAt: expiryOf(batch.createdAt).toISOString(),
    errors: [...errors].sort((a, b) => a.row - b.row),
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

/**
 * Marks the batch used and answers its valid rows; a batch already used answers none. Run it inside the transaction
 * that creates the rows: the mark holds the batch's row, so two calls at once create the rows once.
 */
export async function takeBatch<Input>(tx: Scope, id: string, kind: BatchKind): Promise<(SheetRow & { input: Input })[]> {
  await batchOf(tx, id, kind);
  const [taken] = await tx.updateOwnedWhere(uploadBatches, and(eq(uploadBatches.id, id), isNull(uploadBatches.consumedAt)), { consumedAt: new Date() });
  if (!taken) return [];
  return (taken.rows as StoredRow<Input>[]).filter((row): row is SheetRow & { input: Input } => row.input !== undefined);
}

/** The rows of the batch that have errors, each with its messages (column: message), in the order of the sheet. */
export async function failedRowsOf(scope: Scope, id: string, kind: BatchKind): Promise<(SheetRow & { errors: string })[]> {
  const batch = await batchOf(scope, id, kind);
  const messages = new Map<number, string[]>();
  for (const error of batch.errors) messages.set(error.row, [...(messages.get(error.row) ?? []), error.column ? `${error.column}: ${error.message}` : error.message]);
  return (batch.rows as StoredRow<unknown>[])
    .filter((row) => messages.has(row.row))
    .map((row) => ({ row: row.row, cells: row.cells, errors: (messages.get(row.row) ?? []).join('; ') }));
}
