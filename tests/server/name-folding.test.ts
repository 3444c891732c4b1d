// Names as people write them: stored in Unicode NFC (an accent typed as its own mark or with its letter is one name),
// and found by a search that sets accents and case aside ("Olamide" finds "Ọlámídé", "Adebayo" finds "Adébáyọ̀"), through
// the stored, folded search texts (db/folding.ts), the same on the embedded database and on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { staff, students } from '../../server/src/db/schema';
import { foldedSql, foldedText } from '../../server/src/db/folding';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call } from './helpers';
import { withStudentTestApp, type StudentTestApp } from './student-helpers';

let t: TestApp, admin: Session, app: StudentTestApp;
withStudentTestApp((received) => {
  app = received;
  t = received.t;
  admin = received.who.admin;
});

/** The name as a keyboard that types each accent as a mark of its own sends it (NFD). */
const decomposed = (name: string) => name.normalize('NFD');

describe('names in NFC, found whatever their accents and case', () => {
  it('stores a student\'s name in NFC, and the student search finds it by its letters alone', async () => {
    const school = app.lagos.schools['Agege Junior Grammar School']!;
    const body = { firstName: decomposed('Ọlámídé'), lastName: decomposed('Adébáyọ̀'), middleName: decomposed('Ìbùkún'), gender: 'female', dob: '2013-04-02', schoolId: school.id };
    const created = (await call(t, 'addStudent', request('POST', '/api/student/add', admin, body), 201)).json() as { id: string };
    const [row] = await t.db.select().from(students).where(eq(students.id, created.id));
    expect([row?.firstName, row?.lastName, row?.middleName]).toEqual(['Ọlámídé'.normalize('NFC'), 'Adébáyọ̀'.normalize('NFC'), 'Ìbùkún'.normalize('NFC')]);
    expect(row?.firstName).not.toBe(body.firstName);

    for (const term of ['Olamide', 'OLAMIDE', 'adebayo', 'Ọlámídé', decomposed('adébáyọ̀'), 'olamide adebayo', 'ibukun']) {
      const answer = (await call(t, 'searchStudents', request('GET', `/api/student/search?searchTerm=${encodeURIComponent(term)}`, admin), 200)).json() as {
        foundStudents: { id: string }[];
      };
      expect(answer.foundStudents.map((student) => student.id), term).toContain(created.id);
    }
  });

  it('stores a staff member\'s name in NFC, and the staff search finds it by its letters alone', async () => {
    const body = {
      firstName: decomposed('Adébáyọ̀'),
      lastName: 'Ọ̀ṣúnlékè',
      username: 'adebayo.osunleke',
      email: 'adebayo.osunleke@lagos.edu.test',
      phoneNumber: { code: '+234', number: '8077700001' },
      gender: 'male',
      staffType: 'Teaching',
    };
    const created = (await call(t, 'createStaff', request('POST', '/api/staff/create', admin, body), 201)).json() as { id: string };
    const [row] = await t.db.select({ firstName: staff.firstName, searchText: staff.searchText }).from(staff).where(eq(staff.id, created.id));
    expect(row?.firstName).toBe('Adébáyọ̀'.normalize('NFC'));
    expect(row?.searchText).toContain('adebayo osunleke');
    const answer = (await call(t, 'searchStaff', request('GET', '/api/staff/search?searchTerm=Osunleke', admin), 200)).json() as { staff: { id: string }[] };
    expect(answer.staff.map((member) => member.id)).toEqual([created.id]);
  });

  it('folds a term as the database folds the stored text', async () => {
    const samples = ['Ọlámídé Adébáyọ̀', decomposed('Ṣẹ̀gun Ọ̀ṣúnlékè'), 'ÀÁÂÃÄÅ Ñ Ç', 'Zoë Brontë'];
    for (const sample of samples) {
      // The stored search text's own expression, on a value.
      const { rows } = await t.db.execute<{ folded: string }>(sql`select ${foldedSql(sql`${sample}::text`)} as folded`);
      expect(rows[0]?.folded, sample).toBe(foldedText(sample));
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL database in the C locale', () => {
  it('is refused at start, in words that say how to make one the search can use', async () => {
    const serverUrl = process.env.DATABASE_URL as string;
    const name = `portal_c_locale_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_ctype 'C' lc_collate 'C'`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await expect(openDatabase(url.toString())).rejects.toThrow(`The database ${name} classifies characters by the C locale, in which PostgreSQL cannot lower-case letters such as Ƙ and Ɓ`);
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
