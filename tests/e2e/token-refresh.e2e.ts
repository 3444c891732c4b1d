// An access token that expires while the user works is refreshed without them noticing: the portal runs with
// 3-second access tokens, and a call made after expiry is answered 451, refreshed once and retried.
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, releaseBrowser, startPortal, type PortalServer } from './harness';
import { press, reachPath, signIn } from './keyboard';

const accessTokenSeconds = 3;

let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal({ ACCESS_TOKEN_SECONDS: String(accessTokenSeconds) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await releaseBrowser(browser);
  await portal?.stop();
});

describe('an expired access token', () => {
  it('is refreshed and the refused call retried, without signing the user out or showing an error', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, portal.baseUrl, 'admin@demo.test');
    await reachPath(page, '/');
    await page.getByRole('button', { name: /^Profile menu for / }).waitFor();
    await expectAccessible(page, '/ (dashboard)');

    const answers: Array<{ path: string; status: number }> = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) answers.push({ path: url.pathname, status: response.status() });
    });
    await page.waitForTimeout(accessTokenSeconds * 1000 + 1500);

    // The staff dashboard's figures are the first call after the token expired.
    await press(page, page.getByRole('link', { name: /Staff dashboard/ }));
    await reachPath(page, '/dashboard/staff-management');
    await page.getByRole('heading', { name: 'Staff Dashboard', level: 1 }).waitFor();
    await expect.poll(() => answers.some((a) => a.path === '/api/token/refresh-token' && a.status === 200)).toBe(true);

    const refused = answers.filter((a) => a.status === 451);
    expect(refused.length, 'the expired token was refused').toBeGreaterThan(0);
    for (const { path } of refused) {
      expect(answers.some((a) => a.path === path && a.status === 200), `${path} retried with the new token`).toBe(true);
    }
    expect(answers.some((a) => a.status === 452), 'no refresh was refused').toBe(false);
    // Nothing told the user: no error notification, still signed in.
    expect(await page.getByRole('region', { name: 'Notifications' }).getByText(/^Error:/).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard/staff-management');
    await expectAccessible(page, '/dashboard/staff-management after the refresh');
    await context.close();
  });
});
