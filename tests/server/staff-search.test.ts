// The staff search: every filter of the specification, the total beside the page, the sort of the list's columns,
// the autocomplete's limit of 5, and the state it covers (the caller's own; a super-admin may name others).
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, roleAccess, schools, staff, states } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type ListItem = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  staffType: string | null;
  accountStatus: string;
  dateOfEmployment: string | null;
  districtName: string | null;
  schoolName: string | null;
};
type Result = { staff: ListItem[]; total: number; moreThanTotal: boolean };

let t: TestApp;
let admin: Session;
let inspector: Session;
let withoutRoles: Session;
let pending: Session;
let superAdmin: Session;
let lagosCount: number;
let kanoCount: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector, withoutRoles, pending, superAdmin] = await Promise.all([
    t.login('admin@demo.test'),
    t.login('teacher1@lagos.edu.test'),
    t.login('teacher3@lagos.edu.test'),
    t.login('pending@demo.test'),
    t.login('superadmin@demo.test'),
  ]);
  await t.db.delete(roleAccess).where(eq(roleAccess.staffId, withoutRoles.staff.id));
  const countIn = async (name: string) => {
    const [row] = await t.db.select({ total: count() }).from(staff).innerJoin(states, eq(states.id, staff.stateId)).where(eq(states.name, name));
    return row?.total ?? 0;
  };
  [lagosCount, kanoCount] = await Promise.all([countIn('Lagos'), countIn('Kano')]);
});
afterAll(async () => {
  await t?.close();
});

const search = (query: string, session?: Session) => ({ method: 'GET' as const, url: `/api/staff/search${query}`, headers: session?.auth ?? {} });
const found = async (query: string, session: Session = admin) => (await call(t, 'searchStaff', search(query, session), 200)).json() as Result;
/** The stored records of the staff a search found, for the fields the list does not show. */
const storedOf = (result: Result) => t.db.select().from(staff).where(inArray(staff.id, result.staff.map((member) => member.id)));

describe('searchStaff', () => {
  it("lists the caller's state, newest first, with the total of matches beside the page", async () => {
    const result = await found('');
    expect(result.total).toBe(lagosCount);
    expect(result.staff).toHaveLength(Math.min(lagosCount, 1000));
    expect(result.staff.map((member) => member.email)).not.toContain('pending@demo.test');
    const limited = await found('?limit=5');
    expect(limited.staff).toHaveLength(5);
    expect(limited.total).toBe(lagosCount);
    expect(limited.staff).toEqual(result.staff.slice(0, 5));
  });

  it('answers the columns the list shows and no more, naming the district and school of each row', async () => {
    const result = await found('?limit=1000');
    const listColumns = ['id', 'title', 'firstName', 'middleName', 'lastName', 'email', 'oracleNumber', 'gender', 'staffType', 'accountStatus', 'dateOfEmployment', 'districtName', 'schoolName'];
    for (const member of result.staff) expect(Object.keys(member).sort()).toEqual([...listColumns].sort());
    const withSchool = result.staff.find((member) => member.schoolName);
    const [row] = await t.db
      .select({ school: schools.name, district: districts.name })
      .from(staff)
      .innerJoin(schools, eq(schools.id, staff.schoolId))
      .innerJoin(districts, eq(districts.id, staff.districtId))
      .where(eq(staff.id, withSchool?.id ?? ''));
    expect(withSchool).toMatchObject({ schoolName: row?.school, districtName: row?.district });
  });

  it('filters by districts (either spelling of an array) and by schools', async () => {
    const lagosDistricts = await t.db.select().from(districts).limit(2);
    const [first, second] = lagosDistricts;
    if (!first || !second) throw new Error('demo districts missing');
    const byIndex = await found(`?district[0]=${first.id}&district[1]=${second.id}`);
    const byRepeat = await found(`?district=${first.id}&district=${second.id}`);
    expect(byIndex).toEqual(byRepeat);
    expect(byIndex.total).toBeGreaterThan(0);
    expect((await storedOf(byIndex)).every((member) => [first.id, second.id].includes(member.districtId ?? ''))).toBe(true);
    const [school] = await t.db.select().from(schools).limit(1);
    const bySchool = await found(`?school[0]=${school?.id}`);
    expect(bySchool.total).toBeGreaterThan(0);
    expect((await storedOf(bySchool)).every((member) => member.schoolId === school?.id)).toBe(true);
  });

  it('combines gender, staff type and account status (AND between filters, OR within one)', async () => {
    const result = await found('?gender=female&staffType[0]=Teaching&accountStatus[0]=Active&accountStatus[1]=ResetPassword');
    expect(result.total).toBeGreaterThan(0);
    for (const member of result.staff) {
      expect(member).toMatchObject({ gender: 'female', staffType: 'Teaching' });
      expect(['Active', 'ResetPassword']).toContain(member.accountStatus);
    }
    const [suspended] = await t.db.select().from(staff).where(eq(staff.email, 'teacher5@lagos.edu.test'));
    await t.db.update(staff).set({ accountStatus: 'Suspended' }).where(eq(staff.id, suspended?.id ?? ''));
    const onlySuspended = await found('?accountStatus=Suspended');
    expect(onlySuspended.staff.map((member) => member.id)).toContain(suspended?.id);
    expect(onlySuspended.staff.every((member) => member.accountStatus === 'Suspended')).toBe(true);
    await t.db.update(staff).set({ accountStatus: 'Active' }).where(eq(staff.id, suspended?.id ?? ''));
  });

  it('bounds the date of employment by startDate and endDate, both inclusive', async () => {
    const result = await found('?startDate=2010-09-01&endDate=2014-09-01');
    expect(result.total).toBeGreaterThan(0);
    for (const member of result.staff) {
      expect(member.dateOfEmployment! >= '2010-09-01' && member.dateOfEmployment! <= '2014-09-01').toBe(true);
    }
    expect((await found('?startDate=2010-09-01&endDate=2010-09-01')).staff.every((member) => member.dateOfEmployment === '2010-09-01')).toBe(true);
    await expectBadRequest(t, 'searchStaff', search('?startDate=2014-01-01&endDate=2010-01-01', admin), 'endDate');
  });

  it('filters by origin and residence in any case', async () => {
    const [member] = await t.db.select().from(staff).where(and(eq(staff.email, 'teacher7@lagos.edu.test')));
    await t.db.update(staff).set({ stateOfResidence: 'Ogun', localGovernmentOfResidence: 'Abeokuta North' }).where(eq(staff.id, member?.id ?? ''));
    const result = await found('?stateOfResidence=ogun&localGovernmentOfResidence[0]=ABEOKUTA%20NORTH&stateOfOrigin=Lagos');
    expect(result.staff.map((row) => row.id)).toContain(member?.id);
    expect((await storedOf(result)).every((row) => row.localGovernmentOfResidence === 'Abeokuta North')).toBe(true);
    expect((await found('?countryOfOrigin=Ghana')).total).toBe(0);
  });

  it('matches the search term in names, email, phone and staff numbers, in any case', async () => {
    const [member] = await t.db.select().from(staff).where(eq(staff.email, 'teacher4@lagos.edu.test'));
    if (!member) throw new Error('demo teacher missing');
    for (const term of [member.lastName.toUpperCase(), 'TEACHER4@lagos', member.phoneNumber.slice(3), member.oracleNumber ?? '', member.tescomNumber ?? '']) {
      const result = await found(`?searchTerm=${encodeURIComponent(term)}&limit=1000`);
      expect(result.staff.map((row) => row.id), term).toContain(member.id);
    }
    expect((await found('?searchTerm=%25')).total).toBe(0);
    expect((await found('?searchTerm=zzqxnomatch')).staff).toEqual([]);
  });

  it('answers the autocomplete: at most 5, with the total of matches', async () => {
    const result = await found('?searchTerm=teacher&limit=5');
    expect(result.staff).toHaveLength(5);
    expect(result.total).toBeGreaterThan(5);
    expect(result.moreThanTotal).toBe(false);
  });

  it('stops counting at countUpTo, never below the page, and says that more match', async () => {
    const all = await found('?searchTerm=teacher&limit=5');
    // The autocomplete asks for no count: the page's own rows are counted, and more match.
    expect(await found('?searchTerm=teacher&limit=5&countUpTo=0')).toEqual({ staff: all.staff, total: 5, moreThanTotal: true });
    const capped = await found('?limit=5&countUpTo=12');
    expect([capped.total, capped.moreThanTotal]).toEqual([12, true]);
    // Without a term too, and exactly at the count: nothing more matches.
    const everyone = await found('');
    expect(everyone.moreThanTotal).toBe(false);
    expect(await found(`?limit=5&countUpTo=${everyone.total}`)).toMatchObject({ total: everyone.total, moreThanTotal: false });
    expect((await found(`?limit=1000&countUpTo=${everyone.total - 1}`)).moreThanTotal).toBe(everyone.total > 1000);
  });

  it('counts a search term the same way whatever the page length (a long page counts its matches as it reads them)', async () => {
    const long = await found('?searchTerm=teacher&limit=1000');
    const short = await found('?searchTerm=teacher&limit=5');
    expect(long.total).toBe(short.total);
    expect(long.staff).toHaveLength(Math.min(long.total, 1000));
    expect(long.staff.slice(0, 5)).toEqual(short.staff);
    expect(await found('?searchTerm=zzqxnomatch&limit=1000')).toEqual({ staff: [], total: 0, moreThanTotal: false });
  });

  it('sorts by the columns a list shows, either way, with empty values last', async () => {
    const byName = (await found('?sortBy=name')).staff.map((member) => `${member.lastName}\u0000${member.firstName}`);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNameDesc = (await found('?sortBy=name&sortDirection=desc')).staff.map((member) => `${member.lastName}\u0000${member.firstName}`);
    expect(byNameDesc[0]! >= byNameDesc.at(-1)!).toBe(true);
    for (const direction of ['asc', 'desc']) {
      const byDistrict = (await found(`?sortBy=district&sortDirection=${direction}`)).staff;
      const names = byDistrict.flatMap((member) => member.districtName ?? []);
      expect(names).toEqual(direction === 'asc' ? [...names].sort() : [...names].sort().reverse());
      expect(byDistrict.findIndex((member) => !member.districtName)).toBeGreaterThanOrEqual(names.length);
    }
    const byEmployment = (await found('?sortBy=dateOfEmployment&sortDirection=desc')).staff.filter((member) => member.dateOfEmployment);
    expect(byEmployment.map((member) => member.dateOfEmployment)).toEqual(byEmployment.map((member) => member.dateOfEmployment).sort().reverse());
    for (const column of ['email', 'staffType', 'school', 'accountStatus']) await found(`?sortBy=${column}`);
  });

  it("covers only the caller's state: naming another state narrows to nothing; a super-admin may name any", async () => {
    expect((await found('?state=Kano')).total).toBe(0);
    expect((await found('?state[0]=Lagos')).total).toBe(lagosCount);
    const kano = await found('?state=Kano', superAdmin);
    expect(kano.total).toBe(kanoCount);
    expect(kano.staff.map((member) => member.email)).toContain('pending@demo.test');
    expect((await found('?state=Kano&state=lagos', superAdmin)).total).toBe(kanoCount + lagosCount);
  });

  it('leaves out another state\'s staff, whatever the filters name', async () => {
    const [kanoAdmin] = await t.db.select().from(staff).where(eq(staff.email, 'pending@demo.test'));
    expect((await found('?searchTerm=pending@demo')).total).toBe(0);
    expect((await found(`?searchTerm=${kanoAdmin?.phoneNumber}`)).total).toBe(0);
  });

  it('answers a Schools Inspector (staff.view), and 403 to a caller without it or in a state that is not Active', async () => {
    await found('?limit=5', inspector);
    const refused = await call(t, 'searchStaff', search('', withoutRoles), 403);
    expect(errorOf(refused).message).toContain("'View staff'");
    await call(t, 'searchStaff', search('', pending), 403);
  });

  it('answers 400 naming the parameter for malformed filters', async () => {
    await expectBadRequest(t, 'searchStaff', search('?limit=1001', admin), 'limit');
    await expectBadRequest(t, 'searchStaff', search('?limit=0', admin), 'limit');
    await expectBadRequest(t, 'searchStaff', search('?district[0]=not-an-id', admin), 'district.0');
    await expectBadRequest(t, 'searchStaff', search('?gender=other', admin), 'gender');
    await expectBadRequest(t, 'searchStaff', search('?accountStatus=Gone', admin), 'accountStatus.0');
    await expectBadRequest(t, 'searchStaff', search('?sortBy=password', admin), 'sortBy');
    await expectBadRequest(t, 'searchStaff', search('?sortDirection=up', admin), 'sortDirection');
    await expectBadRequest(t, 'searchStaff', search('?startDate=01-09-2010', admin), 'startDate');
    await expectBadRequest(t, 'searchStaff', search(`?searchTerm=${'a'.repeat(101)}`, admin), 'searchTerm');
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'searchStaff', search(''), admin.staff.id);
  });
});
