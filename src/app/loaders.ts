// What the routes' loaders read. Reads happen here (DESIGN section 4: reads in loaders, writes through a machine).
// A gated account asks for nothing: its page shows the account notice instead.
import { portalClient } from '../api/client';
import { dataOf } from '../api/errors';
import { accountGateFor } from '../machines/accountStatusGate.machine';
import type { SessionActor } from '../machines/session.machine';

type LoaderArgs = { context: { session: SessionActor }; abortController: AbortController };

/** Whether the signed-in account may use the app (the same decision as the gate the layout shows). */
export function mayOperate(session: SessionActor): boolean {
  const staff = session.getSnapshot().context.staff;
  return staff !== null && accountGateFor(staff) === 'active';
}

export async function loadGeneralDashboard({ context, abortController }: LoaderArgs) {
  if (!mayOperate(context.session)) return null;
  return dataOf(await portalClient.GET('/dashboard/general', { signal: abortController.signal }));
}

export async function loadStaffDashboard({ context, abortController }: LoaderArgs) {
  if (!mayOperate(context.session)) return null;
  return dataOf(await portalClient.GET('/staff/state-staffs-statistics', { signal: abortController.signal }));
}

export async function loadStudentDashboard({ context, abortController }: LoaderArgs) {
  if (!mayOperate(context.session)) return null;
  return dataOf(await portalClient.GET('/student/state-students-statistics', { signal: abortController.signal }));
}

export async function loadStates({ context, abortController }: LoaderArgs) {
  const staff = context.session.getSnapshot().context.staff;
  if (!staff?.isSuperAdmin) return null;
  return dataOf(await portalClient.GET('/super-admin/states', { signal: abortController.signal }));
}
