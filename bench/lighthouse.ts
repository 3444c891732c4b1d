// `npm run bench:lighthouse`: builds the SPA, starts the real server on a throw-away data directory with the demo data,
// and runs Lighthouse's performance audit (its default: a mid-range phone on simulated slow 4G) on the system
// Chromium against /login and against a signed-in page. Prints the score, first and largest contentful paint, total
// blocking time and the bytes transferred. Targets: performance ≥ 95, first load of /login ≤ 125 KB gzip (bench:bundle).
//
// A signed-in page: the refresh token is an httpOnly cookie that /api/auth/login sets, so the bench signs in with
// fetch and hands the cookie to Lighthouse as an extra request header; the app restores the session from it on load.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, ensureChromium } from '../scripts/ensure-chromium';
import { refreshCookie } from '../server/src/auth/session';
import { demoPassword } from '../server/src/db/seed';
import { startPortal } from '../tests/e2e/harness';

const root = path.resolve(import.meta.dirname, '..');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

/** The refresh cookie of a fresh sign-in, as a Cookie header. */
async function signedInCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${refreshCookie}=`));
  if (!cookie) throw new Error(`Signing in as ${email} set no ${refreshCookie} cookie`);
  return cookie.split(';')[0] as string;
}

type Audit = { page: string; url: string; headers?: Record<string, string> };

const portal = await startPortal({ LOG_LEVEL: 'warn' });
const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: chromiumArgs });
try {
  const audits: Audit[] = [
    { page: '/login (signed out)', url: `${portal.baseUrl}/login` },
    // Each audit signs in afresh: the app rotates the refresh token on load, so a cookie serves one page load.
    { page: '/dashboard (admin@demo.test)', url: `${portal.baseUrl}/dashboard`, headers: { Cookie: await signedInCookie(portal.baseUrl, 'admin@demo.test') } },
  ];
  const rows = [];
  for (const audit of audits) {
    const result = await lighthouse(audit.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: audit.headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${audit.url}`);
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (lhr.finalDisplayedUrl !== audit.url) console.warn(`${audit.page}: ended on ${lhr.finalDisplayedUrl}`);
    rows.push({
      page: audit.page,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      FCP: `${(numeric('first-contentful-paint') / 1000).toFixed(2)} s`,
      LCP: `${(numeric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      TBT: `${Math.round(numeric('total-blocking-time'))} ms`,
      CLS: numeric('cumulative-layout-shift').toFixed(3),
      transferred: `${(numeric('total-byte-weight') / 1024).toFixed(1)} KB`,
    });
  }
  console.log('\nLighthouse, mobile on simulated slow 4G (target: performance ≥ 95)');
  console.table(rows);
} finally {
  chrome.kill();
  await portal.stop();
}
