// Super-admins: listing and reviewing states, switching the state they work in, and making other super-admins.
// Everyone else gets 403 on these calls.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, states } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { bearer, call, errorOf, expectBadRequest, expectTokenChecks } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Summary = { id: string; name: string; accountStatus: string; owner: { email: string } | null; reviewNote: string | null; createdAt: string };
type StaffSeen = { roleAccess: { organisation: { id: string } }[] };
type LoginBody = { authorizationToken: string; staff: { id: string; state: string; isSuperAdmin: boolean; stateDetails: { id: string; name: string } } };

let t: TestApp;
let superAdmin: Session;
let admin: Session;
let inspector: Session;
let pending: Session;
let lagosId: string;
let kanoId: string;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, admin, inspector, pending] = await Promise.all([
    t.login('superadmin@demo.test'),
    t.login('admin@demo.test'),
    t.login('teacher1@lagos.edu.test'),
    t.login('pending@demo.test'),
  ]);
  lagosId = admin.staff.state;
  kanoId = pending.staff.state;
});
afterAll(async () => {
  await t?.close();
});

const listStates = (query = '', session?: Session) => ({ method: 'GET' as const, url: `/api/super-admin/states${query}`, headers: session?.auth ?? {} });
const review = (id: string, payload: unknown, session?: Session) => ({
  method: 'PATCH' as const,
  url: `/api/super-admin/states/${id}/review`,
  headers: session?.auth ?? {},
  payload: payload as Record<string, unknown>,
});
const switchState = (payload: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/super-admin/switch-state',
  headers,
  payload: payload as Record<string, unknown>,
});
const authorize = (payload: unknown, session?: Session) => ({
  method: 'POST' as const,
  url: '/api/staff/authorize-super-admin',
  headers: session?.auth ?? {},
  payload: payload as Record<string, unknown>,
});

async function registerState(stateName: string, n: number) {
  const response = await call(
    t,
    'registerStateAdmin',
    {
      method: 'POST',
      url: '/api/staff/register-state-admin',
      payload: {
        stateName,
        title: 'Mr',
        firstName: 'Registrant',
        lastName: 'Number',
        email: `owner${n}@${stateName.toLowerCase()}.gov.test`,
        username: `owner${n}${stateName.toLowerCase()}`,
        phoneNumber: { code: '+234', number: `80700000${String(n).padStart(2, '0')}` },
        gender: 'male',
        password: 'Register#2026',
      },
    },
    201,
  );
  return (response.json() as LoginBody).staff.state;
}

describe('listStates', () => {
  it('lists every state with its owner, newest first', async () => {
    const ogunId = await registerState('Ogun', 1);
    const response = await call(t, 'listStates', listStates('', superAdmin), 200);
    const { states: list } = response.json() as { states: Summary[] };
    expect(list.map((s) => s.name)).toEqual(['Ogun', 'Kano', 'Lagos']);
    expect(list[0]).toMatchObject({ id: ogunId, accountStatus: 'Unverified', owner: { email: 'owner1@ogun.gov.test' }, reviewNote: null });
    expect(list.find((s) => s.name === 'Lagos')).toMatchObject({ id: lagosId, accountStatus: 'Active', owner: { email: 'admin@demo.test' } });
  });

  it('filters by account status, in either spelling of a query array', async () => {
    const unverified = (await call(t, 'listStates', listStates('?accountStatus=Unverified', superAdmin), 200)).json() as { states: Summary[] };
    expect(unverified.states.map((s) => s.name).sort()).toEqual(['Kano', 'Ogun']);
    const both = (await call(t, 'listStates', listStates('?accountStatus[0]=Active&accountStatus[1]=Unverified', superAdmin), 200)).json() as { states: Summary[] };
    expect(both.states).toHaveLength(3);
    const repeated = (await call(t, 'listStates', listStates('?accountStatus=Active&accountStatus=Suspended', superAdmin), 200)).json() as { states: Summary[] };
    expect(repeated.states.map((s) => s.name)).toEqual(['Lagos']);
  });

  it('answers 400 naming the parameter for an unknown status', async () => {
    await expectBadRequest(t, 'listStates', listStates('?accountStatus=Deleted', superAdmin), 'accountStatus.0');
  });

  it('answers 403 to anyone but a super-admin', async () => {
    for (const session of [admin, inspector, pending]) {
      const response = await call(t, 'listStates', listStates('', session), 403);
      expect(errorOf(response).message).toMatch(/super-admin/);
    }
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'listStates', listStates(), superAdmin.staff.id);
  });
});

describe('reviewState', () => {
  it('activates an Unverified state, after which its admin may use their permissions', async () => {
    await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${pending.staff.id}`, headers: pending.auth }, 403);
    const response = await call(t, 'reviewState', review(kanoId, { action: 'activate', note: 'Documents checked' }, superAdmin), 200);
    expect(response.json()).toMatchObject({ id: kanoId, name: 'Kano', accountStatus: 'Active', reviewNote: 'Documents checked', owner: { email: 'pending@demo.test' } });
    await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${pending.staff.id}`, headers: pending.auth }, 200);
  });

  it('suspends a state, after which its staff lose their permissions but can still sign in', async () => {
    const response = await call(t, 'reviewState', review(kanoId, { action: 'suspend', note: 'Unpaid' }, superAdmin), 200);
    expect(response.json()).toMatchObject({ accountStatus: 'Suspended', reviewNote: 'Unpaid' });
    const refused = await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${pending.staff.id}`, headers: pending.auth }, 403);
    expect(errorOf(refused).message).toMatch(/not active/i);
    await t.login('pending@demo.test');
    await call(t, 'reviewState', review(kanoId, { action: 'activate' }, superAdmin), 200);
  });

  it('rejects a state awaiting review, keeping the reason, and answers 409 for rejecting one that is not', async () => {
    const osunId = await registerState('Osun', 2);
    const rejected = await call(t, 'reviewState', review(osunId, { action: 'reject', note: 'Not an official registration' }, superAdmin), 200);
    expect(rejected.json()).toMatchObject({ accountStatus: 'Suspended', reviewNote: 'Rejected: Not an official registration' });
    const active = await call(t, 'reviewState', review(lagosId, { action: 'reject' }, superAdmin), 409);
    expect(errorOf(active)).toMatchObject({ code: 'CONFLICT', details: [{ field: 'action' }] });
    await call(t, 'reviewState', review(osunId, { action: 'reject' }, superAdmin), 409);
    const [lagos] = await t.db.select().from(states).where(eq(states.id, lagosId));
    expect(lagos?.accountStatus).toBe('Active');
  });

  it('answers 404 for an unknown state and 400 naming the field for a malformed request', async () => {
    await call(t, 'reviewState', review(crypto.randomUUID(), { action: 'activate' }, superAdmin), 404);
    await expectBadRequest(t, 'reviewState', review('not-a-uuid', { action: 'activate' }, superAdmin), 'id');
    await expectBadRequest(t, 'reviewState', review(kanoId, { action: 'delete' }, superAdmin), 'action');
    await expectBadRequest(t, 'reviewState', review(kanoId, {}, superAdmin), 'action');
    await expectBadRequest(t, 'reviewState', review(kanoId, { action: 'suspend', note: 'x'.repeat(501) }, superAdmin), 'note');
    await expectBadRequest(t, 'reviewState', review(kanoId, { action: 'suspend', accountStatus: 'Active' }, superAdmin), 'accountStatus');
  });

  it('answers 403 to anyone but a super-admin, even the state owner', async () => {
    await call(t, 'reviewState', review(lagosId, { action: 'suspend' }, admin), 403);
    await call(t, 'reviewState', review(kanoId, { action: 'activate' }, pending), 403);
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'reviewState', review(kanoId, { action: 'activate' }), superAdmin.staff.id);
  });
});

describe('switchState', () => {
  it('changes the state the super-admin works in: details, staff and changes all follow', async () => {
    const response = await call(t, 'switchState', switchState({ stateId: kanoId }, superAdmin.auth), 200);
    const body = response.json() as LoginBody;
    expect(body.staff).toMatchObject({ state: kanoId, isSuperAdmin: true, stateDetails: { id: kanoId, name: 'Kano' } });
    const headers = bearer(body.authorizationToken);

    const details = await call(t, 'viewStateDetails', { method: 'GET', url: '/api/state/details', headers }, 200);
    expect(details.json()).toMatchObject({ id: kanoId, name: 'Kano' });
    await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${pending.staff.id}`, headers }, 200);
    // Lagos records are now outside the super-admin's working state.
    await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${admin.staff.id}`, headers }, 404);
    await call(t, 'updateState', { method: 'PATCH', url: '/api/state/update', headers, payload: { motto: 'Commerce and Learning' } }, 200);
    const [kano] = await t.db.select().from(states).where(eq(states.id, kanoId));
    expect(kano?.motto).toBe('Commerce and Learning');
    // The earlier access token of the same sign-in follows the switch too: the working state is the staff member's.
    expect((await call(t, 'viewStateDetails', { method: 'GET', url: '/api/state/details', headers: superAdmin.auth }, 200)).json()).toMatchObject({ name: 'Kano' });

    // Their own profile is theirs to see wherever they work.
    const own = await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${superAdmin.staff.id}`, headers }, 200);
    expect(own.json()).toMatchObject({ state: kanoId, stateDetails: { id: kanoId } });
    // Lagos sees its own side of the super-admin only: not Kano's details, nor the access there.
    const seen = await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${superAdmin.staff.id}`, headers: admin.auth }, 200);
    const seenBody = seen.json() as StaffSeen;
    expect(seenBody).toMatchObject({ state: lagosId, stateDetails: { id: lagosId, name: 'Lagos' }, currentRoleAccess: null });
    expect(seenBody.roleAccess.map((access) => access.organisation.id)).toEqual([lagosId]);
    expect(seen.body).not.toContain(kanoId);

    // Switching again reuses the access, and switching back returns to Lagos.
    await call(t, 'switchState', switchState({ stateId: kanoId }, headers), 200);
    const back = await call(t, 'switchState', switchState({ stateId: lagosId }, headers), 200);
    expect((back.json() as LoginBody).staff.state).toBe(lagosId);
    expect((await call(t, 'viewStateDetails', { method: 'GET', url: '/api/state/details', headers }, 200)).json()).toMatchObject({ name: 'Lagos' });
  });

  it('answers 404 for an unknown state and 400 naming the field for a malformed request', async () => {
    await call(t, 'switchState', switchState({ stateId: crypto.randomUUID() }, superAdmin.auth), 404);
    await expectBadRequest(t, 'switchState', switchState({ stateId: 'Kano' }, superAdmin.auth), 'stateId');
    await expectBadRequest(t, 'switchState', switchState({}, superAdmin.auth), 'stateId');
    await expectBadRequest(t, 'switchState', switchState({ stateId: kanoId, staffId: kanoId }, superAdmin.auth), 'staffId');
  });

  it('answers 403 to anyone but a super-admin', async () => {
    await call(t, 'switchState', switchState({ stateId: kanoId }, admin.auth), 403);
    await call(t, 'switchState', switchState({ stateId: kanoId }, inspector.auth), 403);
    expect((await call(t, 'viewStateDetails', { method: 'GET', url: '/api/state/details', headers: admin.auth }, 200)).json()).toMatchObject({ name: 'Lagos' });
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'switchState', switchState({ stateId: kanoId }), superAdmin.staff.id);
  });
});

describe('authorizeSuperAdmin', () => {
  it('makes a staff member a super-admin, who may then use super-admin calls', async () => {
    const teacher = await t.login('teacher10@lagos.edu.test');
    await call(t, 'listStates', listStates('', teacher), 403);
    const response = await call(t, 'authorizeSuperAdmin', authorize({ staffId: teacher.staff.id }, superAdmin), 200);
    expect(response.json()).toMatchObject({ id: teacher.staff.id, isSuperAdmin: true });
    await call(t, 'listStates', listStates('', teacher), 200);
    // Doing it twice changes nothing.
    await call(t, 'authorizeSuperAdmin', authorize({ staffId: teacher.staff.id }, superAdmin), 200);
  });

  it('answers 404 for an unknown staff member and 400 naming the field for a malformed request', async () => {
    await call(t, 'authorizeSuperAdmin', authorize({ staffId: crypto.randomUUID() }, superAdmin), 404);
    await expectBadRequest(t, 'authorizeSuperAdmin', authorize({ staffId: 'teacher11' }, superAdmin), 'staffId');
    await expectBadRequest(t, 'authorizeSuperAdmin', authorize({}, superAdmin), 'staffId');
  });

  it('answers 403 to anyone but a super-admin, and changes nothing', async () => {
    const teacher = await t.login('teacher11@lagos.edu.test');
    await call(t, 'authorizeSuperAdmin', authorize({ staffId: teacher.staff.id }, admin), 403);
    await call(t, 'authorizeSuperAdmin', authorize({ staffId: teacher.staff.id }, teacher), 403);
    const [row] = await t.db.select({ isSuperAdmin: staff.isSuperAdmin }).from(staff).where(eq(staff.id, teacher.staff.id));
    expect(row?.isSuperAdmin).toBe(false);
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'authorizeSuperAdmin', authorize({ staffId: admin.staff.id }), superAdmin.staff.id);
  });
});
