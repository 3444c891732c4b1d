// The staff search of /staff-management (SPEC section 7, GET /staff/search): its filters as the URL keeps them, the
// rules a filter obeys (a local government needs its state, a state its country; changing one clears what hangs on it,
// SPEC section 4), the call's query made from them, and the table's sort in the URL's words.
import { z } from 'zod/mini';
import type { components, operations } from '../api/schema.gen';
import { accountStatuses, genderOptions, listLimit, staffTypes } from '../lib/constants';

export type StaffListItem = components['schemas']['StaffListItem'];
export type StaffList = components['schemas']['StaffList'];
type SearchQuery = NonNullable<operations['searchStaff']['parameters']['query']>;
export type StaffSortColumn = NonNullable<SearchQuery['sortBy']>;
/** Countries, their states and their local governments (the enums' fullStateEnum). */
export type Places = components['schemas']['Enums']['fullStateEnum'];
export type NamedOption = { id: string; name: string };
export type SchoolOption = NamedOption & { districtId: string | null };

/** What the search's selectors choose from. `states` only for a super-admin, who may search other states. */
export type StaffFilterOptions = {
  districts: NamedOption[];
  schools: SchoolOption[];
  states: string[] | null;
  places: Places;
};

/** A table's sort (React Aria's SortDescriptor has this shape). */
export type TableSort = { column: string | number; direction: 'ascending' | 'descending' };

/** The columns the server sorts by; `name` is last name, then first name. */
export const staffSortColumns = [
  'name',
  'email',
  'staffType',
  'district',
  'school',
  'dateOfEmployment',
  'accountStatus',
] as const satisfies readonly StaffSortColumn[];

const isoDate = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const staffSearchSchema = z.object({
  searchTerm: optional(name),
  state: optional(name),
  district: optional(z.uuid()),
  school: optional(z.uuid()),
  startDate: optional(isoDate),
  endDate: optional(isoDate),
  countryOfResidence: optional(name),
  stateOfResidence: optional(name),
  localGovernmentOfResidence: optional(name),
  countryOfOrigin: optional(name),
  stateOfOrigin: optional(name),
  localGovernmentOfOrigin: optional(name),
  accountStatus: optional(z.enum(accountStatuses)),
  staffType: optional(z.enum(staffTypes)),
  gender: optional(z.enum(genderOptions)),
  sortBy: optional(z.enum(staffSortColumns)),
  sortDirection: optional(z.enum(['asc', 'desc'])),
});

/** The search as the URL keeps it: every filter optional, one value each. */
export type StaffSearch = z.infer<typeof staffSearchSchema>;
export type StaffFilterKey = Exclude<keyof StaffSearch, 'sortBy' | 'sortDirection'>;

/**
 * What hangs on each filter: it is cleared when that filter changes, and means nothing without it (a local government
 * is one of its state's, a state one of its country's; the schools listed are the chosen district's).
 */
const dependents: Partial<Record<StaffFilterKey, StaffFilterKey>> = {
  countryOfResidence: 'stateOfResidence',
  stateOfResidence: 'localGovernmentOfResidence',
  countryOfOrigin: 'stateOfOrigin',
  stateOfOrigin: 'localGovernmentOfOrigin',
  district: 'school',
};

/** The fields (and filters) of the places of residence and of origin, by the part of the place each names. */
export const placeKeys = {
  residence: { country: 'countryOfResidence', state: 'stateOfResidence', localGovernment: 'localGovernmentOfResidence' },
  origin: { country: 'countryOfOrigin', state: 'stateOfOrigin', localGovernment: 'localGovernmentOfOrigin' },
} as const satisfies Record<string, Record<string, StaffFilterKey>>;

/** The filters that need another to be chosen first (the school does not: any school of the state can be chosen). */
const requiresParent: Partial<Record<StaffFilterKey, StaffFilterKey>> = {
  stateOfResidence: 'countryOfResidence',
  localGovernmentOfResidence: 'stateOfResidence',
  stateOfOrigin: 'countryOfOrigin',
  localGovernmentOfOrigin: 'stateOfOrigin',
};

/** The filter a selector waits for (it is disabled until that one is chosen), if any. */
export function parentOf(key: StaffFilterKey): StaffFilterKey | undefined {
  return requiresParent[key];
}

/** Drops what is undefined, so the URL carries only what was chosen. */
function compact(search: StaffSearch): StaffSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as StaffSearch;
}

/**
 * The route's `validateSearch`: what the URL says, with a malformed value dropped rather than failing (a typed or
 * shortened link still opens the page), and a filter whose parent is missing dropped with it.
 */
export function staffSearchOf(raw: Record<string, unknown>): StaffSearch {
  const search = staffSearchSchema.parse(raw);
  for (const [key, parent] of Object.entries(requiresParent) as [StaffFilterKey, StaffFilterKey][]) {
    // In the order above, so a dropped state drops its local government too.
    if (search[parent] === undefined) search[key] = undefined;
  }
  if (search.sortBy === undefined) search.sortDirection = undefined;
  return compact(search);
}

/** The search with `key` set to `value` (an empty value clears it), and whatever hangs on `key` cleared if it changed. */
export function withFilter(search: StaffSearch, key: StaffFilterKey, value: string | null | undefined): StaffSearch {
  const next: Record<string, unknown> = { ...search, [key]: value === '' || value === null ? undefined : value };
  if (next[key] !== search[key]) {
    for (let dependent = dependents[key]; dependent; dependent = dependents[dependent]) next[dependent] = undefined;
  }
  return staffSearchOf(next);
}

/** The search without any filter, its sort kept. */
export function withoutFilters(search: StaffSearch): StaffSearch {
  return compact({ sortBy: search.sortBy, sortDirection: search.sortDirection });
}

/** How many filters are chosen (the sort is not a filter). */
export function filterCount(search: StaffSearch): number {
  return Object.keys(compact(search)).filter((key) => key !== 'sortBy' && key !== 'sortDirection').length;
}

const one = <T>(value: T | undefined): T[] | undefined => (value === undefined ? undefined : [value]);

/** GET /staff/search's query for the search: every list filter a list of one, at most the list limit of rows. */
export function staffSearchQueryOf(search: StaffSearch): SearchQuery {
  return {
    searchTerm: search.searchTerm,
    state: one(search.state),
    district: one(search.district),
    school: one(search.school),
    startDate: search.startDate,
    endDate: search.endDate,
    countryOfResidence: one(search.countryOfResidence),
    stateOfResidence: one(search.stateOfResidence),
    localGovernmentOfResidence: one(search.localGovernmentOfResidence),
    countryOfOrigin: one(search.countryOfOrigin),
    stateOfOrigin: one(search.stateOfOrigin),
    localGovernmentOfOrigin: one(search.localGovernmentOfOrigin),
    accountStatus: one(search.accountStatus),
    staffType: one(search.staffType),
    gender: search.gender,
    sortBy: search.sortBy,
    sortDirection: search.sortBy ? (search.sortDirection ?? 'asc') : undefined,
    limit: listLimit,
  };
}

/** The table's sort for the search; none when the list is in the server's default order (newest first). */
export function sortDescriptorOf(search: StaffSearch): TableSort | undefined {
  if (!search.sortBy) return undefined;
  return { column: search.sortBy, direction: search.sortDirection === 'desc' ? 'descending' : 'ascending' };
}

/** The search sorted as the table asks. */
export function withSort(search: StaffSearch, sort: TableSort): StaffSearch {
  return staffSearchOf({ ...search, sortBy: String(sort.column), sortDirection: sort.direction === 'descending' ? 'desc' : 'asc' });
}

/** Whether the list stops short of everything that matches (the server sends at most the list limit). */
export function isLimited(list: StaffList): boolean {
  return list.total > list.staff.length;
}
