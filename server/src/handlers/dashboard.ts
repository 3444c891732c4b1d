import { scopeOf } from '../plugins/access';
import type { Services } from '../services';
import {
  countByDistrict,
  currentSessionAndTerm,
  districtFigures,
  schoolStatistics,
  staffByAccountStatus,
  staffStatistics,
  stateStatistics,
  studentStatistics,
  studentsByGroup,
  upcomingEvents,
} from '../services/statistics';
import { schools, staff } from '../db/schema';
import type { Handlers } from '../contractTypes';

export function dashboardHandlers(_services: Services): Handlers {
  return {
    async viewGeneralDashboard(request) {
      const scope = scopeOf(request);
      const today = new Date().toISOString().slice(0, 10);
      const [statistics, current, events] = await Promise.all([stateStatistics(scope), currentSessionAndTerm(scope), upcomingEvents(scope, today)]);
      return { statistics, ...current, upcomingEvents: events };
    },
    async viewStaffDashboard(request) {
      const scope = scopeOf(request);
      const [statistics, byDistrict, byAccountStatus] = await Promise.all([staffStatistics(scope), countByDistrict(scope, staff), staffByAccountStatus(scope)]);
      return { statistics, byDistrict, byAccountStatus };
    },
    async viewStudentDashboard(request) {
      const scope = scopeOf(request);
      const schoolId = request.query.school;
      if (schoolId) await scope.findOwned(schools, schoolId, 'School');
      const [statistics, byClass, bySchool] = await Promise.all([
        studentStatistics(scope, schoolId),
        studentsByGroup(scope, 'class', schoolId),
        studentsByGroup(scope, 'school', schoolId),
      ]);
      return { statistics, byClass, bySchool };
    },
    async viewSchoolDashboard(request) {
      const scope = scopeOf(request);
      const [statistics, byDistrict] = await Promise.all([schoolStatistics(scope), countByDistrict(scope, schools)]);
      return { statistics, byDistrict };
    },
    async viewDistrictDashboard(request) {
      return { districts: await districtFigures(scopeOf(request)) };
    },
  };
}
