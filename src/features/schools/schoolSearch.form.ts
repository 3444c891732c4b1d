// The schools page's search (/dashboard/school-management, GET /school/search): the categories a school may be of, the
// filters as the URL keeps them, and the call's query. Apart from schools.form.ts because the route validates its
// search with this, and every route's search check is in the first download: no form schema (nor zod) here.
import type { components } from '../../api/schema.gen';
import { listLimit } from '../../lib/constants';
import { oneOfParam, searchParams, textParam } from '../../lib/searchParams';

type SchoolCategory = components['schemas']['SchoolCategory'];

/** Every school category, in the contract's order (a record, so a category the contract adds is a type error here). */
const categoryOrder: Record<SchoolCategory, number> = {
  Nursery: 0,
  Primary: 1,
  'Junior Secondary': 2,
  'Senior Secondary': 3,
  'Junior and Senior Secondary': 4,
  Technical: 5,
  'Special Needs': 6,
};
export const schoolCategories = (Object.keys(categoryOrder) as SchoolCategory[]).sort((a, b) => categoryOrder[a] - categoryOrder[b]);

/** The search of the schools page's URL (`?category=Primary&state=Lagos`): a malformed value is dropped. */
const schoolSearchParams = searchParams({ state: textParam(100), category: oneOfParam(schoolCategories) });

export function schoolSearchOf(search: Record<string, unknown>): SchoolSearch {
  return schoolSearchParams.parse(search);
}

/** The search the schools page keeps in its URL: a super-admin's state and a category. */
export type SchoolSearch = { state?: string; category?: SchoolCategory };

/** GET /school/search's (and /school/download's) query: the state and category chosen, at most the list limit. */
export function schoolSearchQueryOf(search: SchoolSearch) {
  return { ...(search.state && { state: [search.state] }), ...(search.category && { category: search.category }), limit: listLimit };
}

