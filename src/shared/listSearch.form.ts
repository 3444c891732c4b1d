// What every list searched on the server through the URL's search params shares (docs/architecture.md, "Lists driven
// by the route's search params"): a malformed value dropped rather than failing, a filter whose parent is missing
// dropped with it, what hangs on a filter cleared when it changes, and the table's sort in the URL's words. The staff
// search (staffSearch.form.ts) and the student search (studentSearch.form.ts) are each a schema and these rules.
import { isoDateParam, oneOfParam, textParam } from '../lib/searchParams';

/** A table's sort (React Aria's SortDescriptor has this shape). */
export type TableSort = { column: string | number; direction: 'ascending' | 'descending' };

type SortParams = { sortBy?: string; sortDirection?: 'asc' | 'desc' };
type Sorted = 'sortBy' | 'sortDirection';

export const isoDateFilter = isoDateParam;
export const nameFilter = textParam(100);
export const sortDirectionFilter = oneOfParam(['asc', 'desc']);

/** A search's filters: every key but the sort's. */
export type FilterKey<Search> = Exclude<keyof Search, Sorted> & string;

export interface ListSearchRules<Search extends SortParams, Key extends FilterKey<Search> = FilterKey<Search>> {
  /**
   * What hangs on each filter: it is cleared when that filter changes, and means nothing without it (a local government
   * is one of its state's; the schools listed are the chosen district's).
   */
  dependents: Partial<Record<Key, Key>>;
  /** The filters that need another chosen first (the selector is disabled until then); in order, parents first. */
  requiresParent: Partial<Record<Key, Key>>;
}

/** The rules of a list's search, from its schema (every value optional) and what hangs on what. */
export function listSearch<Search extends SortParams>(
  schema: { parse: (raw: unknown) => Search },
  { dependents, requiresParent }: ListSearchRules<Search>,
) {
  type Key = FilterKey<Search>;
  /** Drops what is undefined, so the URL carries only what was chosen. */
  const compact = (search: Search): Search =>
    Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Search;

  /** The route's `validateSearch`: a typed or shortened link still opens the page. */
  function searchOf(raw: Record<string, unknown>): Search {
    const search = schema.parse(raw);
    const values = search as Record<string, unknown>;
    for (const [key, parent] of Object.entries(requiresParent) as [Key, Key][]) {
      // In the declared order, so a dropped state drops its local government too.
      if (values[parent] === undefined) values[key] = undefined;
    }
    if (search.sortBy === undefined) search.sortDirection = undefined;
    return compact(search);
  }

  return {
    searchOf,

    /** The filter a selector waits for (it is disabled until that one is chosen), if any. */
    parentOf: (key: Key): Key | undefined => requiresParent[key],

    /** The search with `key` set to `value` (an empty value clears it), and whatever hangs on `key` cleared if it changed. */
    withFilter(search: Search, key: Key, value: string | null | undefined): Search {
      const next: Record<string, unknown> = { ...search, [key]: value === '' || value === null ? undefined : value };
      if (next[key] !== search[key]) {
        for (let dependent = dependents[key]; dependent; dependent = dependents[dependent]) next[dependent] = undefined;
      }
      return searchOf(next);
    },

    /** The search without any filter, its sort kept. */
    withoutFilters: (search: Search): Search => compact({ sortBy: search.sortBy, sortDirection: search.sortDirection } as Search),

    /** How many filters are chosen (the sort is not a filter). */
    filterCount: (search: Search): number =>
      Object.keys(compact(search)).filter((key) => key !== 'sortBy' && key !== 'sortDirection').length,

    /** The table's sort for the search; none when the list is in the server's default order. */
    sortDescriptorOf(search: Search): TableSort | undefined {
      if (!search.sortBy) return undefined;
      return { column: search.sortBy, direction: search.sortDirection === 'desc' ? 'descending' : 'ascending' };
    },

    /** The search sorted as the table asks. */
    withSort: (search: Search, sort: TableSort): Search =>
      searchOf({ ...search, sortBy: String(sort.column), sortDirection: sort.direction === 'descending' ? 'desc' : 'asc' }),

    /** The sort as the call takes it: a direction only with a column. */
    sortQueryOf: (search: Search) => ({
      sortBy: search.sortBy as Search['sortBy'],
      sortDirection: search.sortBy ? (search.sortDirection ?? 'asc') : undefined,
    }),
  };
}

/** A list filter of the call (`district[0]=…`): one value, or none. */
export const one = <T>(value: T | undefined): T[] | undefined => (value === undefined ? undefined : [value]);

/**
 * A page of a search: the rows sent (at most the list limit) and how many match, which the server counts up to a
 * cap (`moreThanTotal` when more match than it counted).
 */
export type FoundPage = { shown: number; total: number; moreThanTotal?: boolean };

/** Whether the list stops short of everything that matches (the server sends at most the list limit). */
export function isLimited({ shown, total, moreThanTotal = false }: FoundPage): boolean {
  return moreThanTotal || total > shown;
}
