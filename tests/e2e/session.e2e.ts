// Signing in and living in the app, keyboard only, with axe on every page reached in both themes.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineBanner, unverifiedNotice } from '../../src/lib/messages';
import { expectAccessible, launchBrowser, releaseBrowser, startPortal, type PortalServer } from './harness';
import { chooseFromProfileMenu, expectNotification, press, reachPath, signIn, tabTo } from './keyboard';

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

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');

describe('a signed-in state admin (admin@demo.test)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs in with the keyboard alone and reaches the dashboard', async () => {
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    await expectAccessible(page, '/login');
    await signIn(page, portal.baseUrl, 'admin@demo.test');
    await expectNotification(page, 'Login Successful');
    // SPEC section 4: a state admin goes to /, the general dashboard.
    await reachPath(page, '/');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expectAccessible(page, '/ (dashboard)');
  });

  it('opens the menu, whose clock ticks, and follows its Dashboard link', async () => {
    await press(page, page.getByRole('button', { name: 'Open menu' }));
    const clock = page.locator('time.Frame-clock').filter({ visible: true });
    await clock.waitFor();
    await expectAccessible(page, 'the menu with its clock');
    const before = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 4_000, interval: 250 }).not.toBe(before);

    await press(page, page.getByRole('link', { name: 'Dashboard', exact: true }));
    await reachPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await expectAccessible(page, '/dashboard');
  });

  it('switches to the dark theme and back with the keyboard, and remembers the choice after a reload', async () => {
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await tabTo(page, darkMode);
    await page.keyboard.press('Space');
    await expect.poll(() => theme(page)).toBe('dark');
    await page.reload();
    await darkMode.waitFor();
    expect(await theme(page)).toBe('dark');
    expect(await darkMode.isChecked()).toBe(true);

    await tabTo(page, darkMode);
    await page.keyboard.press('Space');
    await expect.poll(() => theme(page)).toBe('light');
    await page.reload();
    await darkMode.waitFor();
    expect(await theme(page)).toBe('light');
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Profile menu for / }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('shows the loading overlay while a page is slow to load, and gives the page back after', async () => {
    // The classes take 1.5 s to arrive: longer than the overlay's delay.
    await page.route('**/api/class/view-all', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await press(page, page.getByRole('button', { name: 'Open menu' }));
    await press(page, page.getByRole('link', { name: 'Class Management' }));
    const overlay = page.getByRole('dialog', { name: 'Loading…' });
    await overlay.waitFor();
    await expectAccessible(page, 'the loading overlay');
    await page.getByRole('heading', { name: 'Configure Classes', level: 1 }).waitFor();
    await overlay.waitFor({ state: 'hidden' });
    await page.unroute('**/api/class/view-all');
    await expectAccessible(page, '/class-management/configure');
  });

  it("says 'Looks like you lost your internet.' while offline", async () => {
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: offlineBanner });
    await banner.waitFor({ timeout: 10_000 });
    expect(await banner.textContent()).toContain(offlineBanner);
    await expectAccessible(page, 'a page offline');
    await context.setOffline(false);
    await page.getByText(offlineBanner).waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('signs out from the profile menu and lands on /login after the 1.5 s delay', async () => {
    const started = Date.now();
    await chooseFromProfileMenu(page, 'Logout');
    await reachPath(page, '/login');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    await page.getByRole('textbox', { name: 'Email or username' }).waitFor();
    await expectAccessible(page, '/login after signing out');
    // Signed out for real: the dashboard sends back to /login.
    await page.goto(`${portal.baseUrl}/dashboard`);
    await reachPath(page, '/login');
  });
});

describe('a session revoked elsewhere', () => {
  it('signs the user out at the next call and lands on /login', async () => {
    const { context, page } = await newPage();
    await signIn(page, portal.baseUrl, 'admin@demo.test');
    await reachPath(page, '/');
    await page.getByRole('button', { name: /^Profile menu for / }).waitFor();

    // Revoke this sign-in from another client, with the refresh token the browser holds.
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_refresh');
    expect(cookie, 'the refresh cookie').toBeDefined();
    const revoked = await fetch(`${portal.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: cookie?.value }),
    });
    expect(revoked.status).toBe(204);

    // The next call (the staff dashboard's figures) is refused (451), the refresh is refused (452): signed out.
    await press(page, page.getByRole('link', { name: /Staff dashboard/ }));
    await reachPath(page, '/login');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await expectAccessible(page, '/login after the session was revoked');
    await context.close();
  });
});

describe('an admin of an Unverified state (pending@demo.test)', () => {
  it('sees the unverified notice word for word and no menu', async () => {
    const { context, page } = await newPage();
    await signIn(page, portal.baseUrl, 'pending@demo.test');
    await expectNotification(page, 'Login Successful');
    await page.getByText(unverifiedNotice, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Staff Management' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: /menu/i }).count()).toBe(0);
    await expectAccessible(page, 'the unverified notice');
    await context.close();
  });
});
