// Student spreadsheets: the template, every row checked by addStudent's own rules (a school and class named as the
// state has them, an admission number unique in its school, in the file and against existing students), the failed
// rows, create-multiple in one transaction and once only, another state's batch, and the permission.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import type { Database } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { classes, students, uploadBatches } from '../../server/src/db/schema';
import { scopedTo } from '../../server/src/db/scoped';
import type { Caller } from '../../server/src/plugins/access';
import { studentImportColumns, validateStudentRows } from '../../server/src/data/studentImport';
import { exampleMarker } from '../../server/src/services/sheetImport';
import { workbookSheets } from '../../server/src/services/workbookParts';
import { insertStudents } from '../../server/src/data/students';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, multipart } from './helpers';
import { dropDownsOf, sheetOf, textColumnsOf, withStudentTestApp, type StudentTestApp } from './student-helpers';

let app: StudentTestApp, t: TestApp, admin: Session;
withStudentTestApp((received) => {
  app = received;
  t = received.t;
  admin = received.who.admin;
});

const headings = studentImportColumns.map((column) => column.header);
type Batch = components['schemas']['UploadBatch'];

let serial = 0;
const studentRow = (overrides: Record<string, string | null> = {}): Record<string, string | null> => {
  serial += 1;
  return {
    'Admission Number': `IMP/2026/${String(serial).padStart(4, '0')}`,
    'First Name': 'Tolu',
    'Last Name': `Adeyemi${serial}`,
    Gender: 'Female',
    'Date of Birth': '21-05-2013',
    School: 'Agege Junior Grammar School',
    Class: 'JSS 1',
    'Class Arm': 'a',
    ...overrides,
  };
};

async function workbook(rows: Record<string, string | null>[]): Promise<Buffer> {
  const header = headings.map((heading): Cell => ({ value: heading }));
  return writeXlsxFile([header, ...rows.map((row) => headings.map((heading): Cell => (row[heading] ? { value: row[heading] } : null)))]).toBuffer();
}

/** A spreadsheet of tests/fixtures, saved by a spreadsheet program as an administrator would. */
const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

const uploadOf = (bytes: Buffer, session: Session = admin) => {
  const body = multipart([{ name: 'file', data: bytes, filename: 'students.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return { method: 'POST' as const, url: '/api/student/upload-multiple', headers: { ...session.auth, ...body.headers }, payload: body.payload };
};
const upload = async (bytes: Buffer) => (await call(t, 'uploadStudents', uploadOf(bytes), 200)).json() as Batch;
const createMultiple = (id: string, session: Session = admin) => request('POST', `/api/student/create-multiple/${id}`, session);

describe('student spreadsheets', () => {
  it('has a template whose example row says so and is skipped, and uploads clean once written over, with its lists and instructions', async () => {
    const template = await call(t, 'downloadStudentTemplate', request('GET', '/api/student/upload-template', admin), 200);
    const rows = await sheetOf(template);
    expect(rows[0]).toEqual(headings);
    expect(rows[1]?.[0]).toBe(exampleMarker);
    const refused = await call(t, 'uploadStudents', uploadOf(template.rawPayload), 400);
    expect(errorOf(refused).message).toMatch(/^The sheet Students has only the template's example row/);
    const written = rows.map((row, at) => row.map((cell, index): Cell => {
      if (at === 1 && index === 0) return null;
      return cell === null ? null : cell instanceof Date ? { value: cell, type: Date, format: 'dd-mm-yyyy' } : { value: String(cell) };
    }));
    expect(await upload(await writeXlsxFile(written).toBuffer())).toMatchObject({ rowCount: 1, validRowCount: 1, errorRowCount: 0, errors: [] });
    const [data, instructions, lists] = workbookSheets(template.rawPayload, 10_000_000);
    expect([data?.name, instructions?.name, lists?.name, lists?.visible]).toEqual(['Students', 'Instructions', 'Lists', false]);
    expect(dropDownsOf(data?.xml ?? '').map(({ title }) => title)).toEqual(['Gender', 'School', 'Class', 'Class Arm', 'State of Origin', 'Local Government of Origin']);
    expect(textColumnsOf(template.rawPayload)).toContain(1);
  });

  it('reports each row under addStudent rules, creates the valid ones once, and gives back the failed rows', async () => {
    const good = [studentRow(), studentRow({ 'Admission Number': null }), studentRow({ 'Guardian Phone Number': '8031234567', 'Admission Date': '2026-09-14' })];
    // Another state's school may use the same number.
    const kanoNumber = studentRow({ 'Admission Number': app.kanoStudent.admissionNumber });
    const bad = [
      studentRow({ 'First Name': null }),
      studentRow({ School: 'Nowhere High' }),
      studentRow({ 'Class Arm': 'Z' }),
      studentRow({ 'Guardian Phone Number': '080-3123-456' }),
      studentRow({ 'Date of Birth': 'soon' }),
    ];
    const batch = await upload(await workbook([...good, ...bad, kanoNumber]));
    expect(batch).toMatchObject({ rowCount: 9, errorRowCount: 5, duplicateRowCount: 0, duplicates: [] });
    expect(batch.errors.map(({ row, column }) => [row, column])).toEqual([
      [5, 'First Name'],
      [6, 'School'],
      [7, 'Class Arm'],
      [8, 'Guardian Phone Number'],
      [9, 'Date of Birth'],
    ]);
    expect(batch.validRowCount).toBe(4);
    expect(batch.errors[0]?.message).toBe('This Field is required');
    expect(batch.errors[3]?.message).toBe('080-3123-456 is a digit short: a number that starts with 0 has 11 digits');
    const checked = await t.db.select().from(students).where(eq(students.lastName, String(good[0]!['Last Name'])));
    expect(checked, 'the check creates nothing').toHaveLength(0);

    const failed = await sheetOf(await call(t, 'downloadFailedStudentRows', request('GET', `/api/student/upload-multiple/${batch.id}/failed-rows`, admin), 200));
    expect(failed).toHaveLength(6);
    expect(failed[1]?.at(-1)).toBe(5);

    expect((await call(t, 'createMultipleStudents', createMultiple(batch.id), 200)).json()).toEqual({ created: 4, updated: 0 });
    const names = [...good, kanoNumber].map((row) => String(row['Last Name']));
    const created = await t.db.select().from(students).where(and(eq(students.stateId, admin.staff.state), inArray(students.lastName, names)));
    expect(created).toHaveLength(4);
    expect(created.find((row) => row.lastName === names[0])).toMatchObject({ classArm: 'A', dob: '2013-05-21' });
    expect((await call(t, 'createMultipleStudents', createMultiple(batch.id), 200)).json()).toEqual({ created: 0, updated: 0 });
  });

  // PostgreSQL's autovacuum does this in its own time; the embedded database has none, so the create does it.
  it.skipIf(Boolean(process.env.DATABASE_URL))('leaves the embedded database with the statistics and visibility of what it created, as autovacuum would', async () => {
    const batch = await upload(await workbook([studentRow({ 'Last Name': 'Tidied' }), studentRow({ 'Last Name': 'Tidied', 'First Name': 'Tayo' })]));
    expect(batch.errors).toEqual([]);
    expect((await call(t, 'createMultipleStudents', createMultiple(batch.id), 200)).json()).toEqual({ created: 2, updated: 0 });
    const [table] = (await t.db.execute<{ reltuples: number; relpages: number; relallvisible: number }>(sql`select reltuples, relpages, relallvisible from pg_class where relname = 'students'`)).rows;
    const [{ all } = { all: 0 }] = await t.db.select({ all: count() }).from(students);
    expect(Number(table?.reltuples)).toBe(all);
    expect(table?.relallvisible).toBe(table?.relpages);
  });

  it("reads a guardian's phone number as people type it, and stores the ten digits", async () => {
    const typed = ['08031234567', '+2348031234567', '+234 803 123 4567', '0803 123 4567', '0803-123-4567', '2348031234567'];
    const rows = typed.map((phone) => studentRow({ 'Guardian Phone Number': phone, 'Last Name': `Guardian${serial}` }));
    const batch = await upload(await workbook(rows));
    expect(batch).toMatchObject({ validRowCount: typed.length, errors: [] });
    expect((await call(t, 'createMultipleStudents', createMultiple(batch.id), 200)).json()).toEqual({ created: typed.length, updated: 0 });
    const made = await t.db.select().from(students).where(inArray(students.lastName, rows.map((row) => String(row['Last Name']))));
    expect(made.map((row) => row.guardianPhoneNumber)).toEqual(typed.map(() => ({ code: '+234', number: '8031234567' })));
  });

  it('says in plain words when a choice or a date is not one, never the validator\'s own English', async () => {
    const batch = await upload(await workbook([studentRow({ Gender: 'unknown' }), studentRow({ 'Date of Birth': '31-31-2013' }), studentRow({ 'Date of Birth': '29-02-2013' })]));
    expect(batch.errors).toEqual([
      { row: 2, column: 'Gender', message: 'Write one of: male, female' },
      { row: 3, column: 'Date of Birth', message: 'Write the date as DD-MM-YYYY, or enter it as a date' },
      { row: 4, column: 'Date of Birth', message: 'Write the date as DD-MM-YYYY, or enter it as a date' },
    ]);
  });

  it('refuses a file it cannot read with a 400 saying why', async () => {
    const response = await call(t, 'uploadStudents', uploadOf(await writeXlsxFile([[{ value: 'Shoe Size' }], [{ value: 42 }]]).toBuffer()), 400);
    expect(errorOf(response).message).toMatch(/Unknown column headings: Shoe Size/);
    const empty = await call(t, 'uploadStudents', uploadOf(await workbook([])), 400);
    expect(errorOf(empty).message).toMatch(/no rows below its headings/);
  });

  it("answers 404 for another state's batch and 403 without student.upload", async () => {
    const [kanoBatch] = await t.db
      .insert(uploadBatches)
      .values({ stateId: app.kano.school.stateId, kind: 'student', errors: [], createdById: app.kano.staffId })
      .returning();
    await call(t, 'createMultipleStudents', createMultiple(kanoBatch!.id), 404);
    const staffBatch = await call(t, 'uploadStudents', uploadOf(await workbook([studentRow()]), app.withoutRoles), 403);
    expect(errorOf(staffBatch).message).toContain("'Upload student spreadsheets'");
  });
});

/** The same database, through a Drizzle instance that tells of every query it sends. */
function countingDatabase(db: Database, onQuery: () => void): Database {
  const logger = { logQuery: onQuery };
  const client = db.$client as unknown;
  return client instanceof PGlite ? drizzlePglite(client, { schema, logger }) : (drizzlePg(client as Pool, { schema, logger }) as unknown as Database);
}

/** The state's owner working at the state's level, as the access layer gives a handler its caller. */
const ownerOf = (session: Session): Caller => ({
  staffId: session.staff.id,
  familyId: '',
  isSuperAdmin: false,
  stateId: session.staff.state,
  stateAccountStatus: 'Active',
  roleAccessId: null,
  organisationId: session.staff.state,
  organisationType: 'State',
  placement: {},
  isOwner: true,
  permissions: new Set(),
});

const cellsOf = (row: Record<string, string | null>) => Object.fromEntries(Object.entries(row).filter((entry): entry is [string, string] => entry[1] !== null));

describe('a sheet uploaded twice, and rows repeating each other', () => {
  it('reports the rows of students already in the portal as duplicates, by admission number or by name, date of birth and school, and creates none of them', async () => {
    const withNumber = studentRow({ 'Admission Number': `DUP/2026/${serial}`, 'First Name': 'Kemi' });
    const withoutNumber = studentRow({ 'Admission Number': null, 'First Name': 'Kemi' });
    const first = await upload(await workbook([withNumber, withoutNumber]));
    expect((await call(t, 'createMultipleStudents', createMultiple(first.id), 200)).json()).toEqual({ created: 2, updated: 0 });
    const made = await t.db.select().from(students).where(inArray(students.lastName, [String(withNumber['Last Name']), String(withoutNumber['Last Name'])]));
    const generated = made.find((row) => row.lastName === withoutNumber['Last Name']);
    const numbered = made.find((row) => row.lastName === withNumber['Last Name']);
    if (!generated || !numbered) throw new Error('the first upload created nobody');

    // The same file again, a name typed in other case and spacing, with a wrong phone number besides: still that student.
    const again = await upload(
      await workbook([
        withNumber,
        { ...withoutNumber, 'First Name': ' KEMI ', 'Guardian Phone Number': '12' },
        studentRow({ 'First Name': 'Segun', 'Last Name': String(withoutNumber['Last Name']) }),
      ]),
    );
    expect(again).toMatchObject({ rowCount: 3, validRowCount: 1, errorRowCount: 0, duplicateRowCount: 2, errors: [] });
    expect(again.duplicates).toEqual([
      { row: 2, column: 'Admission Number', message: `Already in the portal: row 2 is ${numbered.admissionNumber}, Kemi ${numbered.lastName}`, existingId: numbered.id },
      {
        row: 3,
        column: 'First Name, Last Name, Date of Birth, School',
        message: `Already in the portal: row 3 is ${generated.admissionNumber}, Kemi ${generated.lastName}`,
        existingId: generated.id,
      },
    ]);
    const failed = await sheetOf(await call(t, 'downloadFailedStudentRows', request('GET', `/api/student/upload-multiple/${again.id}/failed-rows`, admin), 200));
    expect(failed, 'a duplicate needs no fixing').toHaveLength(1);
    expect((await call(t, 'createMultipleStudents', createMultiple(again.id), 200)).json()).toEqual({ created: 1, updated: 0 });
    const kemis = await t.db.select().from(students).where(eq(students.lastName, String(withoutNumber['Last Name'])));
    expect(kemis.map((row) => row.firstName).sort()).toEqual(['Kemi', 'Segun']);
  });

  it('creates a real file of students without admission numbers once, however often it is uploaded', async () => {
    // Saved by LibreOffice: four students, none with an admission number, the last two rows the same student.
    const file = await fixture('students-blank-admission-numbers.xlsx');
    const first = await upload(file);
    expect(first).toMatchObject({ rowCount: 4, validRowCount: 3, errorRowCount: 0, duplicateRowCount: 1, errors: [] });
    expect(first.duplicates).toEqual([{ row: 5, column: 'First Name, Last Name, Date of Birth, School', message: 'Already in this sheet: row 5 repeats row 4', sameAsRow: 4 }]);
    expect((await call(t, 'createMultipleStudents', createMultiple(first.id), 200)).json()).toEqual({ created: 3, updated: 0 });
    const again = await upload(file);
    expect(again).toMatchObject({ rowCount: 4, validRowCount: 0, duplicateRowCount: 4 });
    expect(again.duplicates.map((duplicate) => duplicate.message)).toEqual([
      expect.stringMatching(/^Already in the portal: row 2 is LAG\/2026\/\d{4}, Kemi Adeyemi$/),
      expect.stringMatching(/^Already in the portal: row 3 is LAG\/2026\/\d{4}, Tunde Bakare$/),
      expect.stringMatching(/^Already in the portal: row 4 is LAG\/2026\/\d{4}, Ngozi Okafor$/),
      expect.stringMatching(/^Already in the portal: row 5 is LAG\/2026\/\d{4}, Ngozi Okafor$/),
    ]);
    expect(await t.db.select().from(students).where(and(eq(students.firstName, 'Ngozi'), eq(students.lastName, 'Okafor')))).toHaveLength(1);
  });

  it('reports a row repeating an earlier one of the sheet', async () => {
    const kemi = studentRow({ 'Admission Number': null });
    const numbered = studentRow();
    const batch = await upload(
      await workbook([kemi, numbered, { ...kemi, 'Date of Birth': '2013-05-21' }, studentRow({ 'Admission Number': String(numbered['Admission Number']).toLowerCase() })]),
    );
    expect(batch).toMatchObject({ validRowCount: 2, duplicateRowCount: 2 });
    expect(batch.duplicates).toEqual([
      { row: 4, column: 'First Name, Last Name, Date of Birth, School', message: 'Already in this sheet: row 4 repeats row 2', sameAsRow: 2 },
      { row: 5, column: 'Admission Number', message: 'Already in this sheet: row 5 repeats row 3', sameAsRow: 3 },
    ]);
  });

  it('creates nothing when another upload of the same sheet was created since, and says which row', async () => {
    const rows = [studentRow({ 'Admission Number': null }), studentRow({ 'Admission Number': null })];
    const [one, two] = [await upload(await workbook(rows)), await upload(await workbook(rows))];
    expect(two.duplicateRowCount).toBe(0);
    expect((await call(t, 'createMultipleStudents', createMultiple(one.id), 200)).json()).toEqual({ created: 2, updated: 0 });
    const refused = errorOf(await call(t, 'createMultipleStudents', createMultiple(two.id), 409));
    expect(refused.message).toMatch(/^Row 2: already in the portal since the upload \(.+, Tolu Adeyemi\d+\)/);
    expect(await t.db.select().from(students).where(eq(students.lastName, String(rows[0]!['Last Name'])))).toHaveLength(1);
  });
});

describe('student rows checked under addStudent rules, a whole sheet at once', () => {
  it('refuses a class no longer offered with the single create\'s message', async () => {
    // Not JSS 1, which the other rows use.
    const klass = Object.values(app.classes).find((row) => row.name !== 'JSS 1');
    if (!klass) throw new Error('Lagos has no class but JSS 1');
    await t.db.update(classes).set({ offered: false }).where(eq(classes.id, klass.id));
    try {
      const batch = await upload(await workbook([studentRow({ Class: klass.name, 'Class Arm': null })]));
      expect(batch.errors).toEqual([{ row: 2, column: 'Class', message: `${klass.name} is no longer offered` }]);
    } finally {
      await t.db.update(classes).set({ offered: true }).where(eq(classes.id, klass.id));
    }
  });

  it('reads the database a fixed number of times, however many rows the sheet has', async () => {
    const queriesFor = async (count: number) => {
      let queries = 0;
      const counting = countingDatabase(t.db, () => (queries += 1));
      const rows = Array.from({ length: count }, (_, index) => ({ row: index + 2, cells: cellsOf(studentRow(index % 7 === 0 ? { 'Admission Number': null } : {})) }));
      const { errors } = await validateStudentRows(scopedTo(counting, admin.staff.state), rows, ownerOf(admin));
      expect(errors).toEqual([]);
      return queries;
    };
    const few = await queriesFor(20);
    expect(few).toBeLessThanOrEqual(5);
    expect(await queriesFor(2_000)).toBe(few);
  });

  it('creates a sheet in a few queries and one insert, numbering blank admission numbers one after another', async () => {
    const rollback = Symbol('rollback');
    const createdFor = async (count: number) => {
      const rows = Array.from({ length: count }, (_, index) => ({ row: index + 2, cells: cellsOf(studentRow(index % 2 ? { 'Admission Number': null } : {})) }));
      const { rows: stored } = await validateStudentRows(scopedTo(t.db, admin.staff.state), rows, ownerOf(admin));
      const inputs = stored.flatMap((row) => (row.action && 'create' in row.action ? [row.action.create] : []));
      let queries = 0;
      let numbers: string[] = [];
      await scopedTo(countingDatabase(t.db, () => (queries += 1)), admin.staff.state)
        .transaction(async (tx) => {
          const ids = await insertStudents(tx, inputs);
          const made = await tx.db.select({ id: students.id, admissionNumber: students.admissionNumber }).from(students).where(inArray(students.id, ids));
          numbers = ids.map((id) => made.find((row) => row.id === id)?.admissionNumber ?? '');
          throw rollback;
        })
        .catch((error: unknown) => {
          if (error !== rollback) throw error;
        });
      return { queries, numbers };
    };
    const few = await createdFor(10);
    const generated = few.numbers.filter((_, index) => index % 2 === 1);
    const sequence = generated.map((number) => Number(number.split('/').at(-1)));
    expect(new Set(generated).size).toBe(5);
    expect(sequence).toEqual(sequence.map((_, index) => (sequence[0] ?? 0) + index));
    // The same reads and one insert, for 2,000 students as for 10 (the rows go as one JSON value, db/insertMany.ts).
    expect((await createdFor(2_000)).queries).toBe(few.queries);
  });
});
