// Staff spreadsheets: the template, the two-step upload (every row checked under createStaff's rules, duplicates in
// the file and against existing staff, errors by row and column), the failed rows to fix, create-multiple in one
// transaction and once only, expiry, another state's batch, files that cannot be read (a 4xx saying why, never a
// 5xx), and staffs.xlsx.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import { outbox, schools, staff, uploadBatches } from '../../server/src/db/schema';
import { staffImportColumns } from '../../server/src/data/staffImport';
import { exampleMarker } from '../../server/src/services/sheetImport';
import { workbookSheets } from '../../server/src/services/workbookParts';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectTokenChecks, multipart } from './helpers';
import { withSchoolTestApp, type SchoolTestApp } from './school-helpers';
import { dropDownsOf, sheetOf, textColumnsOf } from './student-helpers';

let t: TestApp, admin: Session, inspector: Session, lagos: SchoolTestApp['lagos'], kano: SchoolTestApp['kano'];
withSchoolTestApp((app) => {
  ({ t, lagos, kano } = app);
  ({ admin, inspector } = app.who);
});

const terms = { district: 'District', oracleNumber: 'Oracle Number', tescomNumber: 'Tescom Number', subebNumber: 'Subeb Number' };
const headings = staffImportColumns(terms).map((column) => column.header);
type Batch = components['schemas']['UploadBatch'];

let serial = 0;
/** A complete, valid row by heading, unique on each call. */
const staffRow = (overrides: Record<string, Cell> = {}): Record<string, Cell> => {
  serial += 1;
  return {
    'First Name': 'Chiamaka',
    'Last Name': 'Okonkwo',
    Username: `import.staff${serial}`,
    Email: `import.staff${serial}@lagos.edu.test`,
    'Phone Number': `81${String(serial).padStart(8, '0')}`,
    Gender: 'Female',
    'Staff Type': 'Teaching',
    'Date of Birth': { value: new Date('1988-04-12T00:00:00Z'), type: Date, format: 'dd-mm-yyyy' },
    'Oracle Number': `OR-IMP-${serial}`,
    District: 'District I',
    School: 'Agege Junior Grammar School',
    ...overrides,
  };
};

/** A workbook with the template's headings (or `columns`) and these rows. */
async function workbook(rows: Record<string, Cell>[], columns = headings): Promise<Buffer> {
  const header = columns.map((heading): Cell => ({ value: heading }));
  const body = rows.map((row) => columns.map((heading): Cell => {
    const cell = row[heading];
    return cell === undefined || cell === null ? null : typeof cell === 'object' && 'value' in cell ? cell : { value: cell as string };
  }));
  return writeXlsxFile([header, ...body]).toBuffer();
}

const uploadOf = (bytes: Buffer, session: Session = admin, filename = 'staff.xlsx') => {
  const body = multipart([{ name: 'file', data: bytes, filename, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return { method: 'POST' as const, url: '/api/staff/upload-multiple', headers: { ...session.auth, ...body.headers }, payload: body.payload };
};
const upload = async (bytes: Buffer) => (await call(t, 'uploadStaff', uploadOf(bytes), 200)).json() as Batch;
const createMultiple = (id: string, session: Session = admin) => request('POST', `/api/staff/create-multiple/${id}`, session);
/** A refusal: its status, its message, and its code, which tells a client what kind of problem to show. */
const refused = async (bytes: Buffer, status: number, message: RegExp, code: string, filename?: string) => {
  const response = await call(t, 'uploadStaff', uploadOf(bytes, admin, filename), status);
  expect(errorOf(response)).toMatchObject({ code, message: expect.stringMatching(message) });
};

describe('downloadStaffTemplate', () => {
  it("heads the columns with the state's terms, has one example row that says so, is skipped, and uploads clean once written over", async () => {
    const response = await call(t, 'downloadStaffTemplate', request('GET', '/api/staff/upload-template', admin), 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="staff-upload-template.xlsx"');
    const rows = await sheetOf(response);
    expect(rows[0]).toEqual(headings);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(exampleMarker);
    expect(rows[1]?.[headings.indexOf('Date of Birth')]).toBeInstanceOf(Date);
    await refused(response.rawPayload, 400, /^The sheet Staff has only the template's example row/, 'EMPTY_SHEET');
    const written = [rows[0], rows[1]?.map((cell, index) => (index === 0 ? 'Mrs' : cell))].map((row) =>
      (row ?? []).map((cell): Cell => (cell === null ? null : cell instanceof Date ? { value: cell, type: Date, format: 'dd-mm-yyyy' } : { value: cell as string })),
    );
    const batch = await upload(await writeXlsxFile(written).toBuffer());
    expect(batch).toMatchObject({ rowCount: 1, validRowCount: 1, errorRowCount: 0, errors: [] });
  });

  it('offers a drop-down for every fixed list, keeps phone and staff numbers as typed, and explains itself on a sheet after the data', async () => {
    const response = await call(t, 'downloadStaffTemplate', request('GET', '/api/staff/upload-template', admin), 200);
    const sheets = workbookSheets(response.rawPayload, 10_000_000);
    expect(sheets.map(({ name, visible }) => [name, visible])).toEqual([['Staff', true], ['Instructions', true], ['Lists', false]]);
    const [data, instructions, lists] = sheets;
    const dropDowns = dropDownsOf(data?.xml ?? '');
    expect(dropDowns.map(({ title }) => title)).toEqual([
      'Title',
      'Gender',
      'Staff Type',
      'State of Origin',
      'Local Government of Origin',
      'State of Residence',
      'Local Government of Residence',
      'Marital Status',
      'District',
      'School',
    ]);
    // Each over its own column, its list in a column of the Lists sheet.
    for (const { title, column, list } of dropDowns) {
      expect(headings[column - 1]).toBe(title);
      expect(list).toMatch(/^Lists!\$[A-Z]+\$2:\$[A-Z]+\$\d+$/);
    }
    expect(textColumnsOf(response.rawPayload).map((column) => headings[column - 1])).toEqual(['Phone Number', 'Oracle Number', 'Tescom Number', 'Subeb Number']);
    expect(lists?.xml).toContain('Agege Junior Grammar School');
    // Origin: any local government of Nigeria; residence: the state's own, Lagos's here.
    expect(lists?.xml).toContain('Ibadan North');
    expect(lists?.xml).toContain('Eti Osa');
    expect(instructions?.xml).toContain('How to fill in this template');

    // The template as LibreOffice saves it again: its lists, hidden sheet and example row all still understood.
    const resaved = await readFile(new URL('../fixtures/staff-upload-template-resaved.xlsx', import.meta.url));
    expect(workbookSheets(resaved, 10_000_000).map(({ name, visible }) => [name, visible])).toEqual([['Staff', true], ['Instructions', true], ['Lists', false]]);
    expect(workbookSheets(resaved, 10_000_000)[0]?.xml).toMatch(/<dataValidation [^>]*errorTitle="Gender"/);
    await refused(resaved, 400, /^The sheet Staff has only the template's example row/, 'EMPTY_SHEET');
  });

  it('answers 403 without staff.upload', async () => {
    await call(t, 'downloadStaffTemplate', request('GET', '/api/staff/upload-template', inspector), 403);
  });
});

describe('uploadStaff and createMultipleStaff', () => {
  it('reports every error by row, column and message, creates the valid rows once, and gives back the failed rows', async () => {
    const existing = Object.values(lagos.staff)[0]!;
    const good = [staffRow(), staffRow({ 'Date of Birth': '14-09-1980', Gender: 'male' }), staffRow()];
    const bad = [
      staffRow({ 'First Name': null }),
      staffRow({ Email: 'not-an-email' }),
      staffRow({ 'Phone Number': '12345' }),
      staffRow({ Username: String(good[0]!.Username).toUpperCase() }),
      staffRow({ Username: existing.username }),
      staffRow({ 'Date of Birth': 'last spring' }),
      staffRow({ School: 'No Such School' }),
    ];
    const batch = await upload(await workbook([...good, ...bad]));
    expect(batch).toMatchObject({ rowCount: 10, validRowCount: 3, errorRowCount: 7, duplicateRowCount: 0 });
    expect(new Date(batch.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect(batch.errors).toEqual([
      { row: 5, column: 'First Name', message: 'This Field is required' },
      { row: 6, column: 'Email', message: 'E-mail must be valid' },
      { row: 7, column: 'Phone Number', message: 'Please put in only the last ten digits of your phone number.' },
      { row: 8, column: 'Username', message: 'The same as row 2' },
      { row: 9, column: 'Username', message: 'Username already taken' },
      { row: 10, column: 'Date of Birth', message: 'Write the date as DD-MM-YYYY, or enter it as a date' },
      { row: 11, column: 'School', message: 'No School of this state is named No Such School' },
    ]);

    const failed = await call(t, 'downloadFailedStaffRows', request('GET', `/api/staff/upload-multiple/${batch.id}/failed-rows`, admin), 200);
    const [header, ...failedRows] = await sheetOf(failed);
    expect(header).toEqual([...headings, 'Errors', 'Uploaded Row']);
    expect(failedRows).toHaveLength(7);
    expect(failedRows[0]?.at(-2)).toBe('First Name: This Field is required');
    expect(failedRows[5]?.[headings.indexOf('Date of Birth')]).toBe('last spring');

    const mailsBefore = (await t.db.select({ id: outbox.id }).from(outbox)).length;
    const created = await call(t, 'createMultipleStaff', createMultiple(batch.id), 200);
    expect(created.json()).toEqual({ created: 3, updated: 0 });
    const emails = good.map((row) => String(row.Email));
    const rows = await t.db.select().from(staff).where(inArray(staff.email, emails));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.accountStatus === 'ResetPassword' && row.schoolId === lagos.schools['Agege Junior Grammar School']!.id)).toBe(true);
    expect(rows.find((row) => row.email === emails[1])?.dob).toBe('1980-09-14');
    const mails = await t.db.select().from(outbox);
    expect(mails.length - mailsBefore).toBe(3);
    expect(mails.filter((mail) => emails.includes(mail.to)).every((mail) => /reset code/.test(mail.text))).toBe(true);

    const again = await call(t, 'createMultipleStaff', createMultiple(batch.id), 200);
    expect(again.json()).toEqual({ created: 0, updated: 0 });
    expect(await t.db.select().from(staff).where(inArray(staff.email, emails))).toHaveLength(3);
  });

  it('reports a row holding the email, phone number or staff number of someone in the portal, or of an earlier row, as a duplicate, and creates none of them', async () => {
    const [existing] = await t.db.select().from(staff).where(eq(staff.email, Object.values(lagos.staff)[0]!.email));
    if (!existing) throw new Error('Lagos has no staff');
    const first = staffRow();
    const batch = await upload(
      await workbook([
        first,
        staffRow({ Email: existing.email.toUpperCase(), 'Phone Number': '12' }),
        staffRow({ 'Phone Number': existing.phoneNumber }),
        staffRow({ Email: String(first.Email) }),
        staffRow({ 'Oracle Number': String(first['Oracle Number']).toLowerCase() }),
        staffRow({ 'Oracle Number': 'OR-FRESH-1', 'Tescom Number': 'TS-FRESH-1' }),
      ]),
    );
    const described = `${existing.firstName} ${existing.lastName}, ${existing.email}`;
    expect(batch).toMatchObject({ rowCount: 6, validRowCount: 2, errorRowCount: 0, duplicateRowCount: 4, errors: [] });
    expect(batch.duplicates).toEqual([
      { row: 3, column: 'Email', message: `Already in the portal: row 3 is ${described}`, existingId: existing.id },
      { row: 4, column: 'Phone Number', message: `Already in the portal: row 4 is ${described}`, existingId: existing.id },
      { row: 5, column: 'Email', message: 'Already in this sheet: row 5 repeats row 2', sameAsRow: 2 },
      { row: 6, column: 'Oracle Number', message: 'Already in this sheet: row 6 repeats row 2', sameAsRow: 2 },
    ]);
    expect((await call(t, 'createMultipleStaff', createMultiple(batch.id), 200)).json()).toEqual({ created: 2, updated: 0 });
    const again = await upload(await workbook([first]));
    expect(again).toMatchObject({ validRowCount: 0, duplicateRowCount: 1 });
    expect(again.duplicates[0]?.message).toMatch(/^Already in the portal: row 2 is Chiamaka Okonkwo, import\.staff\d+@lagos\.edu\.test$/);
  });

  it('reads phone numbers as people type them, stores the ten digits, and says what SPEC section 5 says of the rest', async () => {
    // Saved by LibreOffice: phone numbers typed as text (with 0, 234, +234, spaces and dashes) and as numbers.
    const batch = await upload(await readFile(new URL('../fixtures/staff-phones-as-typed.xlsx', import.meta.url)));
    expect(batch).toMatchObject({ rowCount: 8, validRowCount: 7, errorRowCount: 1, duplicateRowCount: 0 });
    expect(batch.errors).toEqual([{ row: 9, column: 'Phone Number', message: '0803 123 000 is a digit short: a number that starts with 0 has 11 digits' }]);
    expect((await call(t, 'createMultipleStaff', createMultiple(batch.id), 200)).json()).toEqual({ created: 7, updated: 0 });
    const created = await t.db.select({ phoneNumber: staff.phoneNumber }).from(staff).where(sql`${staff.email} like '%@phones.test'`);
    expect(created.map((row) => row.phoneNumber).sort()).toEqual(['8031230001', '8031230002', '8031230003', '8031230004', '8031230005', '8031230006', '8031230007']);
    // Typed another way, the number is still that person's.
    const again = await upload(await workbook([staffRow({ 'Phone Number': '+234 (0) 803 123 0001' })]));
    expect(again.duplicates).toEqual([expect.objectContaining({ row: 2, column: 'Phone Number', message: expect.stringMatching(/^Already in the portal: row 2 is Adaeze Nwosu/) })]);
  });

  it('takes the failed rows back once fixed, leaving their Errors and Uploaded Row columns aside', async () => {
    const batch = await upload(await workbook([staffRow(), staffRow({ Email: 'not-an-email' }), staffRow({ 'Phone Number': '12345' })]));
    const failed = await sheetOf(await call(t, 'downloadFailedStaffRows', request('GET', `/api/staff/upload-multiple/${batch.id}/failed-rows`, admin), 200));
    const [header = [], ...rows] = failed;
    const fixes: Record<string, unknown> = { Email: `fixed.${serial}@lagos.edu.test`, 'Phone Number': `0803 777 ${String(serial).padStart(4, '0')}` };
    const fixed = rows.map((row) => row.map((cell, index) => (String(row.at(-2)).startsWith(`${header[index]}:`) ? fixes[String(header[index])] : cell)));
    const sheet = [header, ...fixed].map((row) => row.map((cell): Cell => (cell === null ? null : { value: String(cell) })));
    const again = await upload(Buffer.from(await writeXlsxFile(sheet).toBuffer()));
    expect(again).toMatchObject({ rowCount: 2, validRowCount: 2, errors: [], duplicates: [] });

    // The failed rows as LibreOffice saves them once fixed, the Errors column still filled in.
    const saved = await upload(await readFile(new URL('../fixtures/staff-upload-errors-fixed.xlsx', import.meta.url)));
    expect(saved).toMatchObject({ rowCount: 3, validRowCount: 3, errors: [], duplicates: [] });
  });

  it('creates nothing when the transaction fails midway, and everything when called again', async () => {
    const rows = [staffRow(), staffRow(), staffRow()];
    const batch = await upload(await workbook(rows));
    const doomed = String(rows[2]!.Email);
    await t.db.execute(sql.raw(`create function refuse_import() returns trigger language plpgsql as $$ begin
      if new.email = '${doomed}' then raise exception 'crash midway'; end if; return new; end $$`));
    await t.db.execute(sql.raw('create trigger refuse_import before insert on reset_codes for each row execute function refuse_import()'));
    await t.app.inject(createMultiple(batch.id));
    const emails = rows.map((row) => String(row.Email));
    expect(await t.db.select().from(staff).where(inArray(staff.email, emails))).toHaveLength(0);
    await t.db.execute(sql.raw('drop trigger refuse_import on reset_codes'));
    expect((await call(t, 'createMultipleStaff', createMultiple(batch.id), 200)).json()).toEqual({ created: 3, updated: 0 });
  });

  it('answers 409 naming the row when a value was taken since the upload, and creates nothing', async () => {
    const rows = [staffRow(), staffRow()];
    const batch = await upload(await workbook(rows));
    await t.db.update(staff).set({ email: String(rows[1]!.Email) }).where(eq(staff.id, lagos.staff[Object.keys(lagos.staff)[1]!]!.id));
    const response = await call(t, 'createMultipleStaff', createMultiple(batch.id), 409);
    expect(errorOf(response).message).toMatch(/^Row 3: Email already taken/);
    expect(await t.db.select().from(staff).where(eq(staff.email, String(rows[0]!.Email)))).toHaveLength(0);
  });

  it('answers 410 for an expired batch, 404 for another state\'s or an unknown one', async () => {
    const batch = await upload(await workbook([staffRow()]));
    await t.db.update(uploadBatches).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(uploadBatches.id, batch.id));
    expect(errorOf(await call(t, 'createMultipleStaff', createMultiple(batch.id), 410)).message).toMatch(/expired/);
    await call(t, 'downloadFailedStaffRows', request('GET', `/api/staff/upload-multiple/${batch.id}/failed-rows`, admin), 410);
    const [kanoBatch] = await t.db
      .insert(uploadBatches)
      .values({ stateId: kano.school.stateId, kind: 'staff', errors: [], createdById: kano.staffId })
      .returning();
    await call(t, 'createMultipleStaff', createMultiple(kanoBatch!.id), 404);
    await call(t, 'downloadFailedStaffRows', request('GET', `/api/staff/upload-multiple/${kanoBatch!.id}/failed-rows`, admin), 404);
    await call(t, 'createMultipleStaff', createMultiple('00000000-0000-4000-8000-000000000000'), 404);
  });

  it('answers 403 without staff.upload, and checks the token', async () => {
    const bytes = await workbook([staffRow()]);
    await call(t, 'uploadStaff', uploadOf(bytes, inspector), 403);
    await call(t, 'createMultipleStaff', createMultiple('00000000-0000-4000-8000-000000000000', inspector), 403);
    await expectTokenChecks(t, 'createMultipleStaff', request('POST', '/api/staff/create-multiple/00000000-0000-4000-8000-000000000000'), admin.staff.id);
  });
});

describe('uploadStaff refuses a file it cannot read with a 4xx saying why', () => {
  it('random bytes, a zip that is no workbook, a damaged zip', async () => {
    await refused(randomBytes(4096), 400, /Excel \(\.xlsx\)/, 'WRONG_FILE_TYPE');
    await refused(Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('hello') })), 400, /not an Excel workbook/, 'NOT_A_WORKBOOK');
    await refused(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(2000)]), 400, /damaged/, 'NOT_A_WORKBOOK');
  });

  it('a formula, merged cells', async () => {
    const formula = await writeXlsxFile([[{ value: 'First Name' }], [{ value: 'A1&"x"', type: 'Formula' }]]).toBuffer();
    await refused(formula, 400, /^Cell A2 of the sheet Sheet1 holds a formula/, 'UNREADABLE_CELLS');
    const merged = await writeXlsxFile([headings.map((heading) => ({ value: heading })), [{ value: 'Chiamaka', columnSpan: 2 }, null]]).toBuffer();
    await refused(merged, 400, /^Cells A2:B2 of the sheet Sheet1 are merged/, 'UNREADABLE_CELLS');
    const named = await writeXlsxFile([[{ value: 'First Name' }], [{ value: 'A1&"x"', type: 'Formula' }]], { sheet: 'Teachers' }).toBuffer();
    await refused(named, 400, /^Cell A2 of the sheet Teachers holds a formula/, 'UNREADABLE_CELLS');
  });

  it('an empty sheet, no rows, unknown or missing headings', async () => {
    await refused(await writeXlsxFile([[null]]).toBuffer(), 400, /The sheet Sheet1 is empty/, 'EMPTY_SHEET');
    await refused(await workbook([]), 400, /no rows below its headings/, 'EMPTY_SHEET');
    await refused(await workbook([staffRow()], [...headings, 'Shoe Size']), 400, /Unknown column headings: Shoe Size/, 'UNKNOWN_HEADINGS');
    await refused(await workbook([staffRow()], headings.filter((heading) => heading !== 'Email')), 400, /Missing columns: Email/, 'UNKNOWN_HEADINGS');
  });

  it('10,001 rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => [{ value: `Name${index}` }] as Cell[]);
    const bytes = await writeXlsxFile([headings.map((heading): Cell => ({ value: heading })), ...rows]).toBuffer();
    await refused(bytes, 400, /10,001 rows; at most 10,000/, 'TOO_MANY_ROWS');
  });

  it('a body that is not multipart answers 415, a part not named file 400', async () => {
    const json = await call(t, 'uploadStaff', request('POST', '/api/staff/upload-multiple', admin, { file: 'staff.xlsx' }), 415);
    expect(errorOf(json).message).toMatch(/multipart\/form-data/);
    const body = multipart([{ name: 'sheet', data: await workbook([staffRow()]), filename: 'staff.xlsx' }]);
    const unnamed = await call(t, 'uploadStaff', { method: 'POST', url: '/api/staff/upload-multiple', headers: { ...admin.auth, ...body.headers }, payload: body.payload }, 400);
    expect(errorOf(unnamed).details?.[0]).toEqual({ field: 'file', message: 'This Field is required' });
  });

  it('a file over 10 MB answers 413', async () => {
    await refused(randomBytes(10 * 1024 * 1024 + 1), 413, /larger than 10 MB/, 'FILE_TOO_LARGE');
  });
});

describe('the sheet an upload reads, as an administrator sees it', () => {
  const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

  it('reads the sheet named Staff, leaving aside a sheet of notes, a hidden sheet and their formulas, and counts the rows its filter hides', async () => {
    // Saved by LibreOffice: "Read me" (notes and a formula), "Old list" (hidden, a formula), then "Staff", whose filter
    // hides row 6.
    const batch = await upload(await fixture('staff-filtered.xlsx'));
    expect(batch).toMatchObject({ sheet: 'Staff', rowCount: 5, validRowCount: 5, hiddenRowCount: 0, filteredRowCount: 1, errors: [] });
    expect((await call(t, 'createMultipleStaff', createMultiple(batch.id), 200)).json()).toEqual({ created: 5, updated: 0 });
    const created = await t.db.select({ firstName: staff.firstName }).from(staff).where(sql`${staff.email} like '%@sheets.test'`);
    expect(created.map((row) => row.firstName).sort()).toEqual(['Amaka', 'Bayo', 'Chika', 'Dayo', 'Fola']);
  });

  it('reads the first visible sheet when none visible bears the template\'s name, leaves its hidden rows aside, and finds the headings below a title', async () => {
    const students = await call(t, 'uploadStudents', { ...uploadOf(await fixture('students-first-visible-sheet.xlsx')), url: '/api/student/upload-multiple' }, 200);
    // Its sheet named Students is hidden: an old copy, with other headings. Row 4 of the sheet read is hidden.
    expect(students.json()).toMatchObject({ sheet: 'Term 1 admissions', rowCount: 3, validRowCount: 3, hiddenRowCount: 1, filteredRowCount: 0 });
    const titled = await writeXlsxFile(
      [[{ value: 'Staff of Agege, 2026' }], [null], headings.map((heading): Cell => ({ value: heading })), headings.map((heading): Cell => {
        const cell = staffRow()[heading];
        return cell === undefined || cell === null ? null : typeof cell === 'object' && 'value' in cell ? cell : { value: cell as string };
      })],
      { sheet: 'Agege' },
    ).toBuffer();
    const batch = await upload(titled);
    expect(batch).toMatchObject({ sheet: 'Agege', rowCount: 1, validRowCount: 1 });
    expect(batch.errors).toEqual([]);
  });
});

describe('a sheet made by a second writer (openpyxl, tests/fixtures/second-writer.py)', () => {
  const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

  it('reads the data sheet after a hidden one, phones as typed, real dates and accents typed as marks, and leaves hidden and filtered rows aside', async () => {
    const batch = await upload(await fixture('staff-second-writer.xlsx'));
    expect(batch).toMatchObject({ sheet: 'Staff', rowCount: 6, validRowCount: 5, errorRowCount: 1, hiddenRowCount: 1, filteredRowCount: 1, duplicateRowCount: 0 });
    expect(batch.errors).toEqual([{ row: 7, column: 'State of Origin', message: 'Lagoss is not a state of Nigeria. Did you mean "Lagos"?' }]);
    expect((await call(t, 'createMultipleStaff', createMultiple(batch.id), 200)).json()).toEqual({ created: 5, updated: 0 });
    const created = await t.db.select({ firstName: staff.firstName, phoneNumber: staff.phoneNumber, dob: staff.dob }).from(staff).where(sql`${staff.email} like '%@openpyxl.test'`);
    expect(created.map((row) => row.phoneNumber).sort()).toEqual(['8031240001', '8031240002', '8031240003', '8031240004', '8031240005']);
    expect(created.map((row) => row.firstName)).toContain('Ọlámídé'.normalize('NFC'));
    expect(created.map((row) => row.dob).sort()[0]).toBe('1985-03-01');
    // The same file again: everyone in it is already in the portal.
    expect(await upload(await fixture('staff-second-writer.xlsx'))).toMatchObject({ validRowCount: 0, duplicateRowCount: 5 });
  });

  it('takes students with blank admission numbers once, and reports them as already in the portal the second time', async () => {
    const studentUpload = async () =>
      (await call(t, 'uploadStudents', { ...uploadOf(await fixture('students-second-writer.xlsx')), url: '/api/student/upload-multiple' }, 200)).json() as Batch;
    const first = await studentUpload();
    expect(first).toMatchObject({ rowCount: 3, validRowCount: 3, errorRowCount: 0, duplicateRowCount: 0 });
    expect((await call(t, 'createMultipleStudents', { ...createMultiple(first.id), url: `/api/student/create-multiple/${first.id}` }, 200)).json()).toEqual({ created: 3, updated: 0 });
    const second = await studentUpload();
    expect(second).toMatchObject({ validRowCount: 0, duplicateRowCount: 3 });
    expect(second.duplicates[0]?.message).toMatch(/^Already in the portal: row 2 is .*Emeka Openpyxl/);
  });
});

describe('downloadStaff', () => {
  it("answers staffs.xlsx with the search's filters, the state's terms as headings and dates as dates", async () => {
    const school = lagos.schools['Agege Junior Grammar School']!;
    const response = await call(t, 'downloadStaff', request('GET', `/api/staff/download?school[0]=${school.id}`, admin), 200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="staffs.xlsx"');
    const [header, ...rows] = await sheetOf(response);
    expect(header).toEqual(expect.arrayContaining(['Last Name', 'Email', 'District', 'Oracle Number', 'Date of Employment']));
    const schoolColumn = header!.indexOf('School');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[schoolColumn] === school.name)).toBe(true);
    expect(rows.some((row) => row[header!.indexOf('Created')] instanceof Date)).toBe(true);
    await call(t, 'downloadStaff', request('GET', '/api/staff/download', inspector), 403);
  });

  it('names the school posts of each row, and takes up to 10,000 rows where the list takes 1,000', async () => {
    const [post] = await t.db.select({ principalId: schools.principalId }).from(schools).where(isNotNull(schools.principalId)).limit(1);
    const [principal] = await t.db.select().from(staff).where(eq(staff.id, post?.principalId ?? ''));
    const response = await call(t, 'downloadStaff', request('GET', `/api/staff/download?limit=10000&searchTerm=${principal?.email}`, admin), 200);
    const [header, row] = await sheetOf(response);
    expect(row?.[header!.indexOf('School Role')]).toBe('Principal');
    await call(t, 'downloadStaff', request('GET', '/api/staff/download?limit=10001', admin), 400);
    await call(t, 'searchStaff', request('GET', '/api/staff/search?limit=1001', admin), 400);
  });
});

describe("the state's terms", () => {
  it('head the template, the upload reads them, and the errors name them', async () => {
    const configure = (values: Record<string, string | null>) =>
      call(t, 'configureStateTerminologies', request('PATCH', '/api/state/state-terminologies-configuration', admin, values), 200);
    await configure({ district: 'Zone', oracleNumber: 'File Number' });
    try {
      const renamed = { ...terms, district: 'Zone', oracleNumber: 'File Number' };
      const renamedHeadings = staffImportColumns(renamed).map((column) => column.header);
      const [header] = await sheetOf(await call(t, 'downloadStaffTemplate', request('GET', '/api/staff/upload-template', admin), 200));
      expect(header).toEqual(renamedHeadings);
      const rename = (row: Record<string, Cell>) => {
        const { District: zone, 'Oracle Number': fileNumber, ...rest } = row;
        return { ...rest, Zone: zone ?? null, 'File Number': fileNumber ?? null };
      };
      const first = rename(staffRow());
      const batch = await upload(await workbook([first, rename(staffRow({ 'Oracle Number': first['File Number'] as string, District: 'Nowhere' }))], renamedHeadings));
      expect(batch.errors).toEqual([]);
      expect(batch.duplicates).toEqual([{ row: 3, column: 'File Number', message: 'Already in this sheet: row 3 repeats row 2', sameAsRow: 2 }]);
      const zone = await upload(await workbook([rename(staffRow({ District: 'Nowhere' }))], renamedHeadings));
      expect(zone.errors).toEqual([{ row: 2, column: 'Zone', message: 'No Zone of this state is named Nowhere' }]);
      await refused(await workbook([staffRow()]), 400, /Unknown column headings: Oracle Number, District/, 'UNKNOWN_HEADINGS');
    } finally {
      await configure({ district: null, oracleNumber: null });
    }
  });
});
