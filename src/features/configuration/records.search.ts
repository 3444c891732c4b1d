// The search params of /configuration/records, the list behind a forecast or data-quality number: in a module of its
// own without zod, since the route tree carries it (docs/architecture.md, "Lists driven by the route's search params").
import { oneOfParam, searchParams, uuidParam, type SearchParam } from '../../lib/searchParams';
import { staffTypes } from '../../lib/constants';
import { listSearch, sortDirectionFilter } from '../../shared/listSearch.form';
import type { components, operations } from '../../api/schema.gen';

type Schemas = components['schemas'];

const staffProblems = ['noOracleNumber', 'noTescomNumber', 'noSubebNumber', 'noDateOfBirth', 'noDateOfFirstAppointment', 'duplicate'] as const satisfies readonly Schemas['StaffProblem'][];
const studentProblems = ['noClass', 'noGuardianPhone', 'duplicate'] as const satisfies readonly Schemas['StudentProblem'][];
const schoolProblems = ['noPrincipal', 'noStudents'] as const satisfies readonly Schemas['SchoolProblem'][];

type SortBy<Operation extends 'searchStaff' | 'searchStudents'> = NonNullable<NonNullable<operations[Operation]['parameters']['query']>['sortBy']>;

/** The columns of each kind's list the server sorts by (the school search has no order but by name). */
export const sortableColumns = {
  staff: ['name', 'staffType', 'district', 'school'] as const satisfies readonly SortBy<'searchStaff'>[],
  students: ['name', 'admissionNumber', 'class', 'district', 'school'] as const satisfies readonly SortBy<'searchStudents'>[],
  schools: [] as const,
};

/** A year (the router hands `?retirement=2030` over as a number) or `overdue`, as the staff search's `retirement` takes it. */
const retirementParam: SearchParam<string> = (raw) => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^(overdue|\d{4})$/.test(text) ? text : undefined;
};

const recordsSearchSchema = searchParams({
  kind: oneOfParam(['staff', 'students', 'schools'] as const),
  retirement: retirementParam,
  problem: oneOfParam([...new Set<string>([...staffProblems, ...studentProblems, ...schoolProblems])]),
  district: uuidParam,
  staffType: oneOfParam(staffTypes),
  sortBy: oneOfParam([...new Set<string>([...sortableColumns.staff, ...sortableColumns.students])]),
  sortDirection: sortDirectionFilter,
});

export type RecordsSearch = ReturnType<typeof recordsSearchSchema.parse>;

/** The list's sort, kept in the URL as the staff and student searches keep theirs. */
export const recordsList = listSearch(recordsSearchSchema, { dependents: {}, requiresParent: {} });

/** The route's `validateSearch`. */
export const recordsSearchOf = (raw: unknown): RecordsSearch => recordsList.searchOf(raw as Record<string, unknown>);

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | undefined): value is T =>
    (values as readonly (string | undefined)[]).includes(value);

export const isStaffProblem = isOneOf(staffProblems);
export const isStudentProblem = isOneOf(studentProblems);
export const isSchoolProblem = isOneOf(schoolProblems);
const isStaffSort = isOneOf(sortableColumns.staff);
const isStudentSort = isOneOf(sortableColumns.students);

/** The sort as the staff search (or download) takes it: nothing when the column is not one of the staff list's. */
export const staffSortOf = (search: RecordsSearch) => (isStaffSort(search.sortBy) ? { sortBy: search.sortBy, sortDirection: search.sortDirection ?? 'asc' } : {});
/** The sort as the student search (or download) takes it. */
export const studentSortOf = (search: RecordsSearch) => (isStudentSort(search.sortBy) ? { sortBy: search.sortBy, sortDirection: search.sortDirection ?? 'asc' } : {});

/** The address of the list behind a number, its filters as search params. */
export function recordsHref(search: RecordsSearch): string {
  const params = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return `/configuration/records?${params.toString()}`;
}
