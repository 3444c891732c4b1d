// Students (SPEC sections 3 and 7), described once: the search and the admission register (GET /student/search), what
// their filters and the student form choose from, one student (GET /student/view-by-id/{id}), the forms that admit and
// change a student (POST /student/add, PATCH /student/update/{id}) and the dashboard's figures
// (GET /student/state-students-statistics).
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { listLimit } from '../../lib/constants';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import { readShown, type CallOptions } from '../../shared/calls';
import { spreadsheetReadOf } from '../../shared/downloads.calls';
import { filterOptions, offeredClasses } from '../../shared/filterOptions.calls';
import { emptyStudentValues, studentFormSchema, studentInputOf, studentUpdateOf, studentValuesOf, type Student, type StudentFormValues } from './student.form';
import { studentSearchQueryOf, type StudentFilterOptions, type StudentOrder, type StudentSearch } from './studentSearch.form';

export const students = {
  /** GET /student/download (students.xlsx) with the search's filters and sort, at most `limit` rows. */
  download: (search: StudentSearch, limit = listLimit) =>
    spreadsheetReadOf((call) => portalClient.GET('/student/download', { params: { query: { ...studentSearchQueryOf(search), limit } }, ...call })),

  /** GET /student/search: at most 1000 students in the order asked for, and how many match in all. */
  search: async (search: StudentSearch, order: StudentOrder, call: CallOptions) =>
    dataOf(await portalClient.GET('/student/search', { params: { query: studentSearchQueryOf(search, order) }, ...call })),

  /** The search for a page that shows its own failure: the list, or why there is none. */
  searchShown: (search: StudentSearch, order: StudentOrder, signal: AbortSignal) =>
    readShown((call) => students.search(search, order, call), signal),

  view: async (id: string, call: CallOptions) =>
    dataOf(await portalClient.GET('/student/view-by-id/{id}', { params: { path: { id } }, ...call })),

  /** The staff search's lists (districts, schools, places, a super-admin's states) and the classes the state offers. */
  filterOptions: async (who: { isSuperAdmin: boolean }, call: CallOptions): Promise<StudentFilterOptions> => {
    const [options, classes] = await Promise.all([filterOptions(who, call), offeredClasses(call)]);
    return { ...options, classes };
  },

  /** The state's student counts by class, school and gender. */
  statistics: async (call: CallOptions) => dataOf(await portalClient.GET('/student/state-students-statistics', call)),

  /** POST /student/add: 'Student Created Successfully'. */
  createForm: {
    values: emptyStudentValues,
    schema: studentFormSchema,
    successMessage: successMessages.studentCreated,
    submit: async (values, call) => dataOf(await portalClient.POST('/student/add', { body: studentInputOf(values), ...call })),
  } satisfies FormDescription<StudentFormValues, Student>,

  /** PATCH /student/update/{id} with the whole form: 'Student Updated Successfully'. */
  editForm: (student: Student): FormDescription<StudentFormValues, Student> => ({
    values: studentValuesOf(student),
    schema: studentFormSchema,
    successMessage: successMessages.studentUpdated,
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/student/update/{id}', { params: { path: { id: student.id } }, body: studentUpdateOf(values), ...call })),
  }),
};
