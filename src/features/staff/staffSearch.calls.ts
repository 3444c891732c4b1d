// The staff search (SPEC section 7), apart from the record's calls and forms (staff.calls.ts), so that the search pages
// load nothing of the forms that change a staff member: GET /staff/search and its staffs.xlsx.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { listLimit } from '../../lib/constants';
import { readShown, type CallOptions } from '../../shared/calls';
import { spreadsheetReadOf } from '../../shared/downloads.calls';
import { staffSearchQueryOf, type StaffSearch } from './staffSearch.form';

export const staffSearch = {
  /** GET /staff/download (staffs.xlsx) with the search's filters and sort, at most `limit` rows. */
  download: (search: StaffSearch, limit = listLimit) =>
    spreadsheetReadOf((call) => portalClient.GET('/staff/download', { params: { query: { ...staffSearchQueryOf(search), limit } }, ...call })),

  /** GET /staff/search: at most 1000 staff in the search's order, and how many match in all. */
  search: async (search: StaffSearch, call: CallOptions) =>
    dataOf(await portalClient.GET('/staff/search', { params: { query: staffSearchQueryOf(search) }, ...call })),

  /** The search for a page that shows its own failure: the list, or why there is none. */
  searchShown: (search: StaffSearch, signal: AbortSignal) => readShown((call) => staffSearch.search(search, call), signal),
};
