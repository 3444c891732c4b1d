import { and, eq } from 'drizzle-orm';
import { callerOf } from '../plugins/access';
import { notFound } from '../errors';
import type { Services } from '../services';
import {
  countByDistrict,
  currentSessionAndTerm,
  schoolStatistics,
  staffByAccountStatus,
  staffStatistics,
  stateStatistics,
  studentStatistics,
  studentsByGroup,
  upcomingEvents,
} from '../services/statistics';
import { schools, staff } from '../db/schema';
import type { Handlers } from './types';

export function dashboardHandlers({ db }: Services): Handlers {
  return {
    async viewGeneralDashboard(request) {
      const { stateId } = callerOf(request);
      const today = new Date().toISOString().slice(0, 10);
      const [statistics, current, events] = await Promise.all([stateStatistics(db, stateId), currentSessionAndTerm(db, stateId), upcomingEvents(db, stateId, today)]);
      return { statistics, ...current, upcomingEvents: events };
    },
    async viewStaffDashboard(request) {
      const { stateId } = callerOf(request);
      const [statistics, byDistrict, byAccountStatus] = await Promise.all([staffStatistics(db, stateId), countByDistrict(db, stateId, staff), staffByAccountStatus(db, stateId)]);
      return { statistics, byDistrict, byAccountStatus };
    },
    async viewStudentDashboard(request) {
      const { stateId } = callerOf(request);
      const schoolId = request.query.school;
      if (schoolId) {
        const [school] = await db.select({ id: schools.id }).from(schools).where(and(eq(schools.id, schoolId), eq(schools.stateId, stateId)));
        if (!school) throw notFound('School');
      }
      const [statistics, byClass, bySchool] = await Promise.all([
        studentStatistics(db, stateId, schoolId),
        studentsByGroup(db, stateId, 'class', schoolId),
        studentsByGroup(db, stateId, 'school', schoolId),
      ]);
      return { statistics, byClass, bySchool };
    },
    async viewSchoolDashboard(request) {
      const { stateId } = callerOf(request);
      const [statistics, byDistrict] = await Promise.all([schoolStatistics(db, stateId), countByDistrict(db, stateId, schools)]);
      return { statistics, byDistrict };
    },
  };
}
