// End-to-end tests drive Debian's Chromium through playwright-core against the real server (the bundle `npm start`
// runs, serving the built SPA) on a throw-away data directory with the demo data: a copy of the one the global setup
// seeded (seededDataDirectory.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs, ensureChromium } from '../../scripts/ensure-chromium';
import type { MailServer } from '../mailServer';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type PortalServer = {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  /** The first process's id, which is also its process group's. */
  pid: number | undefined;
  /**
   * Ends the server's process group and answers how the first process ended. `keepData` keeps its directory; a stop is
   * graceful (SIGTERM, the server's own shutdown) when the data is kept or `graceful` says so, and otherwise SIGKILL:
   * a throw-away directory needs no clean close, which takes the embedded database seconds.
   */
  stop(options?: { keepData?: boolean; graceful?: boolean }): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where the portals' data directories go: memory (/dev/shm) where there is one, since each test's portal copies and
 * later removes 60 MB of database, and the embedded database's writes there wait for no disk.
 */
export const scratchDirectory = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** Ends the server and everything it started: it runs in its own process group (npx and tsx leave children behind). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * `command` runs the bundle the global setup built unless told otherwise (the shutdown test runs `npm run serve`).
 * The data directory is a copy of the seeded one, unless `dataDir` names another (the global setup's own).
 */
export async function startPortal(
  env: Record<string, string> = {},
  command = [process.execPath, '--enable-source-maps', 'dist-server/main.js'],
  options: { dataDir?: string } = {},
): Promise<PortalServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(scratchDirectory, 'portal-e2e-'));
  if (!options.dataDir) cpSync(inject('seededDataDirectory'), dataDir, { recursive: true });
  const port = await freePort();
  let output = '';
  const [executable, ...args] = command as [string, ...string[]];
  const child: ChildProcess = spawn(executable, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // Should the test run end without stop() (a crash, a timeout), the server still goes.
  const onExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', onExit);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async ({ keepData = false, graceful = keepData }: { keepData?: boolean; graceful?: boolean } = {}) => {
    process.off('exit', onExit);
    killGroup(child, graceful ? 'SIGTERM' : 'SIGKILL');
    const ended = await exited;
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    return ended;
  };
  const started = Date.now();
  while (!output.includes('State education portal:')) {
    if (child.exitCode !== null) throw new Error(`The portal stopped while starting:\n${output}`);
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`The portal did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, dataDir, output: () => output, pid: child.pid, stop };
}

/**
 * What Playwright turns off in every Chromium it launches (playwright-core's chromiumSwitches). Chromium obeys only the
 * last --disable-features it is given, so a launch that turns off more must name these again.
 */
const playwrightsDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium loads its address bar's suggestion popups, pages of its own UI, into every window it opens, and every page a
 * test opens is a window of its own; headless, nobody ever sees them, yet loading them costs Chromium more CPU than
 * the rest of opening the page.
 */
const unseenBrowserUi = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The tests' and the Lighthouse benchmark's Chromium: the system's, without the UI pages nobody sees. */
export const testChromiumArgs = [...chromiumArgs, `--disable-features=${[...playwrightsDisabledFeatures, ...unseenBrowserUi].join(',')}`];

let workersBrowser: Promise<Browser> | undefined;

/**
 * Chromium, one per test worker: the files a worker runs share it (a launch costs about a CPU-second), each test in
 * browser contexts of its own, which share nothing; `releaseBrowser` closes what a file opened. A browser that has
 * gone (crashed) is launched again.
 */
export async function launchBrowser(): Promise<Browser> {
  const running = await workersBrowser?.catch(() => undefined);
  if (!running?.isConnected()) workersBrowser = chromium.launch({ executablePath: ensureChromium(), args: testChromiumArgs });
  return workersBrowser as Promise<Browser>;
}

/** Closes every context a file left open in the worker's browser, so none of its pages outlives the file. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** A portal and a browser for the tests of one file: started before them, stopped after them. */
export function portalAndBrowser(env: Record<string, string> = {}): { portal: PortalServer; browser: Browser } {
  const running = {} as { portal: PortalServer; browser: Browser };
  beforeAll(async () => {
    running.portal = await startPortal(env);
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(running.browser);
    await running.portal?.stop();
  });
  return running;
}

/**
 * A browser, and the portal the run's files share (seededDataDirectory.ts), for the tests of a file that changes
 * nothing another file reads. Read them inside the tests (they are set before the first one runs).
 */
export function sharedPortalAndBrowser(): { readonly portal: Pick<PortalServer, 'baseUrl'>; readonly browser: Browser } {
  const running = {} as { portal: Pick<PortalServer, 'baseUrl'>; browser: Browser };
  beforeAll(async () => {
    running.portal = { baseUrl: inject('sharedPortalUrl') };
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await releaseBrowser(running.browser);
  });
  return running;
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's violations on the page as it is. axe is put into a document once and runs there: @axe-core/playwright's
 * AxeBuilder evaluates axe's whole source again on every run and gathers the results in a new blank page, which
 * costs Chromium more CPU than the checks themselves, and the suite runs a check on nearly every page it visits.
 */
async function axeViolations(page: Page, runOnly: axe.RunOptions['runOnly']): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Violations alone: axe then spares describing every node that passes, the slowest part of a run on a long page.
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then((results) => results.violations),
    { runOnly, resultTypes: ['violations'] } satisfies axe.RunOptions,
  );
}

/**
 * Runs axe (WCAG 2.2 A and AA) on the page as it is, in the light and the dark theme, and expects nothing. The dark
 * theme changes colours and nothing else (theme.css), so the dark pass runs the rules colour can break.
 */
export async function expectAccessible(page: Page, label: string) {
  const original = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  for (const theme of ['light', 'dark']) {
    // Colours that ease from one theme to the other are measured once they have arrived.
    await page.evaluate(async (value) => {
      document.documentElement.dataset.theme = value;
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    }, theme);
    const violations = await axeViolations(
      page,
      theme === 'dark' ? { type: 'rule', values: ['color-contrast', 'link-in-text-block'] } : { type: 'tag', values: wcagTags },
    );
    const summary = violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`).join(', ')})`);
    expect(summary, `axe on ${label} in the ${theme} theme`).toEqual([]);
  }
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), original);
}

/** The last reset code in `text()` for `email`, waited for up to `seconds`; `where` names the text in the error. */
async function lastResetCode(text: () => string, email: string, where: string, seconds = 10): Promise<string> {
  const pattern = new RegExp(`To: ${email.replace(/[.@]/g, '\\$&')}\\r?\\n[^]*?reset code(?: is|:)\\s*(\\d{6})`, 'g');
  for (let waited = 0; waited < seconds * 1000; waited += 200) {
    const codes = [...text().matchAll(pattern)].map((match) => match[1]);
    if (codes.length > 0) return codes.at(-1) as string;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset code for ${email} in ${where}`);
}

/** The last reset code emailed to `email`, from the outbox mail the server prints. */
export const emailedCode = (portal: PortalServer, email: string) => lastResetCode(portal.output, email, 'the server output');

/**
 * The last reset code `mailServer` took for `email`. Up to 45 seconds: a first attempt the mail server did not take
 * (a busy machine) is made again 30 seconds on, as the portal does for any mail server.
 */
export const mailedCode = (mailServer: MailServer, email: string) =>
  lastResetCode(() => mailServer.received.map((mail) => mail.message).join('\n'), email, 'the mail server', 45);
