// One page of a search list and how many match, as the JSON text of the answer, written by the database in one
// statement: what the staff search and the student search share. A page of 1,000 rows then crosses from the
// database as one value rather than tens of thousands, and is sent as it is, which was most of a page's time.
import { Column, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";

/** The contract's default `countUpTo`: counting a broad search's matches stops here. */
const defaultCountUpTo = 5_000;

/** A JSON text the database wrote, ready to send, typed by the answer it stands for. */
export type ListJson<Body> = string & { readonly body: Body };

export const isoTime = (column: PgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A `{ id, name }` reference to another record, or null when there is none. */
export const reference = (id: PgColumn | SQL, name: PgColumn | SQL) =>
  sql`case when ${id} is null then null else json_build_object('id', ${id}, 'name', ${name}) end`;

/**
 * The columns of `table` that `parts` read (the items, joins and order of a page), the id first: what a match carries
 * through the count and the sort, so that the page is built from the matches themselves, neither read again by id
 * nor carried whole (a staff row is 600 bytes, the list reads 200 of them).
 */
function columnsRead(table: PgTable, parts: readonly unknown[]): PgColumn[] {
  const found = new Set<PgColumn>();
  const visit = (chunk: unknown): void => {
    if (Array.isArray(chunk)) chunk.forEach(visit);
    else if (is(chunk, Column)) {
      if (chunk.table === table) found.add(chunk as PgColumn);
    } else if (is(chunk, SQL)) chunk.queryChunks.forEach(visit);
  };
  visit(parts);
  const id = [...found].find((column) => column.name === 'id');
  return id ? [id, ...[...found].filter((column) => column !== id)] : [...found];
}

export interface ListPage {
  /** The answer's key for the page: `staff`, `foundStudents`. */
  key: string;
  /** The table searched; `where` narrows it. */
  table: PgTable;
  where: SQL | undefined;
  /** One item of the page, field by field, over the table and `joins`. */
  fields: Record<string, PgColumn | SQL>;
  joins: SQL;
  order: SQL[];
  limit: number;
  countUpTo: number | undefined;
  /**
   * When the search has a text term, its matches are found through the trigram index first and only then sorted:
   * left to itself, the planner walks the whole table in the list's order hoping to fill the page early (227 ms for
   * a surname 1,435 of 100,000 staff bear, against 14 ms). Every match is then read anyway, so they are counted in
   * the same pass.
   */
  matchesFirst: boolean;
}

/**
 * `{ [key]: items, total, moreThanTotal }`: the page in its order; the matches counted up to `countUpTo` (never
 * fewer than the page's own rows); whether more match. A page that is not full is every match, so nothing more is
 * counted.
 */
export async function listPageJson<Body>(db: Executor, page: ListPage): Promise<ListJson<Body>> {
  const cap = Math.max(page.countUpTo ?? defaultCountUpTo, page.limit);
  const where = page.where ?? sql`true`;
  const order = sql.join(page.order, sql`, `);
  const fields = sql.join(
    Object.entries(page.fields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  // An offset, even of 0, keeps the planner from folding the matches into the ordered scan around them.
  const source = page.matchesFirst ? sql`(select * from ${page.table} where ${where} offset 0) as ${page.table}` : sql`${page.table}`;
  const matched = page.matchesFirst ? sql`count(*) over ()` : sql`0`;
  const counted = page.matchesFirst
    ? sql`(select max(matched) from ranked)`
    : sql`(select count(*) from (select 1 from ${page.table} where ${where} limit ${cap + 1}) as counted)`;
  // The page is chosen first and its items built after, for its rows alone: built before, every match of a broad
  // term would be made into JSON only to be sorted away. Each item is its row made JSON whole, which the database
  // does faster than an object built key by key. The page's rows keep the table's name, so the items and joins read
  // them as they would the table; joins the order does not read are dropped by the planner.
  // A term's thousands of matches go through the count and the sort carrying only the columns the page reads; when
  // that is most of the row (a student), they carry their ids alone and the page's rows are read again by id (a staff
  // member's list item reads 15 of 40 columns, and carrying them is faster than reading again). Without a term the
  // page's rows come in order from an index, and are kept as read.
  const read = columnsRead(page.table, [Object.values(page.fields), page.joins, page.order]);
  const byId = page.matchesFirst && read.length * 2 > Object.keys(getTableColumns(page.table)).length;
  const carried = !page.matchesFirst
    ? sql`${page.table}.*`
    : byId
      ? sql`${page.table}.id`
      : sql.join(
          read.map((column) => sql`${column}`),
          sql`, `,
        );
  const pageRows = byId ? sql`ranked join ${page.table} on ${page.table}.id = ranked.id` : sql`ranked as ${page.table}`;
  const [answer] = await db
    .execute<{ json: ListJson<Body> }>(
      sql`
    with ranked as (
      select ${carried}, ${matched} as matched
      from ${source} ${page.joins}
      where ${page.matchesFirst ? sql`true` : where}
      order by ${order}
      limit ${page.limit}),
    page as (
      select ${fields}
      from ${pageRows} ${page.joins}
      order by ${order}),
    found as materialized (
      select case when (select count(*) from ranked) < ${page.limit} then (select count(*) from ranked) else ${counted} end as matches)
    select json_build_object(
      ${page.key}::text, coalesce((select json_agg(item) from page as item), '[]'::json),
      'total', least(matches, ${cap}),
      'moreThanTotal', matches > ${cap})::text as json
    from found`,
    )
    .then((result) => result.rows);
  if (!answer) throw new Error('A select without a from answers one row');
  return answer.json;
}
