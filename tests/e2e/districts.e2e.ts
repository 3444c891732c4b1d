// Districts, keyboard only, with axe on every page in both themes: the demo state's admin creates two districts on
// /district-creation (a name of 15 characters refused, the place selectors clearing what hangs on them, the address
// widget, phone chips only with ten digits, several emails, the administrator), 'District Created Successfully', and
// finds them in the pending list. The super-admin approves one ('District Approved') and rejects the other with a
// reason ('District Rejected'), each returning to the list; the rejected one's page keeps the reason. The approved
// district's administrator follows their welcome email (the server prints its outbox), sets a password, signs in, and
// finds none of the state's schools: only their new district's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/date';
import { emptyListText, successMessages, validationMessages } from '../../src/lib/messages';
import { expectAccessible, portalAndBrowser, type PortalServer } from './harness';
import { chooseOption, expectNotification, firstSignInFromWelcome, focusRow, press, reachPath, signInContext, tabTo, typeInto } from './keyboard';

const running = portalAndBrowser();

type NewDistrict = { name: string; localGovernment: string; phone: string; emails: string[]; administrator: { firstName: string; lastName: string; username: string; email: string; phone: string } };

const approvedOne: NewDistrict = {
  name: 'Ikeja North',
  localGovernment: 'Ikeja',
  phone: '8031112222',
  emails: ['ikejanorth@lagos.edu.test', 'office@ikejanorth.lagos.edu.test'],
  administrator: { firstName: 'Ngozi', lastName: 'Eze', username: 'ngozi.eze', email: 'ngozi.eze@demo.test', phone: '8095551234' },
};
const rejectedOne: NewDistrict = {
  name: 'Badagry Zone',
  localGovernment: 'Badagry',
  phone: '8031113333',
  emails: ['badagry@lagos.edu.test'],
  administrator: { firstName: 'Sule', lastName: 'Bello', username: 'sule.bello', email: 'sule.bello@demo.test', phone: '8095554321' },
};
const reason = 'The office address given is a residence.';
const password = 'Zonal@2027';

const step = (label: string) => console.log(`districts e2e: ${label}`);

/** One of the form's place selectors (the top bar has buttons of its own). */
const placeSelect = (page: Page, name: RegExp) => page.getByRole('form', { name: 'District Creation' }).getByRole('button', { name });

async function fillDistrict(page: Page, district: NewDistrict) {
  await typeInto(page, page.getByRole('textbox', { name: 'District name' }), district.name);
  await chooseOption(page, placeSelect(page, /Country/), 'Nigeria');
  await chooseOption(page, placeSelect(page, /State/), 'Lagos');
  await chooseOption(page, placeSelect(page, /Local government/), district.localGovernment);
  const address = page.getByRole('combobox', { name: 'District address' });
  await tabTo(page, address);
  await page.waitForTimeout(3000);
  await page.keyboard.type(district.localGovernment);
  await page.getByRole('option', { name: new RegExp(`^${district.localGovernment}, Lagos`) }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByText(/^Location: /).waitFor();
  await typeInto(page, page.getByRole('textbox', { name: 'District phone number' }), district.phone);
  await page.keyboard.press('Enter');
  await page.getByRole('row', { name: `+234 ${district.phone}` }).waitFor();
  for (const email of district.emails) {
    await typeInto(page, page.getByRole('textbox', { name: 'District email' }), email);
    await page.keyboard.press('Enter');
    await page.getByRole('row', { name: email }).waitFor();
  }
  const { administrator } = district;
  await typeInto(page, page.getByRole('textbox', { name: 'First name' }), administrator.firstName);
  await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), administrator.lastName);
  await typeInto(page, page.getByRole('textbox', { name: 'Username' }), administrator.username);
  await typeInto(page, page.getByRole('textbox', { name: 'Email', exact: true }), administrator.email);
  await typeInto(page, page.getByRole('textbox', { name: 'Phone number', exact: true }), administrator.phone);
}

async function createDistrict(page: Page, portal: PortalServer, district: NewDistrict) {
  await page.goto(`${portal.baseUrl}/district-creation`);
  await page.getByRole('heading', { level: 1, name: 'District Creation' }).waitFor();
  await fillDistrict(page, district);
  await press(page, page.getByRole('button', { name: 'Create District' }));
  await expectNotification(page, successMessages.districtCreated);
  await reachPath(page, '/district-creation/verify-district');
  await page.getByRole('row', { name: new RegExp(`^${district.name}`) }).waitFor();
}

/** From the pending list, the district's review page. */
async function openPending(page: Page, portal: PortalServer, name: string) {
  await page.goto(`${portal.baseUrl}/district-creation/verify-district?status=pending`);
  await focusRow(page, page.getByRole('grid', { name: 'Pending districts' }), name);
  await page.keyboard.press('Enter');
  await reachPath(page, '/district-creation/verify-district/district-pending-info');
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('districts', () => {
  it('a state admin creates districts; the super-admin approves one and rejects the other; its administrator signs in', async () => {
    const { portal, browser } = running;
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await signInContext(context, portal.baseUrl, 'admin@demo.test');
    const page = await context.newPage();

    step('the form and its rules');
    await page.goto(`${portal.baseUrl}/district-creation`);
    await page.getByRole('heading', { level: 1, name: 'District Creation' }).waitFor();
    await expectAccessible(page, '/district-creation');
    // The place selectors: each waits for the one before it, and a new state clears the local government.
    expect(await placeSelect(page, /State/).isDisabled()).toBe(true);
    await chooseOption(page, placeSelect(page, /Country/), 'Nigeria');
    await chooseOption(page, placeSelect(page, /State/), 'Ogun');
    await chooseOption(page, placeSelect(page, /Local government/), 'Abeokuta North');
    await chooseOption(page, placeSelect(page, /State/), 'Lagos');
    expect(await placeSelect(page, /Local government/).textContent()).toContain('Not chosen');
    // A phone chip needs ten digits.
    await typeInto(page, page.getByRole('textbox', { name: 'District phone number' }), '80311');
    expect(await page.getByRole('button', { name: 'Add phone number' }).isDisabled()).toBe(true);
    await typeInto(page, page.getByRole('textbox', { name: 'District phone number' }), '');
    await typeInto(page, page.getByRole('textbox', { name: 'District name' }), 'Fifteen letters');
    await press(page, page.getByRole('button', { name: 'Create District' }));
    await page.getByText(validationMessages.districtNameTooLong).waitFor();
    await page.getByText(validationMessages.localGovernmentRequired).waitFor();
    await expectAccessible(page, '/district-creation with its messages');

    step('create two districts');
    await createDistrict(page, portal, approvedOne);
    const today = formatDate(new Date());
    const row = page.getByRole('row', { name: new RegExp(`^${approvedOne.name}`) });
    expect(await row.textContent()).toContain('Tunde Bakare');
    expect(await row.textContent()).toContain(today);
    await expectAccessible(page, '/district-creation/verify-district, pending');
    await createDistrict(page, portal, rejectedOne);
    // The state admin sees a pending district's details, but no review.
    await openPending(page, portal, approvedOne.name);
    await page.getByText('A super-admin approves or rejects this district.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await context.close();

    step('the super-admin approves one');
    const boss = await browser.newContext({ reducedMotion: 'reduce' });
    await signInContext(boss, portal.baseUrl, 'superadmin@demo.test');
    const review = await boss.newPage();
    await openPending(review, portal, approvedOne.name);
    await review.getByText(approvedOne.emails[1] as string, { exact: false }).waitFor();
    await expectAccessible(review, '/district-creation/verify-district/district-pending-info');
    await press(review, review.getByRole('button', { name: 'Approve' }));
    const approval = review.getByRole('alertdialog');
    await approval.waitFor();
    await expectAccessible(review, 'the approval dialog');
    await press(review, approval.getByRole('button', { name: 'Yes, Approve' }));
    await expectNotification(review, successMessages.districtApproved);
    await review.waitForURL((url) => url.pathname === '/district-creation/verify-district' && url.searchParams.get('status') === 'approved');
    await review.getByRole('grid', { name: 'Verified districts' }).getByRole('row', { name: new RegExp(`^${approvedOne.name}`) }).waitFor();

    step('the super-admin rejects the other, with a reason');
    await openPending(review, portal, rejectedOne.name);
    await press(review, review.getByRole('button', { name: 'Reject' }));
    const rejection = review.getByRole('dialog', { name: `Reject ${rejectedOne.name}?` });
    await rejection.waitFor();
    await press(review, rejection.getByRole('button', { name: 'Yes, Reject' }));
    await rejection.getByText(validationMessages.required).waitFor();
    await expectAccessible(review, 'the rejection dialog, its reason missing');
    await typeInto(review, rejection.getByRole('textbox', { name: 'Reason' }), reason);
    await press(review, rejection.getByRole('button', { name: 'Yes, Reject' }));
    await expectNotification(review, successMessages.districtRejected);
    await review.waitForURL((url) => url.pathname === '/district-creation/verify-district' && url.searchParams.get('status') === 'rejected');
    await focusRow(review, review.getByRole('grid', { name: 'Rejected districts' }), rejectedOne.name);
    await review.keyboard.press('Enter');
    await reachPath(review, '/district-creation/verify-district/district-info');
    await review.getByText(reason).waitFor();
    await expectAccessible(review, '/district-creation/verify-district/district-info');
    await boss.close();

    step("the approved district's administrator sets a password and signs in");
    // They work in their new district only (district scope): none of the state's schools is theirs.
    await firstSignInFromWelcome(browser, portal, approvedOne.administrator.email, password, async (own) => {
      await own.goto(`${portal.baseUrl}/dashboard/school-management`);
      await own.getByRole('status').filter({ hasText: /^0 schools$/ }).waitFor();
      await own.getByText(emptyListText).first().waitFor();
    });

    step('the audit trail keeps all of it: the creations, the approval and the rejection with its reason');
    const auditor = await browser.newContext({ reducedMotion: 'reduce' });
    await signInContext(auditor, portal.baseUrl, 'admin@demo.test');
    const trail = await auditor.newPage();
    await trail.goto(`${portal.baseUrl}/audit-trail?recordType=District`);
    const changes = trail.getByRole('table', { name: 'Changes' }).getByRole('row');
    await changes.filter({ hasText: 'Create district' }).filter({ hasText: rejectedOne.name }).waitFor();
    await changes.filter({ hasText: 'Verify district' }).filter({ hasText: 'Amina Yakubu' }).waitFor();
    await changes.filter({ hasText: 'Reject district' }).filter({ hasText: reason }).waitFor();
    await expectAccessible(trail, '/audit-trail, the districts');
    await auditor.close();
  }, 300_000);
});
