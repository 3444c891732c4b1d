// The API's JSON answers go compressed to a browser that says it takes them (a phone's network feels a 1,000-row
// search), as they are to one that does not, and request bodies are read as sent.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let portal: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  portal = await createTestApp();
  ({ auth } = await portal.login('admin@demo.test'));
});
afterAll(() => portal?.close());

const search = (acceptEncoding?: string) =>
  portal.app.inject({ method: 'GET', url: '/api/staff/search?limit=1000', headers: { ...auth, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('compressed answers', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
  ] as const)('Accept-Encoding %s gets the search as %s, the same answer in fewer bytes', async (accept, encoding, decode) => {
    const plain = await search();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await search(accept);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('a small answer goes as it is', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is not undone: it is refused in words, never a 5xx', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'admin@demo.test', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
