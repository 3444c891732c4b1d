// The round trip: staffs.xlsx and students.xlsx, downloaded, edited and uploaded again. A row with an Id is an update
// of that person: the review lists each change (column, before → after), the columns an import does not change are
// named and left as they are, unchanged rows are counted, and create-multiple makes the changes in its transaction,
// audited. An update needs the update permission besides the upload's, and the rules of a single edit (who may change
// whom, a value no one else holds); a row the uploader may not change is an error saying why, and a person changed
// since the upload stops the create.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import type { components } from '../../src/api/schema.gen';
import { auditRecords, staff, students } from '../../server/src/db/schema';
import { permissionNameOf } from '../../server/src/data/permissionNames';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, multipart } from './helpers';
import { sheetOf, withStudentTestApp, type StudentTestApp } from './student-helpers';

let app: StudentTestApp, t: TestApp, admin: Session;
withStudentTestApp((received) => {
  app = received;
  t = received.t;
  admin = received.who.admin;
});

type Batch = components['schemas']['UploadBatch'];
type Kind = 'staff' | 'student';
type Sheet = unknown[][];

const downloadOf = async (kind: Kind, query: string, session: Session = admin): Promise<Sheet> =>
  sheetOf(await call(t, kind === 'staff' ? 'downloadStaff' : 'downloadStudents', request('GET', `/api/${kind}/download?${query}`, session), 200));

/** A sheet as a spreadsheet program saves it again: dates as dates, the rest as the text or number it was. */
async function workbookOf(sheet: Sheet): Promise<Buffer> {
  const cellOf = (value: unknown): Cell =>
    value === null || value === undefined || value === ''
      ? null
      : value instanceof Date
        ? { value, type: Date, format: 'dd-mm-yyyy' }
        : typeof value === 'number'
          ? { value }
          : { value: String(value) };
  return Buffer.from(await writeXlsxFile(sheet.map((row) => row.map(cellOf))).toBuffer());
}

async function upload(kind: Kind, sheet: Sheet, session: Session = admin): Promise<Batch> {
  const body = multipart([{ name: 'file', data: await workbookOf(sheet), filename: `${kind}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  const operation = kind === 'staff' ? 'uploadStaff' : 'uploadStudents';
  return (await call(t, operation, { method: 'POST', url: `/api/${kind}/upload-multiple`, headers: { ...session.auth, ...body.headers }, payload: body.payload }, 200)).json() as Batch;
}

const createMultiple = (kind: Kind, id: string, session: Session = admin) =>
  call(t, kind === 'staff' ? 'createMultipleStaff' : 'createMultipleStudents', request('POST', `/api/${kind}/create-multiple/${id}`, session), 200);

const emailOf = async (id: string) => (await t.db.select({ email: staff.email }).from(staff).where(eq(staff.id, id)))[0]?.email ?? '';

/** The rows of a sheet whose `column` is `value`, with a cell changed: `edit(row, 'Address', '…')`. */
const editor = (sheet: Sheet) => {
  const [header = []] = sheet;
  const at = (column: string) => {
    const index = header.indexOf(column);
    if (index < 0) throw new Error(`No column ${column}`);
    return index;
  };
  return {
    at,
    rowOf: (id: string) => sheet.findIndex((row) => row[0] === id) + 1,
    edit: (id: string, column: string, value: unknown) => {
      const row = sheet.find((candidate) => candidate[0] === id);
      if (!row) throw new Error(`No row for ${id}`);
      row[at(column)] = value;
    },
  };
};

describe('staffs.xlsx, edited and uploaded again', () => {
  it('lists each change of each row with an Id, counts new and unchanged rows, leaves the columns an import does not change, and makes the changes audited', async () => {
    const school = app.lagos.schools['Agege Junior Grammar School']!;
    const sheet = await downloadOf('staff', `school[0]=${school.id}`);
    const [header = [], ...rows] = sheet;
    expect(header[0]).toBe('Id');
    const members = await t.db.select().from(staff).where(inArray(staff.id, rows.map((row) => String(row[0]))));
    const changeable = members.filter((member) => member.id !== admin.staff.id);
    const [phoned, addressed, renamed] = changeable;
    if (!phoned || !addressed || !renamed) throw new Error('Agege has too few staff');
    // The one whose address changes had it placed on the map.
    await t.db.update(staff).set({ addressCoordinates: { coordinates: [6.6018, 3.3515] } }).where(eq(staff.id, addressed.id));
    const { edit, rowOf } = editor(sheet);
    edit(phoned.id, 'Phone Number', '0803 777 0001');
    edit(addressed.id, 'Address', '7 Oba Akran Avenue, Ikeja');
    edit(addressed.id, 'Middle Name', null);
    // An import does not change a username, an account's status or where someone is posted.
    edit(renamed.id, 'Username', 'someone.else');
    edit(renamed.id, 'Account Status', 'Suspended');
    const newcomer = header.map((heading) => ({ 'First Name': 'Ngozi', 'Last Name': 'Okafor', Username: 'ngozi.okafor.rt', Email: 'ngozi.okafor.rt@lagos.edu.test', 'Phone Number': '8037770002', Gender: 'female', 'Staff Type': 'Teaching' })[String(heading)] ?? null);
    const batch = await upload('staff', [...sheet, newcomer]);

    expect(batch).toMatchObject({ rowCount: rows.length + 1, newRowCount: 1, updateRowCount: 2, unchangedRowCount: rows.length - 2, errorRowCount: 0, duplicateRowCount: 0, validRowCount: 3 });
    expect(batch.errors).toEqual([]);
    expect(batch.ignoredColumns).toEqual(['Username', 'Account Status', 'District', 'School', 'School Role', 'Last Time Active', 'Created']);
    expect(batch.updates).toEqual([
      {
        row: rowOf(phoned.id),
        id: phoned.id,
        name: `${phoned.firstName} ${phoned.lastName}`,
        changes: [{ column: 'Phone Number', before: `+234${phoned.phoneNumber}`, after: '+2348037770001' }],
      },
      {
        row: rowOf(addressed.id),
        id: addressed.id,
        name: `${addressed.firstName} ${addressed.lastName}`,
        changes: [
          ...(addressed.middleName ? [{ column: 'Middle Name', before: addressed.middleName, after: '' }] : []),
          { column: 'Address', before: addressed.address ?? '', after: '7 Oba Akran Avenue, Ikeja' },
        ],
      },
    ].sort((a, b) => a.row - b.row));

    expect((await createMultiple('staff', batch.id)).json()).toEqual({ created: 1, updated: 2 });
    const after = new Map((await t.db.select().from(staff).where(inArray(staff.id, [phoned.id, addressed.id, renamed.id]))).map((member) => [member.id, member]));
    expect(after.get(phoned.id)?.phoneNumber).toBe('8037770001');
    // Its coordinates are cleared with the new address, never left on the old place.
    expect(after.get(addressed.id)).toMatchObject({ address: '7 Oba Akran Avenue, Ikeja', middleName: null, addressCoordinates: null });
    expect(after.get(renamed.id)).toMatchObject({ username: renamed.username, accountStatus: renamed.accountStatus });
    const audited = (await t.db.select().from(auditRecords).where(eq(auditRecords.operationId, 'createMultipleStaff'))).flatMap((record) => record.changes);
    expect(audited).toContainEqual({ action: 'changed', recordType: 'Staff', recordId: phoned.id, fields: [{ field: 'phoneNumber', before: phoned.phoneNumber, after: '8037770001' }] });
    // In the audit trail: the import by name, the phone number as the portal writes it everywhere.
    const trail = (await call(t, 'searchAudit', request('GET', `/api/audit/search?person=${admin.staff.id}&recordType=Staff&limit=1`, admin), 200)).json() as {
      records: { operation: string; changes: { recordId: string; fields: { label: string; beforeText?: string; afterText?: string }[] }[] }[];
    };
    expect(trail.records[0]?.operation).toBe('Import staff');
    expect(trail.records[0]?.changes.find((change) => change.recordId === phoned.id)?.fields).toEqual([
      expect.objectContaining({ label: 'Phone number', beforeText: `+234${phoned.phoneNumber}`, afterText: '+2348037770001' }),
    ]);
    expect((await createMultiple('staff', batch.id)).json(), 'the batch is used once').toEqual({ created: 0, updated: 0 });

    // The same file again: its updates are the staff's values now, and its new row someone already in the portal.
    const again = await upload('staff', [...sheet, newcomer]);
    expect(again).toMatchObject({ updateRowCount: 0, unchangedRowCount: rows.length, duplicateRowCount: 1, newRowCount: 0 });
  });

  it('takes the whole download back as it was: every row unchanged and no one refused, a place spelt another way no change', async () => {
    // A record may hold another spelling of its local government than the reference list's ("Ifako Ijaiye").
    const [someone] = await t.db.select({ id: staff.id }).from(staff).where(and(eq(staff.stateId, admin.staff.state), eq(staff.stateOfResidence, 'Lagos'))).limit(1);
    if (!someone) throw new Error('No staff member lives in Lagos');
    await t.db.update(staff).set({ localGovernmentOfResidence: 'ifako ijaiye' }).where(eq(staff.id, someone.id));
    const sheet = await downloadOf('staff', 'limit=10000', app.officer);
    const batch = await upload('staff', sheet, app.officer);
    expect(batch.errors).toEqual([]);
    expect(batch).toMatchObject({ rowCount: sheet.length - 1, unchangedRowCount: sheet.length - 1, updateRowCount: 0, newRowCount: 0, duplicateRowCount: 0 });
  });

  it('refuses, row by row, whom the uploader may not change, an Id of no one of theirs, and another\'s email', async () => {
    const sheet = await downloadOf('staff', 'limit=10000');
    const { edit, at } = editor(sheet);
    const [header = []] = sheet;
    const inspector = app.who.inspector.staff.id;
    const owner = admin.staff.id;
    const plain = app.withoutRoles.staff.id;
    const clashing = app.officer.staff.id;
    for (const id of [inspector, owner, plain]) edit(id, 'Address', 'Changed by the Data Officer');
    // Someone else's email, someone the sheet does not name (one it names would make the row repeat theirs).
    const [other] = await t.db.select({ email: staff.email }).from(staff).where(and(eq(staff.stateId, admin.staff.state), notInArray(staff.id, [inspector, owner, plain, clashing]))).limit(1);
    edit(clashing, 'Email', other?.email.toUpperCase());
    const pick = (id: string) => sheet.find((row) => row[0] === id) as unknown[];
    /** A copy of a row naming someone else, with values of its own (else it would repeat the row it copies). */
    const copyOf = (id: string, newId: string, serial: number) => {
      const copy = [...pick(id)];
      copy[0] = newId;
      for (const column of ['Email', 'Phone Number', 'Oracle Number', 'Tescom Number', 'Subeb Number']) copy[at(column)] = null;
      copy[at('Email')] = `copy.${serial}@lagos.edu.test`;
      copy[at('Username')] = `copy.user.${serial}`;
      copy[at('Phone Number')] = `80999900${serial}0`;
      return copy;
    };
    const batch = await upload('staff', [header, pick(inspector), pick(owner), pick(plain), pick(clashing), copyOf(plain, app.kano.staffId, 1), copyOf(plain, 'not-an-id', 2)], app.officer);
    expect(batch.duplicates).toEqual([]);
    expect(batch.errors).toEqual([
      { row: 2, column: 'Id', message: "You cannot change the profile of someone who holds permissions you lack: 'View classes', 'View schools', 'View subjects'" },
      { row: 3, column: 'Id', message: "Only the state's owner can change the owner's profile" },
      { row: 5, column: 'Email', message: 'Email already taken' },
      { row: 6, column: 'Id', message: 'No staff member of your organisation has this Id' },
      { row: 7, column: 'Id', message: 'This is not an Id the portal gave: leave it as the download wrote it, or blank for someone new' },
    ]);
    expect(batch).toMatchObject({ updateRowCount: 1, updates: [expect.objectContaining({ row: 4, id: plain })] });
  });

  it('needs the update permission besides the upload\'s', async () => {
    const role = (await call(t, 'addRole', request('POST', '/api/role/add', admin, { name: 'Records Clerk', permissions: ['staff.upload', 'student.upload', 'staff.download', 'student.download'] }), 201)).json() as { id: string };
    const clerk = app.withoutRoles;
    await call(t, 'assignStaffRole', request('PUT', `/api/staff/role-access/${clerk.staff.id}`, admin, { roleId: role.id }), 200);
    const staffSheet = await downloadOf('staff', `searchTerm=${await emailOf(app.officer.staff.id)}`);
    // Sent back as it was, the download changes no one, so the clerk is refused nothing.
    expect(await upload('staff', staffSheet, clerk)).toMatchObject({ errors: [], unchangedRowCount: 1 });
    editor(staffSheet).edit(app.officer.staff.id, 'Address', 'Changed by the clerk');
    const refused = await upload('staff', staffSheet, clerk);
    expect(refused.errors).toEqual([{ row: 2, column: 'Id', message: `Changing a staff member needs the permission '${permissionNameOf('staff.update')}', which your role does not hold` }]);
    const studentSheet = await downloadOf('student', 'limit=1');
    expect(await upload('student', studentSheet, clerk)).toMatchObject({ errors: [], unchangedRowCount: 1 });
    editor(studentSheet).edit(String(studentSheet[1]?.[0]), 'Address', 'Changed by the clerk');
    const student = await upload('student', studentSheet, clerk);
    expect(student.errors).toEqual([{ row: 2, column: 'Id', message: `Changing a student needs the permission '${permissionNameOf('student.update')}', which your role does not hold` }]);
  });

  it('makes no change when someone a row updates was changed since the upload, and says which row', async () => {
    const sheet = await downloadOf('staff', `searchTerm=${await emailOf(app.withoutRoles.staff.id)}`);
    editor(sheet).edit(app.withoutRoles.staff.id, 'Area of Specialization', 'Chemistry');
    const batch = await upload('staff', sheet);
    expect(batch.updateRowCount).toBe(1);
    await call(t, 'updateStaff', request('PATCH', `/api/staff/update/${app.withoutRoles.staff.id}`, admin, { areaOfSpecialization: 'Physics' }), 200);
    const refused = errorOf(await call(t, 'createMultipleStaff', request('POST', `/api/staff/create-multiple/${batch.id}`, admin), 409));
    expect(refused.message).toMatch(/^Row 2: .+ was changed since the upload/);
    const [member] = await t.db.select().from(staff).where(eq(staff.id, app.withoutRoles.staff.id));
    expect(member?.areaOfSpecialization).toBe('Physics');
  });
});

describe('students.xlsx, edited and uploaded again', () => {
  it('lists and makes the changes of each row with an Id, keeping each student at their school', async () => {
    const school = app.lagos.schools['Agege Junior Grammar School']!;
    const sheet = await downloadOf('student', `school[0]=${school.id}&limit=3`);
    const [header = [], ...rows] = sheet;
    expect(header.slice(0, 2)).toEqual(['Id', 'Admission Number']);
    const [first, second, third] = rows.map((row) => String(row[0]));
    if (!first || !second || !third) throw new Error('Agege has too few students');
    const records = new Map((await t.db.select().from(students).where(inArray(students.id, [first, second, third]))).map((row) => [row.id, row]));
    const { edit, rowOf } = editor(sheet);
    edit(first, 'Guardian Phone Number', '+234 805 111 2222');
    edit(second, 'First Name', 'Adébáyọ̀'.normalize('NFD'));
    // Moving a student to another school is not an import's to do.
    edit(third, 'School', 'Kosofe Senior High School 2');
    const batch = await upload('student', sheet);
    expect(batch).toMatchObject({ updateRowCount: 2, unchangedRowCount: 1, newRowCount: 0, errors: [], ignoredColumns: ['School', 'District', 'State'] });
    const guardian = records.get(first)?.guardianPhoneNumber;
    expect(batch.updates).toEqual([
      { row: rowOf(first), id: first, name: `${records.get(first)?.firstName} ${records.get(first)?.lastName}`, changes: [{ column: 'Guardian Phone Number', before: guardian ? `+234${guardian.number}` : '', after: '+2348051112222' }] },
      { row: rowOf(second), id: second, name: `${records.get(second)?.firstName} ${records.get(second)?.lastName}`, changes: [{ column: 'First Name', before: records.get(second)?.firstName, after: 'Adébáyọ̀'.normalize('NFC') }] },
    ]);
    expect((await createMultiple('student', batch.id)).json()).toEqual({ created: 0, updated: 2 });
    const after = new Map((await t.db.select().from(students).where(inArray(students.id, [first, second, third]))).map((row) => [row.id, row]));
    expect(after.get(first)?.guardianPhoneNumber).toEqual({ code: '+234', number: '8051112222' });
    expect(after.get(second)?.firstName).toBe('Adébáyọ̀'.normalize('NFC'));
    expect(after.get(third)?.schoolId).toBe(school.id);
  });

  it("refuses an admission number another student of the school holds, as the single update does", async () => {
    const school = app.lagos.schools['Agege Junior Grammar School']!;
    const sheet = await downloadOf('student', `school[0]=${school.id}&limit=2`);
    const [, one, other] = sheet;
    if (!one || !other) throw new Error('Agege has too few students');
    editor(sheet).edit(String(one[0]), 'Admission Number', String(other[1]).toLowerCase());
    const batch = await upload('student', sheet.slice(0, 2));
    expect(batch.errors).toEqual([{ row: 2, column: 'Admission Number', message: expect.stringMatching(/^The admission number .+ is already .+'s$/) }]);
  });
});
