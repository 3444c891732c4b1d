// Every page's title, once: the side menu, the route titles and the breadcrumbs all read these.
import type { RouteTitle } from './routeMeta';
import type { Terminology } from './terminology';

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
  sessionsAndTerms: 'Sessions & Terms',
  schemeOfWork: 'Scheme of Work',
  calendar: 'Events & Calendar',
  grading: 'Grading',
  configureGrades: 'Configure Grades',
  districtCreation: (t: Terminology) => `${t.district} Creation`,
  configuration: 'Configuration',
  billing: 'Billing',
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
  { href: '/billing', title: pageTitles.billing },
];
