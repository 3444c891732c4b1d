// The students area, keyboard only, with axe in both themes: the state's owner reaches
// the student search from the side menu, filters by gender and class (the filters stay through a reload), adds a
// student ('Student Created Successfully'), changes them on their page, and downloads staffs.xlsx from the staff search
// and reads it back.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successMessages } from '../../src/lib/messages';
import { expectAccessible } from './harness';
import { chooseOption, expectNotification, expectResultsFit, press, reachPath, resultsColumn, signedInPage, typeDate, typeInto } from './keyboard';

const signedIn = signedInPage('admin@demo.test');
let page: Page;
let folder = '';
beforeAll(async () => {
  page = signedIn.page;
  folder = await mkdtemp(path.join(tmpdir(), 'portal-downloads-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const results = () => page.getByRole('grid', { name: 'Students found' });

async function settled(grid: Locator): Promise<void> {
  await expect.poll(() => grid.locator('xpath=ancestor::*[@aria-busy][1]').getAttribute('aria-busy')).toBe('false');
}

/** The name of a Select's option at `index` (0 is its "none"), read from its list, which is closed again. */
async function optionName(select: Locator, index: number): Promise<string> {
  await press(page, select, 'Enter');
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  const name = (await listbox.getByRole('option').nth(index).textContent())?.trim() ?? '';
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return name;
}

const student = { firstName: 'Ngozi', lastName: 'Eze', guardian: 'Chinedu Eze', guardianPhone: '8031234567' };

describe('students', () => {
  it('searches students with filters kept in the URL, so a reload keeps them', async () => {
    await page.goto(`${signedIn.portal.baseUrl}/calendar`);
    await press(page, page.locator('nav[aria-label="Main menu"] a[href="/student-management"]'));
    await reachPath(page, '/student-management');
    await results().waitFor();
    await settled(results());
    await expectAccessible(page, 'the student search');

    await chooseOption(page, page.getByRole('button', { name: /Gender$/ }), 'Female');
    await chooseOption(page, page.getByRole('button', { name: /Class$/ }), 'JSS 1');
    await expect.poll(() => new URL(page.url()).searchParams.get('class')).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(page.url()).searchParams.get('gender')).toBe('female');
    await settled(results());
    await expect.poll(async () => [...new Set(await resultsColumn(results(), 'Gender'))]).toEqual(['Female']);
    expect((await resultsColumn(results(), 'Class and arm')).every((text) => text.startsWith('JSS 1'))).toBe(true);
    const names = await resultsColumn(results(), 'Name');
    expect(names.length).toBeGreaterThan(0);
    const filtered = page.url();

    await page.reload();
    await results().waitFor();
    await settled(results());
    expect(page.url()).toBe(filtered);
    // The class's name comes with the filters' options, which may come after the results.
    await expect.poll(() => page.getByRole('button', { name: /Class$/ }).textContent()).toContain('JSS 1');
    expect(await resultsColumn(results(), 'Name')).toEqual(names);

    // The columns that fit: at 1280 px (the window so far) and on a phone, whose rows keep the name and the school.
    await expectResultsFit(page, results(), { width: 1280, height: 720 }, ['Name', 'Admission number', 'Class and arm', 'School', 'Gender', 'Details']);
    await expectResultsFit(page, results(), { width: 390, height: 844 }, ['Name', 'School', 'Details']);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('adds a student, then changes them on their page', async () => {
    await press(page, page.getByRole('link', { name: 'Add student' }));
    await reachPath(page, '/student-management/create');
    await page.getByRole('heading', { level: 1, name: 'Add student' }).waitFor();
    await expectAccessible(page, '/student-management/create');

    await typeInto(page, page.getByRole('textbox', { name: 'First name' }), student.firstName);
    await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), student.lastName);
    await chooseOption(page, page.getByRole('button', { name: /Gender/ }), 'Female');
    await typeDate(page, page, 'Date of birth', '14032014');
    const school = page.getByRole('button', { name: /School$/ });
    await chooseOption(page, school, await optionName(school, 1));
    await chooseOption(page, page.getByRole('button', { name: /Class$/ }), 'JSS 2');
    await chooseOption(page, page.getByRole('button', { name: /Class arm$/ }), 'B');
    await chooseOption(page, page.getByRole('button', { name: /State of origin$/ }), 'Enugu');
    await chooseOption(page, page.getByRole('button', { name: /Local government of origin$/ }), 'Nsukka');
    await press(page, page.getByRole('button', { name: 'Add student' }));
    await expectNotification(page, successMessages.studentCreated);

    await reachPath(page, /^\/student-management\/[0-9a-f-]{36}$/);
    const heading = page.getByRole('heading', { level: 1, name: `${student.firstName} ${student.lastName}` });
    await heading.waitFor();
    await expectAccessible(page, "a student's page");
    expect(await page.getByRole('button', { name: /Class arm$/ }).textContent()).toContain('B');

    await typeInto(page, page.getByRole('textbox', { name: "Guardian's name" }), student.guardian);
    await typeInto(page, page.getByRole('textbox', { name: "Guardian's phone number" }), student.guardianPhone);
    await page.keyboard.press('Enter');
    await expectNotification(page, successMessages.studentUpdated);

    await page.reload();
    await heading.waitFor();
    expect(await page.getByRole('textbox', { name: "Guardian's name" }).inputValue()).toBe(student.guardian);
    expect(await page.getByRole('textbox', { name: "Guardian's phone number" }).inputValue()).toBe(student.guardianPhone);
  });

  it("shows the 404 page for a student's address whose id is malformed or names no one", async () => {
    for (const address of ['/student-management/not-a-uuid', '/student-management/7c1e4b52-0d7a-4c38-9d55-2f9e8a3b6c10']) {
      await page.goto(`${signedIn.portal.baseUrl}${address}`);
      await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    }
  });

  it('downloads staffs.xlsx with the filters on screen and reads it back', async () => {
    await page.goto(`${signedIn.portal.baseUrl}/staff-management?gender=female`);
    const staffResults = page.getByRole('grid', { name: 'Staff found' });
    await staffResults.waitFor();
    await settled(staffResults);
    const found = Number((await page.getByText(/^Showing all [\d,]+ staff found$/).textContent())?.replace(/\D/g, ''));
    const saved = page.waitForEvent('download');
    await press(page, page.getByRole('button', { name: 'Download staffs.xlsx' }));
    const download = await saved;
    expect(download.suggestedFilename()).toBe('staffs.xlsx');
    const file = path.join(folder, 'staffs.xlsx');
    await download.saveAs(file);
    await page.getByText('staffs.xlsx downloaded').waitFor();
    await expectAccessible(page, 'the staff search after a download');

    const [header, ...records] = (await readSheet(await readFile(file))) as unknown[][];
    expect(header).toContain('Email');
    // The file holds the staff the filters found, as the list says.
    expect(records).toHaveLength(found);
    const genderAt = header!.indexOf('Gender');
    expect(new Set(records.map((row) => String(row[genderAt]).toLowerCase()))).toEqual(new Set(['female']));
  });
});
