// The tenancy rule in one place: every record of a tenant table belongs to a state, and a handler reaches those
// records only through a Scope, which the access layer (plugins/access.ts) builds for the caller's current state.
// Reading another state's record answers 404, inserting one stamps the state id, and no handler writes a state
// filter by hand (tests/server/tenancy.test.ts keeps it so). Every write goes through the audit recorder (db/audit.ts).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { notFound } from '../errors';
import { recordedWrites, type RecordedWrites } from './audit';
import type { Executor } from './client';
import { roleAccess, staff, states } from './schema';

/** A table whose records belong to a state: each has an `id` and a `stateId`. */
export type TenantTable = PgTable & { id: PgColumn; stateId: PgColumn };

/** What a handler supplies when it creates a record: everything but the state, which the scope sets. */
export type OwnedValues<T extends TenantTable> = Omit<T['$inferInsert'], 'stateId'>;

type Ordering = SQL | PgColumn;

// Drizzle writes a column of a one-table query unqualified; inside a subquery that would name the subquery's own column.
const staffId = sql.raw('"staff"."id"');

/**
 * A staff member belongs to a state they work in: their home state, or one where they hold a role access (a
 * super-admin who switched there, say).
 */
export const staffOfState = (stateId: string) =>
  sql`(${staff.stateId} = ${stateId} or exists (select 1 from ${roleAccess} ra where ra.staff_id = ${staffId} and ra.state_id = ${stateId}))`;

export type Scope = {
  /** The state every record reached through this scope belongs to. */
  readonly stateId: string;
  /** The executor, for tables that belong to no state (permissions, files by id) and for joins built on `owns`. */
  readonly db: Executor;
  /** Recorded writes (db/audit.ts) to tables that belong to no state (a subject's topics); use them instead of `db`'s. */
  readonly writes: RecordedWrites;
  /** "Belongs to this state", for the queries the helpers below do not cover (joins, aggregates, locks). */
  owns(table: TenantTable, where?: SQL): SQL;
  /** The record `id` of this state; anyone else's, or none, answers 404 naming `what`. */
  findOwned<T extends TenantTable>(table: T, id: string, what: string): Promise<T['$inferSelect']>;
  /** The first record of this state matching `where`, if any. */
  findOwnedWhere<T extends TenantTable>(table: T, where: SQL | undefined): Promise<T['$inferSelect'] | undefined>;
  listOwned<T extends TenantTable>(table: T, where?: SQL, ...orderBy: Ordering[]): Promise<T['$inferSelect'][]>;
  /** `ignoreConflicts`: a record a unique index already holds is left as it is, and not answered. */
  insertOwned<T extends TenantTable>(table: T, values: OwnedValues<T> | OwnedValues<T>[], options?: { ignoreConflicts?: boolean }): Promise<T['$inferSelect'][]>;
  /** Changes the record `id` of this state; anyone else's, or none, answers 404 naming `what`. */
  updateOwned<T extends TenantTable>(table: T, id: string, values: PgUpdateSetSource<T>, what: string): Promise<T['$inferSelect']>;
  /** Changes every record of this state matching `where`; answers the changed records. */
  updateOwnedWhere<T extends TenantTable>(table: T, where: SQL | undefined, values: PgUpdateSetSource<T>): Promise<T['$inferSelect'][]>;
  /** The state itself; `forUpdate` holds its row until the transaction ends, serialising the state's writes. */
  findState(options?: { forUpdate?: boolean }): Promise<typeof states.$inferSelect>;
  updateState(values: PgUpdateSetSource<typeof states>): Promise<void>;
  /** A staff member who belongs to this state (see staffOfState); anyone else answers 404. */
  findMember(id: string): Promise<typeof staff.$inferSelect>;
  deleteOwned<T extends TenantTable>(table: T, id: string, what: string): Promise<T['$inferSelect']>;
  /** Runs `work` in one transaction, handing it the same scope over that transaction. */
  transaction<R>(work: (scope: Scope) => Promise<R>): Promise<R>;
};

// Drizzle's builders are typed per concrete table; over a generic one they need a cast, made here once.
type AnyTable = PgTable & { id: PgColumn; stateId: PgColumn };

export function scopedTo(db: Executor, stateId: string): Scope {
  const owns = (table: TenantTable, where?: SQL) => and(eq(table.stateId, stateId), where) as SQL;
  const byId = (table: TenantTable, id: string) => owns(table, eq(table.id, id));
  // Every write is recorded in the request's audit record, in the same transaction as the write.
  const writes = recordedWrites(db);
  const scope: Scope = {
    stateId,
    db,
    writes,
    owns,
    async findOwned(table, id, what) {
      const [row] = await scope.listOwned(table, eq(table.id, id));
      if (!row) throw notFound(what);
      return row;
    },
    async findOwnedWhere(table, where) {
      const [row] = (await db.select().from(table as AnyTable).where(owns(table, where)).limit(1)) as (typeof table)['$inferSelect'][];
      return row;
    },
    async listOwned(table, where, ...orderBy) {
      const query = db.select().from(table as AnyTable).where(owns(table, where));
      return (await (orderBy.length ? query.orderBy(...orderBy) : query)) as (typeof table)['$inferSelect'][];
    },
    async insertOwned(table, values, options) {
      const rows = (Array.isArray(values) ? values : [values]).map((row) => ({ ...row, stateId }));
      return (await writes.insert(table, rows as never, options)) as (typeof table)['$inferSelect'][];
    },
    async updateOwned(table, id, values, what) {
      const [row] = (await writes.update(table, byId(table, id), values as never)) as (typeof table)['$inferSelect'][];
      if (!row) throw notFound(what);
      return row;
    },
    async updateOwnedWhere(table, where, values) {
      return (await writes.update(table, owns(table, where), values as never)) as (typeof table)['$inferSelect'][];
    },
    async deleteOwned(table, id, what) {
      const [row] = (await writes.delete(table, byId(table, id))) as (typeof table)['$inferSelect'][];
      if (!row) throw notFound(what);
      return row;
    },
    async findState(options) {
      const query = db.select().from(states).where(eq(states.id, stateId));
      const [row] = await (options?.forUpdate ? query.for('update') : query);
      if (!row) throw notFound('State');
      return row;
    },
    async updateState(values) {
      await writes.update(states, eq(states.id, stateId), values);
    },
    async findMember(id) {
      const [row] = await db.select().from(staff).where(and(eq(staff.id, id), staffOfState(stateId)));
      if (!row) throw notFound('Staff');
      return row;
    },
    transaction: (work) => db.transaction((tx) => work(scopedTo(tx, stateId))),
  };
  return scope;
}
