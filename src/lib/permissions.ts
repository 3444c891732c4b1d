// What the signed-in staff member may do where they work now. Apart from the forms (staffEdit.form.ts, roles.form.ts)
// because the side menu and the pages' access rules (services/pages.ts) need it, and they load with every page,
// /login's first visit included: no zod here.
import type { components } from '../api/schema.gen';

type StaffMember = components['schemas']['Staff'];

/** The permission operations the signed-in staff member holds where they work now (all of them for the state's owner). */
export function permissionsOf(caller: StaffMember): ReadonlySet<string> {
  return new Set(caller.roleAccess.find((access) => access.id === caller.currentRoleAccess)?.permissions ?? []);
}

/** Whether the signed-in staff member holds `permission` where they work now (a super-admin holds every one). */
export function holdsPermission(staff: StaffMember, permission: string): boolean {
  return staff.isSuperAdmin || permissionsOf(staff).has(permission);
}
