// Dashboards count within the caller's state only, and a school of another state answers 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, staff, students } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call } from './helpers';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['login']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => ({ method: 'GET' as const, url, headers: admin.auth });

describe('dashboards', () => {
  it("count the caller's state's records", async () => {
    const lagosStaff = (await t.db.select().from(staff).where(eq(staff.stateId, admin.staff.state))).length;
    const lagosStudents = (await t.db.select().from(students).where(eq(students.stateId, admin.staff.state))).length;
    const general = (await call(t, 'viewGeneralDashboard', get('/api/dashboard/general'), 200)).json() as { statistics: { staffCount: number; studentCount: number } };
    expect(general.statistics).toMatchObject({ staffCount: lagosStaff, studentCount: lagosStudents });
    const byStaff = (await call(t, 'viewStaffDashboard', get('/api/dashboard/staff'), 200)).json() as { statistics: { total: number } };
    expect(byStaff.statistics.total).toBe(lagosStaff);
    await call(t, 'viewSchoolDashboard', get('/api/dashboard/school'), 200);
  });

  it("narrows the student dashboard to a school of the state, and answers 404 for another state's", async () => {
    const [school] = await t.db.select().from(schools).limit(1);
    const inSchool = (await t.db.select().from(students).where(eq(students.schoolId, school!.id))).length;
    const response = await call(t, 'viewStudentDashboard', get(`/api/dashboard/student?school=${school!.id}`), 200);
    expect((response.json() as { statistics: { total: number } }).statistics.total).toBe(inSchool);
    await call(t, 'viewStudentDashboard', get(`/api/dashboard/student?school=${crypto.randomUUID()}`), 404);
  });
});
