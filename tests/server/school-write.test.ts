// Creating and changing schools: names unique in a state whatever their case, an approved district of the state, a
// local government of the state, the address widget's point with its address, and a principal and vice principal
// who are two different staff members of the state holding neither role at another school.
import { describe, expect, it } from 'vitest';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';
import { withSchoolTestApp, type School, type SchoolTestApp } from './school-helpers';

let t: TestApp, who: Sessions, admin: Session, lagos: SchoolTestApp['lagos'], kano: SchoolTestApp['kano'];
withSchoolTestApp((app) => {
  ({ t, who, lagos, kano } = app);
  admin = who.admin;
});

const add = (payload: unknown, session?: Session) => request('POST', '/api/school/add', session, payload);
const update = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/school/update/${id}`, session, payload);
const view = (id: string) => request('GET', `/api/school/view/${id}`, admin);
/** The nth staff member of Lagos who holds no school role in the demo. */
const freeTeacher = (n: number) => {
  const holders = new Set(Object.values(lagos.schools).flatMap((school) => [school.principalId, school.vicePrincipalId]));
  const free = Object.values(lagos.staff).filter((member) => member.username.startsWith('teacher') && !holders.has(member.id));
  return free.sort((a, b) => a.username.localeCompare(b.username))[n]!;
};
const created = async (payload: Record<string, unknown>) => (await call(t, 'addSchool', add(payload, admin), 201)).json() as School;

describe('addSchool', () => {
  it("creates a school with trimmed values, its district's local government, and its role holders, and answers it with 201", async () => {
    const [principal, vice] = [freeTeacher(0), freeTeacher(1)];
    const district = lagos.districts['District III']!;
    const body = await created({
      name: '  Lekki   Model College ',
      category: 'Junior and Senior Secondary',
      districtId: district.id,
      address: ' 12 Admiralty Way, Lekki ',
      addressCoordinates: { coordinates: [6.4474, 3.4723] },
      principalId: principal.id,
      vicePrincipalId: vice.id,
    });
    expect(body).toMatchObject({
      name: 'Lekki Model College',
      category: 'Junior and Senior Secondary',
      state: { id: admin.staff.state, name: 'Lagos' },
      district: { id: district.id, name: 'District III' },
      localGovernment: district.localGovernment,
      address: '12 Admiralty Way, Lekki',
      addressCoordinates: { coordinates: [6.4474, 3.4723] },
      principal: { id: principal.id, firstName: principal.firstName, lastName: principal.lastName },
      vicePrincipal: { id: vice.id },
      schoolRoles: [
        { role: 'Principal', staff: principal.id },
        { role: 'Vice Principal', staff: vice.id },
      ],
    });
    expect((await call(t, 'viewSchool', view(body.id), 200)).json()).toEqual(body);
    const staffView = (await call(t, 'viewStaff', request('GET', `/api/staff/view-staff/${principal.id}`, admin), 200)).json() as { schoolRoles: unknown[] };
    expect(staffView.schoolRoles).toEqual([{ role: 'Principal', staff: principal.id }]);
  });

  it('creates a school with only a name and a category, and takes a local government of the state in its own spelling', async () => {
    expect(await created({ name: 'Ikeja Nursery School', category: 'Nursery' })).toMatchObject({ district: null, localGovernment: null, address: null, addressCoordinates: null, principal: null, vicePrincipal: null, schoolRoles: [] });
    expect(await created({ name: 'Ikorodu Technical College', category: 'Technical', localGovernment: 'ikorodu' })).toMatchObject({ localGovernment: 'Ikorodu' });
  });

  it('answers 409 naming the name when the state has a school of that name in any case, though another state may', async () => {
    const response = await call(t, 'addSchool', add({ name: 'agege junior grammar school', category: 'Primary' }, admin), 409);
    expect(errorOf(response)).toMatchObject({ message: 'A school named Agege Junior Grammar School already exists', details: [{ field: 'name' }] });
    await created({ name: kano.school.name, category: 'Senior Secondary' });
  });

  it('answers 400 naming the field of a value the contract or a rule refuses', async () => {
    await expectBadRequest(t, 'addSchool', add({ category: 'Primary' }, admin), 'name');
    await expectBadRequest(t, 'addSchool', add({ name: 'St Finbarr College', category: 'University' }, admin), 'category');
    await expectBadRequest(t, 'addSchool', add({ name: '   ab   ', category: 'Primary' }, admin), 'name');
    await expectBadRequest(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', localGovernment: 'Kano Municipal' }, admin), 'localGovernment');
    await expectBadRequest(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', addressCoordinates: { coordinates: [6.5, 3.3] } }, admin), 'address');
    await expectBadRequest(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', address: 'Akoka, Yaba', addressCoordinates: { coordinates: [96.5, 3.3] } }, admin), 'addressCoordinates.coordinates.0');
    await expectBadRequest(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', districtId: lagos.districts['District V']!.id }, admin), 'districtId');
    await expectBadRequest(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', principalId: freeTeacher(2).id, vicePrincipalId: freeTeacher(2).id }, admin), 'vicePrincipalId');
    await expectBadRequest(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', stateId: kano.school.stateId }, admin), 'stateId');
  });

  it("answers 404 naming the field for another state's district or staff member, and 409 for a principal of another school", async () => {
    const kanoDistrict = await call(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', districtId: kano.district.id }, admin), 404);
    expect(errorOf(kanoDistrict).details).toEqual([{ field: 'districtId', message: 'District not found' }]);
    const kanoPrincipal = await call(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', principalId: kano.staffId }, admin), 404);
    expect(errorOf(kanoPrincipal).details).toEqual([{ field: 'principalId', message: 'Principal not found' }]);
    const unknownVice = await call(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', vicePrincipalId: crypto.randomUUID() }, admin), 404);
    expect(errorOf(unknownVice).details?.[0]?.field).toBe('vicePrincipalId');
    const agege = lagos.schools['Agege Junior Grammar School']!;
    const taken = await call(t, 'addSchool', add({ name: 'St Finbarr College', category: 'Primary', vicePrincipalId: agege.principalId }, admin), 409);
    expect(errorOf(taken).message).toMatch(/is already the principal of Agege Junior Grammar School$/);
    expect(errorOf(taken).details?.[0]?.field).toBe('vicePrincipalId');
    const names = ((await call(t, 'searchSchools', request('GET', '/api/school/search?searchTerm=Finbarr', admin), 200)).json() as { total: number }).total;
    expect(names).toBe(0);
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addSchool', (session) => add({ name: 'Refused School', category: 'Primary' }, session), who, { permission: 'school.create' });
  });
});

describe('updateSchool', () => {
  it('changes the fields sent, keeps the others, and clears what is sent as null', async () => {
    const school = await created({ name: 'Yaba Grammar School', category: 'Junior Secondary', districtId: lagos.districts['District IV']!.id, address: 'Herbert Macaulay Way, Yaba', addressCoordinates: { coordinates: [6.51, 3.37] }, principalId: freeTeacher(3).id });
    const renamed = (await call(t, 'updateSchool', update(school.id, { name: ' Yaba  High School ', category: 'Senior Secondary', localGovernment: 'Lagos Mainland' }, admin), 200)).json() as School;
    expect(renamed).toEqual({ ...school, name: 'Yaba High School', category: 'Senior Secondary', localGovernment: 'Lagos Mainland' });
    const cleared = (await call(t, 'updateSchool', update(school.id, { districtId: null, address: null, principalId: null, vicePrincipalId: freeTeacher(3).id }, admin), 200)).json() as School;
    expect(cleared).toMatchObject({ district: null, address: null, addressCoordinates: null, principal: null, vicePrincipal: { id: freeTeacher(3).id }, schoolRoles: [{ role: 'Vice Principal', staff: freeTeacher(3).id }] });
    expect((await call(t, 'viewSchool', view(school.id), 200)).json()).toEqual(cleared);
  });

  it('keeps its own name and role holders (swapped, even) without a conflict with itself', async () => {
    const agege = lagos.schools['Agege Junior Grammar School']!;
    await call(t, 'updateSchool', update(agege.id, { name: 'AGEGE Junior Grammar School' }, admin), 200);
    const swapped = (await call(t, 'updateSchool', update(agege.id, { principalId: agege.vicePrincipalId, vicePrincipalId: agege.principalId }, admin), 200)).json() as School;
    expect(swapped).toMatchObject({ principal: { id: agege.vicePrincipalId }, vicePrincipal: { id: agege.principalId } });
  });

  it('refuses what addSchool refuses, naming the field', async () => {
    const school = lagos.schools['Lagos Mainland Senior High School 4']!;
    const taken = await call(t, 'updateSchool', update(school.id, { name: 'kosofe junior grammar school' }, admin), 409);
    expect(errorOf(taken).details?.[0]?.field).toBe('name');
    await expectBadRequest(t, 'updateSchool', update(school.id, {}, admin), 'body');
    await expectBadRequest(t, 'updateSchool', update(school.id, { principalId: school.vicePrincipalId }, admin), 'principalId');
    await expectBadRequest(t, 'updateSchool', update(school.id, { addressCoordinates: { coordinates: [6.5, 3.3] } }, admin), 'address');
    await expectBadRequest(t, 'updateSchool', update(school.id, { districtId: lagos.districts['District VI']!.id }, admin), 'districtId');
    await call(t, 'updateSchool', update(school.id, { principalId: kano.staffId }, admin), 404);
    await call(t, 'updateSchool', update(school.id, { districtId: kano.district.id }, admin), 404);
    const elsewhere = await call(t, 'updateSchool', update(school.id, { vicePrincipalId: lagos.schools['Kosofe Junior Grammar School']!.vicePrincipalId }, admin), 409);
    expect(errorOf(elsewhere).message).toMatch(/is already the vice principal of Kosofe Junior Grammar School$/);
  });

  it("answers 404 for another state's school and an unknown one, and 400 naming a malformed id", async () => {
    expect(errorOf(await call(t, 'updateSchool', update(kano.school.id, { category: 'Primary' }, admin), 404)).message).toBe('School not found');
    await call(t, 'updateSchool', update(crypto.randomUUID(), { category: 'Primary' }, admin), 404);
    await expectBadRequest(t, 'updateSchool', update('kano', { category: 'Primary' }, admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    const id = lagos.schools['Agege Senior High School 1']!.id;
    await expectAccessChecks(t, 'updateSchool', (session) => update(id, { category: 'Primary' }, session), who, { permission: 'school.update' });
  });
});
