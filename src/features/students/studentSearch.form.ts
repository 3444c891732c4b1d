// The student search of /student-management (SPEC section 7, GET /student/search) and the admission register: the
// filters as the URL keeps them (a local government of origin needs its state; changing the district clears the
// school), the call's query made from them, and the table's sort in the URL's words. The rules are the shared list
// search's (listSearch.form.ts).
import { oneOfParam, searchParams, uuidParam } from '../../lib/searchParams';
import type { components, operations } from '../../api/schema.gen';
import { genderOptions, listLimit } from '../../lib/constants';
import { isoDateFilter, listSearch, nameFilter, one, sortDirectionFilter } from '../../shared/listSearch.form';
import type { StaffFilterOptions } from '../../shared/filterOptions.calls';

export type Student = components['schemas']['Student'];
/** A student as the list shows them. */
export type StudentListItem = components['schemas']['StudentListItem'];

/** The list's item for a student's whole record (as GET /student/view-by-id answers it). */
export const studentListItemOf = (student: Student): StudentListItem => ({
  id: student.id,
  admissionNumber: student.admissionNumber,
  firstName: student.firstName,
  lastName: student.lastName,
  middleName: student.middleName,
  gender: student.gender,
  dob: student.dob,
  admissionDate: student.admissionDate,
  className: student.class?.name ?? null,
  classArm: student.classArm,
  schoolName: student.school?.name ?? null,
  districtName: student.district?.name ?? null,
});
export type StudentList = components['schemas']['StudentSearchResult'];
type SearchQuery = NonNullable<operations['searchStudents']['parameters']['query']>;
export type StudentSortColumn = NonNullable<SearchQuery['sortBy']>;

/** A class the state offers, with its arms (A, B, …). */
export type ClassOption = { id: string; name: string; arms: string[] };

/** What the search's selectors (and the student form's) choose from. */
export type StudentFilterOptions = StaffFilterOptions & { classes: ClassOption[] };

/** The columns the server sorts by; `name` is last name, then first name. */
export const studentSortColumns = [
  'name',
  'admissionNumber',
  'class',
  'school',
  'district',
  'gender',
  'dob',
  'admissionDate',
] as const satisfies readonly StudentSortColumn[];

const studentSearchSchema = searchParams({
  searchTerm: nameFilter,
  state: nameFilter,
  district: uuidParam,
  school: uuidParam,
  class: uuidParam,
  startDate: isoDateFilter,
  endDate: isoDateFilter,
  stateOfOrigin: nameFilter,
  localGovernmentOfOrigin: nameFilter,
  gender: oneOfParam(genderOptions),
  sortBy: oneOfParam(studentSortColumns),
  sortDirection: sortDirectionFilter,
});

/** The search as the URL keeps it: every filter optional, one value each. */
export type StudentSearch = ReturnType<typeof studentSearchSchema.parse>;
export type StudentFilterKey = Exclude<keyof StudentSearch, 'sortBy' | 'sortDirection'>;

export const studentSearchRules = listSearch(studentSearchSchema, {
  dependents: { district: 'school', stateOfOrigin: 'localGovernmentOfOrigin' },
  requiresParent: { localGovernmentOfOrigin: 'stateOfOrigin' },
});

/** The route's `validateSearch`. */
export const studentSearchOf = studentSearchRules.searchOf;

/** The admission register keeps only the sort in the URL: it lists every student, in order of admission. */
export function registerSearchOf(raw: Record<string, unknown>): StudentSearch {
  const { sortBy, sortDirection } = studentSearchOf(raw);
  return { ...(sortBy && { sortBy }), ...(sortDirection && { sortDirection }) };
}

/** Which list of students: the search (by name unless sorted) or the admission register (by admission). */
export type StudentOrder = NonNullable<SearchQuery['order']>;

/** GET /student/search's (and /student/download's) query: every list filter a list of one, at most the list limit. */
export function studentSearchQueryOf(search: StudentSearch, order: StudentOrder = 'name'): SearchQuery {
  return {
    searchTerm: search.searchTerm,
    state: one(search.state),
    district: one(search.district),
    school: one(search.school),
    class: one(search.class),
    startDate: search.startDate,
    endDate: search.endDate,
    stateOfOrigin: one(search.stateOfOrigin),
    localGovernmentOfOrigin: one(search.localGovernmentOfOrigin),
    gender: search.gender,
    order,
    ...studentSearchRules.sortQueryOf(search),
    limit: listLimit,
  };
}

/** The states of origin a student's may be (the country is Nigeria), and each one's local governments. */
export function nigerianStatesOf(places: StaffFilterOptions['places']) {
  return places.find((place) => place.country === 'Nigeria')?.states ?? [];
}
