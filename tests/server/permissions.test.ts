// The permission catalogue and how the x-permission hook applies it: the owner holds everything, a role holds what
// it lists, a state that is not Active holds nothing, and the catalogue is the contract's one list. The 401/451/403
// answers of every operation are generated from the contract in operation-access.test.ts.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/src/contract';
import { districtAdministratorRole } from '../../server/src/data/districts';
import { permissions, roleAccess, roles, states } from '../../server/src/db/schema';
import { contractOperations } from './contract';
import { createTestApp, type TestApp } from './harness';
import { call, expectBadRequest } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Permission = { operation: string; name: string; description: string; category: string; restriction: string; heldBy: string[] };

let t: TestApp;
let admin: Session;
let inspector: Session;
const catalogue = loadContract('portal')['x-permissions'] ?? [];

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector] = await Promise.all([t.login('admin@demo.test'), t.login('teacher1@lagos.edu.test')]);
});
afterAll(async () => {
  await t?.close();
});

const byRestriction = (restriction: string, session?: Session) => ({ method: 'GET' as const, url: `/api/permission/by-restriction/${restriction}`, headers: session?.auth ?? {} });
const byOperations = (payload: unknown, session?: Session) => ({
  method: 'POST' as const,
  url: '/api/permission/get-permissions-by-operations',
  headers: session?.auth ?? {},
  payload: payload as Record<string, unknown>,
});

describe('the catalogue', () => {
  it('names a known permission on every operation of both contracts', () => {
    const known = new Set(['public', 'authenticated', 'superAdmin', ...catalogue.map((p) => p.operation)]);
    for (const { operation } of contractOperations()) expect(known.has(operation['x-permission']), operation.operationId).toBe(true);
  });

  it('is what the server seeded into the permission table', async () => {
    const rows = await t.db.select().from(permissions).orderBy(asc(permissions.operation));
    expect(rows).toEqual([...catalogue].sort((a, b) => a.operation.localeCompare(b.operation)));
  });
});

describe('listPermissionsByRestriction', () => {
  it('answers the permissions of one kind of organisation, by category', async () => {
    const response = await call(t, 'listPermissionsByRestriction', byRestriction('State', admin), 200);
    const list = (response.json() as { permissions: Permission[] }).permissions;
    expect(list.map((p) => p.operation).sort()).toEqual(catalogue.filter((p) => p.restriction === 'State').map((p) => p.operation).sort());
    const categories = list.map((p) => p.category);
    expect(categories).toEqual([...categories].sort());
    expect((await call(t, 'listPermissionsByRestriction', byRestriction('School', admin), 200)).json()).toEqual({
      permissions: catalogue.filter((p) => p.heldBy.includes('School')),
    });
  });

  it("answers a district's roles what acts on the district's dashboards, schools, staff and students, and nothing that configures the state", async () => {
    const response = await call(t, 'listPermissionsByRestriction', byRestriction('District', admin), 200);
    const listed = (response.json() as { permissions: Permission[] }).permissions.map((p) => p.operation);
    expect(listed.sort()).toEqual(catalogue.filter((p) => p.heldBy.includes('District')).map((p) => p.operation).sort());
    expect(listed).toEqual(expect.arrayContaining([...districtAdministratorRole.permissions, 'staff.upload', 'student.upload']));
    for (const operation of listed) expect(operation).toMatch(/^(dashboard|school|staff|student|district|class|subject|session|calendar)\.(view|create|update|upload|download)$/);
    expect(listed.filter((operation) => operation.startsWith('district.'))).toEqual(['district.view']);
    expect(listed).not.toContain('staff.transferRight');
  });

  it('answers 400 naming restriction for an unknown kind', async () => {
    await expectBadRequest(t, 'listPermissionsByRestriction', byRestriction('Country', admin), 'restriction');
  });
});

describe('getPermissionsByOperations', () => {
  it('answers the catalogue entries of the known operations and leaves out unknown ones', async () => {
    const response = await call(t, 'getPermissionsByOperations', byOperations({ operations: ['staff.view', 'class.create', 'nothing.here'] }, admin), 200);
    const list = (response.json() as { permissions: Permission[] }).permissions;
    expect(list.map((p) => p.operation).sort()).toEqual(['class.create', 'staff.view']);
    expect(list.find((p) => p.operation === 'staff.view')).toEqual(catalogue.find((p) => p.operation === 'staff.view'));
    expect((await call(t, 'getPermissionsByOperations', byOperations({ operations: [] }, admin), 200)).json()).toEqual({ permissions: [] });
  });

  it('answers 400 naming the field for a malformed request', async () => {
    await expectBadRequest(t, 'getPermissionsByOperations', byOperations({ operations: ['Staff View'] }, admin), 'operations.0');
    await expectBadRequest(t, 'getPermissionsByOperations', byOperations({}, admin), 'operations');
    await expectBadRequest(t, 'getPermissionsByOperations', byOperations({ operations: Array.from({ length: 201 }, () => 'staff.view') }, admin), 'operations');
    await expectBadRequest(t, 'getPermissionsByOperations', byOperations({ operations: 'staff.view,class.view' }, admin), 'operations');
  });
});

describe('the x-permission hook', () => {
  it('grants what a role lists, at once, and withdraws it when the role changes', async () => {
    const teacher = await t.login('teacher3@lagos.edu.test');
    await call(t, 'listPermissionsByRestriction', byRestriction('State', teacher), 403);
    const [role] = await t.db
      .insert(roles)
      .values({ stateId: admin.staff.state, organisationId: admin.staff.state, name: 'Role Viewer', permissions: ['role.view'] })
      .returning();
    await t.db.insert(roleAccess).values({ staffId: teacher.staff.id, stateId: admin.staff.state, organisationType: 'State', organisationId: admin.staff.state, roleId: role!.id });
    await call(t, 'listPermissionsByRestriction', byRestriction('State', teacher), 200);
    await call(t, 'getPermissionsByOperations', byOperations({ operations: ['role.view'] }, teacher), 200);
    // role.view does not carry state.update with it.
    await call(t, 'updateState', { method: 'PATCH', url: '/api/state/update', headers: teacher.auth, payload: { motto: 'x' } }, 403);
    await t.db.update(roles).set({ permissions: [] }).where(eq(roles.id, role!.id));
    await call(t, 'listPermissionsByRestriction', byRestriction('State', teacher), 403);
  });

  it("takes the owner from the state's one record of ownership: whoever it names holds every permission", async () => {
    const listClasses = (session: Session) => ({ method: 'GET' as const, url: '/api/class/view-all', headers: session.auth });
    const teacher = await t.login('teacher4@lagos.edu.test');
    await call(t, 'listClasses', listClasses(teacher), 403);
    await t.db.update(states).set({ ownerId: teacher.staff.id }).where(eq(states.id, admin.staff.state));
    try {
      await call(t, 'listClasses', listClasses(teacher), 200);
      await call(t, 'listClasses', listClasses(admin), 403);
    } finally {
      await t.db.update(states).set({ ownerId: admin.staff.id }).where(eq(states.id, admin.staff.state));
    }
    await call(t, 'listClasses', listClasses(admin), 200);
  });

  it('lets the Schools Inspector do what the role lists and nothing more', async () => {
    await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${admin.staff.id}`, headers: inspector.auth }, 200);
    await call(t, 'updateStaff', { method: 'PATCH', url: `/api/staff/update/${admin.staff.id}`, headers: inspector.auth, payload: { middleName: 'X' } }, 403);
    await call(t, 'updateState', { method: 'PATCH', url: '/api/state/update', headers: inspector.auth, payload: { motto: 'x' } }, 403);
    await call(t, 'configureStateTerminologies', { method: 'PATCH', url: '/api/state/state-terminologies-configuration', headers: inspector.auth, payload: { district: 'Zone' } }, 403);
    await call(t, 'listStates', { method: 'GET', url: '/api/super-admin/states', headers: inspector.auth }, 403);
  });
});
