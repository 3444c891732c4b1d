// The built app as the server delivers it: every page address reloads as the app (never an API answer), files go out
// precompressed by the browser's Accept-Encoding, hashed files are cached for a year and index.html is revalidated,
// source maps are not published. A small stand-in for dist/ keeps this independent of a build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

const sampleId = '0b9c6a52-8a8e-4f63-9d3c-2f4a43c1e2b7';
/** Every route of SPEC section 2, with a sample id where the route takes one. */
const pageRoutes = [
  '/',
  '/login',
  '/logout',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/state',
  '/dashboard/district',
  '/dashboard/permission-management',
  `/dashboard/permission-management/edit-role/${sampleId}`,
  '/dashboard/school-management',
  `/dashboard/school-management/edit-school/${sampleId}`,
  '/dashboard/staff-management',
  '/dashboard/student-management',
  '/dashboard/student-management/admission-register',
  '/permission-management',
  '/subject-management',
  '/subject-management/configure',
  `/subject-management/edit-subject/${sampleId}`,
  '/class-management',
  '/class-management/configure',
  `/class-management/edit-class/${sampleId}`,
  '/staff-management',
  '/student-management',
  '/sessions-and-terms',
  '/scheme-of-work',
  '/calendar',
  '/grading',
  '/district-creation',
  '/district-creation/verify-district',
  '/district-creation/verify-district/district-info',
  '/district-creation/verify-district/district-pending-info',
  '/configuration',
  '/billing',
  '/super-admin',
  '/super-admin/switch-state',
  '/password/update-password-otp/',
];

const indexHtml = '<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const script = `export const portal = ${JSON.stringify('x'.repeat(2000))};\n`;
const scriptFile = '/assets/index-B4tX9q1c.js';

/** A dist/ as the build leaves it: each file with its .br and .gz copies, and a source map beside the script. */
function writeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = { '/index.html': indexHtml, [scriptFile]: script, '/theme-init.js': 'void 0;\n' };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, name);
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  writeFileSync(path.join(dist, `${scriptFile}.map`), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
  return dist;
}

let portal: TestApp;
let dist: string;

beforeAll(async () => {
  dist = writeDist();
  portal = await createTestApp({ demo: false, spaDir: dist });
});

afterAll(async () => {
  await portal.close();
  rmSync(dist, { recursive: true, force: true });
});

const reload = (url: string, headers: Record<string, string> = {}) =>
  portal.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers } });

describe('reloading a page', () => {
  it.each(pageRoutes)('%s serves the app', async (route) => {
    const response = await reload(route);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a page address whose choices hold a character the database refuses still serves the app, which drops them', async () => {
    const response = await reload('/staff-management?district=%00&gender=male');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it.each(['/api/no-such-call', '/billing-api/no-such-call', '/api', '/billing-api'])('%s answers the JSON 404, not the app', async (url) => {
    const response = await reload(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `No such call: GET ${url}`, code: 'NOT_FOUND' });
  });

  it('the billing service answers under /billing-api', async () => {
    const response = await portal.app.inject({ method: 'GET', url: `/billing-api/dev/wallet/balance/${sampleId}` });
    // Signed out: the contract's 401/451, which only a registered route gives.
    expect([401, 451]).toContain(response.statusCode);
  });

  it('a hashed file that is not there is a 404, not the app in place of a script', async () => {
    const response = await reload('/assets/index-OLDBUILD.js');
    expect(response.statusCode).toBe(404);
  });
});

describe('compression', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
  ] as const)('Accept-Encoding %s gets the %s copy', async (accept, encoding, decode) => {
    const response = await portal.app.inject({ method: 'GET', url: scriptFile, headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  it('without Accept-Encoding (or with identity only) the file goes as it is', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await portal.app.inject({ method: 'GET', url: scriptFile, headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
    }
  });

  it('the app served for a page address is compressed too', async () => {
    const response = await reload('/billing', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });
});

describe('caching', () => {
  it('hashed files are cached for a year as immutable', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await portal.app.inject({ method: 'GET', url: scriptFile, headers: { 'accept-encoding': encoding } });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['/', '/index.html', '/theme-init.js'])('%s (not hashed) is revalidated on every visit', async (url) => {
    const response = await portal.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag ?? response.headers['last-modified']).toBeDefined();
  });

  it('a revalidation of an unchanged index.html answers 304', async () => {
    const first = await reload('/login');
    const again = await reload('/login', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('what is not published', () => {
  it.each([`${scriptFile}.map`, `${scriptFile}.br`, `${scriptFile}.gz`])('%s is a 404', async (url) => {
    const response = await portal.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"mappings"');
  });

  it('a compressed copy outside assets/ is not addressable either: the address loads the app', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/index.html.br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(indexHtml);
  });
});
