// What every operation of both contracts answers before it looks at anything else, generated from the contract
// instead of written per operation: 401 without a token and 451 for an expired, forged or malformed one (unless the
// operation is public); 403 to a caller without its x-permission (a catalogue permission or superAdmin), and to the
// admin of a state that is not Active. An operation not built yet (501) answers these first all the same.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OperationEntry } from '../../server/src/contract';
import { roleAccess } from '../../server/src/db/schema';
import { contractOperations, urlOf } from './contract';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectTokenChecks } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;

let t: TestApp;
let admin: Session;
let withoutRoles: Session;
let pending: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, withoutRoles, pending] = await Promise.all([t.login('admin@demo.test'), t.login('teacher3@lagos.edu.test'), t.login('pending@demo.test')]);
  // A staff member of the Active state who holds no permission at all.
  await t.db.delete(roleAccess).where(eq(roleAccess.staffId, withoutRoles.staff.id));
});
afterAll(async () => {
  await t?.close();
});

const catalogue = new Set((loadContract('portal')['x-permissions'] ?? []).map((permission) => permission.operation));

/** The operation called on someone else's record (a fresh uuid), with no body: access is decided before either matters. */
const requestOf = (entry: OperationEntry, session?: Session): InjectOptions => ({
  method: entry.method.toUpperCase() as InjectOptions['method'],
  url: urlOf(entry),
  headers: session?.auth ?? {},
});

const entries = contractOperations();
const protectedOperations = entries.filter((entry) => entry.operation['x-permission'] !== 'public');
const permissionOperations = entries.filter((entry) => catalogue.has(entry.operation['x-permission']) || entry.operation['x-permission'] === 'superAdmin');

describe('the generated access cases', () => {
  it('cover both contracts and every kind of x-permission', () => {
    expect(protectedOperations.some((entry) => entry.service === 'billing')).toBe(true);
    expect(new Set(entries.map((entry) => entry.operation['x-permission']))).toEqual(
      new Set(['public', 'authenticated', 'superAdmin', ...entries.map((entry) => entry.operation['x-permission']).filter((name) => catalogue.has(name))]),
    );
    expect(permissionOperations.length).toBeGreaterThan(80);
  });
});

describe('without a valid token', () => {
  for (const entry of protectedOperations) {
    it(`${entry.operation.operationId} answers 401 without a token and 451 with a bad one`, async () => {
      await expectTokenChecks(t, entry.operation.operationId, requestOf(entry), admin.staff.id);
    });
  }
});

describe('without the permission', () => {
  for (const entry of permissionOperations) {
    const permission = entry.operation['x-permission'];
    it(`${entry.operation.operationId} answers 403 to a caller without ${permission}`, async () => {
      const caller = permission === 'superAdmin' ? admin : withoutRoles;
      const refused = await call(t, entry.operation.operationId, requestOf(entry, caller), 403);
      expect(errorOf(refused).message).toMatch(permission === 'superAdmin' ? /super-admin/ : new RegExp(permission.replace('.', '\\.')));
      if (permission !== 'superAdmin') await call(t, entry.operation.operationId, requestOf(entry, pending), 403);
    });
  }
});
