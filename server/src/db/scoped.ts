// The tenancy rule in one place: every record of a tenant table belongs to a state, and a handler reaches those
// records only through a Scope, which the access layer (plugins/access.ts) builds for the caller's current
// organisation: a state, one of its districts, or one of its schools. Reading a record outside it answers 404,
// inserting one stamps the state (and the district or school), and no handler writes a tenancy filter by hand
// (tests/server/tenancy.test.ts keeps it so). Every write goes through the audit recorder (db/audit.ts).
import { and, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { forbidden, notFound } from '../errors';
import { recordedWrites, type RecordedWrites } from './audit';
import type { Returned } from './insertMany';
import type { Executor } from './client';
import { districts, roleAccess, schools, staff, states } from './schema';

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

/**
 * Where in its state a scope reaches: the whole state (neither), one district (`districtId`), or one school
 * (`schoolId`, with its district when it has one).
 */
export type Placement = { readonly districtId?: string | null; readonly schoolId?: string | null };

const statewide: Placement = {};

type PlacedColumns = { districtId?: PgColumn; schoolId?: PgColumn };

/** The district and school columns of a table, where it has them: what a district or school scope narrows it by. */
function placedColumnsOf(table: TenantTable): PlacedColumns {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return { districtId: columns.districtId, schoolId: columns.schoolId };
}

const schoolsOfDistrict = (districtId: string) => sql`(select ${sql.raw('s.id')} from ${schools} s where s.district_id = ${districtId})`;

/**
 * "Lies in `placement`", for `table`; undefined when the placement is the whole state. A district's records are
 * those of its schools, and those that belong to no school but to the district itself (a district office's staff);
 * a record posted to a school follows the school, so a school moved to another district takes its records along.
 * A table without district or school columns (classes, sessions, roles) is the state's, shared by all its
 * organisations.
 */
function placedIn(table: TenantTable, placement: Placement): SQL | undefined {
  const { districtId, schoolId } = placement;
  if (!districtId && !schoolId) return undefined;
  if (table === schools) return schoolId ? eq(schools.id, schoolId) : eq(schools.districtId, districtId as string);
  if (table === districts) return districtId ? eq(districts.id, districtId) : sql`false`;
  const columns = placedColumnsOf(table);
  if (columns.schoolId) {
    if (schoolId) return eq(columns.schoolId, schoolId);
    const inSchools = sql`${columns.schoolId} in ${schoolsOfDistrict(districtId as string)}`;
    return columns.districtId ? (or(inSchools, and(isNull(columns.schoolId), eq(columns.districtId, districtId as string))) as SQL) : inSchools;
  }
  if (columns.districtId) return districtId ? eq(columns.districtId, districtId) : sql`false`;
  return undefined;
}

export type Scope = {
  /** The state every record reached through this scope belongs to. */
  readonly stateId: string;
  /** The district or school inside the state this scope is narrowed to; neither for the whole state. */
  readonly placement: Placement;
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
  /** insertOwned for thousands of rows (a spreadsheet's), in one statement, answering only the `returning` columns. */
  insertManyOwned<T extends TenantTable, R extends Record<string, PgColumn>>(table: T, values: OwnedValues<T>[], returning: R): Promise<Returned<R>[]>;
  /** Changes the record `id` of this state; anyone else's, or none, answers 404 naming `what`. */
  updateOwned<T extends TenantTable>(table: T, id: string, values: PgUpdateSetSource<T>, what: string): Promise<T['$inferSelect']>;
  /** Changes every record of this state matching `where`; answers the changed records. */
  updateOwnedWhere<T extends TenantTable>(table: T, where: SQL | undefined, values: PgUpdateSetSource<T>): Promise<T['$inferSelect'][]>;
  /** The state itself; `forUpdate` holds its row until the transaction ends, serialising the state's writes. */
  findState(options?: { forUpdate?: boolean }): Promise<typeof states.$inferSelect>;
  updateState(values: PgUpdateSetSource<typeof states>): Promise<void>;
  /** A staff member who belongs to this organisation (see `members`); anyone else answers 404. */
  findMember(id: string): Promise<typeof staff.$inferSelect>;
  /**
   * "Belongs to this organisation", for the staff table: a staff member of the state (staffOfState) who, for a
   * district or a school, is posted there or holds a role access there (or, for a district, in one of its schools),
   * but is not the state's owner, whose record is the state's as their rights are: a district sees the owner as it
   * sees anyone outside it. The viewer (`scopedTo`'s `viewerId`) is always one of their own organisation.
   */
  members(): SQL;
  deleteOwned<T extends TenantTable>(table: T, id: string, what: string): Promise<T['$inferSelect']>;
  /**
   * The whole state's scope, for a rule that holds across the state (a school's name is unique in it) and so must
   * see past a district or a school; never to answer records the caller could not reach.
   */
  statewide(): Scope;
  /** Runs `work` in one transaction, handing it the same scope over that transaction. */
  transaction<R>(work: (scope: Scope) => Promise<R>): Promise<R>;
};

// Drizzle's builders are typed per concrete table; over a generic one they need a cast, made here once.
type AnyTable = PgTable & { id: PgColumn; stateId: PgColumn };

/**
 * Records written in a district or a school land there: their district and school are stamped when they name none,
 * and naming another district or school answers 404 naming the field. A district scope creates no district, a
 * school scope no school. The schools the records name are looked up in one query, not one per record: inside a
 * transaction the queries share one connection, which takes one at a time.
 */
async function placedRows(db: Executor, table: TenantTable, rows: Record<string, unknown>[], placement: Placement, stamp: boolean) {
  const { districtId, schoolId } = placement;
  if (!districtId && !schoolId) return rows;
  if (table === districts || (table === schools && schoolId)) throw forbidden('This is decided by the state, not by a district or a school');
  const columns = placedColumnsOf(table);
  const named = columns.schoolId && !schoolId ? [...new Set(rows.flatMap((row) => (typeof row.schoolId === 'string' ? [row.schoolId] : [])))] : [];
  const inDistrict = new Set(
    named.length
      ? (await db.select({ id: schools.id }).from(schools).where(and(inArray(schools.id, named), eq(schools.districtId, districtId as string)))).map((school) => school.id)
      : [],
  );
  return rows.map((values) => {
    const placed = { ...values };
    if (columns.schoolId && schoolId) {
      if (placed.schoolId && placed.schoolId !== schoolId) throw notFound('School', 'schoolId');
      if (stamp || placed.schoolId === null) placed.schoolId = schoolId;
    }
    if (columns.schoolId && !schoolId && typeof placed.schoolId === 'string' && !inDistrict.has(placed.schoolId)) throw notFound('School', 'schoolId');
    if (columns.districtId && districtId) {
      if (placed.districtId && placed.districtId !== districtId) throw notFound('District', 'districtId');
      if (stamp || placed.districtId === null) placed.districtId = districtId;
    }
    return placed;
  });
}

const placedValues = async (db: Executor, table: TenantTable, values: Record<string, unknown>, placement: Placement, stamp: boolean) =>
  (await placedRows(db, table, [values], placement, stamp))[0] as Record<string, unknown>;

/** `viewerId`: the staff member working through the scope, who is always one of its members. */
export function scopedTo(db: Executor, stateId: string, placement: Placement = statewide, viewerId?: string): Scope {
  const owns = (table: TenantTable, where?: SQL) => and(eq(table.stateId, stateId), placedIn(table, placement), where) as SQL;
  const accessIn = placement.schoolId
    ? sql`ra.organisation_id = ${placement.schoolId}`
    : sql`(ra.organisation_id = ${placement.districtId} or ra.organisation_id in ${schoolsOfDistrict(placement.districtId as string)})`;
  const members = () =>
    placement.districtId || placement.schoolId
      ? (and(
          staffOfState(stateId),
          or(placedIn(staff, placement), sql`exists (select 1 from ${roleAccess} ra where ra.staff_id = ${staffId} and ra.state_id = ${stateId} and ${accessIn})`),
          or(
            viewerId ? sql`${staffId} = ${viewerId}` : undefined,
            sql`not exists (select 1 from ${states} s where s.id = ${stateId} and s.owner_id = ${staffId})`,
          ),
        ) as SQL)
      : staffOfState(stateId);
  const byId = (table: TenantTable, id: string) => owns(table, eq(table.id, id));
  // Every write is recorded in the request's audit record, in the same transaction as the write.
  const writes = recordedWrites(db);
  const scope: Scope = {
    stateId,
    placement,
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
      const given = Array.isArray(values) ? values : [values];
      if (given.length === 0) return [];
      const rows = (await placedRows(db, table, given as Record<string, unknown>[], placement, true)).map((row) => ({ ...row, stateId }));
      return (await writes.insert(table, rows as never, options)) as (typeof table)['$inferSelect'][];
    },
    async insertManyOwned(table, values, returning) {
      const rows = (await placedRows(db, table, values as Record<string, unknown>[], placement, true)).map((row) => ({ ...row, stateId }));
      return writes.insertMany(table, rows, returning);
    },
    async updateOwned(table, id, values, what) {
      const placed = await placedValues(db, table, values as Record<string, unknown>, placement, false);
      const [row] = (await writes.update(table, byId(table, id), placed as never)) as (typeof table)['$inferSelect'][];
      if (!row) throw notFound(what);
      return row;
    },
    async updateOwnedWhere(table, where, values) {
      const placed = await placedValues(db, table, values as Record<string, unknown>, placement, false);
      return (await writes.update(table, owns(table, where), placed as never)) as (typeof table)['$inferSelect'][];
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
      const [row] = await db.select().from(staff).where(and(eq(staff.id, id), members()));
      if (!row) throw notFound('Staff');
      return row;
    },
    members,
    statewide: () => (placement === statewide ? scope : scopedTo(db, stateId, statewide, viewerId)),
    transaction: (work) => db.transaction((tx) => work(scopedTo(tx, stateId, placement, viewerId))),
  };
  return scope;
}
