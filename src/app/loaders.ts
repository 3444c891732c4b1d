// What the routes' loaders read. Reads happen here (DESIGN section 4: reads in loaders, writes through a machine).
// A gated account asks for nothing: its page shows the account notice instead.
import { portalClient } from '../api/client';
import { takeEarlyPageRead } from '../api/earlyCalls';
import { dataOf } from '../api/errors';
import { accountGateFor } from '../machines/accountStatusGate.machine';
import type { SessionActor } from '../machines/session.machine';
import { mayOpenPage } from '../services/pages';

type LoaderArgs = { context: { session: SessionActor }; abortController: AbortController; location: { pathname: string } };

/**
 * Whether the signed-in account may use the app (the same decision as the gate the layout shows), and, given the
 * page's path, that page (the same decision as the layout's forbidden notice).
 */
export function mayOperate(session: SessionActor, path?: string): boolean {
  const staff = session.getSnapshot().context.staff;
  return staff !== null && accountGateFor(staff) === 'active' && (path === undefined || mayOpenPage(staff, path));
}

export async function loadGeneralDashboard({ context, abortController, location }: LoaderArgs) {
  // On a reload of the home page the call may already be out: src/first-paint.js sent it with the restore's token.
  const sentOnLoad = takeEarlyPageRead('/dashboard/general');
  if (!mayOperate(context.session, location.pathname)) return null;
  return dataOf(await portalClient.GET('/dashboard/general', { signal: abortController.signal, ...(sentOnLoad && { fetch: () => sentOnLoad }) }));
}

export async function loadStaffDashboard({ context, abortController, location }: LoaderArgs) {
  if (!mayOperate(context.session, location.pathname)) return null;
  return dataOf(await portalClient.GET('/staff/state-staffs-statistics', { signal: abortController.signal }));
}

export async function loadStudentDashboard({ context, abortController, location }: LoaderArgs) {
  if (!mayOperate(context.session, location.pathname)) return null;
  return dataOf(await portalClient.GET('/student/state-students-statistics', { signal: abortController.signal }));
}

export async function loadStates({ context, abortController }: LoaderArgs) {
  const staff = context.session.getSnapshot().context.staff;
  if (!staff?.isSuperAdmin) return null;
  return dataOf(await portalClient.GET('/super-admin/states', { signal: abortController.signal }));
}
