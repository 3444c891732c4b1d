// The API reference for integrators at /api/docs: Swagger UI over both contracts, every file of it served from here
// (it works offline, and loads nothing from another site), under a content security policy of its own that differs
// from the app's only by the hash of Swagger UI's logo style; every other answer keeps the app's strict policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/src/contract';
import { reactAriaPressableStyleHash, swaggerUiLogoStyleHash } from '../../server/src/plugins/securityHeaders';
import { createTestApp, type TestApp } from './harness';
import { directivesOf } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t?.close();
});

describe('/api/docs', () => {
  it('answers the reference page, whose scripts and stylesheets are all files of this server', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
      expect(assets.filter((asset) => asset.endsWith('.js'))).toHaveLength(3);
      for (const asset of assets) {
        expect(asset, url).not.toMatch(/^(https?:)?\/\//);
        const file = await t.app.inject({ method: 'GET', url: new URL(asset, `http://portal.test${url}`).pathname });
        expect(file.statusCode, asset).toBe(200);
      }
    }
  });

  it('serves both contracts, the portal one as the first choice', async () => {
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('"url":"/api/docs/json"');
    expect(initializer.body).toContain('"url":"/api/docs/billing.json"');
    // The reader's token, once given to Authorize, stays for the next visit.
    expect(initializer.body).toContain('"persistAuthorization":true');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(loadContract('portal'));
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/billing.json' })).json()).toEqual(loadContract('billing'));
  });

  it("has a policy of its own, the app's but for Swagger UI's logo style, and every other answer keeps the strict one", async () => {
    const docs = directivesOf((await t.app.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy']);
    expect(docs.get('script-src')).toEqual(["'self'"]);
    expect(docs.get('style-src')).toEqual(["'self'", swaggerUiLogoStyleHash]);
    expect(docs.get('connect-src')).toEqual(["'self'"]);
    expect(docs.get('frame-ancestors')).toEqual(["'none'"]);
    const asset = directivesOf((await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })).headers['content-security-policy']);
    expect(asset.get('style-src')).toEqual(["'self'", swaggerUiLogoStyleHash]);

    for (const url of ['/api/generic-apis/all-enum', '/api/health/live', '/api/no-such-call', '/api/docs-not']) {
      const policy = directivesOf((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(policy.get('style-src'), url).toEqual(["'self'", reactAriaPressableStyleHash]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
    }
  });
});
