import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen';
import { crumbTrail } from './breadcrumbs';
import { defaultTerminology } from './terminology';

// The routes are all this reads; no loader runs, so the app's actors are not needed.
const router = createRouter({ routeTree, context: {} as never });
const routes = { byId: router.routesById as never, byPath: router.routesByPath as never };
const trailOf = (routeId: string, pathname: string) =>
  crumbTrail(routes, { routeId, pathname }, defaultTerminology, '/').map((crumb) => `${crumb.title} ${crumb.href}`);

describe('breadcrumbs of the app routes', () => {
  it('give the two profile pages the same trail, under the dashboard', () => {
    expect(trailOf('/_alt/dashboard/profile', '/dashboard/profile')).toEqual(['Home /', 'Dashboard /dashboard', 'User Profile /dashboard/profile']);
    expect(trailOf('/_main/dashboard/state', '/dashboard/state')).toEqual(['Home /', 'Dashboard /dashboard', 'State Profile /dashboard/state']);
  });

  it('follow a declared parent that is not above the page by path (Configure Grades under Grading)', () => {
    expect(trailOf('/_main/grading/configure-grades', '/grading/configure-grades')).toEqual([
      'Home /',
      'Grading /grading',
      'Configure Grades /grading/configure-grades',
    ]);
  });
});
