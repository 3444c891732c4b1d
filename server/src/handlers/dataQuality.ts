import { scopeOf } from '../plugins/access';
import type { Services } from '../services';
import { schoolDataQuality, staffDataQuality, studentDataQuality } from '../data/dataQuality';
import type { Handlers } from '../contractTypes';

export function dataQualityHandlers(_services: Services): Handlers {
  return {
    async viewStaffDataQuality(request) {
      return staffDataQuality(scopeOf(request));
    },
    async viewStudentDataQuality(request) {
      return studentDataQuality(scopeOf(request));
    },
    async viewSchoolDataQuality(request) {
      return schoolDataQuality(scopeOf(request));
    },
  };
}
