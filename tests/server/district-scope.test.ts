// District and school scope: an administrator working in a district reaches only that district's schools, staff
// and students, and one working in a school only that school's; anything else answers 404, as another state's
// record does. Written once in the data layer's Scope (db/scoped.ts), so these calls prove it for every handler.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleAccess, schools, staff, students } from '../../server/src/db/schema';
import type { Session } from './academic-helpers';
import { call, errorOf } from './helpers';
import { withSchoolTestApp, type School, type SchoolTestApp } from './school-helpers';

let app: SchoolTestApp;
withSchoolTestApp((received) => {
  app = received;
});

const get = (url: string, session: Session) => ({ method: 'GET' as const, url, headers: session.auth });
const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>, session: Session) => ({ method, url, headers: session.auth, payload });

type Found<K extends string, T> = Record<K, T[]> & { total: number };
/** A staff member or student as their list names their place (StaffListItem, StudentListItem). */
type Listed = { id: string; districtName: string | null; schoolName: string | null };

const districtOne = () => app.lagos.districts['District I']!;
const districtTwo = () => app.lagos.districts['District II']!;
const firstOf = async <T>(rows: Promise<T[]>) => {
  const [row] = await rows;
  if (!row) throw new Error('The demo has no such record');
  return row;
};
const schoolOf = (districtId: string) => firstOf(app.t.db.select().from(schools).where(eq(schools.districtId, districtId)));
const teacherOf = (districtId: string) => firstOf(app.t.db.select().from(staff).where(and(eq(staff.districtId, districtId), ne(staff.email, 'district-admin@demo.test'))));
const studentOf = (districtId: string) => firstOf(app.t.db.select().from(students).where(eq(students.districtId, districtId)));

/** Signs the demo's owner in working in `organisationId` (one of their role accesses), through switchRoleAccess. */
async function ownerWorkingIn(organisationId: string) {
  const owner = await app.t.login('admin@demo.test');
  const access = await firstOf(app.t.db.select().from(roleAccess).where(and(eq(roleAccess.staffId, owner.staff.id), eq(roleAccess.organisationId, organisationId))));
  const switched = (await call(app.t, 'switchRoleAccess', get(`/api/staff/switch-role-access/${access.id}`, owner), 200)).json() as { authorizationToken: string };
  return { ...owner, auth: { authorization: `Bearer ${switched.authorizationToken}` } };
}

describe('a district administrator', () => {
  const districtAdmin = () => app.t.login('district-admin@demo.test');

  it("finds only their district's schools, staff and students, and only their district", async () => {
    const session = await districtAdmin();
    const { foundSchools } = (await call(app.t, 'searchSchools', get('/api/school/search', session), 200)).json() as Found<'foundSchools', School>;
    expect(foundSchools.length).toBeGreaterThan(1);
    expect(new Set(foundSchools.map((school) => school.district?.id))).toEqual(new Set([districtOne().id]));
    const inDistrict = new Set(foundSchools.map((school) => school.id));
    const schoolNamesInDistrict = new Set(foundSchools.map((school) => school.name));

    // The staff list names each member's district and school (StaffListItem).
    const found = (await call(app.t, 'searchStaff', get('/api/staff/search', session), 200)).json() as Found<'staff', Listed>;
    expect(found.staff.length).toBeGreaterThan(5);
    for (const member of found.staff) expect(member.schoolName ? schoolNamesInDistrict.has(member.schoolName) : member.districtName === districtOne().name, member.id).toBe(true);
    // Naming another district in the filter finds nothing rather than widening the search.
    expect((await call(app.t, 'searchStaff', get(`/api/staff/search?district[0]=${districtTwo().id}`, session), 200)).json()).toMatchObject({ total: 0 });

    const { foundStudents } = (await call(app.t, 'searchStudents', get('/api/student/search', session), 200)).json() as Found<'foundStudents', Listed>;
    expect(foundStudents.length).toBeGreaterThan(5);
    const ofDistrict = await app.t.db.select({ id: students.id }).from(students).where(inArray(students.schoolId, [...inDistrict]));
    const studentsOfDistrict = new Set(ofDistrict.map((student) => student.id));
    for (const student of foundStudents) expect(studentsOfDistrict.has(student.id), student.id).toBe(true);

    const { districts } = (await call(app.t, 'searchDistricts', get('/api/district/search', session), 200)).json() as { districts: { id: string }[] };
    expect(districts.map((district) => district.id)).toEqual([districtOne().id]);

    const statistics = (await call(app.t, 'viewStaffStatistics', get('/api/staff/state-staffs-statistics', session), 200)).json() as { total: number };
    expect(statistics.total).toBe(found.total);
  });

  it("answers 404 for another district's school, staff member and student, read or changed", async () => {
    const session = await districtAdmin();
    const [school, teacher, student] = await Promise.all([schoolOf(districtTwo().id), teacherOf(districtTwo().id), studentOf(districtTwo().id)]);
    await call(app.t, 'viewSchool', get(`/api/school/view/${school.id}`, session), 404);
    await call(app.t, 'viewSchoolInformation', get(`/api/school/get-school-information/${school.id}`, session), 404);
    await call(app.t, 'updateSchool', send('PATCH', `/api/school/update/${school.id}`, { category: 'Technical' }, session), 404);
    await call(app.t, 'viewStaff', get(`/api/staff/view-staff/${teacher.id}`, session), 404);
    await call(app.t, 'updateStaff', send('PATCH', `/api/staff/update/${teacher.id}`, { middleName: 'Moved' }, session), 404);
    await call(app.t, 'viewStudent', get(`/api/student/view-by-id/${student.id}`, session), 404);
    await call(app.t, 'updateStudent', send('PATCH', `/api/student/update/${student.id}`, { middleName: 'Moved' }, session), 404);
    const [unchanged] = await app.t.db.select().from(schools).where(eq(schools.id, school.id));
    expect(unchanged?.category).toBe(school.category);

    const own = await schoolOf(districtOne().id);
    await call(app.t, 'viewSchool', get(`/api/school/view/${own.id}`, session), 200);
    await call(app.t, 'viewStaff', get(`/api/staff/view-staff/${(await teacherOf(districtOne().id)).id}`, session), 200);
    await call(app.t, 'viewStudent', get(`/api/student/view-by-id/${(await studentOf(districtOne().id)).id}`, session), 200);
  });

  it("answers 404 for the state's owner, read or changed, though the owner holds a role access in their district", async () => {
    const [session, owner] = await Promise.all([districtAdmin(), app.t.login('admin@demo.test')]);
    await firstOf(app.t.db.select().from(roleAccess).where(and(eq(roleAccess.staffId, owner.staff.id), eq(roleAccess.organisationId, districtOne().id))));
    await call(app.t, 'viewStaff', get(`/api/staff/view-staff/${owner.staff.id}`, session), 404);
    await call(app.t, 'updateStaff', send('PATCH', `/api/staff/update/${owner.staff.id}`, { middleName: 'Taken' }, session), 404);
    // The owner working in that district is still one of its staff to themselves.
    const ownerInDistrict = await ownerWorkingIn(districtOne().id);
    await call(app.t, 'viewStaff', get(`/api/staff/view-staff/${owner.staff.id}`, ownerInDistrict), 200);
    await call(app.t, 'updateStaff', send('PATCH', `/api/staff/update/${owner.staff.id}`, { middleName: 'Olawale' }, ownerInDistrict), 200);
  });

  it('creates schools in their own district only, and cannot move one out of it', async () => {
    const session = await districtAdmin();
    const created = (await call(app.t, 'addSchool', send('POST', '/api/school/add', { name: 'Agege Scoped College', category: 'Technical' }, session), 201)).json() as School;
    expect(created.district?.id).toBe(districtOne().id);
    const refused = await call(app.t, 'addSchool', send('POST', '/api/school/add', { name: 'Kosofe Scoped College', category: 'Technical', districtId: districtTwo().id }, session), 404);
    expect(errorOf(refused).details).toEqual([expect.objectContaining({ field: 'districtId' })]);
    await call(app.t, 'updateSchool', send('PATCH', `/api/school/update/${created.id}`, { districtId: districtTwo().id }, session), 404);
    const [kept] = await app.t.db.select().from(schools).where(eq(schools.id, created.id));
    expect(kept?.districtId).toBe(districtOne().id);
    // Names stay unique in the whole state: a school of another district already holds this one.
    const other = await schoolOf(districtTwo().id);
    await call(app.t, 'addSchool', send('POST', '/api/school/add', { name: other.name, category: 'Technical' }, session), 409);
  });

  it("admits students only to their district's schools", async () => {
    const session = await districtAdmin();
    const [own, other] = await Promise.all([schoolOf(districtOne().id), schoolOf(districtTwo().id)]);
    const student = { firstName: 'Chiamaka', lastName: 'Okonkwo', gender: 'female', dob: '2013-05-02' };
    await call(app.t, 'addStudent', send('POST', '/api/student/add', { ...student, schoolId: own.id }, session), 201);
    const refused = await call(app.t, 'addStudent', send('POST', '/api/student/add', { ...student, schoolId: other.id }, session), 404);
    expect(errorOf(refused).details).toEqual([expect.objectContaining({ field: 'schoolId' })]);
  });
});

describe('a school administrator', () => {
  it('finds only their school, its staff and its students, and answers 404 for a school of the same district', async () => {
    const own = await schoolOf(districtOne().id);
    const session = await ownerWorkingIn(own.id);
    const { foundSchools } = (await call(app.t, 'searchSchools', get('/api/school/search', session), 200)).json() as Found<'foundSchools', School>;
    expect(foundSchools.map((school) => school.id)).toEqual([own.id]);
    const { foundStudents } = (await call(app.t, 'searchStudents', get('/api/student/search', session), 200)).json() as Found<'foundStudents', Listed>;
    expect(foundStudents.length).toBeGreaterThan(0);
    for (const student of foundStudents) expect(student.schoolName).toBe(own.name);
    const found = (await call(app.t, 'searchStaff', get('/api/staff/search', session), 200)).json() as Found<'staff', Listed>;
    for (const member of found.staff) expect(member.schoolName).toBe(own.name);

    const neighbour = await firstOf(app.t.db.select().from(schools).where(and(eq(schools.districtId, districtOne().id), ne(schools.id, own.id))));
    await call(app.t, 'viewSchool', get(`/api/school/view/${neighbour.id}`, session), 404);
    // They still see their own profile: a role access in the school makes them one of its staff.
    await call(app.t, 'viewStaff', get(`/api/staff/view-staff/${session.staff.id}`, session), 200);
  });

  it("works with the school role's permissions, not the owner's: the state's settings are out of reach", async () => {
    const session = await ownerWorkingIn((await schoolOf(districtOne().id)).id);
    await call(app.t, 'updateState', send('PATCH', '/api/state/update', { motto: 'Scoped' }, session), 403);
  });
});
