// The student search and the admission register (SPEC section 7), apart from the student's record and forms
// (students.calls.ts), so that the search pages load nothing of the forms that admit and change a student:
// GET /student/search, its students.xlsx, and the lists its filters choose from.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { listLimit } from '../../lib/constants';
import { readShown, type CallOptions } from '../../shared/calls';
import { spreadsheetReadOf } from '../../shared/downloads.calls';
import { filterOptions, offeredClasses } from '../../shared/filterOptions.calls';
import { studentSearchQueryOf, type StudentFilterOptions, type StudentOrder, type StudentSearch } from './studentSearch.form';

export const studentSearch = {
  /** GET /student/download (students.xlsx) with the search's filters and sort, at most `limit` rows. */
  download: (search: StudentSearch, limit = listLimit) =>
    spreadsheetReadOf((call) => portalClient.GET('/student/download', { params: { query: { ...studentSearchQueryOf(search), limit } }, ...call })),

  /** GET /student/search: at most 1000 students in the order asked for, and how many match in all. */
  search: async (search: StudentSearch, order: StudentOrder, call: CallOptions) =>
    dataOf(await portalClient.GET('/student/search', { params: { query: studentSearchQueryOf(search, order) }, ...call })),

  /** The search for a page that shows its own failure: the list, or why there is none. */
  searchShown: (search: StudentSearch, order: StudentOrder, signal: AbortSignal) =>
    readShown((call) => studentSearch.search(search, order, call), signal),

  /** The staff search's lists (districts, schools, places, a super-admin's states) and the classes the state offers: what
   * the student search's filters and the student form choose from. */
  filterOptions: async (who: { isSuperAdmin: boolean }, call: CallOptions): Promise<StudentFilterOptions> => {
    const [options, classes] = await Promise.all([filterOptions(who, call), offeredClasses(call)]);
    return { ...options, classes };
  },
};
