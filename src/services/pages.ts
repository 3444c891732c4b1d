// Every page's title, once: the side menu, the route titles and the breadcrumbs all read these.
import type { RouteTitle } from './routeMeta';
import type { Terminology } from './terminology';
import { holdsPermission, permissionsOf } from '../lib/permissions';
import type { Staff as StaffMember } from '../machines/session.machine';

export const pageTitles = {
  home: 'Home',
  dashboard: 'Dashboard',
  staffDashboard: 'Staff Dashboard',
  studentDashboard: 'Student Dashboard',
  admissionRegister: 'Admission Register',
  schoolManagement: 'School Management',
  permissionDashboard: 'Permission Dashboard',
  districtDashboard: (t: Terminology) => `${t.district} Dashboard`,
  userProfile: 'User Profile',
  stateProfile: 'State Profile',
  permissionManagement: 'Permission Management',
  subjectManagement: 'Subject Management',
  configureSubjects: 'Configure Subjects',
  classManagement: 'Class Management',
  configureClasses: 'Configure Classes',
  staffManagement: 'Staff Management',
  studentManagement: 'Student Management',
  staffImport: 'Import Staff',
  studentImport: 'Import Students',
  sessionsAndTerms: 'Sessions & Terms',
  schemeOfWork: 'Scheme of Work',
  calendar: 'Events & Calendar',
  grading: 'Grading',
  configureGrades: 'Configure Grades',
  districtCreation: (t: Terminology) => `${t.district} Creation`,
  configuration: 'Configuration',
  dataQuality: 'Data Quality',
  records: 'Records',
  billing: 'Billing',
  auditTrail: 'Audit Trail',
  superAdmin: 'States',
  switchState: 'Switch State',
  logout: 'Logout',
} satisfies Record<string, RouteTitle>;

export type MenuEntry = { href: string; title: RouteTitle };

/** The state-level side menu (SPEC section 2), in order. */
export const mainMenu: readonly MenuEntry[] = [
  { href: '/dashboard', title: pageTitles.dashboard },
  { href: '/permission-management', title: pageTitles.permissionManagement },
  { href: '/subject-management/configure', title: pageTitles.subjectManagement },
  { href: '/class-management/configure', title: pageTitles.classManagement },
  { href: '/staff-management', title: pageTitles.staffManagement },
  { href: '/student-management', title: pageTitles.studentManagement },
  { href: '/sessions-and-terms', title: pageTitles.sessionsAndTerms },
  { href: '/scheme-of-work', title: pageTitles.schemeOfWork },
  { href: '/calendar', title: pageTitles.calendar },
  { href: '/grading', title: pageTitles.grading },
  { href: '/district-creation', title: pageTitles.districtCreation },
  { href: '/configuration', title: pageTitles.configuration },
  { href: '/configuration/data-quality', title: pageTitles.dataQuality },
  { href: '/billing', title: pageTitles.billing },
  { href: '/audit-trail', title: pageTitles.auditTrail },
];

/**
 * The permission each page's reads need, by path: the page itself and everything under it, the longest path winning
 * (`exact` pages only themselves). The menu leaves out what the staff member may not open, and such a page, opened by
 * its address, says so instead of asking the server (which would refuse it anyway: the contract's x-permission).
 */
const pagePermissions: readonly { path: string; permission: PagePermission; exact?: boolean }[] = [
  { path: '/', permission: 'dashboard.view', exact: true },
  { path: '/dashboard', permission: 'dashboard.view', exact: true },
  { path: '/permission-management', permission: 'role.view' },
  { path: '/dashboard/permission-management', permission: 'role.view' },
  { path: '/subject-management', permission: 'subject.view' },
  { path: '/class-management', permission: 'class.view' },
  { path: '/staff-management', permission: 'staff.view' },
  { path: '/staff-management/create', permission: 'staff.create', exact: true },
  { path: '/staff-management/import', permission: 'staff.upload', exact: true },
  { path: '/dashboard/staff-management', permission: 'staff.view' },
  { path: '/student-management', permission: 'student.view' },
  { path: '/student-management/create', permission: 'student.create', exact: true },
  { path: '/student-management/import', permission: 'student.upload', exact: true },
  { path: '/dashboard/student-management', permission: 'student.view' },
  { path: '/dashboard/school-management', permission: 'school.view' },
  { path: '/sessions-and-terms', permission: 'session.view' },
  { path: '/scheme-of-work', permission: 'scheme.view' },
  { path: '/calendar', permission: 'calendar.view' },
  { path: '/grading', permission: 'grading.view' },
  { path: '/district-creation', permission: 'district.view' },
  { path: '/dashboard/district', permission: 'district.view' },
  // The state's settings for whoever configures it; the retirement forecast, read-only criteria beside it, for anyone
  // who sees staff (a district administrator sees their district's).
  { path: '/configuration', permission: ['state.configure', 'staff.view'] },
  // Data quality counts the staff, student and school lists: each section shows for a role that reads its list.
  { path: '/configuration/data-quality', permission: 'staff.view' },
  { path: '/configuration/records', permission: 'staff.view' },
  { path: '/billing', permission: 'billing.view' },
  { path: '/audit-trail', permission: 'audit.view' },
];

/** What a page needs: a permission, or any one of several. */
type PagePermission = string | readonly string[];

/** The permission the page at `path` needs (or any one of those it lists), if any. */
export function permissionOfPage(path: string): PagePermission | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const matches = pagePermissions.filter((page) => trimmed === page.path || (!page.exact && trimmed.startsWith(`${page.path}/`)));
  return matches.sort((a, b) => b.path.length - a.path.length)[0]?.permission ?? null;
}

/** Whether the signed-in staff member may open the page at `path`. */
export function mayOpenPage(staff: StaffMember, path: string): boolean {
  const permission = permissionOfPage(path);
  return permission === null || (typeof permission === 'string' ? [permission] : permission).some((one) => holdsPermission(staff, one));
}

/** Whether the signed-in staff member holds nothing where they work now: no role there, and neither owner nor super-admin. */
export function holdsNoRole(staff: StaffMember): boolean {
  return !staff.isSuperAdmin && permissionsOf(staff).size === 0;
}

/** Whether the top bar's staff search, which reads the staff list, is of use to the signed-in staff member. */
export const mayFindStaff = (staff: StaffMember) => holdsPermission(staff, 'staff.view');

/** The organisation the signed-in staff member works in now (their state when they hold no access). */
export function organisationNameOf(staff: StaffMember): string {
  return staff.roleAccess.find((access) => access.id === staff.currentRoleAccess)?.organisation.name ?? staff.stateDetails.name;
}
