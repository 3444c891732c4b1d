// Schools as they are read: one school, its card's information, the search (by term, district and category, up to a
// limit, with the total; a super-admin's across states), the school roles and the categories. Another state's
// school is a 404 and never found.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schools, staff, students } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';
import { withSchoolTestApp, type School, type SchoolTestApp } from './school-helpers';

let t: TestApp, who: Sessions, admin: Session, lagos: SchoolTestApp['lagos'], kano: SchoolTestApp['kano'];
withSchoolTestApp((app) => {
  ({ t, who, lagos, kano } = app);
  admin = who.admin;
});

const agege = () => lagos.schools['Agege Junior Grammar School']!;
const view = (id: string, session?: Session) => request('GET', `/api/school/view/${id}`, session);
const information = (id: string, session?: Session) => request('GET', `/api/school/get-school-information/${id}`, session);
const search = (query: string, session?: Session) => request('GET', `/api/school/search${query}`, session);
type SearchBody = { foundSchools: School[]; total: number };
const found = async (query: string, session: Session = admin) => (await call(t, 'searchSchools', search(query, session), 200)).json() as SearchBody;

describe('viewSchool', () => {
  it('answers a school of the state with its state, district and role holders', async () => {
    const school = agege();
    const principal = Object.values(lagos.staff).find((member) => member.id === school.principalId)!;
    const body = (await call(t, 'viewSchool', view(school.id, who.inspector), 200)).json() as School;
    expect(body).toMatchObject({
      id: school.id,
      name: 'Agege Junior Grammar School',
      category: 'Junior Secondary',
      state: { id: admin.staff.state, name: 'Lagos' },
      district: { id: lagos.districts['District I']!.id, name: 'District I' },
      localGovernment: 'Agege',
      principal: { id: principal.id, firstName: principal.firstName, lastName: principal.lastName },
      schoolRoles: [
        { role: 'Principal', staff: school.principalId },
        { role: 'Vice Principal', staff: school.vicePrincipalId },
      ],
    });
  });

  it('names no role holder whose staff record is gone', async () => {
    const [gone] = await t.db
      .insert(staff)
      .values({ stateId: admin.staff.state, firstName: 'Folake', lastName: 'Adeyemi', username: 'folake.gone', email: 'folake.gone@lagos.edu.test', phoneNumber: '8039990001', passwordHash: 'x' })
      .returning();
    const [school] = await t.db.insert(schools).values({ stateId: admin.staff.state, name: 'Epe Grammar School', category: 'Primary', principalId: gone!.id }).returning();
    await t.db.delete(staff).where(eq(staff.id, gone!.id));
    const body = (await call(t, 'viewSchool', view(school!.id, admin), 200)).json() as School;
    expect(body).toMatchObject({ principal: null, schoolRoles: [] });
    await t.db.delete(schools).where(eq(schools.id, school!.id));
  });

  it("answers 404 for another state's school and an unknown id, and 400 naming a malformed id", async () => {
    expect(errorOf(await call(t, 'viewSchool', view(kano.school.id, admin), 404)).message).toBe('School not found');
    await call(t, 'viewSchool', view(crypto.randomUUID(), admin), 404);
    await expectBadRequest(t, 'viewSchool', view('agege', admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewSchool', (session) => view(agege().id, session), who, { permission: 'school.view', inspectorMay: true });
    const officer = await t.login('teacher2@lagos.edu.test');
    expect(errorOf(await call(t, 'viewSchool', view(agege().id, officer), 403)).message).toContain("'View schools'");
  });
});

describe('viewSchoolInformation', () => {
  it("answers the card's category, role holders and counts, which follow the school's staff and students", async () => {
    const school = agege();
    const countOf = async <T>(rows: Promise<T[]>) => (await rows).length;
    const posted = await countOf(t.db.select().from(staff).where(eq(staff.schoolId, school.id)));
    const enrolled = await t.db.select().from(students).where(eq(students.schoolId, school.id));
    const body = (await call(t, 'viewSchoolInformation', information(school.id, who.inspector), 200)).json();
    expect(body).toMatchObject({
      id: school.id,
      name: school.name,
      category: 'Junior Secondary',
      principal: { id: school.principalId },
      vicePrincipal: { id: school.vicePrincipalId },
      staffCount: posted,
      studentCount: enrolled.length,
      maleStudentCount: enrolled.filter((s) => s.gender === 'male').length,
      femaleStudentCount: enrolled.filter((s) => s.gender === 'female').length,
    });
    expect(posted).toBeGreaterThan(0);
    expect(enrolled.length).toBeGreaterThan(0);
  });

  it('counts a principal posted to another school among the staff, once', async () => {
    const school = lagos.schools['Kosofe Junior Grammar School']!;
    const before = (await call(t, 'viewSchoolInformation', information(school.id, admin), 200)).json() as { staffCount: number };
    await t.db.update(staff).set({ schoolId: agege().id }).where(eq(staff.id, school.principalId!));
    const after = (await call(t, 'viewSchoolInformation', information(school.id, admin), 200)).json() as { staffCount: number };
    expect(after.staffCount).toBe(before.staffCount);
    await t.db.update(staff).set({ schoolId: school.id }).where(eq(staff.id, school.principalId!));
  });

  it('answers zeros and no role holders for a school without any', async () => {
    const [empty] = await t.db.insert(schools).values({ stateId: admin.staff.state, name: 'Empty Annex School', category: 'Nursery' }).returning();
    const body = (await call(t, 'viewSchoolInformation', information(empty!.id, admin), 200)).json();
    expect(body).toEqual({ id: empty!.id, name: 'Empty Annex School', category: 'Nursery', principal: null, vicePrincipal: null, staffCount: 0, studentCount: 0, maleStudentCount: 0, femaleStudentCount: 0 });
    await t.db.delete(schools).where(eq(schools.id, empty!.id));
  });

  it("answers 404 for another state's school and 400 naming a malformed id", async () => {
    await call(t, 'viewSchoolInformation', information(kano.school.id, admin), 404);
    await expectBadRequest(t, 'viewSchoolInformation', information('x', admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewSchoolInformation', (session) => information(agege().id, session), who, { permission: 'school.view', inspectorMay: true });
  });
});

describe('searchSchools', () => {
  it("finds every school of the state by name, with the total, and none of another state's", async () => {
    const body = await found('');
    const names = body.foundSchools.map((school) => school.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('Agege Junior Grammar School');
    expect(names).not.toContain(kano.school.name);
    expect(body.total).toBe(Object.keys(lagos.schools).length);
  });

  it('narrows by search term, district and category, whatever the case of the term', async () => {
    const names = (keep: (school: SchoolTestApp['lagos']['schools'][string]) => boolean) =>
      Object.values(lagos.schools).filter(keep).map((school) => school.name).sort();
    // The term is looked for in the name, the address and the local government.
    const mentionsAgege = (school: { name: string; address: string | null; localGovernment: string | null }) =>
      [school.name, school.address, school.localGovernment].some((text) => text?.toLowerCase().includes('agege'));
    expect((await found('?searchTerm=AGEGE')).foundSchools.map((s) => s.name).sort()).toEqual(names(mentionsAgege));
    const districtId = lagos.districts['District II']!.id;
    const inDistrict = await found(`?district=${districtId}&category=Senior%20Secondary`);
    const expected = names((school) => school.districtId === districtId && school.category === 'Senior Secondary');
    expect(inDistrict.foundSchools.map((s) => s.name)).toEqual(expected);
    expect(inDistrict.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expect((await found(`?district[0]=${districtId}`)).total).toBe(names((school) => school.districtId === districtId).length);
    expect((await found('?searchTerm=%25')).total).toBe(0);
  });

  it('answers at most `limit` schools and the total of every match', async () => {
    const body = await found('?limit=3');
    expect(body.foundSchools).toHaveLength(3);
    expect(body.total).toBe(Object.keys(lagos.schools).length);
  });

  it("lets a state name only narrow the caller's own state; a super-admin names the states searched", async () => {
    expect((await found('?state=Lagos')).total).toBe(Object.keys(lagos.schools).length);
    expect(await found('?state=Kano')).toEqual({ foundSchools: [], total: 0 });
    const superAdmin = await t.login('superadmin@demo.test');
    const both = await found('?state[0]=lagos&state[1]=Kano', superAdmin);
    expect(both.total).toBe(Object.keys(lagos.schools).length + 1);
    expect(both.foundSchools.find((s) => s.id === kano.school.id)).toMatchObject({ state: { name: 'Kano' }, principal: { id: kano.staffId } });
    expect((await found('?state=Kano', superAdmin)).foundSchools.map((s) => s.name)).toEqual([kano.school.name]);
    expect((await found('?country=Ghana', superAdmin)).total).toBe(0);
  });

  it('answers 400 naming a malformed filter', async () => {
    await expectBadRequest(t, 'searchSchools', search('?category=University', admin), 'category');
    await expectBadRequest(t, 'searchSchools', search('?limit=1001', admin), 'limit');
    await expectBadRequest(t, 'searchSchools', search('?district=District-I', admin), 'district.0');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'searchSchools', (session) => search('', session), who, { permission: 'school.view', inspectorMay: true });
  });
});

describe('listSchoolRoles and listSchoolCategories', () => {
  it('answer the school roles and every category of the contract', async () => {
    expect((await call(t, 'listSchoolRoles', request('GET', '/api/school/school-role-list', who.inspector), 200)).json()).toEqual({ schoolRoles: ['Principal', 'Vice Principal'] });
    expect((await call(t, 'listSchoolCategories', request('GET', '/api/school/category-list', who.inspector), 200)).json()).toEqual({
      categories: ['Nursery', 'Primary', 'Junior Secondary', 'Senior Secondary', 'Junior and Senior Secondary', 'Technical', 'Special Needs'],
    });
  });

  it('answer 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'listSchoolRoles', (session) => request('GET', '/api/school/school-role-list', session), who, { permission: 'school.view', inspectorMay: true });
    await expectAccessChecks(t, 'listSchoolCategories', (session) => request('GET', '/api/school/category-list', session), who, { permission: 'school.view', inspectorMay: true });
  });
});
