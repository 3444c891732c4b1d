import { transferOwnership } from '../data/ownership';
import { callerOf, scopeOf } from '../plugins/access';
import type { Services } from '../services';
import type { Handlers } from '../contractTypes';

export function ownershipHandlers(_services: Services): Handlers {
  return {
    async transferRight(request) {
      await transferOwnership(scopeOf(request), callerOf(request).staffId, request.body.staffId);
      return { message: 'Transfer Successfully' };
    },
  };
}
