// The frame around every page, as a new user on a phone (390 px) and on a laptop (1280 px) meets it: the 404 page, an
// address with malformed choices, the top bar that stays in view with its visible dark-mode label, and the bell that
// remembers across a reload.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPageText } from '../../src/lib/messages';
import { expectAccessible, sharedPortalAndBrowser } from './harness';
import { expectNotification, reachPath, signIn } from './keyboard';

const running = sharedPortalAndBrowser();

async function signedInPage(width: number): Promise<Page> {
  const context = await running.browser.newContext({ reducedMotion: 'reduce', viewport: { width, height: 800 } });
  const page = await context.newPage();
  await signIn(page, running.portal.baseUrl, 'admin@demo.test');
  await expectNotification(page, 'Login Successful');
  await reachPath(page, '/');
  return page;
}

describe('the 404 page', () => {
  it('is a main landmark and names itself in the document title', async () => {
    const context = await running.browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${running.portal.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: notFoundPageText, level: 1 }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await expect.poll(() => page.title()).toContain(notFoundPageText);
    await expectAccessible(page, 'the 404 page');
    await context.close();
  });
});

describe('an address typed or shortened by hand', () => {
  it('opens the page with what it could read and drops the rest, instead of an error page or a refused search', async () => {
    const page = await signedInPage(390);
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && asked.push(new URL(request.url()).search));
    await page.goto(`${running.portal.baseUrl}/calendar?month=2026-13&view=year`);
    await page.getByRole('heading', { name: 'Events & Calendar', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.goto(`${running.portal.baseUrl}/staff-management?page=-3&sortBy=nothing&gender=xyz`);
    await page.getByRole('heading', { name: 'Staff Management', level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(asked.filter((search) => /month=2026-13|sortBy=nothing|gender=xyz|page=-3/.test(search))).toEqual([]);
    await page.context().close();
  });
});

describe.each([390, 1280])('the top bar at %i px', (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(width);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the dark-mode switch with its label in words', async () => {
    const label = page.locator('.TopBar-themeLabel');
    await expect.poll(() => label.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(16);
    expect(await label.isVisible()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Dark mode' }).count()).toBe(1);
  });

  it('fits the screen: every control within its width, the staff search wide enough to type in', async () => {
    // At 390 px the controls of one row (about 320 px with the role-access switcher) once left the search no width at
    // all and pushed the profile menu 13 px past the screen's edge.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
    const profile = await page.getByRole('button', { name: /^Profile menu for / }).boundingBox();
    expect((profile?.x ?? Infinity) + (profile?.width ?? 0)).toBeLessThanOrEqual(width);
    const search = await page.getByRole('combobox', { name: 'Find a staff member' }).boundingBox();
    expect(search?.width).toBeGreaterThan(150);
  });

  it('stays in view on a long page', async () => {
    await page.goto(`${running.portal.baseUrl}/calendar`);
    await page.getByRole('heading', { name: 'Events & Calendar', level: 1 }).waitFor();
    // Scrolled to the end again until the page is long: the calendar draws its month once its events arrive.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    const box = await page.locator('header.ui-DrawerLayout-header').boundingBox();
    expect(box?.y).toBe(0);
  });

  it('keeps the bell’s notifications through a reload of the tab', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Events & Calendar', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Notifications, \d+ recent$/ }).click();
    const bell = page.getByRole('dialog', { name: 'Recent notifications' });
    await bell.getByText('Login Successful').waitFor();
  });
});
