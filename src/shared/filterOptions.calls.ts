// The lists that filters and forms of several features choose from: the state's approved districts, its schools, the
// places of the enums and, for a super-admin, the states. Read here once, so no feature reaches into another's calls.
import { portalClient } from '../api/client';
import { dataOf, isAbort } from '../api/errors';
import { failureShownByCaller } from '../api/middleware/failure';
import { listLimit } from '../lib/constants';
import type { CallOptions } from './calls';
import type { Places } from './places';

export type NamedOption = { id: string; name: string };
export type SchoolOption = NamedOption & { districtId: string | null };

/** What the staff and student searches' selectors choose from. `states` only for a super-admin, who may search other states. */
export type StaffFilterOptions = {
  districts: NamedOption[];
  schools: SchoolOption[];
  states: string[] | null;
  places: Places;
  /** Set while the lists are read (see noFilterOptions). */
  isLoading?: true;
};

/** The options while they are read: a search's filters show at once, and offer the lists when they come. */
export const noFilterOptions: StaffFilterOptions = { districts: [], schools: [], states: null, places: [], isLoading: true };

export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** An option list that could not be read is empty (its failure is notified); the search still works without it. */
const orEmpty = <T>(read: Promise<T[]>): Promise<T[]> => read.catch(() => []);

/**
 * The state's approved districts by name; null when they cannot be read. Every field that offers them is optional
 * and says the list is missing, so the failure is not notified as well.
 */
export const approvedDistricts = async (call: CallOptions): Promise<NamedOption[] | null> =>
  portalClient
    .GET('/district/search', { params: { query: { accountStatus: ['approved'], limit: listLimit } }, ...call, headers: failureShownByCaller })
    .then((answer) => dataOf(answer).districts.map(({ id, name }) => ({ id, name })).sort(byName))
    .catch((error: unknown) => {
      if (isAbort(error)) throw error;
      return null;
    });

/** The state's schools and approved districts, the places of the enums, and for a super-admin the states. */
export async function filterOptions({ isSuperAdmin }: { isSuperAdmin: boolean }, call: CallOptions): Promise<StaffFilterOptions> {
  const [schools, districtList, states, places] = await Promise.all([
    orEmpty(portalClient.GET('/school/search', { params: { query: { limit: listLimit } }, ...call }).then((answer) => dataOf(answer).foundSchools)),
    approvedDistricts(call),
    isSuperAdmin
      ? portalClient.GET('/super-admin/states', call).then((answer) => dataOf(answer).states.map((s) => s.name).sort())
      : Promise.resolve(null),
    portalClient.GET('/generic-apis/all-enum', call).then((answer) => dataOf(answer).fullStateEnum),
  ]);
  return {
    districts: districtList ?? [],
    schools: schools.map((s) => ({ id: s.id, name: s.name, districtId: s.district?.id ?? null })).sort(byName),
    states,
    places,
  };
}

/** The classes the state offers, with their arms, by name; none when they cannot be read. */
export const offeredClasses = async (call: CallOptions) =>
  portalClient
    .GET('/class/view-all', call)
    .then((answer) => dataOf(answer).classes.filter((c) => c.offered).map(({ id, name, arms }) => ({ id, name, arms })).sort(byName))
    .catch(() => []);
