// Creating a staff member, keyboard only: 'Add staff' from the staff search, step 1 with an email already taken
// (said beside the field, Next refused with the focus on it, then fixed), a reload half way that brings the draft back,
// step 2 with the place selectors, the address widget and the posting, Back and Next keeping what was typed, then
// 'Staff Created Successfully'. The new member follows their welcome email's link (the server prints its outbox) to
// the reset flow's code page, sets a password with its code, and signs in.
import { describe, expect, it } from 'vitest';
import { successMessages, validationMessages } from '../../src/lib/messages';
import { expectAccessible, portalAndBrowser } from './harness';
import { chooseOption, expectNotification, firstSignInFromWelcome, press, reachPath, signInContext, tabTo, typeDate, typeInto } from './keyboard';

const running = portalAndBrowser();

const member = {
  firstName: 'Chiamaka',
  lastName: 'Okonkwo',
  username: 'chiamaka.okonkwo',
  email: 'chiamaka.okonkwo@demo.test',
  phone: '8091234567',
  password: 'Lagos@2027',
};

const step = (label: string) => console.log(`staff-create e2e: ${label}`);

const isFocused = (locator: import('playwright-core').Locator) => locator.evaluate((element) => element === document.activeElement);

describe('create staff in steps', () => {
  it('creates a staff member through every step, who then sets a password and signs in', async () => {
    const { portal, browser } = running;
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await signInContext(context, portal.baseUrl, 'admin@demo.test');
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/staff-management`);
    await press(page, page.getByRole('link', { name: 'Add staff' }));
    await reachPath(page, '/staff-management/create');
    await page.getByRole('heading', { name: 'Step 1 of 2: Personal and employment details' }).waitFor();
    await expectAccessible(page, '/staff-management/create, step 1');

    // Title starts as Mr.
    expect(await page.getByRole('button', { name: /Title/ }).textContent()).toContain('Mr');
    await typeInto(page, page.getByRole('textbox', { name: 'First name' }), member.firstName);
    await typeInto(page, page.getByRole('textbox', { name: 'Last name' }), member.lastName);
    await typeInto(page, page.getByRole('textbox', { name: 'Username' }), member.username);
    const email = page.getByRole('textbox', { name: 'Email' });
    await typeInto(page, email, 'admin@demo.test');
    await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), member.phone);
    await chooseOption(page, page.getByRole('button', { name: /Gender/ }), 'Female');
    await typeDate(page, page, 'Date of birth', '14031990');
    await chooseOption(page, page.getByRole('button', { name: /Staff type/ }), 'Teaching');
    await typeDate(page, page, 'Date of first appointment', '02092015');

    // The email is taken: said beside it 700 ms after typing stopped; Next is refused and the focus goes to it.
    await page.getByText(validationMessages.emailTaken).waitFor();
    await press(page, page.getByRole('button', { name: 'Next' }));
    await page.getByText(validationMessages.formInvalid).waitFor();
    await expect.poll(() => isFocused(email)).toBe(true);
    await typeInto(page, email, member.email);
    await page.getByText(validationMessages.emailTaken).waitFor({ state: 'detached' });
    await page.waitForTimeout(1000);
    await press(page, page.getByRole('button', { name: 'Next' }));
    await page.getByRole('heading', { name: 'Step 2 of 2: Origin, residence and posting' }).waitFor();

    // A reload half way loses nothing: the same step, and a notice that the draft is back.
    await page.reload();
    await page.getByRole('heading', { name: 'Step 2 of 2: Origin, residence and posting' }).waitFor();
    await page.getByText('What you typed before the page was reloaded is back.').waitFor();
    await expectAccessible(page, '/staff-management/create, step 2');

    await chooseOption(page, page.getByRole('button', { name: /Country of residence/ }), 'Nigeria');
    await chooseOption(page, page.getByRole('button', { name: /State of residence/ }), 'Lagos');
    await chooseOption(page, page.getByRole('button', { name: /Local government of residence/ }), 'Ikeja');

    step('address');
    // The address widget suggests places once started (3 s), neighbourhoods too, the state of residence's first; a
    // suggestion gives an address and the place's own coordinates.
    const address = page.getByRole('combobox', { name: 'Address' });
    await tabTo(page, address);
    await page.waitForTimeout(3000);
    await page.keyboard.type('Yaba');
    await page.getByRole('option', { name: 'Yaba, Lagos, Nigeria' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText('Location: 6.5059, 3.3601').waitFor();

    await chooseOption(page, page.getByRole('button', { name: /District/ }), 'District I');
    await chooseOption(page, page.getByRole('button', { name: /School/ }), 'Agege Junior Grammar School');

    step('back and next');
    // Back keeps what was typed; Next returns to step 2 with its choices.
    await press(page, page.getByRole('button', { name: 'Back' }));
    await page.getByRole('heading', { name: 'Step 1 of 2: Personal and employment details' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(member.firstName);
    expect(await email.inputValue()).toBe(member.email);
    await press(page, page.getByRole('button', { name: 'Next' }));
    await page.getByRole('heading', { name: 'Step 2 of 2: Origin, residence and posting' }).waitFor();
    expect(await page.getByRole('button', { name: /School/ }).textContent()).toContain('Agege Junior Grammar School');

    step('create');
    await press(page, page.getByRole('button', { name: 'Create staff' }));
    await expectNotification(page, successMessages.staffCreated);
    await reachPath(page, /^\/staff-management\/[0-9a-f-]{36}$/);
    await page.getByText(member.email).first().waitFor();
    await context.close();

    step('reset');
    // The new member: the welcome email (the server prints its outbox) links to the reset flow's code page with their
    // address; its code and a password of their own, and they are in.
    await firstSignInFromWelcome(browser, portal, member.email, member.password);
  }, 240_000);
});
