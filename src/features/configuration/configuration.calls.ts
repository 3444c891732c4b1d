// The state's configuration beyond grading, described once: the retirement criteria's form, the forecast, the
// data-quality counts, the district dashboard, and the lists behind their numbers, through the generated client.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { listLimit } from '../../lib/constants';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import { readShown, type CallOptions } from '../../shared/calls';
import { spreadsheetReadOf } from '../../shared/downloads.calls';
import type { operations } from '../../api/schema.gen';
import { terminologiesUpdateOf, terminologyValuesOf, type TerminologyValues } from './terminologies.form';
import { isSchoolProblem, isStaffProblem, isStudentProblem, staffSortOf, studentSortOf, type RecordsSearch } from './records.search';
import { retirementSchema, retirementUpdateOf, retirementValuesOf, type RetirementValues, type StateDetails } from './configuration.form';

type StaffQuery = NonNullable<operations['downloadStaff']['parameters']['query']>;

export const configuration = {
  /** PATCH /state/state-terminologies-configuration: 'Terminologies Updated Successfully'. */
  terminologiesForm: (details: StateDetails): FormDescription<TerminologyValues, StateDetails> => ({
    values: terminologyValuesOf(details),
    successMessage: successMessages.terminologiesUpdated,
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/state/state-terminologies-configuration', { body: terminologiesUpdateOf(values), ...call })),
  }),

  /** PATCH /state/retirement-criteria-configuration: 'Updated Configurations Successfully'. */
  retirementForm: (details: StateDetails): FormDescription<RetirementValues, StateDetails> => ({
    values: retirementValuesOf(details),
    schema: retirementSchema,
    successMessage: successMessages.configurationsUpdated,
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/state/retirement-criteria-configuration', { body: retirementUpdateOf(values), ...call })),
  }),

  /** GET /state/retirement-forecast. */
  forecast: async (call: CallOptions) => dataOf(await portalClient.GET('/state/retirement-forecast', call)),

  /** The three data-quality reads, each only for a role holding its list's permission (null otherwise). */
  staffQuality: (signal: AbortSignal) => readShown(async (call) => dataOf(await portalClient.GET('/data-quality/staff', call)), signal),
  studentQuality: (signal: AbortSignal) => readShown(async (call) => dataOf(await portalClient.GET('/data-quality/students', call)), signal),
  schoolQuality: (signal: AbortSignal) => readShown(async (call) => dataOf(await portalClient.GET('/data-quality/schools', call)), signal),

  /** GET /dashboard/district. */
  districts: (signal: AbortSignal) => readShown(async (call) => dataOf(await portalClient.GET('/dashboard/district', call)).districts, signal),

  /** The staff behind a forecast or data-quality number (GET /staff/search with its filters). */
  staffBehind: (search: RecordsSearch, signal: AbortSignal) =>
    readShown(async (call) => dataOf(await portalClient.GET('/staff/search', { params: { query: { ...staffQueryOf(search), limit: listLimit } }, ...call })), signal),

  /** The same staff as staffs.xlsx (GET /staff/download), of at most `limit` rows. */
  staffSheet: (search: RecordsSearch, limit: number) =>
    spreadsheetReadOf((call) => portalClient.GET('/staff/download', { params: { query: { ...staffQueryOf(search), limit } }, ...call })),

  /** The students behind a data-quality number (GET /student/search). */
  studentsBehind: (search: RecordsSearch, signal: AbortSignal) =>
    readShown(async (call) => dataOf(await portalClient.GET('/student/search', { params: { query: { ...studentQueryOf(search), limit: listLimit } }, ...call })), signal),

  /** The same students as students.xlsx (GET /student/download), of at most `limit` rows. */
  studentSheet: (search: RecordsSearch, limit: number) =>
    spreadsheetReadOf((call) => portalClient.GET('/student/download', { params: { query: { ...studentQueryOf(search), limit } }, ...call })),

  /** The schools behind a data-quality number (GET /school/search). */
  schoolsBehind: (search: RecordsSearch, signal: AbortSignal) =>
    readShown(async (call) => dataOf(await portalClient.GET('/school/search', { params: { query: { ...schoolQueryOf(search), limit: listLimit } }, ...call })), signal),

  /** The same schools as schools.xlsx (GET /school/download), of at most `limit` rows. */
  schoolSheet: (search: RecordsSearch, limit: number) =>
    spreadsheetReadOf((call) => portalClient.GET('/school/download', { params: { query: { ...schoolQueryOf(search), limit } }, ...call })),
};

/** The staff search's filters for a number's list: its year or gap, district and staff type; and the list's sort. */
export function staffQueryOf(search: RecordsSearch): StaffQuery {
  const { retirement, problem, district, staffType } = search;
  return {
    ...(retirement && { retirement }),
    ...(isStaffProblem(problem) && { problem }),
    ...(district && { district: [district] }),
    ...(staffType && { staffType: [staffType] }),
    ...staffSortOf(search),
  };
}

/** The student search's filters for a number's list: its gap and district; and the list's sort. */
const studentQueryOf = (search: RecordsSearch) => ({
  ...(isStudentProblem(search.problem) && { problem: search.problem }),
  ...(search.district && { district: [search.district] }),
  ...studentSortOf(search),
});

/** The school search's filters for a number's list: its gap and district. */
const schoolQueryOf = (search: RecordsSearch) => ({
  ...(isSchoolProblem(search.problem) && { problem: search.problem }),
  ...(search.district && { district: [search.district] }),
});
