// The state's districts as the forms and filters that name one read them (GET /district/search). The district screens
// themselves (lists by status, verification) are governance's.
import { portalClient } from '../api/client';
import { dataOf, isAbort } from '../api/errors';
import { failureShownByCaller } from '../api/middleware/failure';
import { listLimit } from '../lib/constants';
import type { CallOptions } from './calls';

export type DistrictOption = { id: string; name: string };

export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

export const districts = {
  /**
   * The state's approved districts by name; null when they cannot be read. Every field that offers them is optional
   * and says the list is missing, so the failure is not notified as well.
   */
  approved: async (call: CallOptions): Promise<DistrictOption[] | null> =>
    portalClient
      .GET('/district/search', { params: { query: { accountStatus: ['approved'], limit: listLimit } }, ...call, headers: failureShownByCaller })
      .then((answer) => dataOf(answer).districts.map(({ id, name }) => ({ id, name })).sort(byName))
      .catch((error: unknown) => {
        if (isAbort(error)) throw error;
        return null;
      }),
};
