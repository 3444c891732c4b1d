// `npm run bench:lighthouse`: builds the SPA, starts the real server on a throw-away data directory with the demo data,
// and runs Lighthouse's performance audit (its default: a mid-range phone on simulated slow 4G) on the system
// Chromium against /login and, signed in as the demo state's owner, every page of the side menu and a staff member's and
// a student's record page. Prints the score, first and largest contentful paint, total blocking time and the bytes
// transferred of the median of several runs. Targets: performance ≥ 95 for /login and /dashboard, ≥ 90 for every other
// page; first load of /login ≤ 125 KB gzip (bench:bundle). `LIGHTHOUSE_PAGES=/billing,/grading` audits only those (any
// signed-in page may be named).
//
// A signed-in page: the bench signs in with fetch and puts the cookies /api/auth/login sets (the httpOnly refresh
// cookie and the readable signed-in hint the page checks before restoring) into the browser's own cookie jar, then
// audits with Lighthouse's storage reset off, so the app restores the session from them on load.
// `LIGHTHOUSE_REPORTS=<directory>` keeps each page's median report there as JSON.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium';
import { demoPassword } from '../server/src/db/seed';
import { mainMenu } from '../src/services/pages';
import { startPortal, testChromiumArgs } from '../tests/e2e/harness';
import { buildServer } from './serverProcess';

const root = path.resolve(import.meta.dirname, '..');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

/** Signs in with fetch and gives the browser the cookies the answer sets, as the sign-in page would have. */
async function signInBrowser(context: BrowserContext, baseUrl: string, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length === 0) throw new Error(`Signing in as ${email} set no cookie`);
  await context.addCookies(
    setCookies.map((header) => {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      return { name, value, url: `${baseUrl}${attribute('path') ?? '/'}`, httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'), sameSite: 'Strict' as const };
    }),
  );
}

type Audit = { page: string; url: string; signInAs?: string };
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Row = Record<string, unknown>;

/** The audits that explain a score: the largest paint's element, the long tasks and the requests in the order sent. */
function whereTheTimeGoes(lhr: Report): string {
  const itemsOf = (id: string): Row[] => {
    const details = lhr.audits[id]?.details as { items?: Row[] } | undefined;
    return details?.items ?? [];
  };
  const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  // The element table comes first in the LCP audit's list of tables, then its phases.
  const [elementTable, phaseTable] = itemsOf('largest-contentful-paint-element') as { items?: Row[] }[];
  const lcpNode = elementTable?.items?.[0]?.node as { selector?: string } | undefined;
  const phases = (phaseTable?.items ?? []).map((phase) => `${String(phase.phase)} ${Math.round(Number(phase.timing))} ms`).join(', ');
  const tasks = itemsOf('long-tasks').map((task) => `${Math.round(Number(task.duration))} ms ${shortUrl(task.url)}`);
  const requests = itemsOf('network-requests').map(
    (request) => `${Math.round(Number(request.networkRequestTime))}–${Math.round(Number(request.networkEndTime))} ms ${shortUrl(request.url).slice(0, 70)}`,
  );
  return [`  largest paint: ${lcpNode?.selector ?? '?'} (${phases})`, `  long tasks: ${tasks.join('; ') || 'none'}`, '  requests:', ...requests.map((line) => `    ${line}`)].join('\n');
}

/** Runs per page (LIGHTHOUSE_RUNS: 3 by default, so every page is audited in minutes; 5 for a figure to record). */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const owner = 'admin@demo.test';

/** A demo staff member's and student's record pages: the first each search answers, read with the owner's token. */
async function recordPages(baseUrl: string): Promise<Audit[]> {
  const signedIn = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner, password: demoPassword }),
  });
  const { authorizationToken } = (await signedIn.json()) as { authorizationToken: string };
  const read = async (url: string) => (await fetch(`${baseUrl}/api${url}`, { headers: { authorization: `Bearer ${authorizationToken}` } })).json();
  const staffList = (await read('/staff/search?limit=1')) as { staff: { id: string }[] };
  const studentList = (await read('/student/search?limit=1')) as { foundStudents: { id: string }[] };
  const staffId = staffList.staff[0]?.id;
  const studentId = studentList.foundStudents[0]?.id;
  if (!staffId || !studentId) throw new Error('The demo data has no staff member or student to open');
  return [
    { page: '/staff-management/$id', url: `${baseUrl}/staff-management/${staffId}`, signInAs: owner },
    { page: '/student-management/$id', url: `${baseUrl}/student-management/${studentId}`, signInAs: owner },
  ];
}
const scoreOf = (lhr: Report) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

// The bundle `npm start` runs, on a data directory of its own that it seeds with the demo data as it starts.
buildServer();
const portal = await startPortal({ LOG_LEVEL: 'warn' }, undefined, { dataDir: mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-data-')) });
/**
 * A Chromium of its own for one audit (a fresh profile: cold cache, no cookies but those given), with a debugging port
 * Lighthouse connects to (port 0: Chromium picks a free one and writes it into the profile).
 */
async function freshChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: ensureChromium(), args: [...testChromiumArgs, '--remote-debugging-port=0'] });
  const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, port, close };
}

try {
  /** One audit in a browser of its own. */
  const audited = async (audit: Audit): Promise<Report> => {
    const browser = await freshChromium();
    if (audit.signInAs) await signInBrowser(browser.context, portal.baseUrl, audit.signInAs);
    const result = await lighthouse(audit.url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the cookies just given; the profile is new, so the cache is cold anyway.
      disableStorageReset: true,
    }).finally(browser.close);
    if (!result) throw new Error(`Lighthouse gave no result for ${audit.url}`);
    if (result.lhr.finalDisplayedUrl !== audit.url) console.warn(`${audit.page}: ended on ${result.lhr.finalDisplayedUrl}`);
    return result.lhr;
  };
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
  const known: Audit[] = [
    { page: '/login', url: `${portal.baseUrl}/login` },
    ...mainMenu.map(({ href }) => ({ page: href, url: `${portal.baseUrl}${href}`, signInAs: owner })),
    ...(await recordPages(portal.baseUrl)),
  ];
  // A page named that is not among them (one outside the side menu, /grading/configure-grades) is audited signed in too.
  const others = (only ?? []).filter((page) => !known.some((audit) => audit.page === page)).map((page) => ({ page, url: `${portal.baseUrl}${page}`, signInAs: owner }));
  const audits: Audit[] = [...known.filter((audit) => !only || only.includes(audit.page)), ...others];
  const rows = [];
  const benchmarkIndexes: number[] = [];
  for (const audit of audits) {
    const runs: Report[] = [];
    // A run in which Lighthouse saw no paint at all (its NO_FCP or NO_NAVSTART, now and then on a busy machine) has no
    // figures to take a median of: it is said, left out and run again, up to as many times as the runs asked for.
    for (let attempt = 1; runs.length < runsPerPage && attempt <= 2 * runsPerPage; attempt++) {
      const lhr = await audited(audit);
      if (lhr.audits['first-contentful-paint']?.numericValue === undefined) {
        console.warn(`${audit.page}: attempt ${attempt} left out, Lighthouse saw no first paint (${lhr.runtimeError?.code ?? 'no error given'})`);
        continue;
      }
      runs.push(lhr);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    }
    if (runs.length === 0) throw new Error(`${audit.page}: no attempt of ${2 * runsPerPage} saw a first paint`);
    // The run whose first paint and interactive time are nearest the medians (Lighthouse's own choice): one run's
    // score moves by several points with how busy the machine happens to be.
    const lhr = computeMedianRun(runs);
    // LIGHTHOUSE_REPORTS=<directory>: the median run's whole report too, as JSON (for Lighthouse's viewer or jq).
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${audit.page.replace(/[^\w$-]+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = runs.map(scoreOf).sort((a, b) => a - b);
    console.log(`\n${audit.page}, the median of ${runs.length} runs (scores ${scores.join(', ')}): what the score is made of`);
    console.log(whereTheTimeGoes(lhr));
    rows.push({
      page: audit.page,
      performance: scoreOf(lhr),
      FCP: `${(numeric('first-contentful-paint') / 1000).toFixed(2)} s`,
      LCP: `${(numeric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      TBT: `${Math.round(numeric('total-blocking-time'))} ms`,
      CLS: numeric('cumulative-layout-shift').toFixed(3),
      transferred: `${(numeric('total-byte-weight') / 1024).toFixed(1)} KB`,
    });
  }
  console.log('\nLighthouse, mobile on simulated slow 4G (target: performance ≥ 95 for /login and /dashboard, ≥ 90 for the others)');
  console.table(rows);
  // The simulated phone is this machine slowed down 4 times, so a slow machine makes a slow phone: Lighthouse's
  // command line warns when its CPU benchmark of the host is 1000 or less (core/gather/driver/environment.js). The
  // figures above keep the default slowdown whatever the host; this line says how far to trust them.
  const indexes = benchmarkIndexes.sort((a, b) => a - b);
  console.log(
    `Lighthouse's CPU benchmark of this machine (BenchmarkIndex): ${Math.round(indexes[0] ?? 0)} to ${Math.round(indexes.at(-1) ?? 0)}` +
      ` (Lighthouse warns that a host at 1000 or less lowers the score).`,
  );
} finally {
  await portal.stop();
}
