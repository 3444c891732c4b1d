// Roles and permissions, keyboard only, with axe in both themes: the state's owner creates a
// role with two permission categories, reads it in the info dialog and gives it to a staff member on their staff
// page; that staff member signs in and sees only the pages their role includes (the menu leaves out the others, and
// such a page opened by its address says so); the owner narrows the role, which the staff member sees at once, and
// deletes it after SPEC's confirmation.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenPage, noRolePage, roleDeletion, successMessages } from '../../src/lib/messages';
import { expectAccessible, launchBrowser, releaseBrowser, startPortal, type PortalServer } from './harness';
import { chooseOption, demoPassword, expectNotification, focusCard, press, reachPath, signInContext, tabTo, typeInto } from './keyboard';

let portal: PortalServer;
let browser: Browser;
let ownerContext: BrowserContext;
let holderContext: BrowserContext;
let owner: Page;
let holder: Page;

const roleName = 'Timetable Officer';
const holderEmail = 'teacher5@lagos.edu.test';

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  ownerContext = await browser.newContext({ reducedMotion: 'reduce' });
  holderContext = await browser.newContext({ reducedMotion: 'reduce' });
  owner = await ownerContext.newPage();
  holder = await holderContext.newPage();
});

afterAll(async () => {
  await ownerContext?.close();
  await holderContext?.close();
  await releaseBrowser(browser);
  await portal?.stop();
});

/** The staff member's id, as signing in answers it. */
async function staffIdOf(email: string): Promise<string> {
  const response = await fetch(`${portal.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { staff: { id: string } }).staff.id;
}

/** Sets a checkbox by keyboard (Tab to it, Space) to `checked`. */
async function setBox(page: Page, target: Locator, checked: boolean): Promise<void> {
  await tabTo(page, target);
  if ((await target.isChecked()) !== checked) await page.keyboard.press('Space');
  expect(await target.isChecked()).toBe(checked);
}

const menuLinks = async (page: Page) => (await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents()).map((text) => text.trim());

describe('roles and permissions', () => {
  it('creates a role with two permission categories and lists its permissions by category', async () => {
    await signInContext(owner.context(), portal.baseUrl, 'admin@demo.test');
    await owner.goto(`${portal.baseUrl}/permission-management`);
    await owner.getByRole('heading', { level: 1, name: 'Permission Management' }).waitFor();
    await owner.getByRole('row', { name: 'Schools Inspector', exact: true }).waitFor();
    await expectAccessible(owner, '/permission-management');

    await press(owner, owner.getByRole('button', { name: 'Create Role' }));
    const dialog = owner.getByRole('dialog', { name: 'Create Role' });
    await dialog.waitFor();
    await typeInto(owner, dialog.getByRole('textbox', { name: 'Role name' }), roleName);
    await typeInto(owner, dialog.getByRole('textbox', { name: 'Description' }), 'Keeps the classes and the calendar.');
    await setBox(owner, dialog.getByRole('checkbox', { name: 'Class Management', exact: true }), true);
    await setBox(owner, dialog.getByRole('checkbox', { name: 'View calendar', exact: true }), true);
    // One permission of a category leaves its box mixed; the box itself then takes the whole category.
    expect(await dialog.getByRole('checkbox', { name: 'Events & Calendar', exact: true }).evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await setBox(owner, dialog.getByRole('checkbox', { name: 'Events & Calendar', exact: true }), true);
    expect(await dialog.getByRole('checkbox', { name: 'Manage calendar', exact: true }).isChecked()).toBe(true);
    await expectAccessible(owner, 'the create role dialog');
    await press(owner, dialog.getByRole('button', { name: 'Create Role' }));
    await expectNotification(owner, successMessages.roleCreated);
    await dialog.waitFor({ state: 'detached' });

    const grid = owner.getByRole('grid', { name: 'Roles' });
    await focusCard(owner, grid, roleName);
    await press(owner, grid.getByRole('button', { name: `Information about ${roleName}` }));
    const info = owner.getByRole('dialog', { name: roleName });
    await info.waitFor();
    for (const text of ['Class Management', 'Create classes', 'Edit classes', 'View classes', 'Events & Calendar', 'Manage calendar', 'View calendar']) {
      await info.getByText(text, { exact: true }).waitFor();
    }
    expect(await info.getByText('Staff Management').count()).toBe(0);
    await expectAccessible(owner, 'the role information dialog');
    await owner.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });
  }, 120_000);

  it('gives the role to a staff member on their staff page', async () => {
    const holderId = await staffIdOf(holderEmail);
    await owner.goto(`${portal.baseUrl}/staff-management/${holderId}`);
    const card = owner.getByRole('form', { name: 'Role' });
    await card.getByText('No role in Lagos.').waitFor();
    await chooseOption(owner, card.getByRole('button', { name: /No role/ }), roleName);
    await press(owner, card.getByRole('button', { name: 'Save role' }));
    await expectNotification(owner, successMessages.roleUpdated);
    await card.getByText(`${roleName} in Lagos.`).waitFor();
    await expectAccessible(owner, 'the staff page with the role card');
  }, 60_000);

  it('shows the staff member only the pages their role includes', async () => {
    await signInContext(holder.context(), portal.baseUrl, holderEmail);
    await holder.goto(`${portal.baseUrl}/`);
    // The role has no dashboard: the home page says so.
    await holder.getByRole('heading', { level: 1, name: forbiddenPage.heading }).waitFor();

    // A page outside the role, opened by its address, says so too; the side menu lists the role's pages alone.
    await holder.goto(`${portal.baseUrl}/staff-management`);
    await holder.getByRole('heading', { level: 1, name: forbiddenPage.heading }).waitFor();
    await holder.getByText(forbiddenPage.notice).waitFor();
    expect(await menuLinks(holder)).toEqual(['Class Management', 'Events & Calendar']);
    await expectAccessible(holder, 'a page outside the role');
    await holder.goto(`${portal.baseUrl}/permission-management`);
    await holder.getByRole('heading', { level: 1, name: forbiddenPage.heading }).waitFor();

    await press(holder, holder.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Class Management' }));
    await reachPath(holder, '/class-management/configure');
    await holder.getByRole('heading', { level: 1, name: 'Configure Classes' }).waitFor();
    await holder.goto(`${portal.baseUrl}/calendar`);
    await holder.getByRole('heading', { level: 1, name: 'Events & Calendar' }).waitFor();
  }, 90_000);

  it("narrows the role on its edit page, which the staff member holds from their next call", async () => {
    await owner.goto(`${portal.baseUrl}/permission-management`);
    const grid = owner.getByRole('grid', { name: 'Roles' });
    await focusCard(owner, grid, roleName);
    await press(owner, grid.getByRole('link', { name: `Edit ${roleName}` }));
    await reachPath(owner, /^\/dashboard\/permission-management\/edit-role\/[0-9a-f-]{36}$/);
    await owner.getByRole('heading', { level: 1, name: `Edit ${roleName}` }).waitFor();
    await setBox(owner, owner.getByRole('checkbox', { name: 'Events & Calendar', exact: true }), false);
    await expectAccessible(owner, 'the edit role page');
    await press(owner, owner.getByRole('button', { name: 'Save Role' }));
    await expectNotification(owner, successMessages.roleUpdated);
    await reachPath(owner, '/dashboard/permission-management');

    await holder.goto(`${portal.baseUrl}/calendar`);
    await holder.getByRole('heading', { level: 1, name: forbiddenPage.heading }).waitFor();
    expect(await menuLinks(holder)).toEqual(['Class Management']);
  }, 90_000);

  it("deletes the role after SPEC's confirmation", async () => {
    const grid = owner.getByRole('grid', { name: 'Roles' });
    await grid.getByRole('row', { name: roleName, exact: true }).waitFor();
    await focusCard(owner, grid, roleName);
    await press(owner, grid.getByRole('button', { name: `Delete ${roleName}` }));
    const confirm = owner.getByRole('alertdialog', { name: `Delete ${roleName}?` });
    await confirm.getByText(roleDeletion.warning).waitFor();
    await confirm.getByRole('button', { name: roleDeletion.cancel }).waitFor();
    await expectAccessible(owner, 'the delete role confirmation');
    await press(owner, confirm.getByRole('button', { name: roleDeletion.confirm }));
    await expectNotification(owner, successMessages.roleDeleted);
    await grid.getByRole('row', { name: roleName, exact: true }).waitFor({ state: 'detached' });

    // Without a role the page says so and names the state's owner to ask: no menu to choose from, no staff search.
    await holder.goto(`${portal.baseUrl}/class-management`);
    await holder.getByRole('heading', { level: 1, name: noRolePage.heading('Lagos') }).waitFor();
    await holder.getByText(/Ask .+ \(admin@demo\.test\), the state's owner, to give you one\./).waitFor();
    expect(await holder.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(await holder.getByLabel('Find a staff member').count()).toBe(0);
    await expectAccessible(holder, 'a page for someone without a role');

    // The audit trail kept the role's life: made, given, narrowed and deleted.
    await owner.goto(`${portal.baseUrl}/audit-trail?recordType=Role`);
    const changes = owner.getByRole('table', { name: 'Changes' }).getByRole('row');
    for (const operation of ['Add role', 'Update role', 'Delete role']) await changes.filter({ hasText: operation }).first().waitFor();
    await owner.goto(`${portal.baseUrl}/audit-trail?recordType=${encodeURIComponent('Role access')}`);
    await changes.filter({ hasText: 'Assign staff role' }).first().waitFor();
  }, 90_000);

  it("saves a district's role from the permissions a district role may hold", async () => {
    const signedIn = await fetch(`${portal.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'district-admin@demo.test', password: demoPassword }),
    });
    const { staff } = (await signedIn.json()) as { staff: { roleAccess: { role: { id: string } | null }[] } };
    const roleId = staff.roleAccess[0]?.role?.id;
    expect(roleId).toBeDefined();
    await owner.goto(`${portal.baseUrl}/dashboard/permission-management/edit-role/${roleId}`);
    await owner.getByRole('heading', { level: 1, name: 'Edit District Administrator' }).waitFor();
    await owner.getByRole('checkbox', { name: 'School Management', exact: true }).waitFor();
    // No permission that configures the state is offered to a district's role.
    expect(await owner.getByRole('checkbox', { name: 'State Configuration', exact: true }).count()).toBe(0);
    await press(owner, owner.getByRole('button', { name: 'Save Role' }));
    await expectNotification(owner, successMessages.roleUpdated);
  }, 90_000);
});
