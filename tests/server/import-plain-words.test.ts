// Every fault of every row of a staff or student sheet, said at once and in plain words: each column of both templates
// is given a value breaking each rule its contract schema holds (length, pattern, choice, date, phone, lookup,
// required) and each rule the single create applies (dates in order, arms, places), one row per fault; every such
// row is reported, and no message is the validator's own English or a pattern. Places of Nigeria are stored as the
// reference spells them, and a misspelt one names the place it most likely means.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import writeXlsxFile, { type Cell } from 'write-excel-file/node';
import type { components } from '../../src/api/schema.gen';
import { loadContract } from '../../server/src/contract';
import { staffImportColumns } from '../../server/src/data/staffImport';
import { studentImportColumns } from '../../server/src/data/studentImport';
import type { ImportColumn } from '../../server/src/services/sheetImport';
import { staff } from '../../server/src/db/schema';
import { request, type Session } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, multipart } from './helpers';
import { withStudentTestApp } from './student-helpers';

let t: TestApp, admin: Session;
withStudentTestApp((app) => {
  t = app.t;
  admin = app.who.admin;
});

type Batch = components['schemas']['UploadBatch'];
type Schema = { $ref?: string; type?: string; minLength?: number; maxLength?: number; pattern?: string; enum?: string[] };

const terms = { district: 'District', oracleNumber: 'Oracle Number', tescomNumber: 'Tescom Number', subebNumber: 'Subeb Number' };
const schemas = loadContract('portal').components?.schemas as Record<string, Schema & { properties?: Record<string, Schema> }>;
const resolved = (schema: Schema | undefined): Schema => (schema?.$ref ? resolved(schemas[schema.$ref.split('/').at(-1) ?? '']) : (schema ?? {}));

/** The validator's own English (ajv's), and the marks of a regular expression: never shown to a person. */
const validatorWording = /must NOT|must match|must be equal|must be (string|integer|number|array|object|boolean|null)\b|must have required|must be [<>]=?|must be a valid|\^|\$|\\[dswS]|\(\?=/;

/** Values breaking each rule the column's schema (or its kind of cell) holds, each a fault of its own. */
function faultsOf(column: ImportColumn, schemaName: string): string[] {
  if (column.value === 'lookup') return ['Nowhere In Particular'];
  if (column.value === 'date') return ['soon', '31-31-2013'];
  if (column.value === 'phone') return ['12', '0803 123 000', '+44 20 7946 0958'];
  if (column.choices) return ['unknown'];
  const schema = resolved(schemas[schemaName]?.properties?.[column.field]);
  const faults: string[] = [];
  if ((schema.minLength ?? 0) > 1) faults.push('x'.repeat((schema.minLength ?? 1) - 1));
  if (schema.maxLength) faults.push('x'.repeat(schema.maxLength + 1));
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const breaking = ['@@@@@@@@', '-starts.with.a.dash', 'has an @ sign'].find((value) => !pattern.test(value) && value.length >= (schema.minLength ?? 0));
    if (breaking) faults.push(breaking);
  }
  return faults;
}

/** One row per fault, from a valid row: the cell broken, or a required one left blank. */
function faultyRows(columns: readonly ImportColumn[], schemaName: string, valid: (index: number) => Record<string, string>) {
  let index = 0;
  const rows: { cells: Record<string, string>; fault: string }[] = [];
  for (const column of columns) {
    for (const value of [...faultsOf(column, schemaName), ...(column.required ? [''] : [])]) {
      index += 1;
      rows.push({ cells: { ...valid(index), [column.header]: value }, fault: `${column.header}: ${JSON.stringify(value)}` });
    }
  }
  return rows;
}

const workbook = async (headings: string[], rows: Record<string, string>[]) =>
  Buffer.from(await writeXlsxFile([headings.map((heading): Cell => ({ value: heading })), ...rows.map((row) => headings.map((heading): Cell => (row[heading] ? { value: row[heading] } : null)))]).toBuffer());

async function upload(kind: 'staff' | 'student', bytes: Buffer): Promise<Batch> {
  const body = multipart([{ name: 'file', data: bytes, filename: `${kind}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  const operation = kind === 'staff' ? 'uploadStaff' : 'uploadStudents';
  return (await call(t, operation, { method: 'POST', url: `/api/${kind}/upload-multiple`, headers: { ...admin.auth, ...body.headers }, payload: body.payload }, 200)).json() as Batch;
}

/** Every faulty row reported, and every message in plain words. */
function expectEveryFaultSaid(batch: Batch, rows: { fault: string }[]) {
  const reported = new Set(batch.errors.map((error) => error.row));
  expect(rows.filter((_, index) => !reported.has(index + 2)).map((row) => row.fault), 'faults no error reports').toEqual([]);
  expect(batch.errors.filter((error) => validatorWording.test(error.message)), 'messages in the validator\'s words').toEqual([]);
}

const staffRow = (index: number): Record<string, string> => ({
  'First Name': 'Chiamaka',
  'Last Name': `Plainwords${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`,
  Username: `plain.words${index}`,
  Email: `plain.words${index}@lagos.edu.test`,
  'Phone Number': `806${String(index).padStart(7, '0')}`,
  Gender: 'female',
  'Staff Type': 'Teaching',
});

const studentRow = (index: number): Record<string, string> => ({
  'First Name': 'Tolu',
  'Last Name': `Plainwords${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`,
  Gender: 'female',
  'Date of Birth': '21-05-2013',
  School: 'Agege Junior Grammar School',
});

describe('every fault of a sheet, at once and in plain words', () => {
  it('reports each rule a staff column breaks, the contract\'s and createStaff\'s, never in the validator\'s words', async () => {
    const columns = staffImportColumns(terms);
    const rows = [
      ...faultyRows(columns, 'StaffInput', staffRow),
      { cells: { ...staffRow(900), 'Date of Birth': '01-01-1990', 'Date of Employment': '01-01-1985' }, fault: 'employed before birth' },
      { cells: { ...staffRow(901), 'Date of Birth': '01-01-2090' }, fault: 'born in the future' },
      { cells: { ...staffRow(902), District: 'District I', School: 'Kosofe Senior High School 2' }, fault: 'a school of another district' },
    ];
    const batch = await upload('staff', await workbook(columns.map((column) => column.header), rows.map((row) => row.cells)));
    expectEveryFaultSaid(batch, rows);
    const username = batch.errors.filter((error) => error.column === 'Username').map((error) => error.message);
    expect(username).toEqual(expect.arrayContaining(['Username must be more than 5 characters', 'Write at most 50 characters', 'Use only letters, digits, dots, underscores and hyphens']));
  });

  it('reports each rule a student column breaks, the contract\'s and addStudent\'s, never in the validator\'s words', async () => {
    const rows = [
      ...faultyRows(studentImportColumns, 'StudentInput', studentRow),
      { cells: { ...studentRow(900), 'Admission Date': '01-01-2012' }, fault: 'admitted before birth' },
      { cells: { ...studentRow(901), Class: 'JSS 1', 'Class Arm': 'Z' }, fault: 'an arm the class has not' },
      { cells: { ...studentRow(902), 'Class Arm': 'A' }, fault: 'an arm without a class' },
      { cells: { ...studentRow(903), 'State of Origin': 'Atlantis' }, fault: 'no state of Nigeria' },
      { cells: { ...studentRow(904), 'State of Origin': 'Oyo', 'Local Government of Origin': 'Ikeja' }, fault: 'a local government of another state' },
    ];
    const batch = await upload('student', await workbook(studentImportColumns.map((column) => column.header), rows.map((row) => row.cells)));
    expectEveryFaultSaid(batch, rows);
  });

  it('says every fault of one row in one upload, one message each, in the order of the columns', async () => {
    const row = {
      ...studentRow(950),
      'First Name': '',
      Gender: 'unknown',
      'Date of Birth': '01-01-2090',
      'Class Arm': 'A',
      'State of Origin': 'Atlantis',
      'Guardian Phone Number': '12',
    };
    const batch = await upload('student', await workbook(studentImportColumns.map((column) => column.header), [row]));
    expect(batch.errors).toEqual([
      { row: 2, column: 'First Name', message: 'This Field is required' },
      { row: 2, column: 'Gender', message: 'Write one of: male, female' },
      { row: 2, column: 'Date of Birth', message: 'Date of birth cannot be in the future' },
      { row: 2, column: 'Class Arm', message: 'Choose the class before its arm' },
      { row: 2, column: 'State of Origin', message: 'Atlantis is not a state of Nigeria.' },
      { row: 2, column: 'Guardian Phone Number', message: 'Please put in only the last ten digits of your phone number.' },
    ]);
  });

  it('lists a staff member\'s dates out of order each, in one upload', async () => {
    const row = { ...staffRow(960), 'Date of Birth': '01-01-1990', 'Date of Employment': '01-01-1985', 'Date of First Appointment': '01-01-1984' };
    const batch = await upload('staff', await workbook(staffImportColumns(terms).map((column) => column.header), [row]));
    expect(batch.errors.map((error) => error.message)).toEqual([
      'The date of employment cannot be before the date of birth',
      'The date of first appointment cannot be before the date of birth',
    ]);
  });
});

describe('places of Nigeria named in a sheet', () => {
  it('stores a state and local government as the reference spells them, and says which one a misspelt name means', async () => {
    const headings = staffImportColumns(terms).map((column) => column.header);
    const rows: Record<string, string>[] = [
      { ...staffRow(970), 'State of Origin': 'lagos state', 'Local Government of Origin': 'ikeja', 'State of Residence': 'Akwa-Ibom' },
      { ...staffRow(971), 'State of Origin': 'Lagoss', 'State of Residence': 'Oyo', 'Local Government of Residence': 'Ibadan Nort' },
      { ...staffRow(972), 'Local Government of Origin': 'Ikeja' },
      { ...staffRow(973), 'State of Origin': 'Narnia' },
      { ...staffRow(974), 'Country of Origin': 'Ghana', 'State of Origin': 'Ashanti', 'Local Government of Origin': 'Kumasi' },
    ];
    const batch = await upload('staff', await workbook(headings, rows));
    expect(batch.errors).toEqual([
      { row: 3, column: 'State of Origin', message: 'Lagoss is not a state of Nigeria. Did you mean "Lagos"?' },
      { row: 3, column: 'Local Government of Residence', message: 'Ibadan Nort is not a local government of Oyo. Did you mean "Ibadan North"?' },
      { row: 4, column: 'State of Origin', message: 'State is required' },
      { row: 5, column: 'State of Origin', message: 'Narnia is not a state of Nigeria.' },
    ]);
    expect(batch.validRowCount).toBe(2);
    expect((await call(t, 'createMultipleStaff', request('POST', `/api/staff/create-multiple/${batch.id}`, admin), 200)).json()).toEqual({ created: 2, updated: 0 });
    const places = await t.db
      .select({ stateOfOrigin: staff.stateOfOrigin, localGovernmentOfOrigin: staff.localGovernmentOfOrigin, stateOfResidence: staff.stateOfResidence })
      .from(staff)
      .where(inArray(staff.username, [rows[0]!.Username!, rows[4]!.Username!]))
      .orderBy(staff.username);
    expect(places).toEqual([
      { stateOfOrigin: 'Lagos', localGovernmentOfOrigin: 'Ikeja', stateOfResidence: 'Akwa Ibom' },
      { stateOfOrigin: 'Ashanti', localGovernmentOfOrigin: 'Kumasi', stateOfResidence: null },
    ]);
    const students = await upload('student', await workbook(studentImportColumns.map((column) => column.header), [{ ...studentRow(975), 'State of Origin': 'Kadna' }]));
    expect(students.errors).toEqual([{ row: 2, column: 'State of Origin', message: 'Kadna is not a state of Nigeria. Did you mean "Kaduna"?' }]);
  });

  it('is the rule of createStaff too, whose sheet rows are checked by it', async () => {
    const body = {
      firstName: 'Halima',
      lastName: 'Sani',
      username: 'halima.sani.places',
      email: 'halima.sani.places@lagos.edu.test',
      phoneNumber: { code: '+234', number: '8077700099' },
      gender: 'female',
      staffType: 'Teaching',
      stateOfResidence: 'Lagos',
      localGovernmentOfResidence: 'Ikejaa',
    };
    const refused = errorOf(await call(t, 'createStaff', request('POST', '/api/staff/create', admin, body), 400));
    expect(refused.details).toEqual([{ field: 'localGovernmentOfResidence', message: 'Ikejaa is not a local government of Lagos. Did you mean "Ikeja"?' }]);
  });
});
