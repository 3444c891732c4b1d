// Roles of an organisation: creating, listing, viewing, changing and deleting them, and giving one to a staff member
// (PUT /staff/role-access/{id}). Names are unique in the organisation whatever their case; permissions come from the
// catalogue; nobody hands out a permission they lack; a change reaches the role's holders at their next call; another
// state's role is a 404.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { districts, roleAccess, roles, staff } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions, withAcademicTestApp } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

type RoleBody = { id: string; name: string; description: string | null; permissions: string[]; organisation: { id: string; name: string; type: string } };
type StaffBody = { id: string; roleAccess: { organisation: { id: string }; role: { id: string; name: string } | null; permissions: string[] }[] };

let t: TestApp, who: Sessions, admin: Session, lagosId: string;
/** Holds role.* and a few staff and class permissions, and nothing else: the one who may not hand out more. */
let clerk: Session;
let kanoRole: typeof roles.$inferSelect;
let kanoStaffId: string;
const roleIds: Record<string, string> = {};

const clerkPermissions = ['role.view', 'role.create', 'role.update', 'role.delete', 'staff.view', 'staff.update', 'class.view'];

withAcademicTestApp(async (app) => {
  ({ t, who, admin } = app);
  lagosId = admin.staff.state;
  const kanoId = who.pending.staff.state;
  for (const row of await t.db.select().from(roles).where(eq(roles.stateId, lagosId))) roleIds[row.name] = row.id;
  // The same name in another organisation is no clash.
  [kanoRole] = (await t.db.insert(roles).values({ stateId: kanoId, organisationId: kanoId, name: 'Schools Inspector', permissions: ['class.view'] }).returning()) as [typeof kanoRole];
  kanoStaffId = who.pending.staff.id;
  const [clerkRole] = await t.db.insert(roles).values({ stateId: lagosId, organisationId: lagosId, name: 'Role Clerk', permissions: clerkPermissions }).returning();
  const [teacher3] = await t.db.select().from(staff).where(eq(staff.email, 'teacher3@lagos.edu.test'));
  await t.db.insert(roleAccess).values({ staffId: teacher3!.id, stateId: lagosId, organisationType: 'State', organisationId: lagosId, roleId: clerkRole!.id });
  clerk = await t.login('teacher3@lagos.edu.test');
});

const add = (payload: unknown, session?: Session) => request('POST', '/api/role/add', session, payload);
const list = (organisationId: string, session?: Session) => request('GET', `/api/role/get-roles-for-organization/${organisationId}`, session);
const view = (id: string, session?: Session) => request('GET', `/api/role/get-by-id/${id}`, session);
const update = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/role/update/${id}`, session, payload);
const remove = (id: string, session?: Session) => request('POST', `/api/role/delete/${id}`, session);
const assign = (staffId: string, roleId: string | null, session?: Session) => request('PUT', `/api/staff/role-access/${staffId}`, session, { roleId });
const classes = (session: Session) => request('GET', '/api/class/view-all', session);

async function staffIdOf(email: string) {
  const [row] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return row!.id;
}

async function created(name: string, permissions: string[], session = admin) {
  return (await call(t, 'addRole', add({ name, permissions }, session), 201)).json() as RoleBody;
}

describe('addRole', () => {
  it("creates a role in the caller's organisation with a trimmed name ('Role Created Successfully')", async () => {
    const response = await call(t, 'addRole', add({ name: '  Exams   Officer ', description: ' Runs the exams ', permissions: ['class.view', 'subject.view'] }, admin), 201);
    const role = response.json() as RoleBody;
    expect(role).toMatchObject({ name: 'Exams Officer', description: 'Runs the exams', permissions: ['class.view', 'subject.view'] });
    expect(role.organisation).toEqual({ id: lagosId, name: 'Lagos', type: 'State' });
    expect((await call(t, 'viewRole', view(role.id, admin), 200)).json()).toEqual(role);
    expect((await created('Bare Role', ['dashboard.view'])).description).toBeNull();
  });

  it('answers 409 naming the name when the organisation has a role of that name in any case', async () => {
    const response = await call(t, 'addRole', add({ name: 'schools INSPECTOR', permissions: ['class.view'] }, admin), 409);
    expect(errorOf(response)).toMatchObject({ message: 'A role named schools INSPECTOR already exists', details: [{ field: 'name' }] });
  });

  it('answers 400 naming the field: a short name, no permissions, one not in the catalogue, one twice', async () => {
    await expectBadRequest(t, 'addRole', add({ name: 'ab', permissions: ['class.view'] }, admin), 'name');
    await expectBadRequest(t, 'addRole', add({ name: 'No Permissions', permissions: [] }, admin), 'permissions');
    await expectBadRequest(t, 'addRole', add({ name: 'Unknown', permissions: ['class.view', 'nothing.here'] }, admin), 'permissions.1');
    await expectBadRequest(t, 'addRole', add({ name: 'Twice', permissions: ['class.view', 'class.view'] }, admin), 'permissions');
    await expectBadRequest(t, 'addRole', add({ name: 'Extra', permissions: ['class.view'], stateId: lagosId }, admin), 'stateId');
  });

  it('refuses a caller a role holding a permission they lack (403 naming it), but not one within theirs', async () => {
    const refused = await call(t, 'addRole', add({ name: 'Too Much', permissions: ['class.view', 'school.create', 'billing.fund'] }, clerk), 403);
    expect(errorOf(refused).message).toBe("You cannot hand out permissions you do not hold yourself: 'Fund wallet', 'Create schools'");
    await call(t, 'addRole', add({ name: 'Class Viewer', permissions: ['class.view'] }, clerk), 201);
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addRole', (session) => add({ name: 'Any Role', permissions: ['class.view'] }, session), who, { permission: 'role.create' });
  });
});

describe('listRolesForOrganization', () => {
  it("answers the organisation's roles by name", async () => {
    const names = ((await call(t, 'listRolesForOrganization', list(lagosId, admin), 200)).json() as { roles: RoleBody[] }).roles.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toEqual(expect.arrayContaining(['Data Officer', 'Schools Inspector']));
  });

  it("answers a district of the state (no roles yet), and 404 for another state or an unknown id", async () => {
    // District I holds the demo's District Administrator role; District II none yet.
    const [district] = await t.db.select().from(districts).where(and(eq(districts.stateId, lagosId), eq(districts.name, 'District II')));
    expect((await call(t, 'listRolesForOrganization', list(district!.id, admin), 200)).json()).toEqual({ roles: [] });
    await call(t, 'listRolesForOrganization', list(who.pending.staff.state, admin), 404);
    await call(t, 'listRolesForOrganization', list(crypto.randomUUID(), admin), 404);
    await expectBadRequest(t, 'listRolesForOrganization', list('lagos', admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'listRolesForOrganization', (session) => list(lagosId, session), who, { permission: 'role.view' });
  });
});

describe('viewRole', () => {
  it("answers 404 for another state's role and an unknown id, and 400 naming a malformed id", async () => {
    expect(errorOf(await call(t, 'viewRole', view(kanoRole.id, admin), 404)).message).toBe('Role not found');
    await call(t, 'viewRole', view(crypto.randomUUID(), admin), 404);
    await expectBadRequest(t, 'viewRole', view('inspector', admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewRole', (session) => view(roleIds['Schools Inspector']!, session), who, { permission: 'role.view' });
  });
});

describe('updateRole', () => {
  it("changes a role, and its holders hold the change from their next call, with the token they have", async () => {
    const inspectorRole = roleIds['Schools Inspector']!;
    const before = ((await call(t, 'viewRole', view(inspectorRole, admin), 200)).json() as RoleBody).permissions;
    await call(t, 'listClasses', classes(who.inspector), 200);
    const changed = await call(t, 'updateRole', update(inspectorRole, { permissions: before.filter((p) => p !== 'class.view'), description: null }, admin), 200);
    expect(changed.json()).toMatchObject({ name: 'Schools Inspector', description: null });
    expect((changed.json() as RoleBody).permissions).not.toContain('class.view');
    await call(t, 'listClasses', classes(who.inspector), 403);
    await call(t, 'updateRole', update(inspectorRole, { permissions: before }, admin), 200);
    await call(t, 'listClasses', classes(who.inspector), 200);
  });

  it("answers 409 naming the name for another role's name, and lets a role keep its own in another case", async () => {
    const role = await created('Timetable Officer', ['class.view']);
    await call(t, 'updateRole', update(role.id, { name: 'TIMETABLE officer' }, admin), 200);
    expect(errorOf(await call(t, 'updateRole', update(role.id, { name: 'data officer' }, admin), 409)).details).toEqual([{ field: 'name', message: 'A role named data officer already exists' }]);
  });

  it("refuses a caller a role holding, before or after, a permission they lack", async () => {
    const mine = await created('Clerk Made', ['class.view'], clerk);
    expect(errorOf(await call(t, 'updateRole', update(mine.id, { permissions: ['class.view', 'class.create'] }, clerk), 403)).message).toContain("'Create classes'");
    expect(errorOf(await call(t, 'updateRole', update(roleIds['Data Officer']!, { permissions: ['staff.view'] }, clerk), 403)).message).toContain("'View students'");
    await call(t, 'updateRole', update(mine.id, { name: 'Clerk Made Too', permissions: ['class.view', 'staff.view'] }, clerk), 200);
  });

  it("saves a district's role as it is, the seeded District Administrator too, and refuses it what configures the state", async () => {
    const role = (await call(t, 'viewRole', view(roleIds['District Administrator']!, admin), 200)).json() as RoleBody;
    expect(role.organisation.type).toBe('District');
    const { name, description, permissions } = role;
    const saved = await call(t, 'updateRole', update(role.id, { name, description, permissions }, admin), 200);
    expect(saved.json()).toMatchObject({ name, description, permissions });
    const index = permissions.length;
    for (const operation of ['state.configure', 'role.create', 'district.create', 'staff.transferRight']) {
      const refused = await expectBadRequest(t, 'updateRole', update(role.id, { permissions: [...permissions, operation] }, admin), `permissions.${index}`);
      expect(refused.message).toBe(`${operation} is not a permission of a district`);
    }
  });

  it("answers 404 for another state's role and 400 naming the field", async () => {
    await call(t, 'updateRole', update(kanoRole.id, { name: 'Taken Over' }, admin), 404);
    await expectBadRequest(t, 'updateRole', update(roleIds['Data Officer']!, {}, admin), 'body');
    await expectBadRequest(t, 'updateRole', update(roleIds['Data Officer']!, { permissions: ['staff.view', 'staff.fly'] }, admin), 'permissions.1');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'updateRole', (session) => update(roleIds['Data Officer']!, { name: 'Data Officers' }, session), who, { permission: 'role.update' });
  });
});

describe('deleteRole', () => {
  it('deletes a role; its holders keep their access in the organisation without a role, and hold nothing there', async () => {
    const role = await created('Short Lived', ['class.view']);
    const holderId = await staffIdOf('teacher4@lagos.edu.test');
    await call(t, 'assignStaffRole', assign(holderId, role.id, admin), 200);
    const holder = await t.login('teacher4@lagos.edu.test');
    await call(t, 'listClasses', classes(holder), 200);
    const response = await call(t, 'deleteRole', remove(role.id, admin), 204);
    expect(response.body).toBe('');
    await call(t, 'viewRole', view(role.id, admin), 404);
    const [access] = await t.db.select().from(roleAccess).where(and(eq(roleAccess.staffId, holderId), eq(roleAccess.organisationId, lagosId)));
    expect(access).toMatchObject({ roleId: null });
    await call(t, 'listClasses', classes(holder), 403);
  });

  it("refuses a caller a role holding a permission they lack, and answers 404 for another state's role", async () => {
    expect(errorOf(await call(t, 'deleteRole', remove(roleIds['Data Officer']!, clerk), 403)).message).toContain("'Create staff'");
    await call(t, 'deleteRole', remove(kanoRole.id, admin), 404);
    await call(t, 'viewRole', view(roleIds['Data Officer']!, admin), 200);
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'deleteRole', (session) => remove(crypto.randomUUID(), session), who, { permission: 'role.delete' });
  });
});

describe('assignStaffRole', () => {
  it("gives a staff member a role of the organisation, which they hold from their next call; null takes it away", async () => {
    const role = await created('Calendar Keeper', ['calendar.view', 'class.view']);
    const memberId = await staffIdOf('teacher5@lagos.edu.test');
    const member = await t.login('teacher5@lagos.edu.test');
    await call(t, 'listClasses', classes(member), 403);
    const given = (await call(t, 'assignStaffRole', assign(memberId, role.id, admin), 200)).json() as StaffBody;
    expect(given.roleAccess).toEqual([expect.objectContaining({ role: { id: role.id, name: 'Calendar Keeper' }, permissions: ['calendar.view', 'class.view'] })]);
    await call(t, 'listClasses', classes(member), 200);
    const taken = (await call(t, 'assignStaffRole', assign(memberId, null, admin), 200)).json() as StaffBody;
    expect(taken.roleAccess).toEqual([expect.objectContaining({ role: null, permissions: [] })]);
    await call(t, 'listClasses', classes(member), 403);
  });

  it('refuses to hand out more than the caller holds, or to change someone holding more (the account rule)', async () => {
    const memberId = await staffIdOf('teacher6@lagos.edu.test');
    expect(errorOf(await call(t, 'assignStaffRole', assign(memberId, roleIds['Data Officer']!, clerk), 403)).message).toContain("'Create staff'");
    expect(errorOf(await call(t, 'assignStaffRole', assign(memberId, roleIds['Data Officer']!, clerk), 403)).message).not.toContain("'View classes'");
    const dataOfficerId = await staffIdOf('teacher2@lagos.edu.test');
    expect(errorOf(await call(t, 'assignStaffRole', assign(dataOfficerId, null, clerk), 403)).message).toContain("'Create staff'");
    const within = await created('Within Reach', ['class.view'], clerk);
    await call(t, 'assignStaffRole', assign(memberId, within.id, clerk), 200);
    // Nor may anyone raise themselves.
    expect(errorOf(await call(t, 'assignStaffRole', assign(clerk.staff.id, roleIds['Data Officer']!, clerk), 403)).message).toContain("'Create staff'");
  });

  it("answers 404 for another state's staff member or role, and 400 naming the field", async () => {
    const memberId = await staffIdOf('teacher6@lagos.edu.test');
    await call(t, 'assignStaffRole', assign(kanoStaffId, roleIds['Schools Inspector']!, admin), 404);
    const foreign = errorOf(await call(t, 'assignStaffRole', assign(memberId, kanoRole.id, admin), 404));
    expect(foreign).toMatchObject({ message: 'Role not found' });
    await expectBadRequest(t, 'assignStaffRole', request('PUT', `/api/staff/role-access/${memberId}`, admin, {}), 'roleId');
    await expectBadRequest(t, 'assignStaffRole', assign(memberId, 'inspector', admin), 'roleId');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    const memberId = await staffIdOf('teacher6@lagos.edu.test');
    await expectAccessChecks(t, 'assignStaffRole', (session) => assign(memberId, null, session), who, { permission: 'staff.update' });
  });
});
