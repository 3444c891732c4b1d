// Registering a new state and its administrator, keyboard only, through the uniqueness checks, to the subject
// configuration page of the new (Unverified) state.
import { describe, expect, it } from 'vitest';
import { unverifiedNotice, validationMessages } from '../../src/lib/messages';
import { expectAccessible, sharedPortalAndBrowser } from './harness';
import { demoPassword, press, reachPath, tabTo, typeInto } from './keyboard';

const running = sharedPortalAndBrowser();

describe('registration of a state admin', () => {
  it('registers Oyo State and lands on /subject-management/configure', async () => {
    const context = await running.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();

    await page.goto(`${running.portal.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email or username' }).waitFor();
    await expectAccessible(page, '/login');
    await press(page, page.getByRole('link', { name: 'Register your state' }));
    await reachPath(page, '/register');
    await page.getByRole('heading', { name: 'Register your state' }).waitFor();
    await expectAccessible(page, '/register');

    // Submitting the empty form shows the SPEC section 5 messages.
    const submit = page.getByRole('button', { name: 'Register' });
    await press(page, submit);
    await page.getByText(validationMessages.formInvalid).waitFor();
    await page.getByText(validationMessages.stateRequired).waitFor();
    await expectAccessible(page, '/register with every message');

    // State: type to filter, arrow down, Enter.
    const state = page.getByRole('combobox', { name: 'State' });
    await tabTo(page, state, { backwards: true });
    await page.keyboard.type('Oyo');
    await page.getByRole('option', { name: 'Oyo' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await state.inputValue()).toBe('Oyo');

    // Title keeps its default, Mr.
    expect(await page.getByRole('button', { name: /Title/ }).textContent()).toContain('Mr');

    await typeInto(page, page.getByRole('textbox', { name: 'First name' }), 'Adewale');
    await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), 'Ogunleye');

    // Uniqueness, 700 ms after the last keystroke.
    const email = page.getByRole('textbox', { name: 'Email' });
    await typeInto(page, email, 'admin@demo.test');
    await page.getByText(validationMessages.emailTaken).waitFor();
    await typeInto(page, email, 'adewale.ogunleye@oyo.test');
    await page.getByText(validationMessages.emailTaken).waitFor({ state: 'detached' });

    await typeInto(page, page.getByRole('textbox', { name: 'Username' }), 'adewale.ogunleye');

    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await typeInto(page, phone, '080312');
    await page.getByText(validationMessages.phoneDigits).waitFor();
    const adminPhone = await demoPhoneOf('admin@demo.test');
    await typeInto(page, phone, adminPhone);
    await page.getByText(validationMessages.phoneTaken).waitFor();
    await typeInto(page, phone, '8051234567');
    await page.getByText(validationMessages.phoneTaken).waitFor({ state: 'detached' });

    // Gender: Tab into the radio group, arrows choose.
    await tabTo(page, page.getByRole('radio', { name: 'Male', exact: true }));
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);

    await typeInto(page, page.getByLabel('Password', { exact: true }), demoPassword);
    await typeInto(page, page.getByLabel('Confirm password', { exact: true }), demoPassword);
    await expectAccessible(page, '/register filled in');
    await page.keyboard.press('Enter');

    await reachPath(page, '/subject-management/configure');
    // The new state is Unverified until a super-admin approves it.
    await page.getByText(unverifiedNotice, { exact: true }).waitFor();
    await expectAccessible(page, '/subject-management/configure for the new state');
    await context.close();
  });
});

/** The demo admin's phone number, from the API (signed in as the admin), so the test follows the seed. */
async function demoPhoneOf(email: string): Promise<string> {
  const login = await fetch(`${running.portal.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const body = (await login.json()) as { staff: { phoneNumber: { number: string } } };
  return body.staff.phoneNumber.number;
}
