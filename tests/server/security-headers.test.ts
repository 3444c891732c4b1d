// Browser security headers on every answer, the API's and the app's alike: a content security policy that runs no
// inline script but the app's own first-paint script (by its hash) and lets no site frame the portal, nosniff, no
// referrer, and HSTS only when PUBLIC_URL is https.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactAriaPressableStyleHash } from '../../server/src/plugins/securityHeaders';
import { createTestApp, type TestApp } from './harness';
import { directivesOf } from './helpers';

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([
    createTestApp({ demo: false }),
    createTestApp({ demo: false, config: { publicUrl: 'https://portal.example.test' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([http?.close(), https?.close()]);
});

/** An answer of the API, one of a route that does not exist, and one refused before any handler. */
const requests = [
  { method: 'GET' as const, url: '/api/class-arm/list-of-class-types' },
  { method: 'GET' as const, url: '/api/no-such-call' },
  { method: 'PATCH' as const, url: '/api/state/update', payload: 'motto=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
];

describe('every answer', () => {
  it('carries the content security policy and the other headers', async () => {
    for (const request of requests) {
      const response = await http.app.inject(request);
      const csp = directivesOf(response.headers['content-security-policy']);
      expect(csp.get('script-src'), request.url).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests only when the portal is served over https', async () => {
    for (const request of requests) {
      const response = await https.app.inject(request);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directivesOf(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    }
  });
});

describe('style-src', () => {
  it("allows exactly the <style> React Aria's usePress adds", () => {
    // If React Aria changes the rule, its hash changes: this fails instead of the browser refusing it unseen.
    const reactAria = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
    const source = readFileSync(path.join(reactAria, 'dist/private/interactions/usePress.js'), 'utf8');
    const template = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
    expect(template).toBeDefined();
    const text = template!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable').trim();
    expect(reactAriaPressableStyleHash).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });
});

describe('script-src', () => {
  it("allows the app's index.html inline script by its hash, and nothing else inline", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-csp-'));
    const firstPaint = "document.documentElement.dataset.theme = 'light';";
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script type="application/json" id="portal-route-files">{"/":[]}</script>` +
        `<script id="portal-first-paint">${firstPaint}</script><script type="module" crossorigin src="/assets/index.js"></script></head></html>`,
    );
    const served = await createTestApp({ demo: false, spaDir: dist });
    try {
      for (const url of ['/dashboard', '/api/no-such-call']) {
        const response = await served.app.inject({ method: 'GET', url });
        expect(directivesOf(response.headers['content-security-policy']).get('script-src'), url).toEqual([
          "'self'",
          `'sha256-${createHash('sha256').update(firstPaint).digest('base64')}'`,
        ]);
      }
    } finally {
      await served.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
