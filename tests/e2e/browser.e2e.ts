// The browser the end-to-end tests share (tests/e2e/harness.ts): a page a test opens is a window of its own, and
// Chromium loads nothing of its own UI beside it (the address bar's popups, which headless never shows), so a test
// pays for its own page alone. A Chromium that renames the features harness.ts turns off fails here.
import { describe, expect, it } from 'vitest';
import { launchBrowser } from './harness';

describe('the tests’ Chromium', () => {
  it('opens a page without any of its own UI pages beside it', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<title>A page</title>');
    const session = await browser.newBrowserCDPSession();
    // An empty filter lists every kind of target, the browser's own UI pages too.
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    await session.detach();
    await context.close();
    expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  });
});
