// The state's configuration beyond grading: the retirement criteria and the forecast they drive (each number the
// total of a staff search, downloadable), the state statistics, the district dashboard, and the data-quality
// counts (each the total of a search, so fixing a record lowers it). Everything is scoped like the staff list.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, schools, staff, students } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks } from './helpers';
import { sheetOf } from './student-helpers';
import type { components } from '../../src/api/schema.gen';

type Schemas = components['schemas'];
type Session = Awaited<ReturnType<TestApp['login']>>;

let t: TestApp;
let admin: Session;
let inspector: Session;
let districtAdmin: Session;

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector, districtAdmin] = await Promise.all([t.login('admin@demo.test'), t.login('teacher1@lagos.edu.test'), t.login('district-admin@demo.test')]);
});
afterAll(async () => {
  await t?.close();
});

/** The district a district administrator works in, as signing in answers it. */
const districtIdOf = (session: Session) => (session.staff as { district?: { id: string } | null }).district?.id;
const get = (url: string, session?: Session) => ({ method: 'GET' as const, url, headers: session?.auth ?? {} });
const criteria = (payload: Record<string, unknown>, session: Session = admin) => ({
  method: 'PATCH' as const,
  url: '/api/state/retirement-criteria-configuration',
  headers: session.auth,
  payload,
});
const forecastOf = async (session: Session = admin) =>
  (await call(t, 'viewRetirementForecast', get('/api/state/retirement-forecast', session), 200)).json() as Schemas['RetirementForecast'];
const staffFound = async (query: string, session: Session = admin) =>
  ((await call(t, 'searchStaff', get(`/api/staff/search?${query}`, session), 200)).json() as { total: number; staff: { id: string }[] }).total;

/** The day a staff member retires, as the forecast reckons it, computed here from their dates. */
function retirementDay(person: { dob: string | null; dateOfFirstAppointment: string | null }, age: number, years: number) {
  const plus = (date: string | null, add: number) => (date ? `${Number(date.slice(0, 4)) + add}${date.slice(4)}` : null);
  const days = [plus(person.dob, age), plus(person.dateOfFirstAppointment, years)].filter((day): day is string => day !== null);
  return days.sort()[0] ?? null;
}

describe('configureRetirementCriteria', () => {
  it("saves the criteria and answers the state details with them; a partial body keeps the other", async () => {
    const saved = (await call(t, 'configureRetirementCriteria', criteria({ maximumAge: 65 }), 200)).json() as Schemas['StateDetails'];
    expect(saved.retirementParameters).toEqual({ maximumAge: 65, maximumYearsOfService: 35 });
    const again = (await call(t, 'configureRetirementCriteria', criteria({ maximumYearsOfService: 30 }), 200)).json() as Schemas['StateDetails'];
    expect(again.retirementParameters).toEqual({ maximumAge: 65, maximumYearsOfService: 30 });
    await call(t, 'configureRetirementCriteria', criteria({ maximumAge: 60, maximumYearsOfService: 35 }), 200);
  });

  it('refuses an age out of range naming the field, a caller without state.configure, and no token', async () => {
    const young = await expectBadRequest(t, 'configureRetirementCriteria', criteria({ maximumAge: 30 }), 'maximumAge');
    expect(young.details?.[0]?.message).toBe('The retirement age has to be a whole number of years from 40 to 80');
    const long = await expectBadRequest(t, 'configureRetirementCriteria', criteria({ maximumYearsOfService: 51.5 }), 'maximumYearsOfService');
    expect(long.details?.[0]?.message).toBe('The years of service have to be a whole number from 10 to 50');
    const empty = await call(t, 'configureRetirementCriteria', criteria({}), 400);
    expect(errorOf(empty).message).toContain('Send the retirement age, the years of service, or both');
    await call(t, 'configureRetirementCriteria', criteria({ maximumAge: 62 }, inspector), 403);
    await expectTokenChecks(t, 'configureRetirementCriteria', { ...criteria({ maximumAge: 62 }), headers: {} }, admin.staff.id);
  });
});

describe('viewRetirementForecast', () => {
  it('counts each year from the dates, overdue apart, and changes at once with the criteria', async () => {
    // Someone certainly overdue and someone retiring by age next year, whatever the demo's own dates.
    const [first, second] = await t.db.select().from(staff).where(and(eq(staff.stateId, admin.staff.state), isNotNull(staff.districtId))).limit(2);
    const today = new Date().toISOString().slice(0, 10);
    const year = Number(today.slice(0, 4));
    await t.db.update(staff).set({ dob: '1950-03-01', dateOfFirstAppointment: '1975-03-01' }).where(eq(staff.id, first!.id));
    await t.db.update(staff).set({ dob: `${year + 1 - 60}-06-15`, dateOfFirstAppointment: `${year - 10}-01-01` }).where(eq(staff.id, second!.id));

    const people = await t.db.select().from(staff).where(eq(staff.stateId, admin.staff.state));
    const expected = (age: number, years: number) => {
      const days = people.map((person) => retirementDay(person, age, years));
      return {
        overdue: days.filter((day) => day !== null && day < today).length,
        byYear: [0, 1, 2, 3, 4].map((offset) => days.filter((day) => day !== null && day >= today && Number(day.slice(0, 4)) === year + offset).length),
      };
    };
    const forecast = await forecastOf();
    expect(forecast.criteria).toEqual({ maximumAge: 60, maximumYearsOfService: 35 });
    expect(forecast.years).toEqual([year, year + 1, year + 2, year + 3, year + 4]);
    expect(forecast.total).toEqual(expected(60, 35));
    expect(forecast.total.overdue).toBeGreaterThan(0);
    expect(forecast.unknown).toBe(people.filter((person) => !person.dob && !person.dateOfFirstAppointment).length);
    // The rows add up to the total.
    expect(forecast.rows.reduce((sum, row) => sum + row.byYear[1]!, 0)).toBe(forecast.total.byYear[1]);

    await call(t, 'configureRetirementCriteria', criteria({ maximumAge: 70 }), 200);
    const later = await forecastOf();
    expect(later.total).toEqual(expected(70, 35));
    expect(later.total).not.toEqual(forecast.total);
    await call(t, 'configureRetirementCriteria', criteria({ maximumAge: 60 }), 200);
  });

  it('opens each number as a staff search, and downloads it as staffs.xlsx', async () => {
    const forecast = await forecastOf();
    const row = forecast.rows.find((candidate) => candidate.district && candidate.staffType && candidate.overdue > 0)!;
    const narrowed = `district[0]=${row.district!.id}&staffType[0]=${encodeURIComponent(row.staffType!)}`;
    expect(await staffFound(`retirement=overdue&${narrowed}`)).toBe(row.overdue);
    expect(await staffFound(`retirement=${forecast.years[1]}`)).toBe(forecast.total.byYear[1]);
    expect(await staffFound('retirement=overdue')).toBe(forecast.total.overdue);
    const download = await call(t, 'downloadStaff', get('/api/staff/download?retirement=overdue', admin), 200);
    expect(download.headers['content-disposition']).toContain('staffs.xlsx');
    const rows = (await sheetOf(download)).filter((cells) => cells.some((cell) => cell !== null && cell !== ''));
    expect(rows.length - 1).toBe(forecast.total.overdue);
  });

  it('refuses a retirement filter that is neither a year nor overdue, and a problem it does not count, in plain words', async () => {
    const body = await expectBadRequest(t, 'searchStaff', get('/api/staff/search?retirement=soon', admin), 'retirement');
    expect(body.details?.[0]?.message).toBe('Retirement must be a year, such as 2030, or overdue');
    const problem = await expectBadRequest(t, 'searchStudents', get('/api/student/search?problem=noOracleNumber', admin), 'problem');
    expect(problem.details?.[0]?.message).toMatch(/^The problem has to be one the data-quality page counts for students/);
  });

  it("shows a district administrator their district's staff only", async () => {
    const forecast = await forecastOf(districtAdmin);
    const own = districtIdOf(districtAdmin);
    expect(forecast.rows.every((row) => row.district === null || row.district.id === own)).toBe(true);
    const whole = await forecastOf();
    expect(forecast.total.overdue).toBeLessThanOrEqual(whole.total.overdue);
    expect(await staffFound('retirement=overdue', districtAdmin)).toBe(forecast.total.overdue);
  });

  it('answers 401 without a token and 451 with a bad one', async () => {
    await expectTokenChecks(t, 'viewRetirementForecast', get('/api/state/retirement-forecast'), admin.staff.id);
  });
});

describe('viewStateStatistics and viewDistrictDashboard', () => {
  it("count the state's districts, schools, staff and students", async () => {
    const statistics = (await call(t, 'viewStateStatistics', get('/api/state/get-state-statistics', admin), 200)).json() as Schemas['StateStatistics'];
    const count = async (table: typeof staff | typeof students | typeof schools) => (await t.db.select().from(table).where(eq(table.stateId, admin.staff.state))).length;
    expect(statistics).toMatchObject({ staffCount: await count(staff), studentCount: await count(students), schoolCount: await count(schools) });
    await expectTokenChecks(t, 'viewStateStatistics', get('/api/state/get-state-statistics'), admin.staff.id);
  });

  it('lists every district with its status and counts, and a district administrator only theirs', async () => {
    const { districts: listed } = (await call(t, 'viewDistrictDashboard', get('/api/dashboard/district', admin), 200)).json() as Schemas['DistrictDashboard'];
    const stored = await t.db.select().from(districts).where(eq(districts.stateId, admin.staff.state));
    expect(listed.map((row) => row.id).sort()).toEqual(stored.map((row) => row.id).sort());
    const first = listed.find((row) => row.schoolCount > 0)!;
    const schoolsOfFirst = await t.db.select().from(schools).where(eq(schools.districtId, first.id));
    expect(first.schoolCount).toBe(schoolsOfFirst.length);
    expect(first.staffCount).toBe((await t.db.select().from(staff).where(eq(staff.districtId, first.id))).length);
    expect(first.studentCount).toBe(await studentsFound(first.id));
    const own = (await call(t, 'viewDistrictDashboard', get('/api/dashboard/district', districtAdmin), 200)).json() as Schemas['DistrictDashboard'];
    expect(own.districts.map((row) => row.id)).toEqual([districtIdOf(districtAdmin)]);
    await expectTokenChecks(t, 'viewDistrictDashboard', get('/api/dashboard/district'), admin.staff.id);
  });
});

const studentsFound = async (districtId: string) =>
  ((await call(t, 'searchStudents', get(`/api/student/search?district[0]=${districtId}&limit=1`, admin), 200)).json() as { total: number }).total;

describe('data quality', () => {
  const staffQuality = async (session: Session = admin) =>
    (await call(t, 'viewStaffDataQuality', get('/api/data-quality/staff', session), 200)).json() as Schemas['StaffDataQuality'];

  it('counts staff gaps for the state and each district, each count the total of the search behind it', async () => {
    const quality = await staffQuality();
    for (const problem of Object.keys(quality.total) as Schemas['StaffProblem'][]) {
      expect(await staffFound(`problem=${problem}`), problem).toBe(quality.total[problem]);
    }
    const district = quality.byDistrict[0]!;
    expect(await staffFound(`problem=noOracleNumber&district[0]=${district.district.id}`)).toBe(district.counts.noOracleNumber);
  });

  it('counts a missing number and a suspected duplicate, and fixing the record lowers the count', async () => {
    const [one, two] = await t.db.select().from(staff).where(and(eq(staff.stateId, admin.staff.state), isNotNull(staff.districtId))).limit(2);
    await t.db.update(staff).set({ oracleNumber: null }).where(eq(staff.id, one!.id));
    await t.db.update(staff).set({ firstName: one!.firstName, lastName: one!.lastName, dob: '1960-01-01' }).where(eq(staff.id, two!.id));
    await t.db.update(staff).set({ dob: '1960-01-01' }).where(eq(staff.id, one!.id));
    const before = await staffQuality();
    expect(before.total.duplicate).toBeGreaterThanOrEqual(2);
    const duplicates = (await call(t, 'searchStaff', get('/api/staff/search?problem=duplicate', admin), 200)).json() as { staff: { id: string }[] };
    expect(duplicates.staff.map((person) => person.id)).toEqual(expect.arrayContaining([one!.id, two!.id]));

    await call(t, 'updateStaff', { method: 'PATCH', url: `/api/staff/update/${one!.id}`, headers: admin.auth, payload: { oracleNumber: 'ORA-FIXED-1' } }, 200);
    const after = await staffQuality();
    expect(after.total.noOracleNumber).toBe(before.total.noOracleNumber - 1);
  });

  it('counts students without a class or guardian phone, and schools without a principal or students', async () => {
    const studentQuality = (await call(t, 'viewStudentDataQuality', get('/api/data-quality/students', admin), 200)).json() as Schemas['StudentDataQuality'];
    for (const problem of Object.keys(studentQuality.total)) {
      const found = (await call(t, 'searchStudents', get(`/api/student/search?problem=${problem}&limit=1`, admin), 200)).json() as { total: number };
      expect(found.total, problem).toBe(studentQuality.total[problem as Schemas['StudentProblem']]);
    }
    const [school] = await t.db.insert(schools).values({ stateId: admin.staff.state, name: 'Empty Grammar School', category: 'Primary' }).returning();
    const schoolQuality = (await call(t, 'viewSchoolDataQuality', get('/api/data-quality/schools', admin), 200)).json() as Schemas['SchoolDataQuality'];
    const found = (await call(t, 'searchSchools', get('/api/school/search?problem=noStudents', admin), 200)).json() as { foundSchools: { id: string }[]; total: number };
    expect(found.total).toBe(schoolQuality.total.noStudents);
    expect(found.foundSchools.map((row) => row.id)).toContain(school!.id);

    // The lists behind the numbers download with the same filter: a heading row, then one row per record counted.
    const rowsOf = async (operation: 'downloadStudents' | 'downloadSchools', url: string) =>
      (await sheetOf(await call(t, operation, get(url, admin), 200))).filter((cells) => cells.some((cell) => cell !== null && cell !== '')).length - 1;
    expect(await rowsOf('downloadStudents', '/api/student/download?problem=noGuardianPhone')).toBe(studentQuality.total.noGuardianPhone);
    expect(await rowsOf('downloadSchools', '/api/school/download?problem=noStudents')).toBe(schoolQuality.total.noStudents);
  });

  it("shows a district administrator their district's counts only", async () => {
    const own = await staffQuality(districtAdmin);
    expect(own.byDistrict.map((row) => row.district.id)).toEqual([districtIdOf(districtAdmin)]);
    expect(own.total.noDateOfBirth).toBe(await staffFound('problem=noDateOfBirth', districtAdmin));
    await expectTokenChecks(t, 'viewStudentDataQuality', get('/api/data-quality/students'), admin.staff.id);
  });
});
