// District scope, role access and transfer of rights, keyboard only, with axe in both
// themes: a district administrator sees only their district's schools and staff, and another district's school or
// staff member by its address is the 404 page; the state's owner switches to their district's role access from the
// top bar and the menu follows the district role, then switches back; and hands the state's rights to a staff
// member, confirming a dialog that names both, and is signed out a second after 'Transfer Successfully'.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenPage, noRolePage, successMessages } from '../../src/lib/messages';
import { expectAccessible, launchBrowser, releaseBrowser, startPortal, type PortalServer } from './harness';
import { demoPassword, expectNotification, openSignedIn, press, reachPath, signInContext, tabTo, typeInto } from './keyboard';

let portal: PortalServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await releaseBrowser(browser);
  await portal?.stop();
});

/** A fresh browser context and page, signed in as `email` and open on the home page. */
async function signedInAs(email: string) {
  await context?.close();
  context = await browser.newContext({ reducedMotion: 'reduce' });
  await signInContext(context, portal.baseUrl, email);
  page = await context.newPage();
  await openSignedIn(page, `${portal.baseUrl}/`);
  await reachPath(page, /^\/(dashboard)?$/);
}

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${portal.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { authorizationToken: string }).authorizationToken;
}

async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${portal.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok, `GET ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

type School = { id: string; name: string; district: { id: string; name: string } | null };
type StaffMember = { id: string; title: string; firstName: string; middleName: string | null; lastName: string; email: string; district: { id: string } | null };

const menu = () => page.getByRole('navigation', { name: 'Main menu' });

/** A page of the main layout, whose side menu is inline (the dashboards' drawer opens only from its button). */
async function onStaffPage() {
  await page.goto(`${portal.baseUrl}/staff-management`);
  await page.getByRole('heading', { name: 'Staff Management', level: 1 }).waitFor();
}

describe('a district administrator', () => {
  it("sees only their district's schools and staff; another district's by its address is the 404 page", async () => {
    const owner = await tokenOf('admin@demo.test');
    const { foundSchools } = await api<{ foundSchools: School[] }>('/school/search?limit=1000', owner);
    const own = foundSchools.filter((school) => school.district?.name === 'District I');
    const other = foundSchools.find((school) => school.district?.name === 'District II');
    if (!own.length || !other) throw new Error('The demo has no schools in District I and II');
    const { staff } = await api<{ staff: StaffMember[] }>(`/staff/search?limit=5&district[0]=${other.district?.id}`, owner);
    const otherStaff = staff[0];
    if (!otherStaff) throw new Error('The demo has no staff in District II');

    await signedInAs('district-admin@demo.test');
    await page.goto(`${portal.baseUrl}/dashboard/school-management`);
    const grid = page.getByRole('grid', { name: 'Schools', exact: true });
    await grid.getByRole('row', { name: own[0]!.name }).waitFor();
    expect(await grid.getByRole('row').count()).toBe(own.length);
    expect(await grid.getByRole('row', { name: other.name }).count()).toBe(0);
    await expectAccessible(page, "a district administrator's schools");

    await page.goto(`${portal.baseUrl}/dashboard/school-management/edit-school/${other.id}`);
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    await page.goto(`${portal.baseUrl}/staff-management/${otherStaff.id}`);
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    await expectAccessible(page, "another district's staff member");

    await page.goto(`${portal.baseUrl}/staff-management`);
    await page.getByRole('heading', { name: 'Staff Management', level: 1 }).waitFor();
    await page.getByText(/\d+ staff/).first().waitFor();
    expect(await page.getByText(otherStaff.email).count()).toBe(0);
  });
});

describe('the state owner', () => {
  it('switches to their district from the top bar, where the menu follows the district role, and back', async () => {
    await signedInAs('admin@demo.test');
    await onStaffPage();
    await menu().getByRole('link', { name: 'Permission Management' }).waitFor();
    const switcher = page.getByRole('button', { name: 'Working in Lagos (State). Switch role access' });
    await press(page, switcher);
    const choices = page.getByRole('menu');
    await choices.waitFor();
    await expectAccessible(page, 'the role access switcher');
    const district = choices.getByRole('menuitemradio', { name: /^District I/ });
    for (let presses = 0; presses < 5 && !(await district.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expectNotification(page, 'You are now working in District I');
    await reachPath(page, '/dashboard');
    await page.getByRole('button', { name: /^Working in District I/ }).waitFor();
    await expectAccessible(page, 'the dashboard in a district');
    await onStaffPage();
    await menu().getByRole('link', { name: 'Staff Management' }).waitFor();
    expect(await menu().getByRole('link', { name: 'Permission Management' }).count()).toBe(0);
    expect(await menu().getByRole('link', { name: 'Grading' }).count()).toBe(0);

    await press(page, page.getByRole('button', { name: /^Working in District I/ }));
    await page.getByRole('menu').waitFor();
    const state = page.getByRole('menuitemradio', { name: /^Lagos/ });
    for (let presses = 0; presses < 5 && !(await state.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('ArrowUp');
    }
    await page.keyboard.press('Enter');
    await expectNotification(page, 'You are now working in Lagos');
    await reachPath(page, '/dashboard');
    await onStaffPage();
    await menu().getByRole('link', { name: 'Permission Management' }).waitFor();
  });

  it('transfers the rights to a staff member after a confirmation naming both, and is signed out a second later', async () => {
    const owner = await tokenOf('admin@demo.test');
    const { staff } = await api<{ staff: StaffMember[] }>('/staff/search?searchTerm=teacher9%40lagos.edu.test&limit=5', owner);
    const heir = staff[0];
    if (!heir) throw new Error('The demo has no teacher9');
    const heirName = [heir.title, heir.firstName, heir.middleName, heir.lastName].filter(Boolean).join(' ');

    await signedInAs('admin@demo.test');
    await page.goto(`${portal.baseUrl}/dashboard/state`);
    await page.getByRole('heading', { name: 'Transfer of rights' }).waitFor();
    const picker = page.getByRole('combobox', { name: 'New owner' });
    await typeInto(page, picker, heir.email);
    await page.getByRole('option', { name: new RegExp(heirName) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe(heirName);
    await expectAccessible(page, 'the state profile with the transfer of rights');

    await press(page, page.getByRole('button', { name: 'Transfer rights' }));
    const dialog = page.getByRole('alertdialog', { name: 'Transfer rights' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`from Tunde Bakare to ${heirName}`);
    await expectAccessible(page, 'the transfer confirmation');
    await tabTo(page, dialog.getByRole('button', { name: 'Yes, transfer rights' }));
    await page.keyboard.press('Enter');
    await expectNotification(page, successMessages.transferSuccessful);
    const waited = await reachPath(page, '/login', 5_000);
    expect(waited).toBeGreaterThanOrEqual(500);
    await page.getByText(`You handed the state's rights to ${heirName}`).waitFor();

    const heirToken = await tokenOf(heir.email);
    const { staff: found } = await api<{ staff: StaffMember[] }>('/staff/search?limit=1', heirToken);
    expect(found.length).toBe(1);
    // The audit trail keeps the hand-over: the state's owner changed, by the old owner.
    const { records } = await api<{ records: { operationId: string; person: { email: string } | null }[] }>('/audit/search?recordType=State', heirToken);
    expect(records.find((record) => record.operationId === 'transferRight')?.person?.email).toBe('admin@demo.test');

    // The old owner holds no role in the state now: its profile shows as facts, saying in words what the role does not
    // allow, with no form to be refused on save and no transfer.
    await signedInAs('admin@demo.test');
    await page.goto(`${portal.baseUrl}/dashboard/state`);
    await page.getByText("Your role does not allow changing the state's profile.").waitFor();
    expect(await page.getByRole('button', { name: 'Save state details' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Transfer of rights' }).count()).toBe(0);
    await expectAccessible(page, 'the state profile of a former owner');

    // At home they are told they hold no role in the state and whom to ask, the new owner, with no staff search.
    await page.goto(`${portal.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: noRolePage.heading('Lagos') }).waitFor();
    await page.getByText(noRolePage.notice('Lagos', heir)).waitFor();
    expect(await page.getByLabel('Find a staff member').count()).toBe(0);
    expect(await page.getByText(forbiddenPage.notice).count()).toBe(0);
  });
});
