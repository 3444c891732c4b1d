// Students as they are read: one student, the search (every filter of SPEC section 7, the total, the sort and the
// admission register's order; a super-admin's across states), the statistics and students.xlsx. Another state's
// student is a 404 and never found.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schools, students } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';
import { studentListItemOf, type Student as StudentRecord, type StudentListItem } from '../../src/features/students/studentSearch.form';
import { sheetOf, withStudentTestApp, type Student, type StudentTestApp } from './student-helpers';

let t: TestApp, who: Sessions, admin: Session, app: StudentTestApp;
withStudentTestApp((received) => {
  app = received;
  ({ t, who } = app);
  admin = who.admin;
});

type SearchBody = { foundStudents: StudentListItem[]; total: number; moreThanTotal: boolean };
const search = (query: string, session?: Session) => request('GET', `/api/student/search${query}`, session);
const found = async (query: string, session: Session = admin) => (await call(t, 'searchStudents', search(query, session), 200)).json() as SearchBody;
const lagosStudents = () => t.db.select().from(students).where(eq(students.stateId, admin.staff.state));
const agege = () => app.lagos.schools['Agege Junior Grammar School']!;

/** A few students of known names and dates, so the filters and orders have something to tell apart. */
let known: Student[] = [];
beforeAll(async () => {
  const add = async (payload: Record<string, unknown>) =>
    (await call(t, 'addStudent', request('POST', '/api/student/add', admin, { gender: 'female', dob: '2012-01-01', schoolId: agege().id, ...payload }), 201)).json() as Student;
  known = [
    await add({ firstName: 'Zainab', lastName: 'Zubairu', admissionNumber: 'ZZ/0002', admissionDate: '2019-09-10', classId: app.classes['SS 3']!.id, classArm: 'C', stateOfOrigin: 'Kaduna', localGovernmentOfOrigin: 'Zaria' }),
    await add({ firstName: 'Yusuf', lastName: 'Zubairu', gender: 'male', admissionNumber: 'ZZ/0001', admissionDate: '2019-09-10', stateOfOrigin: 'Kaduna' }),
    await add({ firstName: 'Adaobi', lastName: 'Nwosu', middleName: 'Percent%', admissionNumber: 'NW/0001', admissionDate: '2018-01-08' }),
  ];
});

describe('viewStudent', () => {
  it('answers a student of the state with its school, class and arm, district and state', async () => {
    const body = (await call(t, 'viewStudent', request('GET', `/api/student/view-by-id/${known[0]!.id}`, who.inspector), 200)).json() as Student;
    expect(body).toMatchObject({ lastName: 'Zubairu', school: { id: agege().id }, class: { name: 'SS 3' }, classArm: 'C', district: { name: 'District I' }, state: { name: 'Lagos' } });
  });

  it("answers 404 for another state's student and an unknown id, and 400 naming a malformed id", async () => {
    expect(errorOf(await call(t, 'viewStudent', request('GET', `/api/student/view-by-id/${app.kanoStudent.id}`, admin), 404)).message).toBe('Student not found');
    await call(t, 'viewStudent', request('GET', `/api/student/view-by-id/${crypto.randomUUID()}`, admin), 404);
    await expectBadRequest(t, 'viewStudent', request('GET', '/api/student/view-by-id/x', admin), 'id');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewStudent', (session) => request('GET', `/api/student/view-by-id/${known[0]!.id}`, session), who, { permission: 'student.view', inspectorMay: true });
    expect(errorOf(await call(t, 'viewStudent', request('GET', `/api/student/view-by-id/${known[0]!.id}`, app.withoutRoles), 403)).message).toContain("'View students'");
  });
});

describe('searchStudents', () => {
  it("finds every student of the state by last name, with the total, and none of another state's", async () => {
    const body = await found('');
    expect(body.total).toBe((await lagosStudents()).length);
    expect(body.foundStudents).toHaveLength(body.total);
    const names = body.foundStudents.map((s) => `${s.lastName} ${s.firstName}`);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.foundStudents.map((s) => s.id)).not.toContain(app.kanoStudent.id);
  });

  it('cuts the list at the limit and still counts every match', async () => {
    const body = await found('?limit=5');
    expect(body.foundStudents).toHaveLength(5);
    expect(body.total).toBe((await lagosStudents()).length);
    expect(body.moreThanTotal).toBe(false);
  });

  it('stops counting at countUpTo, never below the page, and says that more match', async () => {
    const all = (await lagosStudents()).length;
    expect(await found('?limit=5&countUpTo=7')).toMatchObject({ total: 7, moreThanTotal: true });
    expect(await found('?limit=5&countUpTo=0')).toMatchObject({ total: 5, moreThanTotal: true });
    expect(await found(`?limit=5&countUpTo=${all}`)).toMatchObject({ total: all, moreThanTotal: false });
    // A term's matches are read to be sorted, and counted as they are read: the cap applies alike.
    expect(await found('?searchTerm=zubairu&limit=1&countUpTo=0')).toMatchObject({ total: 1, moreThanTotal: true });
    expect(await found('?searchTerm=zubairu&limit=2&countUpTo=0')).toMatchObject({ total: 2, moreThanTotal: false });
  });

  it("finds a term's page in name order whether it is found along the order or among every match, with the same count", async () => {
    // A broad term's page is looked for along the name order first (limit × 25 rows), a narrow one's among its
    // matches: each limit and term below goes one way or the other, and both must give the page the list would.
    const rows = await lagosStudents();
    const byName = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      a.lastName !== b.lastName ? (a.lastName < b.lastName ? -1 : 1) : a.firstName !== b.firstName ? (a.firstName < b.firstName ? -1 : 1) : a.id < b.id ? -1 : 1;
    for (const term of ['a', 'e', 'zubairu', 'zz/000']) {
      const matches = rows.filter((row) => row.searchText?.includes(term)).sort(byName);
      expect(matches.length).toBeGreaterThan(0);
      for (const limit of [1, 2, 5, 1000]) {
        const body = await found(`?searchTerm=${encodeURIComponent(term)}&limit=${limit}`);
        expect(body.foundStudents.map((s) => s.id), `${term}, limit ${limit}`).toEqual(matches.slice(0, limit).map((row) => row.id));
        expect(body.total, `${term}, limit ${limit}`).toBe(matches.length);
      }
    }
  });

  it("starts a surname's walk where the term's least surname sorts, among every match when counting stopped short of them", async () => {
    // Every match of 'qx' has it in the surname, so the page is walked from the least such surname. The two added last
    // sort first: a count stopping at the page (countUpTo=0) has seen only the ones added first, and must not start there.
    const add = async (lastName: string, admissionNumber: string) =>
      (await call(t, 'addStudent', request('POST', '/api/student/add', admin, { firstName: 'Ola', lastName, gender: 'male', dob: '2012-01-01', schoolId: agege().id, admissionNumber }), 201)).json() as Student;
    const added = [await add('Bqxb', 'QX/0001'), await add('Bqxb', 'QX/0002'), await add('Bqxb', 'QX/0003'), await add('Aqxa', 'QX/0004'), await add('Aqxa', 'QX/0005')];
    try {
      for (const [limit, countUpTo] of [[1, 0], [2, 0], [2, 5000], [4, 1]] as const) {
        const body = await found(`?searchTerm=qx&limit=${limit}&countUpTo=${countUpTo}`);
        expect(body.foundStudents.map((s) => s.lastName), `limit ${limit}, countUpTo ${countUpTo}`).toEqual(['Aqxa', 'Aqxa', 'Bqxb', 'Bqxb', 'Bqxb'].slice(0, limit));
        const cap = Math.max(countUpTo, limit);
        expect(body, `limit ${limit}, countUpTo ${countUpTo}`).toMatchObject({ total: Math.min(added.length, cap), moreThanTotal: added.length > cap });
      }
    } finally {
      await t.db.delete(students).where(inArray(students.id, added.map((student) => student.id)));
    }
  });

  it('lists each student found with what viewStudent answers for the columns of the list, and nothing more', async () => {
    const { foundStudents } = await found('?searchTerm=zz/000');
    expect(foundStudents).toHaveLength(2);
    const viewed = await Promise.all(foundStudents.map(async (s) => (await call(t, 'viewStudent', request('GET', `/api/student/view-by-id/${s.id}`, admin), 200)).json() as StudentRecord));
    expect(foundStudents).toEqual(viewed.map(studentListItemOf));
  });

  it('matches the search term in names and admission number, any case, with % and _ as themselves', async () => {
    expect((await found('?searchTerm=zubAIRU')).foundStudents.map((s) => s.firstName).sort()).toEqual(['Yusuf', 'Zainab']);
    expect((await found('?searchTerm=zz/0001')).foundStudents.map((s) => s.firstName)).toEqual(['Yusuf']);
    expect((await found('?searchTerm=cent%25')).foundStudents.map((s) => s.firstName)).toEqual(['Adaobi']);
    expect((await found('?searchTerm=%25%25')).total).toBe(0);
  });

  it('filters by school, district, class, gender, admission dates and origin, each list any of its values', async () => {
    const rows = await lagosStudents();
    const district = app.lagos.districts['District II']!.id;
    expect((await found(`?school[0]=${agege().id}`)).total).toBe(rows.filter((s) => s.schoolId === agege().id).length);
    expect((await found(`?district=${district}`)).total).toBe(rows.filter((s) => s.districtId === district).length);
    const ss3 = app.classes['SS 3']!.id;
    expect((await found(`?class=${ss3}&gender=female`)).total).toBe(rows.filter((s) => s.classId === ss3 && s.gender === 'female').length);
    expect((await found('?startDate=2018-01-01&endDate=2019-12-31')).foundStudents.map((s) => s.firstName).sort()).toEqual(['Adaobi', 'Yusuf', 'Zainab']);
    expect((await found('?stateOfOrigin=kaduna&localGovernmentOfOrigin=ZARIA')).foundStudents.map((s) => s.firstName)).toEqual(['Zainab']);
    expect((await found('?stateOfOrigin=Kaduna&stateOfOrigin=Lagos')).total).toBe(rows.filter((s) => s.stateOfOrigin === 'Kaduna' || s.stateOfOrigin === 'Lagos').length);
  });

  it("names and filters by the district of the student's school now, so a school moved to another district takes its students", async () => {
    const [from, to] = [app.lagos.districts['District I']!.id, app.lagos.districts['District III']!.id];
    await t.db.update(schools).set({ districtId: to }).where(eq(schools.id, agege().id));
    const moved = await found(`?district=${to}&searchTerm=zubairu`);
    expect(moved.foundStudents.map((s) => s.districtName)).toEqual(['District III', 'District III']);
    expect((await found(`?district=${from}&searchTerm=zubairu`)).total).toBe(0);
    await t.db.update(schools).set({ districtId: from }).where(eq(schools.id, agege().id));
  });

  it('orders the admission register by admission date, then admission number, and sorts on a column either way', async () => {
    const register = (await found('?order=admission&startDate=2018-01-01&endDate=2019-12-31')).foundStudents;
    expect(register.map((s) => s.admissionNumber)).toEqual(['NW/0001', 'ZZ/0001', 'ZZ/0002']);
    const newestFirst = (await found('?order=admission&sortDirection=desc&startDate=2018-01-01&endDate=2019-12-31')).foundStudents;
    expect(newestFirst.map((s) => s.admissionNumber)).toEqual(['ZZ/0002', 'ZZ/0001', 'NW/0001']);
    const byNumber = (await found('?sortBy=admissionNumber&sortDirection=desc&searchTerm=zubairu')).foundStudents;
    expect(byNumber.map((s) => s.admissionNumber)).toEqual(['ZZ/0002', 'ZZ/0001']);
    const byClass = (await found('?sortBy=class')).foundStudents;
    expect(byClass.at(-1)?.className).toBeNull();
    const bySchool = (await found('?sortBy=school&sortDirection=desc')).foundStudents.map((s) => s.schoolName ?? '');
    expect(bySchool).toEqual([...bySchool].sort().reverse());
  });

  it("searches a super-admin's named states, and nothing for anyone else naming only another state", async () => {
    const superAdmin = await t.login('superadmin@demo.test');
    const both = await found('?state=Lagos&state=kano', superAdmin);
    expect(both.total).toBe((await lagosStudents()).length + 1);
    expect(both.foundStudents.map((s) => s.id)).toContain(app.kanoStudent.id);
    expect((await found('?state=Kano')).total).toBe(0);
    expect((await found('?state=lagos')).total).toBe((await lagosStudents()).length);
  });

  it('answers 400 naming the filter for a bad value', async () => {
    const bad = (query: string, field: string) => expectBadRequest(t, 'searchStudents', search(query, admin), field);
    await bad('?limit=1001', 'limit');
    await bad('?school=agege', 'school.0');
    await bad('?gender=x', 'gender');
    await bad('?sortBy=password', 'sortBy');
    await bad('?order=random', 'order');
    await bad('?startDate=2020-01-02&endDate=2020-01-01', 'endDate');
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'searchStudents', (session) => search('', session), who, { permission: 'student.view', inspectorMay: true });
    await call(t, 'searchStudents', search('', app.withoutRoles), 403);
  });
});

describe('viewStudentStatistics', () => {
  it('counts the students of the state in all and by class, school and gender', async () => {
    const rows = await lagosStudents();
    const body = (await call(t, 'viewStudentStatistics', request('GET', '/api/student/state-students-statistics', who.inspector), 200)).json() as {
      total: number;
      male: number;
      female: number;
      byClass: { id: string | null; count: number }[];
      bySchool: { id: string | null; count: number }[];
      byGender: { gender: string; count: number }[];
    };
    const female = rows.filter((s) => s.gender === 'female').length;
    expect(body).toMatchObject({ total: rows.length, female, male: rows.length - female });
    expect(body.byGender).toEqual([
      { gender: 'female', count: female },
      { gender: 'male', count: rows.length - female },
    ]);
    expect(body.bySchool.find((group) => group.id === agege().id)?.count).toBe(rows.filter((s) => s.schoolId === agege().id).length);
    expect(body.byClass.reduce((sum, group) => sum + group.count, 0)).toBe(rows.length);
    expect(body.byClass.find((group) => group.id === null)?.count).toBe(rows.filter((s) => !s.classId).length);
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewStudentStatistics', (session) => request('GET', '/api/student/state-students-statistics', session), who, { permission: 'dashboard.view', inspectorMay: true });
  });
});

describe('downloadStudents', () => {
  const download = (query: string, session?: Session) => request('GET', `/api/student/download${query}`, session);

  it('answers students.xlsx with the list columns, the district headed with the state term, and dates as dates', async () => {
    await t.db.update(students).set({ guardianName: 'Hadiza Zubairu', guardianPhoneNumber: { code: '+234', number: '8067654321' } }).where(eq(students.id, known[0]!.id));
    await call(t, 'configureStateTerminologies', request('PATCH', '/api/state/state-terminologies-configuration', admin, { district: 'Education District' }), 200);
    const response = await call(t, 'downloadStudents', download('?order=admission&searchTerm=zubairu', app.officer), 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="students.xlsx"');
    const [header, ...rows] = await sheetOf(response);
    expect(header).toEqual([
      'Id', 'Admission Number', 'Last Name', 'First Name', 'Middle Name', 'Gender', 'Date of Birth', 'Class', 'Class Arm', 'School', 'Education District', 'State',
      'Admission Date', 'State of Origin', 'Local Government of Origin', 'Guardian Name', 'Guardian Phone Number', 'Address',
    ]);
    const ids = await t.db.select({ id: students.id, admissionNumber: students.admissionNumber }).from(students).where(inArray(students.admissionNumber, ['ZZ/0001', 'ZZ/0002']));
    const idOf = (number: string) => ids.find((row) => row.admissionNumber === number)?.id;
    expect(rows.map((row) => row[0])).toEqual([idOf('ZZ/0001'), idOf('ZZ/0002')]);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['ZZ/0001', 'Zubairu', 'Yusuf', null, 'male', new Date('2012-01-01T00:00:00Z'), null, null, agege().name, 'District I', 'Lagos', new Date('2019-09-10T00:00:00Z'), 'Kaduna', null, null, null, null],
      ['ZZ/0002', 'Zubairu', 'Zainab', null, 'female', new Date('2012-01-01T00:00:00Z'), 'SS 3', 'C', agege().name, 'District I', 'Lagos', new Date('2019-09-10T00:00:00Z'), 'Kaduna', 'Zaria', 'Hadiza Zubairu', '+2348067654321', null],
    ]);
    await call(t, 'configureStateTerminologies', request('PATCH', '/api/state/state-terminologies-configuration', admin, { district: null }), 200);
  });

  it("takes the search's filters: every student of the state and none of another's, a header alone when none match", async () => {
    const all = await sheetOf(await call(t, 'downloadStudents', download('', admin), 200));
    expect(all).toHaveLength((await lagosStudents()).length + 1);
    expect(all.map((row) => row[1])).not.toContain(app.kanoStudent.admissionNumber);
    expect(await sheetOf(await call(t, 'downloadStudents', download('?searchTerm=nobody-by-this-name', admin), 200))).toHaveLength(1);
    await expectBadRequest(t, 'downloadStudents', download('?limit=0', admin), 'limit');
    await expectBadRequest(t, 'downloadStudents', download('?limit=10001', admin), 'limit');
  });

  it('says below the last row when more students match than the file holds, and reads them a page at a time up to 10,000', async () => {
    const lagos = await lagosStudents();
    const cut = await sheetOf(await call(t, 'downloadStudents', download(`?limit=${lagos.length - 1}`, admin), 200));
    expect(cut).toHaveLength(lagos.length + 2);
    expect(cut.at(-1)?.[0]).toBe(`Cut short: this file holds the first ${(lagos.length - 1).toLocaleString('en')} students that match; more match. Narrow the filters, or download up to 10,000 at once.`);
    const whole = await sheetOf(await call(t, 'downloadStudents', download('?limit=10000', admin), 200));
    expect(whole).toHaveLength(lagos.length + 1);
    expect(whole.slice(1, -1)).toEqual(cut.slice(1, -2));
  });

  it('answers 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'downloadStudents', (session) => download('', session), who, { permission: 'student.download' });
  });
});
