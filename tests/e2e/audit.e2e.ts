// The audit trail, keyboard only, with axe in both themes: the state's owner edits a class,
// opens the audit trail from the side menu, filters it by person and record type (the filters stay through a reload),
// reads the change as before → after, and downloads it as audit.xlsx, which reads back with the same change.
import { readSheet } from 'read-excel-file/node';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { successMessages } from '../../src/lib/messages';
import { expectAccessible } from './harness';
import { chooseOption, expectNotification, focusCard, press, reachPath, signedInPage, tabTo, typeInto } from './keyboard';

const signedIn = signedInPage('admin@demo.test');
let page: Page;
beforeAll(() => {
  page = signedIn.page;
});

const description = 'The first year of junior secondary, audited.';
const changes = () => page.getByRole('table', { name: 'Changes' });

/** Waits for the page of the trail the URL asks for to be on screen. */
async function settled(): Promise<void> {
  await expect.poll(() => changes().locator('xpath=ancestor::*[@aria-busy][1]').getAttribute('aria-busy')).toBe('false');
}

describe('audit trail', () => {
  it('records a change to a class', async () => {
    await page.goto(`${signedIn.portal.baseUrl}/class-management`);
    await focusCard(page, page.getByRole('grid', { name: 'Classes' }), 'JSS 1');
    await press(page, page.getByRole('link', { name: 'Edit JSS 1' }));
    await reachPath(page, /^\/class-management\/edit-class\//);
    await typeInto(page, page.getByRole('textbox', { name: 'Description' }), description);
    await press(page, page.getByRole('button', { name: 'Save Class' }));
    await expectNotification(page, successMessages.classUpdated);
  });

  let filtered = '';

  it('shows the change, filtered by person and record type, before → after, and keeps the filters through a reload', async () => {
    await page.goto(`${signedIn.portal.baseUrl}/calendar`);
    await press(page, page.locator('nav[aria-label="Main menu"] a[href="/audit-trail"]'));
    await reachPath(page, '/audit-trail');
    await changes().waitFor();
    await settled();
    await expectAccessible(page, 'the audit trail');

    const person = page.getByRole('combobox', { name: 'Person' });
    await typeInto(page, person, 'admin@demo.test');
    const suggestion = page.getByRole('option', { name: /Tunde Olawale Bakare/ });
    await suggestion.waitFor();
    // An answer to a shorter prefix (typed a key at a time) can list others first: move down to the one wanted (the
    // combobox keeps focus in its box and marks the option it points at).
    for (let presses = 0; presses < 10 && (await suggestion.getAttribute('data-focused')) !== 'true'; presses += 1) await page.keyboard.press('ArrowDown');
    expect(await suggestion.getAttribute('data-focused')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('person')).toMatch(/^[0-9a-f-]{36}$/);
    await chooseOption(page, page.getByRole('button', { name: /Record type/ }), 'Class');
    await expect.poll(() => new URL(page.url()).searchParams.get('recordType')).toBe('Class');
    await settled();

    const row = changes().getByRole('row').filter({ hasText: `Description: Junior Secondary class JSS 1 → ${description}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Tunde Bakare');
    expect(await row.textContent()).toContain('Update class');
    await expectAccessible(page, 'the filtered audit trail');
    filtered = page.url();

    await page.reload();
    await changes().waitFor();
    await settled();
    expect(page.url()).toBe(filtered);
    // The person box shows the person the address names (read together, so a failure shows both).
    await expect
      .poll(async () => ({ box: await person.inputValue(), address: page.url() }), { timeout: 10_000 })
      .toEqual({ box: 'Mr Tunde Olawale Bakare', address: filtered });
    await row.waitFor();
  });

  it('downloads the filtered trail as audit.xlsx with the same change', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Download spreadsheet' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('audit.xlsx');
    const file = await download.path();
    const [header, ...rows] = (await readSheet(file)) as unknown[][];
    expect(header).toEqual(['When (WAT)', 'Person', 'Email', 'Organisation', 'Operation', 'Record Type', 'Record', 'Action', 'Field', 'Before', 'After']);
    expect(rows.every((sheetRow) => sheetRow[5] === 'Class' && sheetRow[2] === 'admin@demo.test')).toBe(true);
    expect(rows).toContainEqual([expect.any(Date), 'Tunde Bakare', 'admin@demo.test', 'State', 'Update class', 'Class', 'JSS 1', 'changed', 'Description', 'Junior Secondary class JSS 1', description]);
  });
});
