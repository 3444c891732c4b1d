// An insert of thousands of rows at once (a spreadsheet's staff): the rows reach the database as one JSON parameter
// that it turns into records itself, not as tens of thousands of parameters each built and sent on its own, and only
// the columns asked for come back. Reached through the scope's insertManyOwned (db/scoped.ts), which stamps the
// state and place of each row and records the write (db/audit.ts).
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

export type Returned<R extends Record<string, PgColumn>> = { [K in keyof R]: R[K]['_']['data'] };

/** A value as the database reads it from JSON: JSON columns as they are, others as their driver value. */
function jsonValueOf(column: PgColumn, value: unknown) {
  if (value === null || value === undefined) return null;
  return column.columnType === 'PgJsonb' || column.columnType === 'PgJson' ? value : column.mapToDriverValue(value);
}

export async function insertRecordset<R extends Record<string, PgColumn>>(
  db: Executor,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: R,
): Promise<Returned<R>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // The columns any row gives; the others take their defaults (the id, the creation time).
  const fields = Object.keys(columns).filter((field) => rows.some((row) => row[field] !== undefined));
  const records = rows.map((row) => Object.fromEntries(fields.map((field) => [columns[field]!.name, jsonValueOf(columns[field]!, row[field])])));
  const names = sql.join(
    fields.map((field) => sql.identifier(columns[field]!.name)),
    sql`, `,
  );
  const returned = Object.values(returning).map((column) => sql.identifier(column.name));
  const result = (await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) returning ${sql.join(returned, sql`, `)}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(
    (row) => Object.fromEntries(Object.entries(returning).map(([key, column]) => [key, row[column.name] === null ? null : column.mapFromDriverValue(row[column.name])])) as Returned<R>,
  );
}
