// A forgotten password, keyboard only: the email, the code from the email (the server prints its outbox, or with
// SMTP_URL hands it to a mail server), a new password, then signing in with it.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '../../src/lib/messages';
import { startMailServer } from '../mailServer';
import { emailedCode, expectAccessible, launchBrowser, releaseBrowser, mailedCode, startPortal, type PortalServer } from './harness';
import { expectNotification, press, reachPath, signIn, tabTo, typeInto } from './keyboard';

let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
});

afterAll(async () => {
  await releaseBrowser(browser);
  await portal?.stop();
});

/** Opens /login, ready to type in. */
async function openSignIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email or username' }).waitFor();
}

/** From /login's "Forgot password?" link to the form that asks for the email; answers its email box. */
async function openForgotPassword(page: Page): Promise<Locator> {
  await press(page, page.getByRole('link', { name: 'Forgot password?' }));
  await reachPath(page, '/forgot-password');
  // Exact: the sign-in page's "Email or username" box stays on screen until the new page has come.
  const emailBox = page.getByRole('textbox', { name: 'Email', exact: true });
  await emailBox.waitFor();
  return emailBox;
}

/** Asks for a code for `email`, and waits for the page that takes it; answers the code's first digit box. */
async function askForCode(page: Page, emailBox: Locator, email: string): Promise<Locator> {
  await typeInto(page, emailBox, email);
  await page.keyboard.press('Enter');
  await expectNotification(page, 'Reset Code Has Been Sent To Your Email');
  // SPEC section 2 writes the path with a slash; the router shows its addresses without one unless told otherwise.
  await reachPath(page, /^\/password\/update-password-otp\/?$/);
  const firstDigit = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await firstDigit.waitFor();
  return firstDigit;
}

/** Types the new password twice (`confirmation` the second time) and sends the form. */
async function submitNewPassword(page: Page, password: string, confirmation = password) {
  await typeInto(page, page.getByLabel('New password', { exact: true }), password);
  await typeInto(page, page.getByLabel('Confirm new password', { exact: true }), confirmation);
  await page.keyboard.press('Enter');
}

describe('password reset', () => {
  it('sets a new password from the emailed code and signs in with it', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    const email = 'admin@demo.test';
    const newPassword = 'Lagos@2027';

    await openSignIn(page, portal.baseUrl);
    await expectAccessible(page, '/login');
    const emailBox = await openForgotPassword(page);
    await expectAccessible(page, '/forgot-password');

    // An invalid address is refused beside the field.
    await typeInto(page, emailBox, 'admin@');
    await page.keyboard.press('Enter');
    await page.getByText(validationMessages.emailInvalid).waitFor();

    const firstDigit = await askForCode(page, emailBox, email);
    await expectAccessible(page, '/password/update-password-otp/');

    // A reload keeps the reset where it was: same page, same email, no new code needed.
    await page.reload();
    await firstDigit.waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/password\/update-password-otp\/?$/);
    await page.getByText(email).waitFor();

    const code = await emailedCode(portal, email);
    await tabTo(page, firstDigit);
    await page.keyboard.type(code);
    expect(await page.getByRole('group', { name: 'Reset code' }).getByRole('textbox').evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).value).join(''),
    )).toBe(code);
    await submitNewPassword(page, newPassword, 'Lagos@2028');
    await page.getByText(validationMessages.passwordsDiffer).waitFor();
    await submitNewPassword(page, newPassword);

    await expectNotification(page, 'Password Updated Successfully');
    await reachPath(page, '/login');
    await expectAccessible(page, '/login after the reset');

    // The old password no longer works; the new one does.
    await signIn(page, portal.baseUrl, email);
    await expectNotification(page, 'The email or password is incorrect');
    await signIn(page, portal.baseUrl, email, newPassword);
    await expectNotification(page, 'Login Successful');
    await reachPath(page, '/');
    await expectAccessible(page, '/ after the reset');
    await context.close();
  });
});

describe('password reset with SMTP_URL', () => {
  // Time for one more attempt at the mail, should the first fail (see mailedCode).
  it('mails the code through the mail server, and the code sets the new password', { timeout: 120_000 }, async () => {
    const mailServer = await startMailServer();
    const mailingPortal = await startPortal({ SMTP_URL: mailServer.url });
    try {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      const email = 'district-admin@demo.test';
      await openSignIn(page, mailingPortal.baseUrl);
      const firstDigit = await askForCode(page, await openForgotPassword(page), email);
      await tabTo(page, firstDigit);
      // Should the mail not come, what the server said about it is in the failure.
      const code = await mailedCode(mailServer, email).catch((error: Error) => {
        throw new Error(`${error.message}; the server's last output:\n${mailingPortal.output().slice(-4000)}`);
      });
      await page.keyboard.type(code);
      await submitNewPassword(page, 'Ikeja@2027');
      await expectNotification(page, 'Password Updated Successfully');
      await signIn(page, mailingPortal.baseUrl, email, 'Ikeja@2027');
      await expectNotification(page, 'Login Successful');
      await context.close();
    } finally {
      await mailingPortal.stop();
      await mailServer.stop();
    }
  });
});
