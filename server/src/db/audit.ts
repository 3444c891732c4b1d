// The audit trail's recorder, the one way a request writes a record: every insert, update and delete of a request
// goes through `recordedWrites`, which reads the rows before and after in the same transaction as the write and adds
// what changed to the request's one audit record. The scoped data layer (db/scoped.ts) writes through it, so a new
// operation that writes through its Scope is audited without doing anything; the few writes outside a Scope (sign-in
// flows, super-admin calls) call it themselves, and tests/server/audit.test.ts fails on a raw write to an audited table.
import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { insertRecordset, type Returned } from './insertMany';
import { auditRecords, type AuditChange, type AuditField } from './schema';

/** Who is writing, read when a write happens (the access layer loads the caller after the context starts). */
export type AuditActor = {
  staffId: string;
  organisationType: string;
  organisationId: string;
};

export type AuditContext = {
  /** The id of the request's audit record: every write of the request lands in this one record. */
  readonly recordId: string;
  readonly operationId: string;
  /** The record the operation names (its path's `id`): the audit record is filed under it when the request writes it. */
  readonly subjectId: string | undefined;
  actor(): AuditActor | null;
};

const contexts = new AsyncLocalStorage<AuditContext>();

/** Runs `work` (a request's handler) with its writes recorded under `context`. */
export const runAudited = (context: AuditContext, work: () => void) => contexts.run(context, work);

/**
 * Tables that hold no business record but the machinery around one: tokens, codes, counters, mail, stored-file
 * metadata (the record that points at a file is audited), upload batches, the catalogue, and the trail itself.
 */
const unaudited = new Set(['refresh_tokens', 'rate_limit_counters', 'reset_codes', 'outbox', 'files', 'stored_file_bytes', 'upload_batches', 'upload_batch_rows', 'permissions', 'audit_records']);

/** The record type a table's rows are shown as; a table not named here is shown by its own name. */
const recordTypes: Record<string, string> = {
  states: 'State',
  districts: 'District',
  schools: 'School',
  staff: 'Staff',
  roles: 'Role',
  role_access: 'Role access',
  classes: 'Class',
  subjects: 'Subject',
  topics: 'Topic',
  subject_topics: 'Subject topic',
  sessions: 'Session',
  terms: 'Term',
  events: 'Event',
  schemes: 'Scheme of work',
  class_notes: 'Class note',
  students: 'Student',
  wallets: 'Wallet',
  transactions: 'Transaction',
  ledger_entries: 'Ledger entry',
};

export const recordTypeOf = (table: PgTable) => recordTypes[getTableName(table)] ?? getTableName(table).replaceAll('_', ' ');

/** Fields whose value is a secret: only the fact that one changed is kept. */
const secretField = /password|hash|token|secret|code$/i;
/**
 * Fields that are bookkeeping, not a change anyone made: a write that changes only these is not recorded. A search
 * text is the database's own copy of other fields, whose change is recorded already.
 */
const bookkeeping = new Set(['id', 'stateId', 'createdAt', 'updatedAt', 'lastTimeActive', 'searchText']);
/** A statement creating more rows than this (an import) records each row's id, not each row's fields. */
const detailedRowsAtMost = 50;

type Row = Record<string, unknown>;

const keyOf = (row: Row) => String(row.id ?? Object.values(row).join(':'));
const comparable = (value: unknown) => JSON.stringify(value ?? null);
/** The value as JSON stores it (a Date as its ISO text), so what is read back is what was recorded. */
const stored = (value: unknown) => JSON.parse(comparable(value)) as unknown;

function fieldsOf(before: Row | undefined, after: Row | undefined): AuditField[] {
  const names = Object.keys(after ?? before ?? {}).filter((name) => !bookkeeping.has(name));
  return names.flatMap((name): AuditField[] => {
    const [was, is] = [before?.[name], after?.[name]];
    if (comparable(was) === comparable(is)) return [];
    if (!before && (is === null || is === undefined)) return [];
    if (secretField.test(name)) return [{ field: name, hidden: true }];
    return [
      {
        field: name,
        ...(before ? { before: stored(was) } : {}),
        ...(after ? { after: stored(is) } : {}),
      },
    ];
  });
}

/** What the statement did, row by row: rows matched by their key, an update without a real change left out. */
function changesOf(table: PgTable, before: Row[], after: Row[], action: AuditChange['action']): AuditChange[] {
  const recordType = recordTypeOf(table);
  const previous = new Map(before.map((row) => [keyOf(row), row]));
  const rows = action === 'removed' ? before : after;
  const detailed = action !== 'created' || rows.length <= detailedRowsAtMost;
  return rows.flatMap((row): AuditChange[] => {
    const recordId = keyOf(row);
    if (!detailed) return [{ recordType, recordId, action, fields: [] }];
    const fields = action === 'removed' ? fieldsOf(row, undefined) : fieldsOf(previous.get(recordId), row);
    if (action === 'changed' && fields.length === 0) return [];
    return [{ recordType, recordId, action, fields }];
  });
}

/** Where a record belongs, so the trail is scoped as the record is: its state, district and school. */
function placeOf(table: PgTable, row: Row) {
  const name = getTableName(table);
  const own = (tableName: string, column: string) => (name === tableName ? row.id : row[column]) as string | null | undefined;
  return {
    stateId: own('states', 'stateId') ?? null,
    districtId: own('districts', 'districtId') ?? null,
    schoolId: own('schools', 'schoolId') ?? null,
  };
}

/** Adds `changes` to the request's audit record, creating it with the first; the operation's own record names it. */
async function record(db: Executor, context: AuditContext, table: PgTable, rows: Row[], changes: AuditChange[]) {
  if (changes.length === 0) return;
  const subject = changes.find((change) => change.recordId === context.subjectId) ?? changes[0]!;
  const subjectRow = rows.find((row) => keyOf(row) === subject.recordId) ?? rows[0]!;
  const actor = context.actor();
  const filed = {
    recordType: subject.recordType,
    recordId: subject.recordId,
    ...placeOf(table, subjectRow),
  };
  await db
    .insert(auditRecords)
    .values({
      id: context.recordId,
      operationId: context.operationId,
      // A signed-out flow (a password reset, a registration) is done by the account it changes or creates.
      actorId: actor?.staffId ?? changes.find((change) => change.recordType === recordTypes.staff)?.recordId ?? null,
      organisationType: actor?.organisationType ?? null,
      organisationId: actor?.organisationId ?? null,
      changes,
      ...filed,
    })
    .onConflictDoUpdate({
      target: auditRecords.id,
      set: {
        changes: sql`${auditRecords.changes} || excluded.changes`,
        actorId: sql`coalesce(${auditRecords.actorId}, excluded.actor_id)`,
        ...(subject.recordId === context.subjectId ? filed : {}),
      },
    });
}

/**
 * The columns the recorder reads of the rows an insert made, whatever the caller asked back: every field of a few
 * rows; of more than it details (an import), each row's id and where the first belongs (placeOf), since 10,000 rows
 * read back whole cost memory for nothing. Unrecorded, the ids alone.
 */
function recorderColumns(table: PgTable, rowCount: number, recording: boolean): Record<string, PgColumn> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if (recording && rowCount <= detailedRowsAtMost) return columns;
  const read = recording ? ['id', 'stateId', 'districtId', 'schoolId'] : ['id'];
  return Object.fromEntries(read.flatMap((field) => (columns[field] ? [[field, columns[field]]] : [])));
}

// Drizzle's builders are typed per concrete table; over a generic one they need a cast, made here once.
type AnyTable = PgTable & Record<string, never>;
type Rows<T extends PgTable> = T['$inferSelect'][];
/** A write: its rows, and (when `recording`) what it changed. */
type Write<R> = (tx: Executor, recording: boolean) => Promise<{ rows: R; changes: () => AuditChange[] }>;

/**
 * Writes through `db`, recorded in the request's audit record when there is a request (seeding and tests of the data
 * layer write unrecorded). Each recorded write runs in a transaction of its own (a savepoint inside the caller's), so
 * a write that fails leaves no record and a record never outlives its write.
 */
export type RecordedWrites = ReturnType<typeof recordedWrites>;

export function recordedWrites(db: Executor) {
  async function recorded<R extends Row[]>(table: PgTable, write: Write<R>): Promise<R> {
    const context = contexts.getStore();
    if (!context || unaudited.has(getTableName(table))) return (await write(db, false)).rows;
    return db.transaction(async (tx) => {
      const { rows, changes } = await write(tx, true);
      await record(tx, context, table, rows, changes());
      return rows;
    });
  }
  const asTable = (table: PgTable) => table as AnyTable;

  return {
    /** `ignoreConflicts`: a row a unique index already holds is left as it is, and not answered. */
    async insert<T extends PgTable>(
      table: T,
      values: T['$inferInsert'] | T['$inferInsert'][],
      options?: { ignoreConflicts?: boolean },
    ): Promise<Rows<T>> {
      const rows = Array.isArray(values) ? values : [values];
      if (rows.length === 0) return [];
      return recorded<Rows<T>>(table, async (tx) => {
        const insert = tx.insert(asTable(table)).values(rows as never);
        const inserted = (await (options?.ignoreConflicts ? insert.onConflictDoNothing() : insert).returning()) as Rows<T>;
        return {
          rows: inserted,
          changes: () => changesOf(table, [], inserted, 'created'),
        };
      });
    },
    /** Thousands of rows in one statement (db/insertMany.ts); answers the `returning` columns of each. */
    async insertMany<R extends Record<string, PgColumn>>(table: PgTable, rows: Record<string, unknown>[], returning: R): Promise<Returned<R>[]> {
      if (rows.length === 0) return [];
      return recorded<Returned<R>[]>(table, async (tx, recording) => {
        const inserted = await insertRecordset(tx, table, rows, { ...recorderColumns(table, rows.length, recording), ...returning });
        return {
          rows: inserted as Returned<R>[],
          changes: () => changesOf(table, [], inserted as Row[], 'created'),
        };
      });
    },
    /** Changes the rows `where` matches and answers them as they are now. */
    update<T extends PgTable>(table: T, where: SQL | undefined, values: PgUpdateSetSource<T>): Promise<Rows<T>> {
      return recorded<Rows<T>>(table, async (tx, recording) => {
        const before: Row[] = recording ? await tx.select().from(asTable(table)).where(where).for('update') : [];
        const after = (await tx
          .update(asTable(table))
          .set(values as never)
          .where(where)
          .returning()) as Rows<T>;
        return {
          rows: after,
          changes: () => changesOf(table, before, after, 'changed'),
        };
      });
    },
    /** Deletes the rows `where` matches and answers them as they were. */
    delete<T extends PgTable>(table: T, where: SQL | undefined): Promise<Rows<T>> {
      return recorded<Rows<T>>(table, async (tx) => {
        const removed = (await tx.delete(asTable(table)).where(where).returning()) as Rows<T>;
        return {
          rows: removed,
          changes: () => changesOf(table, removed, [], 'removed'),
        };
      });
    },
  };
}
