// The contract's `x-rate-limit` policies, enforced: per client address, shared by the operations of one policy, counted
// in the database; over the limit a 429 with the Error body and Retry-After. The policies here are small so the tests
// reach them; the real numbers are in the server's config.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { rateLimitCounters } from '../../server/src/db/schema';
import { demoPassword } from '../../server/src/db/seed';
import { removeStaleCounters } from '../../server/src/services/rateLimit';
import { contractOperations, expectContract } from './contract';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf } from './helpers';

const policies = {
  signIn: { limit: 3, windowSeconds: 60 },
  resetCode: { limit: 2, windowSeconds: 3600 },
  uniqueness: { limit: 4, windowSeconds: 60 },
  registration: { limit: 2, windowSeconds: 3600 },
  geocoder: { limit: 3, windowSeconds: 60 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: policies } });
});
afterAll(async () => {
  await t?.close();
});

/** A request each rate-limited operation answers normally, and that answer's status. */
const samples: Record<string, { request: InjectOptions; status: number }> = {
  login: { request: { method: 'POST', url: '/api/auth/login', payload: { email: 'admin@demo.test', password: demoPassword } }, status: 200 },
  sendResetCode: { request: { method: 'POST', url: '/api/reset-code/nobody%40demo.test' }, status: 200 },
  usernameExists: { request: { method: 'GET', url: '/api/staff/username-exists/free.name_1' }, status: 200 },
  emailExists: { request: { method: 'GET', url: '/api/staff/email-exists/free@demo.test' }, status: 200 },
  phoneNumberExists: { request: { method: 'GET', url: '/api/staff/phone-number-exists/8099999999' }, status: 200 },
  // An incomplete registration counts as much as a complete one.
  registerStateAdmin: { request: { method: 'POST', url: '/api/staff/register-state-admin', payload: {} }, status: 400 },
  autocompletePlaces: { request: { method: 'GET', url: '/api/geocoder/autocomplete?input=Ikeja' }, status: 200 },
  viewPlace: { request: { method: 'GET', url: '/api/geocoder/place/ng:federal-capital-territory' }, status: 200 },
};

const rateLimited = contractOperations().filter((entry) => entry.operation['x-rate-limit']);
const operationsOf = (policy: string) => rateLimited.filter((entry) => entry.operation['x-rate-limit'] === policy).map((entry) => entry.operation.operationId);

describe('the contract', () => {
  it('names a policy of the config on every rate-limited operation, and each of them declares 429', () => {
    const configured = loadConfig({ DATA_DIR: t.config.dataDir }).rateLimits;
    for (const { operation } of rateLimited) {
      expect(Object.keys(configured), operation.operationId).toContain(operation['x-rate-limit']);
      expect(Object.keys(operation.responses as object), operation.operationId).toContain('429');
    }
    expect(Object.keys(policies).sort()).toEqual(Object.keys(configured).sort());
  });

  it('backs every declared 429 of a public operation: a rate-limit policy, or the limit on tries of a reset code', () => {
    const throttledByHandler = ['resetPassword'];
    const declaring = contractOperations().filter((entry) => '429' in (entry.operation.responses as object));
    for (const { operation } of declaring) {
      expect(Boolean(operation['x-rate-limit']) || throttledByHandler.includes(operation.operationId), operation.operationId).toBe(true);
    }
    expect(Object.keys(samples).sort()).toEqual(rateLimited.map((entry) => entry.operation.operationId).sort());
  });
});

describe.each(Object.entries(policies))('the %s policy', (policy, { limit, windowSeconds }) => {
  const operations = operationsOf(policy);
  const from = (operationId: string, remoteAddress: string) => ({ ...samples[operationId]!.request, remoteAddress });

  it(`answers 429 with Retry-After once one address has spent ${limit} requests of a window on ${operations.join(', ')}`, async () => {
    // Each policy counts under its own key, so the addresses may repeat across policies.
    const address = '192.0.2.10';
    for (let index = 0; index < limit; index += 1) {
      const operationId = operations[index % operations.length]!;
      await call(t, operationId, from(operationId, address), samples[operationId]!.status);
    }
    for (const operationId of operations) {
      const refused = await call(t, operationId, from(operationId, address), 429);
      expect(errorOf(refused).code).toBe('TOO_MANY_REQUESTS');
      expect(errorOf(refused).message).toMatch(/too many requests from your address\. try again in \d+ (seconds|minutes)\./i);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    }
    // Another address has its own allowance.
    for (const operationId of operations) await call(t, operationId, from(operationId, '198.51.100.10'), samples[operationId]!.status);
  });
});

describe('counting', () => {
  const emailExists = (remoteAddress: string, headers: Record<string, string> = {}) => ({ ...samples.emailExists!.request, remoteAddress, headers });

  it('starts a new allowance when the window is over', async () => {
    const address = '192.0.2.200';
    for (let index = 0; index < policies.uniqueness.limit; index += 1) await call(t, 'emailExists', emailExists(address), 200);
    await call(t, 'emailExists', emailExists(address), 429);
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await t.db.update(rateLimitCounters).set({ windowStartedAt: anHourAgo }).where(eq(rateLimitCounters.key, `rate:uniqueness:${address}`));
    await call(t, 'emailExists', emailExists(address), 200);
  });

  it('shares the count between instances of the server on one database', async () => {
    const { app: secondInstance } = await buildApp({ config: t.config, db: t.db });
    try {
      const address = '192.0.2.202';
      for (let index = 0; index < policies.uniqueness.limit; index += 1) await call(t, 'emailExists', emailExists(address), 200);
      const refused = await secondInstance.inject(emailExists(address));
      expect(refused.statusCode).toBe(429);
      expectContract('emailExists', refused);
    } finally {
      await secondInstance.close();
    }
  });

  it('removes counters whose window and wait ended a day ago, and keeps the rest', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await t.db.insert(rateLimitCounters).values([
      { key: 'rate:uniqueness:stale', count: 3, windowStartedAt: twoDaysAgo },
      { key: 'login:name:stale:192.0.2.1', count: 9, windowStartedAt: twoDaysAgo, lockedUntil: twoDaysAgo },
      { key: 'rate:uniqueness:recent', count: 3, windowStartedAt: anHourAgo },
      { key: 'login:name:waiting:192.0.2.1', count: 9, windowStartedAt: twoDaysAgo, lockedUntil: new Date(Date.now() + 60_000) },
    ]);
    await removeStaleCounters(t.db, 24 * 60 * 60);
    const left = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(left).toEqual(expect.arrayContaining(['rate:uniqueness:recent', 'login:name:waiting:192.0.2.1']));
    expect(left).not.toContain('rate:uniqueness:stale');
    expect(left).not.toContain('login:name:stale:192.0.2.1');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says to believe it, so a client cannot claim a fresh address', async () => {
    const address = '192.0.2.201';
    for (let index = 0; index < policies.uniqueness.limit; index += 1) {
      await call(t, 'emailExists', emailExists(address, { 'x-forwarded-for': `203.0.113.${index}` }), 200);
    }
    await call(t, 'emailExists', emailExists(address, { 'x-forwarded-for': '203.0.113.99' }), 429);
  });
});
