// The verify-district pages' search (`?status=pending`, `?id=…`). Apart from districts.form.ts because the routes
// validate their search with this, and every route's search check is in the first download: no form schema (nor zod)
// here.
import type { components } from '../../api/schema.gen';
import { oneOfParam } from '../../lib/searchParams';

type DistrictStatus = components['schemas']['DistrictStatus'];

/** The lists of the verify-district page, in order. */
export const districtStatuses = ['approved', 'pending', 'rejected'] as const satisfies readonly DistrictStatus[];

/** The verify-district page's search: the list shown, approved when missing or malformed. */
export type DistrictListSearch = { status: (typeof districtStatuses)[number] };
const listStatus = oneOfParam(districtStatuses);
export const districtListSearchOf = (search: Record<string, unknown>): DistrictListSearch => ({ status: listStatus(search.status) ?? 'approved' });

/** The info pages' search: the district's id, empty when missing (the page's id guard then answers 404). */
export const districtPageSearchOf = (search: Record<string, unknown>) => ({ id: typeof search.id === 'string' ? search.id : '' });
