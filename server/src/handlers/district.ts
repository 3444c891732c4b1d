// The district calls built so far: the search the district lists, the school form and the staff filters read.
import { districts } from '../db/schema';
import { searchDistrictRecords } from '../data/districts';
import { scopeOf, statesSearched } from '../plugins/access';
import type { Services } from '../services';
import type { Handlers } from './types';

export function districtHandlers(_services: Services): Handlers {
  return {
    async searchDistricts(request) {
      const { accountStatus, state, searchTerm, limit } = request.query;
      const states = await statesSearched(request, districts, { state });
      return searchDistrictRecords(scopeOf(request), states, { accountStatus, searchTerm, limit: limit ?? 1000 });
    },
  };
}
