// Keyboard-only moves for the end-to-end flows: focus travels with Tab and Shift+Tab, controls are worked with Enter,
// Space and the arrow keys, and text is typed. Nothing here clicks. Also signing in, by keyboard for the flows that
// test it and with a request for the others, and what a search's results table shows: a column's text, and that it
// fits the window.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { emailedCode, sharedPortalAndBrowser, type PortalServer } from './harness';

export const demoPassword = 'Portal@2026';

async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`Tab never reached ${String(target)}; focus is on ${focused}`);
}

/** Focuses `target` by Tab and presses `key` on it. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Focuses a text box by Tab, clears it with the keyboard and types `text`. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Waits until the page's path is `path` (and returns how long that took). */
export async function reachPath(page: Page, path: string | RegExp, timeout = 15_000): Promise<number> {
  const started = Date.now();
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout });
  return Date.now() - started;
}

/** Signs in from /login with the keyboard alone: the identifier box has focus on arrival, Tab, password, Enter. */
export async function signIn(page: Page, baseUrl: string, email: string, password = demoPassword): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const identifier = page.getByRole('textbox', { name: 'Email or username' });
  await identifier.waitFor();
  await typeInto(page, identifier, email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
}

/** The text of the notification on screen, once one shows `text`. */
export async function expectNotification(page: Page, text: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Notifications' });
  await region.getByText(text, { exact: false }).waitFor({ timeout: 10_000 });
  expect(await region.textContent()).toContain(text);
}

/** Opens the profile menu in the top bar with the keyboard and chooses `item`. */
export async function chooseFromProfileMenu(page: Page, item: string): Promise<void> {
  await press(page, page.getByRole('button', { name: /^Profile menu for / }), 'Enter');
  const menu = page.getByRole('menu', { name: 'Profile' });
  await menu.waitFor();
  const target = menu.getByRole('menuitem', { name: item });
  for (let presses = 0; presses < 10 && !(await hasFocus(target)); presses += 1) await page.keyboard.press('ArrowDown');
  expect(await hasFocus(target), `${item} has focus in the profile menu`).toBe(true);
  await page.keyboard.press('Enter');
}

/** Opens a Select (a button) by keyboard and moves down its list until `option` has focus, then chooses it. */
export async function chooseOption(page: Page, target: Locator, option: string): Promise<void> {
  await press(page, target, 'Enter');
  const listbox = page.getByRole('listbox').last();
  await listbox.waitFor();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await hasFocus(wanted)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/**
 * Signs `email` in with a request and puts the cookies its answer sets (the refresh cookie and the signed-in hint) into
 * `context`, as the sign-in page would have: the next page the context loads restores the session from them. For
 * tests of something other than signing in, which need not load and fill in the sign-in page first.
 */
export async function signInContext(context: BrowserContext, baseUrl: string, email: string, password = demoPassword): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `signing ${email} in`).toBe(200);
  await context.addCookies(
    response.headers.getSetCookie().map((header) => {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      return { name, value, url: `${baseUrl}${attribute('path') ?? '/'}`, httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'), sameSite: 'Strict' as const };
    }),
  );
}

/**
 * Opens `url` in a context signInContext signed in, and waits until the page has restored the session (the profile menu
 * shows). A navigation before then would cut the restoring refresh short after the server rotated the cookie, and
 * the next page, presenting the old one, would be taken for a thief and signed out.
 */
export async function openSignedIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: /^Profile menu for / }).waitFor();
}

/**
 * For the tests of one file: a page in a context of its own, signed in as `email` (signInContext) and open on the home
 * page, on the portal the run's files share (tests/e2e/seededDataDirectory.ts). Its files each change records of their
 * own and count nothing another changes. Read `page` and `portal` inside the tests (they are set before the first one
 * runs).
 */
export function signedInPage(email: string): { readonly page: Page; readonly portal: Pick<PortalServer, 'baseUrl'> } {
  const shared = sharedPortalAndBrowser();
  const signedIn = {} as { page: Page; portal: Pick<PortalServer, 'baseUrl'> };
  beforeAll(async () => {
    signedIn.portal = shared.portal;
    const context = await shared.browser.newContext({ reducedMotion: 'reduce' });
    await signInContext(context, shared.portal.baseUrl, email);
    signedIn.page = await context.newPage();
    await openSignedIn(signedIn.page, `${shared.portal.baseUrl}/`);
  });
  return signedIn;
}

/** A card list is one Tab stop: Tab reaches it, the arrow keys move to the card, then Tab enters the card's controls. */
export async function focusCard(page: Page, grid: Locator, name: string): Promise<void> {
  const inGrid = () => grid.evaluate((element) => element.contains(document.activeElement) && document.activeElement?.getAttribute('role') === 'row');
  for (let presses = 0; presses < 80 && !(await inGrid()); presses += 1) await page.keyboard.press('Tab');
  const card = grid.getByRole('row', { name, exact: true });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await card.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`The arrow keys never reached the card ${name}`);
}

/** Types a date into a date picker's segments (day, month, year under the en-NG locale). */
export async function typeDate(page: Page, scope: Locator | Page, label: string, ddmmyyyy: string): Promise<void> {
  await tabTo(page, scope.getByRole('group', { name: label }).getByRole('spinbutton').first());
  await page.keyboard.type(ddmmyyyy);
}

/** The text of the column headed `label`, row by row (the header row left out); the table shows the columns that fit. */
export async function resultsColumn(grid: Locator, label: string): Promise<string[]> {
  const at = (await grid.getByRole('columnheader').allTextContents()).indexOf(label);
  expect(at, `the ${label} column`).toBeGreaterThanOrEqual(0);
  return grid
    .locator('[role="row"]:has([role="rowheader"])')
    .evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent?.trim() ?? ''), at);
}

/**
 * In a window `width` px wide neither the page nor the results `grid` scrolls sideways, the School column is in sight,
 * and the columns are `headers`.
 */
export async function expectResultsFit(page: Page, grid: Locator, { width, height }: { width: number; height: number }, headers: string[]): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect.poll(() => grid.getByRole('columnheader').allTextContents(), { message: `the columns at ${width} px` }).toEqual(headers);
  expect(await grid.evaluate((table) => table.scrollWidth - table.clientWidth), `the table at ${width} px`).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth), `the page at ${width} px`).toBeLessThanOrEqual(0);
  const school = await grid.getByRole('columnheader', { name: 'School' }).boundingBox();
  expect(school && school.x >= 0 && school.x + school.width <= width, `the School column at ${width} px`).toBe(true);
}

/** Tabs into a table (one Tab stop), then moves down with the arrow keys to the row of `name`. */
export async function focusRow(page: Page, grid: Locator, name: string): Promise<void> {
  const inGrid = () => grid.evaluate((element) => element.contains(document.activeElement));
  for (let presses = 0; presses < 80 && !(await inGrid()); presses += 1) await page.keyboard.press('Tab');
  const row = grid.getByRole('row', { name: new RegExp(`^${name}`) });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await row.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The arrow keys never reached the row of ${name}`);
}

/**
 * A new account's first sign-in, in a browser context of its own: the welcome email (the server prints its outbox)
 * links to the reset flow's code page with the address; its code and `password` set the password, then they sign in.
 */
export async function firstSignInFromWelcome(
  browser: Browser,
  portal: PortalServer,
  email: string,
  password: string,
  /** What to check once they are in, before their browser context closes. */
  signedIn?: (page: Page) => Promise<void>,
): Promise<void> {
  const code = await emailedCode(portal, email);
  const welcome = new RegExp(`To: ${email.replace(/[.@]/g, '\\$&')}\\n[^]*?Enter it at (\\S+) within`).exec(portal.output());
  const link = new URL(welcome?.[1] ?? '');
  const theirs = await browser.newContext({ reducedMotion: 'reduce' });
  const own = await theirs.newPage();
  await own.goto(`${portal.baseUrl}${link.pathname}${link.search}`);
  const firstDigit = own.getByRole('textbox', { name: 'Digit 1 of 6' });
  await firstDigit.waitFor();
  await own.getByText(email).waitFor();
  await tabTo(own, firstDigit);
  await own.keyboard.type(code);
  await typeInto(own, own.getByLabel('New password', { exact: true }), password);
  await typeInto(own, own.getByLabel('Confirm new password', { exact: true }), password);
  await own.keyboard.press('Enter');
  await reachPath(own, '/login');
  await signIn(own, portal.baseUrl, email, password);
  await reachPath(own, '/');
  await signedIn?.(own);
  await theirs.close();
}
