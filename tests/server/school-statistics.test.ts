// The school dashboard's figures: schools by category and by district, and each school's staff and students, all
// within the caller's state.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schools, staff, students } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call } from './helpers';
import { withSchoolTestApp, type SchoolTestApp } from './school-helpers';

let t: TestApp, who: Sessions, admin: Session, lagos: SchoolTestApp['lagos'], kano: SchoolTestApp['kano'];
withSchoolTestApp((app) => {
  ({ t, who, lagos, kano } = app);
  admin = who.admin;
});

type Figures = { id: string; name: string; category: string; district: { id: string; name: string } | null; staffCount: number; studentCount: number; maleStudentCount: number; femaleStudentCount: number };
type Statistics = {
  total: number;
  byCategory: { category: string; count: number }[];
  byDistrict: { id: string | null; name: string; count: number }[];
  bySchool: Figures[];
};

const statistics = (session?: Session) => request('GET', '/api/school/state-schools-statistics', session);

describe('viewSchoolStatistics', () => {
  it("counts the state's schools by category and district, and each school's staff and students", async () => {
    await t.db.insert(schools).values({ stateId: admin.staff.state, name: 'Badagry Special School', category: 'Special Needs' });
    const body = (await call(t, 'viewSchoolStatistics', statistics(who.inspector), 200)).json() as Statistics;
    const lagosSchools = Object.values(lagos.schools);
    expect(body.total).toBe(lagosSchools.length + 1);
    const tally = (keys: string[]) => [...new Set(keys)].sort().map((key) => [key, keys.filter((k) => k === key).length] as const);
    expect(body.byCategory).toEqual(tally([...lagosSchools.map((school) => school.category), 'Special Needs']).map(([category, count]) => ({ category, count })));
    const districtNames = Object.fromEntries(Object.values(lagos.districts).map((district) => [district.id, district.name]));
    const byDistrict = tally(lagosSchools.map((school) => districtNames[school.districtId ?? ''] ?? 'No district'));
    expect(body.byDistrict).toEqual([
      ...byDistrict.map(([name, count]) => ({ id: lagos.districts[name]!.id, name, count })),
      { id: null, name: 'No district', count: 1 },
    ]);
    expect(body.bySchool.map((school) => school.name)).toContain('Badagry Special School');
    expect(body.bySchool.map((school) => school.id)).not.toContain(kano.school.id);
    for (const school of lagosSchools) {
      const enrolled = await t.db.select().from(students).where(eq(students.schoolId, school.id));
      const posted = await t.db.select().from(staff).where(eq(staff.schoolId, school.id));
      expect(body.bySchool.find((row) => row.id === school.id)).toEqual({
        id: school.id,
        name: school.name,
        category: school.category,
        district: { id: school.districtId, name: expect.stringMatching(/^District /) },
        staffCount: posted.length,
        studentCount: enrolled.length,
        maleStudentCount: enrolled.filter((s) => s.gender === 'male').length,
        femaleStudentCount: enrolled.filter((s) => s.gender === 'female').length,
      });
    }
    expect(body.bySchool.find((row) => row.name === 'Badagry Special School')).toMatchObject({ district: null, staffCount: 0, studentCount: 0 });
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewSchoolStatistics', statistics, who, { permission: 'dashboard.view', inspectorMay: true });
    const withoutDashboard = await t.login('teacher3@lagos.edu.test');
    await call(t, 'viewSchoolStatistics', statistics(withoutDashboard), 403);
  });
});
