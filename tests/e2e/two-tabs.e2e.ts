// Two tabs of one browser reloaded at the same moment both restore their sessions from the one refresh cookie they
// share. The server rotates the cookie on every refresh and takes a cookie presented twice for theft (it revokes the
// family), so the tabs must take turns: each refresh holds a Web Lock, and the tab that waited sends the rotated cookie.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedPortalAndBrowser } from './harness';
import { reachPath, signIn } from './keyboard';

const running = sharedPortalAndBrowser();

const profileMenu = (page: Page) => page.getByRole('button', { name: /^Profile menu for / });

/** The status of every refresh-token answer a page receives. */
function refreshAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname === '/api/token/refresh-token') statuses.push(response.status());
  });
  return statuses;
}

describe('two tabs reloaded at once', () => {
  it('both stay signed in, and a later reload still works', async () => {
    const context = await running.browser.newContext({ reducedMotion: 'reduce' });
    // Each refresh call is held back a moment before it leaves, so that without turns both tabs' calls would be out
    // together with the same cookie.
    await context.route('**/api/token/refresh-token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const first = await context.newPage();
    await signIn(first, running.portal.baseUrl, 'admin@demo.test');
    await reachPath(first, '/');
    await profileMenu(first).waitFor();
    const second = await context.newPage();
    await second.goto(`${running.portal.baseUrl}/`);
    await profileMenu(second).waitFor();

    const answers = [refreshAnswers(first), refreshAnswers(second)];
    await Promise.all([first.reload(), second.reload()]);
    for (const page of [first, second]) {
      await profileMenu(page).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');
    }
    expect(answers.flat()).toEqual([200, 200]);

    await first.reload();
    await profileMenu(first).waitFor({ timeout: 15_000 });
    expect(new URL(first.url()).pathname).toBe('/');
    expect(answers.flat()).toEqual([200, 200, 200]);
    await context.close();
  });
});
