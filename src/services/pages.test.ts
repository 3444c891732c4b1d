// Which permission a page needs, and so whether the menu shows it and the page opens.
import { describe, expect, it } from 'vitest';
import { staffHoldingFixture } from '../testing/fixtures';
import { mainMenu, mayOpenPage, permissionOfPage } from './pages';

describe('permissionOfPage', () => {
  it('names the permission of a page and of everything under it, the longest path winning', () => {
    expect(permissionOfPage('/staff-management')).toBe('staff.view');
    expect(permissionOfPage('/staff-management/3f0c8b8e-5b1a-4d6e-9a57-0c1d2e3f4a50')).toBe('staff.view');
    expect(permissionOfPage('/dashboard/permission-management/edit-role/x')).toBe('role.view');
    expect(permissionOfPage('/dashboard')).toBe('dashboard.view');
    expect(permissionOfPage('/dashboard/')).toBe('dashboard.view');
  });

  it('names one for every page of the side menu, so a new page without a rule fails here', () => {
    expect(mainMenu.filter((entry) => permissionOfPage(entry.href) === null).map((entry) => entry.href)).toEqual([]);
  });

  it('asks more of the pages that create than of the lists they sit under', () => {
    expect(permissionOfPage('/staff-management/import')).toBe('staff.upload');
    expect(permissionOfPage('/student-management/create')).toBe('student.create');
    expect(permissionOfPage('/student-management/2f1c0a36-8a5e-4a0c-9a55-0f1b2c3d4e5f')).toBe('student.view');
  });

  it('names none for pages every signed-in staff member may open', () => {
    expect(permissionOfPage('/dashboard/profile')).toBeNull();
    expect(permissionOfPage('/dashboard/state')).toBeNull();
    expect(permissionOfPage('/logout')).toBeNull();
    expect(permissionOfPage('/calendar-archive')).toBeNull();
  });
});

describe('mayOpenPage', () => {
  it('lets a role open what it holds, the owner and a super-admin everything', () => {
    const calendarKeeper = staffHoldingFixture(['calendar.view']);
    expect(mainMenu.filter((entry) => mayOpenPage(calendarKeeper, entry.href)).map((entry) => entry.href)).toEqual(['/calendar']);
    expect(mainMenu.every((entry) => mayOpenPage(staffHoldingFixture(), entry.href))).toBe(true);
    expect(mainMenu.every((entry) => mayOpenPage(staffHoldingFixture([], { isSuperAdmin: true }), entry.href))).toBe(true);
  });

  it('opens Configuration for whoever configures the state, and for a role that sees staff (its retirement forecast)', () => {
    expect(mayOpenPage(staffHoldingFixture(['state.configure']), '/configuration')).toBe(true);
    expect(mayOpenPage(staffHoldingFixture(['staff.view']), '/configuration')).toBe(true);
    expect(mayOpenPage(staffHoldingFixture(['calendar.view']), '/configuration')).toBe(false);
  });
});
