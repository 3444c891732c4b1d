// Importing staff and students from spreadsheets, keyboard only: from the list to its import page, the template
// downloaded and read back, a 200-row sheet with 5 bad rows built from it and chosen through the file dialog, the
// report (195 ready, 5 with errors, each error by row and column), the failed rows downloaded with their Errors column,
// the 195 created, the same batch sent again creating nothing twice, and the same file uploaded again reporting its
// 195 rows as duplicates; and staffs.xlsx downloaded, edited and uploaded again, its change shown and then made. Axe
// in both themes at each step.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { expectAccessible, portalAndBrowser } from './harness';
import { press, reachPath, signInContext } from './keyboard';

const running = portalAndBrowser();

type Sheet = string[][];

async function sheetOfDownload(download: Download): Promise<Sheet> {
  const rows = (await readSheet(await readFile(await download.path()))) as unknown[][];
  return rows.map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? '' : String(cell))));
}

/** Presses a button that saves a file, and reads the file as a sheet of text. */
async function download(page: Page, name: string): Promise<{ fileName: string; sheet: Sheet }> {
  const saved = page.waitForEvent('download');
  await press(page, page.getByRole('button', { name }));
  const file = await saved;
  return { fileName: file.suggestedFilename(), sheet: await sheetOfDownload(file) };
}

const xlsx = async (rows: Sheet) => Buffer.from(await writeXlsxFile(rows.map((row) => row.map((value): Cell => (value === '' ? null : { value })))).toBuffer());

/**
 * 200 rows made from the template's example row (but its first cell, which says it is the example): `unique` gives
 * each its own values where the state allows one record per value, and `spoil` breaks 5 of them. Dates go as the
 * DD-MM-YYYY text people type.
 */
function sheetFrom(template: Sheet, unique: (index: number) => Record<string, string>, spoil: Record<number, Record<string, string>>): Sheet {
  const [headings = [], example = []] = template;
  const rows = Array.from({ length: 200 }, (_, index) => {
    // The example row says it is one in its first cell: the rows made from it say no such thing.
    const examples = Object.fromEntries(headings.map((heading, at) => [heading, at === 0 ? '' : (example[at] ?? '')]));
    const values: Record<string, string> = { ...examples, ...unique(index), ...spoil[index] };
    return headings.map((heading) => {
      const value = values[heading] ?? '';
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      return iso ? `${iso[3]}-${iso[2]}-${iso[1]}` : value;
    });
  });
  return [headings, ...rows];
}

/** The report's error table as text, one line per error. */
async function reportedErrors(page: Page): Promise<string[]> {
  const table = page.getByRole('grid', { name: /^Errors/ });
  await table.waitFor();
  return table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')].map((cell) => cell.textContent?.trim()).join(' | ')));
}

async function importFlow(page: Page, options: {
  kind: 'staff' | 'students';
  listPath: string;
  unique: (index: number) => Record<string, string>;
  spoil: Record<number, Record<string, string>>;
  expectedErrors: string[];
}) {
  const { kind, listPath } = options;
  const title = kind === 'staff' ? 'Import Staff' : 'Import Students';
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await expectAccessible(page, `${listPath}/import`);

  const template = await download(page, 'Download the template');
  expect(template.fileName).toBe(`${kind === 'staff' ? 'staff' : 'student'}-upload-template.xlsx`);
  expect(template.sheet).toHaveLength(2);
  expect(template.sheet[1]?.[0]).toBe('Example — delete this row');
  const rows = sheetFrom(template.sheet, options.unique, options.spoil);

  const chooser = page.waitForEvent('filechooser');
  await press(page, page.getByRole('button', { name: 'Choose a file' }));
  await (await chooser).setFiles({ name: `${kind}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx(rows) });
  await press(page, page.getByRole('button', { name: `Upload and check ${kind}.xlsx` }));

  // The report: the focus is on its heading, with the counts and every error by row, column and message.
  const report = page.getByRole('heading', { name: 'Report: 200 rows read' });
  await report.waitFor({ timeout: 30_000 });
  await expect.poll(() => report.evaluate((heading) => heading === document.activeElement)).toBe(true);
  const counts = await page.locator('.Import-counts').textContent();
  expect(counts).toContain('Ready to create195');
  expect(counts).toContain('With errors5');
  expect(await reportedErrors(page)).toEqual(options.expectedErrors);
  await expectAccessible(page, `the ${kind} report`);

  // The failed rows: the template's columns as uploaded, with their errors and the row each came from.
  const failed = await download(page, 'Download failed rows');
  expect(failed.fileName).toBe(`${kind === 'staff' ? 'staff' : 'student'}-upload-errors.xlsx`);
  const [headings = [], ...failedRows] = failed.sheet;
  expect(headings.slice(-2)).toEqual(['Errors', 'Uploaded Row']);
  const errorsOf = failedRows.map((row) => `${row.at(-1)}: ${row.at(-2)}`);
  const expectedByRow = new Map<string, string[]>();
  for (const line of options.expectedErrors) {
    const [row = '', column = '', message = ''] = line.split(' | ');
    expectedByRow.set(row, [...(expectedByRow.get(row) ?? []), `${column}: ${message}`]);
  }
  expect(errorsOf).toEqual([...expectedByRow].map(([row, messages]) => `${row}: ${messages.join('; ')}`));

  await press(page, page.getByRole('button', { name: 'Create 195 valid rows' }));
  const created = page.getByRole('heading', { name: `195 ${kind} created` });
  await created.waitFor({ timeout: 30_000 });
  await page.getByText('5 rows with errors were left out').waitFor();
  await expectAccessible(page, `the ${kind} created`);

  // The same batch again: nothing is created twice, and the page says so.
  await press(page, page.getByRole('button', { name: 'Back to the report' }));
  await report.waitFor();
  await press(page, page.getByRole('button', { name: 'Create 195 valid rows' }));
  await page.getByRole('heading', { name: `No new ${kind} created` }).waitFor({ timeout: 30_000 });
  await page.getByText('Nothing new was created: the 195 rows of this upload had been created already').waitFor();

  await press(page, page.getByRole('link', { name: kind === 'staff' ? 'Back to the staff list' : 'Back to the student list' }));
  await reachPath(page, listPath);

  // The same file uploaded again: the 195 rows are people already in the portal, left out as duplicates.
  await page.goto(new URL(`${listPath}/import`, page.url()).href);
  const again = page.waitForEvent('filechooser');
  await press(page, page.getByRole('button', { name: 'Choose a file' }));
  await (await again).setFiles({ name: `${kind}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx(rows) });
  await press(page, page.getByRole('button', { name: `Upload and check ${kind}.xlsx` }));
  await report.waitFor({ timeout: 30_000 });
  const secondCounts = await page.locator('.Import-counts').textContent();
  expect(secondCounts).toContain('Ready to create0');
  expect(secondCounts).toContain('Duplicates, left out195');
  await page.getByRole('grid', { name: 'Duplicates (195), left out' }).waitFor();
}

describe('spreadsheet imports', () => {
  it('imports 195 of 200 staff, reports the 5 bad rows, gives them back, and creates nothing twice', async () => {
    const { portal, browser } = running;
    const context = await browser.newContext({ reducedMotion: 'reduce', acceptDownloads: true });
    await signInContext(context, portal.baseUrl, 'admin@demo.test');
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/staff-management`);
    await press(page, page.getByRole('link', { name: 'Import staff' }));
    await reachPath(page, '/staff-management/import');
    const number = (index: number) => String(index).padStart(3, '0');
    await importFlow(page, {
      kind: 'staff',
      listPath: '/staff-management',
      unique: (index) => ({
        Username: `e2e.import${number(index)}`,
        Email: `e2e.import${number(index)}@demo.test`,
        'Phone Number': `70${String(index).padStart(8, '0')}`,
        'Oracle Number': `OR-E2E-${number(index)}`,
        'Tescom Number': `TS-E2E-${number(index)}`,
        'Subeb Number': `SB-E2E-${number(index)}`,
      }),
      spoil: {
        4: { Email: 'not-an-email' },
        30: { 'Phone Number': '803123' },
        71: { 'First Name': '' },
        120: { Username: 'e2e.import010' },
        180: { Gender: 'unknown' },
      },
      expectedErrors: [
        '6 | Email | E-mail must be valid',
        '32 | Phone Number | Please put in only the last ten digits of your phone number.',
        '73 | First Name | This Field is required',
        '122 | Username | The same as row 12',
        '182 | Gender | Write one of: male, female',
      ],
    });
    await context.close();
  });

  it('takes staffs.xlsx back once edited: the change shown before it is made, then made', async () => {
    const { portal, browser } = running;
    const context = await browser.newContext({ reducedMotion: 'reduce', acceptDownloads: true });
    await signInContext(context, portal.baseUrl, 'admin@demo.test');
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/staff-management?searchTerm=teacher3%40lagos.edu.test`);
    await page.getByRole('grid', { name: 'Staff found' }).waitFor();
    const downloaded = await download(page, 'Download staffs.xlsx');
    const [headings = [], row = []] = downloaded.sheet;
    expect(headings[0]).toBe('Id');
    const phoneAt = headings.indexOf('Phone Number');
    const before = row[phoneAt] ?? '';
    const edited = [headings, row.map((cell, index) => (index === phoneAt ? '0809 555 0101' : cell))];

    await page.goto(`${portal.baseUrl}/staff-management/import`);
    const chooser = page.waitForEvent('filechooser');
    await press(page, page.getByRole('button', { name: 'Choose a file' }));
    await (await chooser).setFiles({ name: 'staffs.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx(edited) });
    await press(page, page.getByRole('button', { name: 'Upload and check staffs.xlsx' }));
    await page.getByRole('heading', { name: 'Report: 1 row read' }).waitFor({ timeout: 30_000 });
    const changes = page.getByRole('grid', { name: 'Changes (1 staff member), by row' });
    await changes.waitFor();
    expect(await changes.getByRole('row').nth(1).textContent()).toBe(`2${row[headings.indexOf('First Name')]} ${row[headings.indexOf('Last Name')]}Phone Number${before}+2348095550101`);
    await page.getByText(/^An import does not change Username, Account Status/).waitFor();
    await expectAccessible(page, 'the report of a download edited');
    await press(page, page.getByRole('button', { name: 'Update 1 person' }));
    await page.getByRole('heading', { name: 'No new staff created, 1 updated' }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  it('imports 195 of 200 students the same way', async () => {
    const { portal, browser } = running;
    const context = await browser.newContext({ reducedMotion: 'reduce', acceptDownloads: true });
    await signInContext(context, portal.baseUrl, 'admin@demo.test');
    const page = await context.newPage();
    // Opened by its address, as from a bookmark: the staff flow above goes through the list's link.
    await page.goto(`${portal.baseUrl}/student-management/import`);
    await importFlow(page, {
      kind: 'students',
      listPath: '/student-management',
      unique: (index) => ({ 'Admission Number': `ADM-E2E-${String(index).padStart(3, '0')}`, 'Last Name': `Adeyemi-${index}` }),
      spoil: {
        4: { 'First Name': '' },
        30: { 'Date of Birth': '31-31-2013' },
        71: { 'Admission Date': 'yesterday' },
        120: { School: 'No Such School' },
        180: { Gender: 'unknown' },
      },
      expectedErrors: [
        '6 | First Name | This Field is required',
        '32 | Date of Birth | Write the date as DD-MM-YYYY, or enter it as a date',
        '73 | Admission Date | Write the date as DD-MM-YYYY, or enter it as a date',
        '122 | School | No School of this state is named No Such School',
        '182 | Gender | Write one of: male, female',
      ],
    });
    await context.close();
  });
});
