// schools.xlsx: the school search's filters, the columns the school list shows (the district headed with the state's
// term), the date a school was added as a spreadsheet date; another state's schools are never in it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schools } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, expectBadRequest } from './helpers';
import { withSchoolTestApp, type SchoolTestApp } from './school-helpers';
import { sheetOf } from './student-helpers';

let t: TestApp, who: Sessions, admin: Session, lagos: SchoolTestApp['lagos'], kano: SchoolTestApp['kano'];
withSchoolTestApp((app) => {
  ({ t, who, lagos, kano } = app);
  admin = who.admin;
});

const download = (query: string, session?: Session) => request('GET', `/api/school/download${query}`, session);
const lagosSchools = () => t.db.select().from(schools).where(eq(schools.stateId, admin.staff.state));

describe('downloadSchools', () => {
  it('answers schools.xlsx by name with the list columns and the date added as a date', async () => {
    const response = await call(t, 'downloadSchools', download(`?district[0]=${lagos.districts['District I']!.id}`, admin), 200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="schools.xlsx"');
    const [header, ...rows] = await sheetOf(response);
    expect(header).toEqual(['Name', 'Category', 'District', 'Local Government', 'State', 'Address', 'Principal', 'Vice Principal', 'Date Added']);
    const agege = lagos.schools['Agege Junior Grammar School']!;
    const staffName = (id: string | null) => Object.values(lagos.staff).find((member) => member.id === id);
    const [principal, vice] = [staffName(agege.principalId)!, staffName(agege.vicePrincipalId)!];
    const added = new Date(`${agege.createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
    const inDistrict = Object.values(lagos.schools).filter((school) => school.districtId === agege.districtId).map((school) => school.name);
    expect(rows.map((row) => row[0])).toEqual(inDistrict.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(rows.find((row) => row[0] === agege.name)).toEqual([
      'Agege Junior Grammar School', 'Junior Secondary', 'District I', 'Agege', 'Lagos', null,
      `${principal.firstName} ${principal.lastName}`, `${vice.firstName} ${vice.lastName}`, added,
    ]);
  });

  it("heads the district column with the state's term", async () => {
    await call(t, 'configureStateTerminologies', request('PATCH', '/api/state/state-terminologies-configuration', admin, { district: 'Zone' }), 200);
    const [header] = await sheetOf(await call(t, 'downloadSchools', download('', admin), 200));
    expect(header?.[2]).toBe('Zone');
    await call(t, 'configureStateTerminologies', request('PATCH', '/api/state/state-terminologies-configuration', admin, { district: null }), 200);
  });

  it("takes the search's filters: every school of the state and none of another's, the limit, the term and the category", async () => {
    const all = await sheetOf(await call(t, 'downloadSchools', download('', admin), 200));
    expect(all).toHaveLength((await lagosSchools()).length + 1);
    expect(all.map((row) => row[0])).not.toContain(kano.school.name);
    const two = await sheetOf(await call(t, 'downloadSchools', download('?limit=2', admin), 200));
    expect(two.slice(0, 3).map((row) => row[0])).toEqual(all.slice(0, 3).map((row) => row[0]));
    expect(two.slice(3), 'cut short, and said so below an empty row').toEqual([
      Array(9).fill(null),
      ['Cut short: this file holds the first 2 schools that match; more match. Narrow the filters, or download up to 10,000 at once.', ...Array(8).fill(null)],
    ]);
    const seniors = await sheetOf(await call(t, 'downloadSchools', download('?category=Senior%20Secondary&searchTerm=kosofe', admin), 200));
    expect(seniors.slice(1).map((row) => row[0])).toContain('Kosofe Senior High School 2');
    expect(seniors.slice(1).every((row) => row[1] === 'Senior Secondary' && JSON.stringify(row).toLowerCase().includes('kosofe'))).toBe(true);
    expect(await sheetOf(await call(t, 'downloadSchools', download('?state=Kano', admin), 200))).toHaveLength(1);
  });

  it("spans a super-admin's named states", async () => {
    const superAdmin = await t.login('superadmin@demo.test');
    const both = await sheetOf(await call(t, 'downloadSchools', download('?state=Lagos&state=Kano', superAdmin), 200));
    expect(both.map((row) => row[0])).toContain(kano.school.name);
    expect(both.find((row) => row[0] === kano.school.name)?.[4]).toBe('Kano');
  });

  it('answers 400 naming the filter for a bad value', async () => {
    await expectBadRequest(t, 'downloadSchools', download('?district=x', admin), 'district.0');
    await expectBadRequest(t, 'downloadSchools', download('?category=University', admin), 'category');
    await expectBadRequest(t, 'downloadSchools', download('?limit=10001', admin), 'limit');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'downloadSchools', (session) => download('', session), who, { permission: 'school.download' });
  });
});
