// The contract says everything the server answers: an operation not built yet declares its 501, and the answers
// the framework gives before any operation runs (a method the path does not take, an overlong address, a body too
// large, broken or of a type not taken) have the contract's Error body.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers } from '../../server/src/handlers';
import { contractOperations, parametersOf, urlOf } from './contract';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf } from './helpers';
import { sampleBody } from './samples';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['login']>>;
let superAdmin: Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, superAdmin] = await Promise.all([t.login('admin@demo.test'), t.login('superadmin@demo.test')]);
});
afterAll(async () => {
  await t?.close();
});

describe('operations not built yet', () => {
  const notBuilt = () => {
    const implemented = new Set(Object.keys(createHandlers(t.services)));
    return contractOperations().filter((entry) => !implemented.has(entry.operation.operationId));
  };

  it('exist, so that the walk below checks something', () => {
    expect(notBuilt().length).toBeGreaterThan(0);
  });

  it('answer 501 NOT_IMPLEMENTED, a status their contract declares, to a caller who may call them', async () => {
    for (const entry of notBuilt()) {
      const headers: Record<string, string> = { ...(entry.operation['x-permission'] === 'superAdmin' ? superAdmin : owner).auth };
      for (const parameter of parametersOf(entry).filter((p) => p.in === 'header')) headers[parameter.name.toLowerCase()] = '0'.repeat(64);
      const body = sampleBody(entry);
      const options: InjectOptions = {
        method: entry.method.toUpperCase() as InjectOptions['method'],
        url: urlOf(entry),
        payload: body.payload,
        headers: { ...headers, ...(body.headers as Record<string, string> | undefined) },
      };
      const response = await call(t, entry.operation.operationId, options, 501);
      expect(errorOf(response).code).toBe('NOT_IMPLEMENTED');
    }
  });
});
