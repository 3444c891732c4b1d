// The state's configuration, keyboard only, with axe in both themes: the owner raises the retirement age and sees the
// forecast change at once; leaving with a change not saved asks first; a data-quality count opens the staff behind it,
// one of them is fixed on their page, and the count goes down by one. A district administrator reads their district's
// forecast beside the criteria they may not change.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { successMessages } from '../../src/lib/messages';
import { expectAccessible } from './harness';
import { expectNotification, focusRow, press, reachPath, signInContext, signedInPage, typeInto } from './keyboard';

const signedIn = signedInPage('admin@demo.test');
let page: Page;
const baseUrl = () => signedIn.portal.baseUrl;

beforeAll(() => {
  page = signedIn.page;
});

const staffWithoutOracle = () => page.getByRole('table', { name: 'Staff' }).getByRole('link', { name: /staff, no oracle number, Whole state$/ });
const countOf = async (link: Locator) => Number((await link.textContent())?.replace(/,/g, ''));

describe('configuration', () => {
  it('changes the retirement age and sees the forecast change at once', async () => {
    await page.goto(`${baseUrl()}/configuration`);
    const forecast = page.getByRole('table', { name: 'Retirement forecast' });
    await forecast.waitFor();
    await expectAccessible(page, 'the configuration page');
    const total = forecast.getByRole('row', { name: /^All staff/ });
    const before = await total.textContent();
    await typeInto(page, page.getByRole('textbox', { name: 'Retirement age' }), '65');
    await press(page, page.getByRole('button', { name: 'Save retirement criteria' }));
    await expectNotification(page, successMessages.configurationsUpdated);
    await expect.poll(() => total.textContent(), { timeout: 10_000 }).not.toBe(before);
    await expect.poll(() => page.getByText('At age 65 or after 35 years of service.').count()).toBe(1);
  });

  it('asks before leaving with a change not saved', async () => {
    await typeInto(page, page.getByRole('textbox', { name: 'Retirement age' }), '70');
    await press(page, page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Data Quality' }));
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Retirement criteria has changes that are not saved.');
    await expectAccessible(page, 'the warning about unsaved changes');
    // The cancel button (stay) has focus first; the next is leaving.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await reachPath(page, '/configuration/data-quality');
  });

  it('opens a data-quality count, fixes one record, and sees the count go down', async () => {
    const link = staffWithoutOracle();
    await page.getByRole('table', { name: 'Staff' }).waitFor();
    await link.waitFor();
    await expectAccessible(page, 'the data-quality page');
    const before = await countOf(link);
    expect(before).toBeGreaterThan(0);
    await press(page, link);
    await reachPath(page, '/configuration/records');
    const records = page.getByRole('grid', { name: 'Staff: No Oracle Number' });
    await records.waitFor();
    await expectAccessible(page, 'the records behind a count');
    // Someone the owner may change: not the owner, nor the super-admin, whose records the owner only reads (the rows'
    // order among staff created together differs from one seeding to the next).
    const names = await records.getByRole('rowheader').allTextContents();
    const name = names.find((text) => !/Bakare|Yakubu/.test(text)) ?? '';
    await focusRow(page, records, name);
    await page.keyboard.press('Enter');
    await reachPath(page, /^\/staff-management\/[0-9a-f-]{36}$/);
    await typeInto(page, page.getByRole('textbox', { name: 'Oracle Number' }), 'OR-E2E-0001');
    await press(page, page.getByRole('button', { name: 'Save changes' }));
    await expectNotification(page, successMessages.profileUpdated);
    await page.goto(`${baseUrl()}/configuration/data-quality`);
    await staffWithoutOracle().waitFor();
    expect(await countOf(staffWithoutOracle())).toBe(before - 1);
  });

  it("shows a district administrator their district's forecast, the criteria read-only", async () => {
    const context = await page.context().browser()!.newContext({ reducedMotion: 'reduce' });
    await signInContext(context, baseUrl(), 'district-admin@demo.test');
    const district = await context.newPage();
    await district.goto(`${baseUrl()}/configuration`);
    const forecast = district.getByRole('table', { name: 'Retirement forecast' });
    await forecast.waitFor();
    expect(await district.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Configuration', exact: true }).count()).toBe(1);
    await district.getByText('Your role does not allow changing the retirement criteria.').waitFor();
    expect(await district.getByRole('textbox', { name: 'Retirement age' }).count()).toBe(0);
    const districts = (await forecast.getByRole('rowheader').allTextContents()).filter((text) => !/^All staff/.test(text));
    expect(districts.every((text) => text.startsWith('District I'))).toBe(true);
    await expectAccessible(district, "a district's configuration page");
    await context.close();
  });
});
