// One page of a search list and how many match, as the JSON text of the answer, written by the database in one
// statement: what the staff search and the student search share. A page of 1,000 rows then crosses from the
// database as one value rather than tens of thousands, and is sent as it is: those values crossing one by one, then
// made into JSON in the server, would be most of a page's time.
import { and, Column, getTableColumns, is, SQL, sql } from "drizzle-orm";
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

/**
 * How a search with a text term finds its page:
 * - `matches`: the term's matches through the trigram index first, only then sorted. Left to itself, the planner
 *   walks the whole table in the list's order hoping to fill the page early: over ten times slower for a surname
 *   1,435 of 100,000 staff bear. Every match is then read anyway, so they are counted in the same pass.
 * - `order`: the planner's own way, which for a short page (an autocomplete's) walks the list's order and stops at its
 *   first matches.
 * - `{ walk: rows, together, leading }`: the term's first matches, up to the count's cap, are read first, counting them,
 *   noting whether every one matches in the order's first column (`together`: a surname, in a list by surname), and
 *   the least of that column (`leading`) among them. The page is then looked for along the order, among its first
 *   `rows` from a starting point, as an index holding the term's text gives them:
 *   - matches spread through the order (a first name, in a list by surname) are looked for from the order's start: a
 *     first name one in sixteen students bear fills a 1,000-row page within the order's first 16,000 rows, read from
 *     the index, where reading its 12,500 matches reads most of a 200,000-student table;
 *   - matches that lie together are looked for from the least of their first column: from the surname where they
 *     begin, rather than reading and sorting every match of a surname (thousands, for a common one). When the count
 *     stopped at its cap, that least is read from every match first (their first column only: no sort).
 *   The walk is not begun when fewer than a page match; a walk that finds fewer than a page leaves the page to be
 *   found among the matches, as for `matches`. The order must be of the table's own columns and begin with `leading`
 *   ascending, never null; `rows` a few times the page (a term one in `rows / limit` rows match is found by walking).
 */
export type TermPlan = 'matches' | 'order' | { walk: number; together: SQL; leading: PgColumn };

export interface ListPage {
  /** The answer's key for the page: `staff`, `foundStudents`. */
  key: string;
  /** The table searched; `where` and `term` narrow it. */
  table: PgTable;
  /** The search's filters, but its text term. */
  where: SQL | undefined;
  /** The search's text term, if it has one. */
  term: SQL | undefined;
  /** How a page of the term's matches is found; `matches` when not said. */
  termPlan?: TermPlan;
  /** One item of the page, field by field, over the table and `joins`. */
  fields: Record<string, PgColumn | SQL>;
  joins: SQL;
  order: SQL[];
  limit: number;
  countUpTo: number | undefined;
}

/**
 * `{ [key]: items, total, moreThanTotal }`: the page in its order; the matches counted up to `countUpTo` (never
 * fewer than the page's own rows); whether more match. A page that is not full is every match, so nothing more is
 * counted.
 */
export async function listPageJson<Body>(db: Executor, page: ListPage): Promise<ListJson<Body>> {
  const cap = Math.max(page.countUpTo ?? defaultCountUpTo, page.limit);
  const plan = page.term ? (page.termPlan ?? 'matches') : 'order';
  const walk = typeof plan === 'object' ? plan : undefined;
  const matchesFirst = plan !== 'order';
  const where = and(page.where, page.term) ?? sql`true`;
  const order = sql.join(page.order, sql`, `);
  const fields = sql.join(
    Object.entries(page.fields).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  // An offset, even of 0, keeps the planner from folding the matches into the ordered scan around them. After a walk
  // that found the page, the matches are never read (a condition without columns is tested once, before the scan).
  const walked = walk ? sql` and not (select page_found from walk_found)` : sql``;
  const source = matchesFirst ? sql`(select * from ${page.table} where ${where}${walked} offset 0) as ${page.table}` : sql`${page.table}`;
  const matched = matchesFirst ? sql`count(*) over ()` : sql`0`;
  const countedAll = sql`(select count(*) from (select 1 from ${page.table} where ${where} limit ${cap + 1}) as counted)`;
  // A page found by walking had its matches counted, up to the cap, before the walk; a page found among the matches
  // counted them as it read them.
  const counted = !matchesFirst
    ? countedAll
    : walk
      ? sql`case when (select page_found from walk_found) then (select matches from probe) else (select max(matched) from ranked) end`
      : sql`(select max(matched) from ranked)`;
  // The page is chosen first and its items built after, for its rows alone: built before, every match of a broad
  // term would be made into JSON only to be sorted away. Each item is its row made JSON whole, which the database
  // does faster than an object built key by key. The page's rows keep the table's name, so the items and joins read
  // them as they would the table; joins the order does not read are dropped by the planner.
  // A term's thousands of matches go through the count and the sort carrying only the columns the page reads; when
  // that is most of the row (a student), they carry their ids alone and the page's rows are read again by id (a staff
  // member's list item reads 15 of 40 columns, and carrying them is faster than reading again). Without a term the
  // page's rows come in order from an index, and are kept as read.
  const read = columnsRead(page.table, [Object.values(page.fields), page.joins, page.order]);
  const byId = matchesFirst && read.length * 2 > Object.keys(getTableColumns(page.table)).length;
  const carried = !matchesFirst
    ? sql`${page.table}.*`
    : byId
      ? sql`${page.table}.id`
      : sql.join(
          read.map((column) => sql`${column}`),
          sql`, `,
        );
  const pageRows = byId ? sql`ranked join ${page.table} on ${page.table}.id = ranked.id` : sql`ranked as ${page.table}`;
  // The walk: the rows of the order from its starting point (the planner reads only the columns the term and the order
  // need, from an index when one holds them), then the term's among them, in the same order, up to a page. A walk not
  // wanted is never begun, and a starting point not needed never looked for (conditions without columns are tested
  // once, before their scan; a case's subqueries, only when reached). The least of every match is read from the
  // matches themselves (the offset keeps them apart): left to itself, the planner looks for it along the order's index,
  // testing the term in each row until one holds it (most of the table, for a surname late in the alphabet).
  const everyRow = page.where ?? sql`true`;
  const walkPlan = walk
    ? sql`
    probe as materialized (
      select count(*) as matches, coalesce(bool_and(together), false) as together, min(first_in_order) as least_leading
      from (select ${walk.together} as together, ${walk.leading} as first_in_order from ${page.table} where ${where} limit ${cap + 1}) as matched),
    walk_start as materialized (
      select case
        when not together then (select min(${walk.leading}) from ${page.table} where ${everyRow})
        when matches <= ${cap} then least_leading
        else (select min(first_in_order) from (select ${walk.leading} as first_in_order from ${page.table} where ${where} offset 0) as matched) end as least_leading
      from probe),
    walk as materialized (
      select ${carried}
      from (
        select ${page.table}.* from ${page.table}
        where ${everyRow} and (select matches >= ${page.limit} from probe)
          and ${walk.leading} >= (select least_leading from walk_start)
        order by ${order} limit ${walk.walk}) as ${page.table}
      where ${page.term}
      order by ${order}
      limit ${page.limit}),
    walk_found as materialized (select count(*) = ${page.limit} as page_found from walk),`
    : sql``;
  const ranked = sql`
      select ${carried}, ${matched} as matched
      from ${source} ${page.joins}
      where ${matchesFirst ? sql`true` : where}
      order by ${order}
      limit ${page.limit}`;
  const [answer] = await db
    .execute<{ json: ListJson<Body> }>(
      sql`
    with ${walkPlan}
    ranked as (${walk ? sql`select *, 0::bigint as matched from walk where (select page_found from walk_found) union all (${ranked})` : ranked}),
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

/**
 * The ids of the first `limit` records an ordered query of ids finds, and whether more match: it reads one more than
 * it keeps, so a download cut short can say so.
 */
export async function firstIds(query: { limit: (count: number) => PromiseLike<{ id: string }[]> }, limit: number) {
  const found = await query.limit(limit + 1);
  return { ids: found.slice(0, limit).map((row) => row.id), more: found.length > limit };
}

/** How many records a download reads at a time. */
const downloadPage = 1000;

/**
 * The records of `ids` in their order, read a page at a time (`read` answers a page's records by id) as they are
 * iterated: a 10,000-row download holds the ids and one page, never every record. An id read as nothing (a record
 * deleted since the search) is left out.
 */
export async function* inIdOrder<Row>(ids: readonly string[], read: (pageIds: string[]) => Promise<Map<string, Row>>): AsyncGenerator<Row> {
  for (let start = 0; start < ids.length; start += downloadPage) {
    const pageIds = ids.slice(start, start + downloadPage);
    const byId = await read(pageIds);
    for (const id of pageIds) {
      const row = byId.get(id);
      if (row) yield row;
    }
  }
}
