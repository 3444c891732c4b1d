// Behind a load balancer: /api/health/live answers while the process runs; /api/health/ready while the database
// answers and the server is not stopping. A stop reports not ready at once, keeps serving every other call for the
// grace period, then finishes the requests in flight and closes.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { stopGracefully } from '../../server/src/services/lifecycle';
import { slowSignIn } from '../slowSignIn';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t?.close();
});

const live = { method: 'GET' as const, url: '/api/health/live' };
const ready = { method: 'GET' as const, url: '/api/health/ready' };

describe('liveness and readiness', () => {
  it('answers 200 to both, without a token, while the database answers', async () => {
    expect((await call(t, 'checkLiveness', live, 200)).json()).toEqual({ status: 'live' });
    expect((await call(t, 'checkReadiness', ready, 200)).json()).toEqual({ status: 'ready' });
  });

  it('answers 503 to readiness, and still 200 to liveness, when the database fails or does not answer in time', async () => {
    const execute = t.db.execute;
    const timeout = t.config.readinessTimeoutMs;
    try {
      t.db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof execute;
      expect(errorOf(await call(t, 'checkReadiness', ready, 503))).toEqual({ message: 'The database does not answer', code: 'DATABASE_UNAVAILABLE' });
      t.config.readinessTimeoutMs = 100;
      t.db.execute = (() => new Promise(() => {})) as unknown as typeof execute;
      const started = Date.now();
      expect(errorOf(await call(t, 'checkReadiness', ready, 503)).code).toBe('DATABASE_UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(2000);
      await call(t, 'checkLiveness', live, 200);
    } finally {
      t.db.execute = execute;
      t.config.readinessTimeoutMs = timeout;
    }
    await call(t, 'checkReadiness', ready, 200);
  });
});

describe('SHUTDOWN_GRACE_SECONDS', () => {
  it('defaults to 0 and takes whole seconds up to an hour', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).shutdownGraceSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: t.config.dataDir, SHUTDOWN_GRACE_SECONDS: '15' }).shutdownGraceSeconds).toBe(15);
    for (const wrong of ['-1', '2.5', 'soon', '3601']) {
      expect(() => loadConfig({ DATA_DIR: t.config.dataDir, SHUTDOWN_GRACE_SECONDS: wrong }), wrong).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    }
  });
});

type Answer = { status: number; body: string; connection: string | undefined };

/** A GET over a connection of its own. */
function get(baseUrl: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { agent: false }, (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, connection: incoming.headers.connection }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a stop', () => {
  it('reports not ready at once, serves every call for the grace period, then finishes the requests in flight and closes', async () => {
    const stopping = await createTestApp({ demo: false });
    await stopping.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stopping.app.server.address() as { port: number };
    const baseUrl = `http://127.0.0.1:${port}`;
    const inFlight = slowSignIn(baseUrl, { email: 'nobody@demo.test', password: 'Wrong#Password1' });
    try {
      await pause(100);

      const started = Date.now();
      const stopped = stopGracefully(stopping.app, stopping.services.lifecycle, 1);
      const notReady = await get(baseUrl, '/api/health/ready');
      expect(notReady.status).toBe(503);
      expect(JSON.parse(notReady.body)).toEqual({ message: 'The server is stopping; send requests to another', code: 'SHUTTING_DOWN' });
      // Every other call is still answered, each closing its connection so the client's next one goes elsewhere.
      const alive = await get(baseUrl, '/api/health/live');
      expect(alive).toMatchObject({ status: 200, connection: 'close' });
      expect((await get(baseUrl, '/api/generic-apis/all-enum')).status).toBe(200);
      // The grace period over, the listener closes; the request in flight still gets its answer.
      while ((await get(baseUrl, '/api/health/live').catch(() => undefined)) !== undefined) await pause(50);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      inFlight.finish();
      expect(await inFlight.answered).toBe(401);
      await stopped;
    } finally {
      // Closing waits for the request in flight: it must end even when an expectation above failed.
      inFlight.finish();
      await stopping.close();
    }
  });
});
