// Schools, the staff autocomplete and the dashboards, keyboard only, with axe in both themes: the state's
// owner finds a staff member with the top bar's autocomplete and lands on their page; creates a school whose principal
// is picked with the autocomplete, and reads its info dialog's figures; reads the staff dashboard's charts.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolMessages, successMessages } from '../../src/lib/messages';
import { expectAccessible } from './harness';
import { chooseOption, demoPassword, expectNotification, focusCard, press, reachPath, signedInPage, tabTo, typeInto } from './keyboard';

const signedIn = signedInPage('admin@demo.test');
let page: Page;
const baseUrl = () => signedIn.portal.baseUrl;

type StaffListItem = {
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  email: string;
};

beforeAll(() => {
  page = signedIn.page;
});

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.ok, `GET ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: demoPassword }),
  });
  return ((await response.json()) as { authorizationToken: string }).authorizationToken;
}

/** A staff member of the demo state other than its admins, holding no school role, and how the autocomplete names them. */
async function someStaff(token: string): Promise<StaffListItem & { name: string }> {
  const { staff } = await api<{ staff: StaffListItem[] }>('/staff/search?limit=1000', token);
  let member: StaffListItem | undefined;
  // The list leaves school posts out; the whole profile has them.
  for (const candidate of staff.filter((s) => !s.email.endsWith('@demo.test'))) {
    const { schoolRoles } = await api<{ schoolRoles: unknown[] }>(`/staff/view-staff/${candidate.id}`, token);
    if (schoolRoles.length === 0) {
      member = candidate;
      break;
    }
  }
  if (!member) throw new Error('The demo state has no staff to find');
  const name = [member.title, member.firstName, member.middleName, member.lastName].filter(Boolean).join(' ');
  return { ...member, name };
}

describe('schools and the staff autocomplete', () => {
  it('finds a staff member with the top bar autocomplete, by keyboard, and lands on their page', async () => {
    const member = await someStaff(await adminToken());
    const search = page.getByRole('combobox', { name: 'Find a staff member' });
    await search.waitFor();
    await expectAccessible(page, 'the top bar with the staff search');
    await typeInto(page, search, member.email);
    const option = page.getByRole('option', { name: new RegExp(member.name) });
    await option.waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: /staff members? match/ }).count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await reachPath(page, `/staff-management/${member.id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(member.lastName) }).waitFor();
  });

  it('creates a school with its principal picked with the autocomplete, sees its info dialog figures, and edits it', async () => {
    const token = await adminToken();
    const principal = await someStaff(token);
    const schoolName = 'Ikeja Model College';
    await page.goto(`${baseUrl()}/dashboard/school-management`);
    await page.getByRole('heading', { name: 'School Management', level: 1 }).waitFor();
    await expectAccessible(page, '/dashboard/school-management');

    await press(page, page.getByRole('button', { name: 'Create School' }));
    const dialog = page.getByRole('dialog', { name: 'Create School' });
    await dialog.waitFor();
    await typeInto(page, dialog.getByRole('textbox', { name: 'School name' }), schoolName);
    await chooseOption(page, dialog.getByRole('button', { name: /Category/ }), 'Junior Secondary');
    const picker = dialog.getByRole('combobox', { name: 'Principal', exact: true });
    await typeInto(page, picker, principal.email);
    await page.getByRole('option', { name: new RegExp(principal.name) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe(principal.name);
    await expectAccessible(page, 'the create school dialog');
    await press(page, dialog.getByRole('button', { name: 'Create School' }));
    await expectNotification(page, successMessages.schoolCreated);
    await dialog.waitFor({ state: 'detached' });

    const { foundSchools } = await api<{ foundSchools: { id: string; name: string }[] }>('/school/search?limit=1000', token);
    const created = foundSchools.find((school) => school.name === schoolName);
    expect(created, 'the new school is found').toBeDefined();
    const information = await api<{ staffCount: number; studentCount: number; maleStudentCount: number; femaleStudentCount: number }>(
      `/school/get-school-information/${created?.id}`,
      token,
    );

    const grid = page.getByRole('grid', { name: 'Schools', exact: true });
    await grid.getByRole('row', { name: schoolName }).waitFor();
    await focusCard(page, grid, schoolName);
    await tabTo(page, grid.getByRole('button', { name: `Information about ${schoolName}` }));
    await page.keyboard.press('Enter');
    const info = page.getByRole('dialog', { name: schoolName });
    await info.waitFor();
    await info.getByText('Staff count').waitFor();
    const figures = await info.locator('dl').last().innerText();
    for (const [label, value] of [
      ['Staff count', information.staffCount],
      ['Student count', information.studentCount],
      ['Male students', information.maleStudentCount],
      ['Female students', information.femaleStudentCount],
    ] as const) {
      expect(figures).toMatch(new RegExp(`${label}\\s+${value}`));
    }
    expect(await info.innerText()).toContain(principal.firstName);
    await expectAccessible(page, 'the school info dialog');
    await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });

    // The card's edit link opens the school's edit page, its principal already chosen.
    await focusCard(page, grid, schoolName);
    await press(page, grid.getByRole('link', { name: `Edit ${schoolName}` }));
    await reachPath(page, `/dashboard/school-management/edit-school/${created?.id}`);
    await page.getByRole('heading', { name: `Edit ${schoolName}`, level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Principal', exact: true }).inputValue()).toBe(`${principal.firstName} ${principal.lastName}`);
    await expectAccessible(page, '/dashboard/school-management/edit-school/{id}');
    await typeInto(page, page.getByRole('textbox', { name: 'School name' }), `${schoolName} Annex`);
    await press(page, page.getByRole('button', { name: 'Save School' }));
    await expectNotification(page, schoolMessages.schoolUpdated);
    await reachPath(page, '/dashboard/school-management');
    await page.getByRole('grid', { name: 'Schools', exact: true }).getByRole('row', { name: `${schoolName} Annex` }).waitFor();
  });

  it('shows the staff dashboard as charts, each with its table', async () => {
    await page.goto(`${baseUrl()}/dashboard/staff-management`);
    await page.getByRole('heading', { name: 'Staff Dashboard', level: 1 }).waitFor();
    for (const table of ['Staff by District', 'Staff by staff type', 'Staff by gender', 'Staff by account status', 'Staff by school']) {
      await page.getByRole('table', { name: table, exact: true }).waitFor();
    }
    expect(await page.locator('.ui-BarChart[aria-hidden="true"]').count()).toBe(5);
    await expectAccessible(page, '/dashboard/staff-management');
  });
});
