// The staff search of /staff-management (SPEC section 7, GET /staff/search): its filters as the URL keeps them, the
// rules a filter obeys (a local government needs its state, a state its country; changing one clears what hangs on it,
// SPEC section 4), the call's query made from them, and the table's sort in the URL's words.
import { oneOfParam, searchParams, uuidParam, type SearchParam } from '../../lib/searchParams';
import type { components, operations } from '../../api/schema.gen';
import { accountStatuses, genderOptions, listLimit, staffTypes } from '../../lib/constants';
import { isLimited as isListLimited, isoDateFilter, listSearch, nameFilter, one, sortDirectionFilter } from '../../shared/listSearch.form';

export type StaffListItem = components['schemas']['StaffListItem'];
export type StaffList = components['schemas']['StaffList'];
type SearchQuery = NonNullable<operations['searchStaff']['parameters']['query']>;
export type StaffSortColumn = NonNullable<SearchQuery['sortBy']>;

export type { TableSort } from '../../shared/listSearch.form';

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

export const staffProblems = ['noOracleNumber', 'noTescomNumber', 'noSubebNumber', 'noDateOfBirth', 'noDateOfFirstAppointment', 'duplicate'] as const satisfies readonly components['schemas']['StaffProblem'][];

/** A year (the router hands `?retirement=2030` over as a number) or `overdue`, as GET /staff/search's `retirement` takes it. */
export const retirementParam: SearchParam<string> = (raw) => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^(overdue|\d{4})$/.test(text) ? text : undefined;
};

const staffSearchSchema = searchParams({
  searchTerm: nameFilter,
  state: nameFilter,
  district: uuidParam,
  school: uuidParam,
  startDate: isoDateFilter,
  endDate: isoDateFilter,
  countryOfResidence: nameFilter,
  stateOfResidence: nameFilter,
  localGovernmentOfResidence: nameFilter,
  countryOfOrigin: nameFilter,
  stateOfOrigin: nameFilter,
  localGovernmentOfOrigin: nameFilter,
  accountStatus: oneOfParam(accountStatuses),
  staffType: oneOfParam(staffTypes),
  gender: oneOfParam(genderOptions),
  // The configuration page's numbers: staff retiring in a year (or overdue), or with a gap in their record.
  retirement: retirementParam,
  problem: oneOfParam(staffProblems),
  sortBy: oneOfParam(staffSortColumns),
  sortDirection: sortDirectionFilter,
});

/** The search as the URL keeps it: every filter optional, one value each. */
export type StaffSearch = ReturnType<typeof staffSearchSchema.parse>;
export type StaffFilterKey = Exclude<keyof StaffSearch, 'sortBy' | 'sortDirection'>;

/** The fields (and filters) of the places of residence and of origin, by the part of the place each names. */

/** What hangs on each filter (cleared when it changes): a state's local government, a country's state, a district's schools. */
const dependents: Partial<Record<StaffFilterKey, StaffFilterKey>> = {
  countryOfResidence: 'stateOfResidence',
  stateOfResidence: 'localGovernmentOfResidence',
  countryOfOrigin: 'stateOfOrigin',
  stateOfOrigin: 'localGovernmentOfOrigin',
  district: 'school',
};

/** The filters that need another to be chosen first (the school does not: any school of the state can be chosen). */
const requiresParent: Partial<Record<StaffFilterKey, StaffFilterKey>> = {
  stateOfResidence: 'countryOfResidence',
  localGovernmentOfResidence: 'stateOfResidence',
  stateOfOrigin: 'countryOfOrigin',
  localGovernmentOfOrigin: 'stateOfOrigin',
};

const staffSearchRules = listSearch(staffSearchSchema, { dependents, requiresParent });

export const {
  /** The route's `validateSearch`. */
  searchOf: staffSearchOf,
  parentOf,
  withFilter,
  withoutFilters,
  filterCount,
  sortDescriptorOf,
  withSort,
} = staffSearchRules;

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
    retirement: search.retirement,
    problem: search.problem,
    ...staffSearchRules.sortQueryOf(search),
    limit: listLimit,
  };
}

/** Whether the list stops short of everything that matches (the server sends at most the list limit). */
export function isLimited(list: StaffList): boolean {
  return isListLimited({ shown: list.staff.length, total: list.total, moreThanTotal: list.moreThanTotal });
}
