import type { Services } from '../services';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { calendarHandlers } from './calendar';
import { classHandlers } from './class';
import { dashboardHandlers } from './dashboard';
import { dataQualityHandlers } from './dataQuality';
import { districtHandlers } from './district';
import { fileHandlers } from './file';
import { gradingHandlers } from './grading';
import { healthHandlers } from './health';
import { ownershipHandlers } from './ownership';
import { permissionHandlers } from './permission';
import { referenceHandlers } from './reference';
import { roleHandlers } from './role';
import { schemeHandlers } from './scheme';
import { schoolHandlers } from './school';
import { sessionHandlers } from './session';
import { stateHandlers } from './state';
import { staffHandlers } from './staff';
import { staffSheetHandlers } from './staffSheets';
import { studentHandlers } from './student';
import { studentSheetHandlers } from './studentSheets';
import { subjectHandlers } from './subject';
import { superAdminHandlers } from './superAdmin';
import { topicHandlers } from './topic';
import { transactionLogHandlers } from './transactionLog';
import type { Handlers } from '../contractTypes';

/** Every implemented operation, by operationId; the contract's other operations answer 501. */
export function createHandlers(services: Services): Handlers {
  return {
    ...authHandlers(services),
    ...staffHandlers(services),
    ...staffSheetHandlers(services),
    ...ownershipHandlers(services),
    ...superAdminHandlers(services),
    ...stateHandlers(services),
    ...referenceHandlers(services),
    ...permissionHandlers(services),
    ...roleHandlers(services),
    ...fileHandlers(services),
    ...dashboardHandlers(services),
    ...dataQualityHandlers(services),
    ...districtHandlers(services),
    ...classHandlers(services),
    ...subjectHandlers(services),
    ...topicHandlers(services),
    ...sessionHandlers(services),
    ...calendarHandlers(services),
    ...schemeHandlers(services),
    ...schoolHandlers(services),
    ...gradingHandlers(),
    ...studentHandlers(services),
    ...studentSheetHandlers(services),
    ...auditHandlers(),
    ...transactionLogHandlers(),
    ...healthHandlers(services),
  };
}
