// Where keyboard focus goes (WCAG 2.4.1 and 2.4.3): "Skip to main content" is the first stop of Tab on a signed-in
// page and takes focus to the main landmark; moving to another page through the side menu lands on that page's h1; a
// dialog closed by Escape gives focus back to the button that opened it.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './harness';
import { press, reachPath, signedInPage, tabTo } from './keyboard';

const signedIn = signedInPage('admin@demo.test');
let page: Page;
beforeAll(() => {
  page = signedIn.page;
});

/** A short description of the focused element: its tag, and its text or name. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return `${element?.tagName.toLowerCase()}: ${(element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim()}`;
  });

describe('keyboard focus in the signed-in frame', () => {
  it('starts at "Skip to main content", which moves focus to the main landmark', async () => {
    await page.goto(`${signedIn.portal.baseUrl}/class-management/configure`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('a: Skip to main content');
    await expect.poll(() => page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    await expectAccessible(page, 'the skip link, focused');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
    expect(new URL(page.url()).pathname).toBe('/class-management/configure');
  });

  it('lands on the new page heading after choosing a page in the side menu', async () => {
    await press(page, page.locator('nav[aria-label="Main menu"] a[href="/sessions-and-terms"]'));
    await reachPath(page, '/sessions-and-terms');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('h1');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('gives focus back to the button that opened a dialog when Escape closes it', async () => {
    const opener = page.getByRole('button', { name: 'Create Session' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Session' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
