// The staff search and a staff member's page, keyboard only, with axe on both pages in both
// themes: the state's owner filters the demo staff by district and gender (the filters stay through a reload and Back),
// opens one from the table, changes their phone number, and sees the change after a reload.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { successMessages } from '../../src/lib/messages';
import { expectAccessible } from './harness';
import { chooseOption, expectNotification, expectResultsFit, focusRow, press, reachPath, resultsColumn, signedInPage, typeInto } from './keyboard';

const signedIn = signedInPage('admin@demo.test');
let page: Page;
beforeAll(() => {
  page = signedIn.page;
});

const results = () => page.getByRole('grid', { name: 'Staff found' });
const wide = { width: 1600, height: 900 };

const column = (label: string) => resultsColumn(results(), label);

/** Waits for the search the URL asks for to be on screen. */
async function settled(): Promise<void> {
  await expect.poll(() => results().locator('xpath=ancestor::*[@aria-busy][1]').getAttribute('aria-busy')).toBe('false');
}

describe('staff search', () => {
  let filtered = '';
  let chosen = '';

  it('filters the staff by district and gender, in the URL, so a reload keeps them', async () => {
    // A window wide enough for the district and gender columns beside the name, email, school and staff type.
    await page.setViewportSize(wide);
    // The home page after sign-in has no side menu: a page with it is entered from the address bar.
    await page.goto(`${signedIn.portal.baseUrl}/calendar`);
    await press(page, page.locator('nav[aria-label="Main menu"] a[href="/staff-management"]'));
    await reachPath(page, '/staff-management');
    await results().waitFor();
    await settled();
    await expectAccessible(page, 'the staff search');

    await chooseOption(page, page.getByRole('button', { name: /District$/ }), 'District II');
    await chooseOption(page, page.getByRole('button', { name: /Gender$/ }), 'Female');
    await expect.poll(() => new URL(page.url()).searchParams.get('gender')).toBe('female');
    expect(new URL(page.url()).pathname).toBe('/staff-management');
    expect(new URL(page.url()).searchParams.get('district')).toMatch(/^[0-9a-f-]{36}$/);
    await settled();
    await expect.poll(async () => [...new Set(await column('District'))]).toEqual(['District II']);
    expect([...new Set(await column('Gender'))]).toEqual(['Female']);
    const names = await column('Name');
    expect(names.length).toBeGreaterThan(0);
    chosen = names[0]!;
    filtered = page.url();

    await page.reload();
    await results().waitFor();
    await settled();
    expect(page.url()).toBe(filtered);
    // The district's name comes with the filters' options, which may come after the results.
    await expect.poll(() => page.getByRole('button', { name: /District$/ }).textContent()).toContain('District II');
    expect(await column('Name')).toEqual(names);

    // The columns that fit: at 1280 px and on a phone, whose rows keep the name and the school.
    await expectResultsFit(page, results(), { width: 1280, height: 720 }, ['Name', 'Email', 'District', 'School', 'Staff type', 'Details']);
    await expectResultsFit(page, results(), { width: 390, height: 844 }, ['Name', 'School', 'Details']);
    await page.setViewportSize(wide);
  });

  it('opens a staff member from the table, changes their phone number, and the change is there after a reload', async () => {
    await focusRow(page, results(), chosen);
    await page.keyboard.press('Enter');
    await reachPath(page, /^\/staff-management\/[0-9a-f-]{36}$/);
    const [lastName, firstName] = chosen.split(', ');
    await page.getByRole('heading', { level: 1, name: new RegExp(`${firstName} ${lastName}$`) }).waitFor();
    await expectAccessible(page, "a staff member's page");

    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await typeInto(page, phone, '8099990001');
    await page.keyboard.press('Enter');
    await expectNotification(page, successMessages.profileUpdated);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: new RegExp(`${firstName} ${lastName}$`) }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe('8099990001');
  });

  it('goes Back to the list as it was filtered', async () => {
    await page.goBack();
    await reachPath(page, '/staff-management');
    expect(page.url()).toBe(filtered);
    await results().waitFor();
    await settled();
    expect([...new Set(await column('Gender'))]).toEqual(['Female']);
  });

  it("shows the 404 page for a staff member's address whose id is malformed or names no one", async () => {
    for (const path of ['/staff-management/not-a-uuid', '/staff-management/7c1e4b52-0d7a-4c38-9d55-2f9e8a3b6c10']) {
      await page.goto(`${signedIn.portal.baseUrl}${path}`);
      await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
      expect(await page.getByText('An error occurred').count(), path).toBe(0);
    }
  });
});
