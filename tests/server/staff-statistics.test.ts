// The staff statistics of a state: counts in all and by district, school, staff type, gender and account status,
// each grouping adding up to the total, and never counting another state's staff.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAccess, staff, states } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, expectTokenChecks } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Statistics = {
  total: number;
  teaching: number;
  nonTeaching: number;
  male: number;
  female: number;
  byDistrict: { id: string | null; name: string; count: number }[];
  bySchool: { id: string | null; name: string; count: number }[];
  byStaffType: { staffType: string | null; count: number }[];
  byGender: { gender: string | null; count: number }[];
  byAccountStatus: { accountStatus: string; count: number }[];
};

let t: TestApp;
let admin: Session;
let inspector: Session;
let withoutRoles: Session;
let pending: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector, withoutRoles, pending] = await Promise.all([
    t.login('admin@demo.test'),
    t.login('teacher1@lagos.edu.test'),
    t.login('teacher3@lagos.edu.test'),
    t.login('pending@demo.test'),
  ]);
  await t.db.delete(roleAccess).where(eq(roleAccess.staffId, withoutRoles.staff.id));
});
afterAll(async () => {
  await t?.close();
});

const statistics = (session?: Session) => ({ method: 'GET' as const, url: '/api/staff/state-staffs-statistics', headers: session?.auth ?? {} });
const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

describe('viewStaffStatistics', () => {
  it("counts the state's staff in all and by every grouping, each adding up to the total", async () => {
    const [lagos] = await t.db.select({ total: count() }).from(staff).innerJoin(states, eq(states.id, staff.stateId)).where(eq(states.name, 'Lagos'));
    const result = (await call(t, 'viewStaffStatistics', statistics(admin), 200)).json() as Statistics;
    expect(result.total).toBe(lagos?.total);
    for (const grouping of [result.byDistrict, result.bySchool, result.byStaffType, result.byGender, result.byAccountStatus]) {
      expect(sum(grouping)).toBe(result.total);
    }
    expect(result.byStaffType.find((row) => row.staffType === 'Teaching')?.count).toBe(result.teaching);
    expect(result.byGender.find((row) => row.gender === 'female')?.count).toBe(result.female);
    expect(result.bySchool.filter((row) => row.id).length).toBeGreaterThan(1);
    expect(result.byDistrict.filter((row) => row.id).length).toBeGreaterThan(1);
  });

  it('follows a change at once, and counts a suspended member under Suspended', async () => {
    const before = (await call(t, 'viewStaffStatistics', statistics(admin), 200)).json() as Statistics;
    const suspendedBefore = before.byAccountStatus.find((row) => row.accountStatus === 'Suspended')?.count ?? 0;
    await t.db.update(staff).set({ accountStatus: 'Suspended' }).where(eq(staff.email, 'teacher6@lagos.edu.test'));
    const after = (await call(t, 'viewStaffStatistics', statistics(admin), 200)).json() as Statistics;
    expect(after.byAccountStatus.find((row) => row.accountStatus === 'Suspended')?.count).toBe(suspendedBefore + 1);
  });

  it("never counts another state's staff: a super-admin's answer is the state they work in", async () => {
    const [kano] = await t.db.select().from(states).where(eq(states.name, 'Kano'));
    await t.db.insert(staff).values({ stateId: kano!.id, firstName: 'Musa', lastName: 'Danjuma', username: 'musadanjuma', email: 'musa@kano.test', phoneNumber: '8099990001', passwordHash: 'x', gender: 'male', staffType: 'Teaching' });
    const lagos = (await call(t, 'viewStaffStatistics', statistics(admin), 200)).json() as Statistics;
    const superAdmin = (await call(t, 'viewStaffStatistics', statistics(await t.login('superadmin@demo.test')), 200)).json() as Statistics;
    expect(superAdmin.total).toBe(lagos.total);
  });

  it('answers a Schools Inspector (dashboard.view), and 403 without it or in a state that is not Active', async () => {
    await call(t, 'viewStaffStatistics', statistics(inspector), 200);
    await call(t, 'viewStaffStatistics', statistics(withoutRoles), 403);
    await call(t, 'viewStaffStatistics', statistics(pending), 403);
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'viewStaffStatistics', statistics(), admin.staff.id);
  });
});
