// Grading, keyboard only, with axe in both themes: the state's owner configures the grades with an overlap, reads the
// message beside the row, fixes it and saves; sets the assessments to add up to 100, the running total and the sample
// report card following as typed; and prints the sample report card alone, on A4.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { successMessages } from '../../src/lib/messages';
import { expectAccessible } from './harness';
import { expectNotification, press, reachPath, signedInPage, typeInto } from './keyboard';

const signedIn = signedInPage('admin@demo.test');

/** Types a number into a number field and leaves it, which is when the field takes the value. */
async function typeNumber(page: Page, field: Locator, value: string): Promise<void> {
  await typeInto(page, field, value);
  await page.keyboard.press('Tab');
}

describe('grading', () => {
  it('refuses overlapping grades beside the row, then saves them once fixed', async () => {
    const { page, portal } = signedIn;
    await page.goto(`${portal.baseUrl}/grading`);
    await page.getByRole('heading', { level: 1, name: 'Grading' }).waitFor();
    await page.getByRole('table', { name: 'Final grades' }).getByRole('row', { name: /A1/ }).waitFor();
    await expectAccessible(page, '/grading');

    await press(page, page.getByRole('link', { name: 'Configure grades' }));
    await reachPath(page, '/grading/configure-grades');
    await page.getByRole('heading', { level: 1, name: 'Configure Grades' }).waitFor();
    const b2 = page.getByRole('group', { name: 'Grade 2' });
    expect(await b2.getByRole('textbox', { name: 'Grade label' }).inputValue()).toBe('B2');
    await typeNumber(page, b2.getByRole('textbox', { name: 'Maximum mark', exact: true }), '80');
    await press(page, page.getByRole('button', { name: 'SAVE GRADES' }));
    await b2.getByText('overlaps A1, 75–100').waitFor();
    await expectAccessible(page, 'Configure Grades with an overlap');

    await typeNumber(page, b2.getByRole('textbox', { name: 'Maximum mark', exact: true }), '74');
    await press(page, page.getByRole('button', { name: 'SAVE GRADES' }));
    await expectNotification(page, successMessages.configurationSaved);
    await reachPath(page, '/grading');
  }, 120_000);

  it('sets the assessments to add up to 100, the total and the sample report card following as typed', async () => {
    const { page } = signedIn;
    const assessments = page.getByRole('region', { name: 'Global assessments' });
    const examination = assessments.getByRole('group', { name: 'Assessment 3' });
    expect(await examination.getByRole('textbox', { name: 'Assessment name' }).inputValue()).toBe('Examination');
    await typeNumber(page, examination.getByRole('textbox', { name: 'Mark (%)', exact: true }), '50');
    await assessments.getByText('Total: 90 of 100').waitFor();
    await assessments.getByText(/report cards cannot be issued until they add up to 100/).waitFor();

    await press(page, assessments.getByRole('button', { name: 'Add assessment' }));
    const project = assessments.getByRole('group', { name: 'Assessment 4' });
    await typeInto(page, project.getByRole('textbox', { name: 'Assessment name' }), 'Project');
    await typeNumber(page, project.getByRole('textbox', { name: 'Mark (%)', exact: true }), '10');
    await assessments.getByText('Total: 100 of 100').waitFor();
    await page.locator('.ReportCard').getByRole('columnheader', { name: 'Project (10)' }).waitFor();
    await press(page, assessments.getByRole('button', { name: 'SAVE' }));
    await expectNotification(page, successMessages.configurationSaved);
    await expectAccessible(page, '/grading with the new assessments');
  }, 120_000);

  it('prints the sample report card alone, on A4', async () => {
    const { page } = signedIn;
    const card = page.locator('.ReportCard');
    await card.getByText('Sample report card').waitFor();
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await card.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1, name: 'Grading' }).isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
      // The card alone fits one A4 page: nothing of the page around it is printed before or after it.
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  }, 60_000);
});
