// staffs.xlsx past one page of profiles: the download reads the matches' profiles a thousand at a time as it writes
// them, and must still write every match once, in the list's order, across the pages' seams; a file cut short at its
// limit says so below its last row.
import { desc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '../../server/src/db/schema';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call } from './helpers';
import { withSchoolTestApp, type SchoolTestApp } from './school-helpers';
import { sheetOf } from './student-helpers';

let t: TestApp, admin: Session, lagos: SchoolTestApp['lagos'];
withSchoolTestApp((app) => {
  ({ t, lagos } = app);
  ({ admin } = app.who);
});

describe('downloadStaff past a page of profiles', () => {
  it('writes every match once, newest first, with ties in id order, whatever page each falls in', async () => {
    const school = lagos.schools['Agege Junior Grammar School']!;
    const [model] = Object.values(lagos.staff);
    if (!model) throw new Error('The demo has Lagos staff');
    const { id: _id, ...fields } = model;
    // Groups of members created at the same moment put ties on the seams between pages.
    const members = Array.from({ length: 2_150 }, (_, index) => ({
      ...fields,
      schoolId: school.id,
      districtId: school.districtId,
      email: `paged.download${index}@lagos.edu.test`,
      username: `paged.download${index}`,
      phoneNumber: `9${String(index).padStart(9, '0')}`,
      oracleNumber: `OR-PAGED-${index}`,
      tescomNumber: null,
      subebNumber: null,
      createdAt: new Date(Date.UTC(2020, 0, 1) + Math.floor(index / 7) * 60_000),
    }));
    for (let start = 0; start < members.length; start += 500) await t.db.insert(staff).values(members.slice(start, start + 500));

    const response = await call(t, 'downloadStaff', request('GET', `/api/staff/download?limit=10000&school[0]=${school.id}`, admin), 200);
    const [header, ...rows] = await sheetOf(response);
    const emails = rows.map((row) => row[header!.indexOf('Email')] as string);
    const inOrder = await t.db
      .select({ email: staff.email })
      .from(staff)
      .where(inArray(staff.schoolId, [school.id]))
      .orderBy(desc(staff.createdAt), desc(staff.id));
    expect(emails).toEqual(inOrder.map((member) => member.email));
    expect(emails.filter((email) => email.startsWith('paged.download'))).toHaveLength(members.length);

    // The default 1,000 of them: the file says, below its last row, that it was cut short.
    const [, ...first] = await sheetOf(await call(t, 'downloadStaff', request('GET', `/api/staff/download?school[0]=${school.id}`, admin), 200));
    expect(first.slice(0, 1000).map((row) => row[header!.indexOf('Email')])).toEqual(emails.slice(0, 1000));
    expect(first.slice(1000).map((row) => row.filter((cell) => cell !== null))).toEqual([
      [],
      ['Cut short: this file holds the first 1,000 staff that match; more match. Narrow the filters, or download up to 10,000 at once.'],
    ]);
    const exact = await sheetOf(await call(t, 'downloadStaff', request('GET', `/api/staff/download?limit=${emails.length}&school[0]=${school.id}`, admin), 200));
    expect(exact, 'no note when every match is in the file').toHaveLength(emails.length + 1);
  });
});
