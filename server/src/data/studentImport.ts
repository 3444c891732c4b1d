// A student spreadsheet: the template's columns, and every row checked by addStudent's own rules: the contract's
// StudentInput, then the rule functions insertStudent applies (admittingSchool, admittingClass, admissionOf's parts:
// armOf, checkDates, originOf), each on its own so that a row's every fault is said at once, and
// the rows that are students already in the portal, or repeat an earlier row, found with one read for the whole
// sheet and left out as duplicates.
import { classes, schools, students } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { BodyOf } from '../contractTypes';
import { byName, duplicateRows, idColumn, rowBodyOf, rowErrorsOf, rowFaults, type ImportColumn, type RowIdentity, type SheetRow } from '../services/sheetImport';
import type { CheckedSheet, StoredRow, UpdateAction } from '../services/uploadBatches';
import { conflict, forbidden, type HttpError } from '../errors';
import { mayPerform, type Caller } from '../plugins/access';
import { permissionNamesOf } from './permissionNames';
import { idRefusal, refusedRow, rowIdOf, unchangedSince, updateOf, type UpdatableField } from './importUpdates';
import { inIdArray, nameOf, textOrNull } from './values';
import {
  admissionNumberKey,
  admissionNumberTaken,
  admittingClass,
  admittingSchool,
  armOf,
  checkDates,
  originOf,
  studentPersonKey,
  studentsByAdmissionNumber,
  studentsByPerson,
  today,
} from './students';

export type StudentImportInput = BodyOf<'addStudent'>;

export const studentImportColumns: readonly ImportColumn[] = [
  // Left blank in the example: a blank admission number is given the school's next free one (LAG/2026/0007, say).
  { header: 'Admission Number', field: 'admissionNumber', asText: true, example: '' },
  { header: 'First Name', field: 'firstName', required: true, example: 'Tolu' },
  { header: 'Last Name', field: 'lastName', required: true, example: 'Adeyemi' },
  { header: 'Middle Name', field: 'middleName', example: 'Grace' },
  { header: 'Gender', field: 'gender', required: true, choices: 'Gender', example: 'female' },
  { header: 'Date of Birth', field: 'dob', required: true, value: 'date', example: '2013-05-21' },
  { header: 'Admission Date', field: 'admissionDate', value: 'date', example: '2026-09-14' },
  { header: 'School', field: 'schoolId', required: true, value: 'lookup', example: '' },
  { header: 'Class', field: 'classId', value: 'lookup', example: '' },
  { header: 'Class Arm', field: 'classArm', example: '' },
  { header: 'Address', field: 'address', example: '4 Market Road, Agege' },
  { header: 'State of Origin', field: 'stateOfOrigin', example: 'Oyo' },
  { header: 'Local Government of Origin', field: 'localGovernmentOfOrigin', example: 'Ibadan North' },
  { header: 'Guardian Name', field: 'guardianName', example: 'Bisi Adeyemi' },
  { header: 'Guardian Phone Number', field: 'guardianPhoneNumber', value: 'phone', example: '8039876543' },
];

/** What the template's Instructions sheet says, one paragraph a row. */
export const studentTemplateInstructions: readonly string[] = [
  'One row for each student, on the sheet Students, below its headings. The row below the headings is an example: write over it, or leave it, since it is never imported.',
  "First Name, Last Name, Gender, Date of Birth and School are needed; leave any other cell blank when it is not known. A blank Admission Number is given the school's next free one.",
  "Choose from the list in the cells that have one: Gender, School, Class, Class Arm, State of Origin and Local Government of Origin. The Class Arm must be one of its class's arms.",
  "Write dates as DD-MM-YYYY (21-05-2013), or enter them as dates. Write a guardian's phone number as you would dial it (0803 123 4567, or +234 803 123 4567).",
  'A row with the admission number of a student of its school, or the name, date of birth and school of one, is that student already in the portal, and is left out.',
  'Upload the file on Import students: every row is checked and reported before anything is created. Download the rows with errors, fix them there and upload that file as it is.',
  'To change students already in the portal, download students.xlsx from the student list, change it and upload it here: its Id column says whose each row is. Their school is not changed so.',
];

/** A student as a duplicate names them: `LAG/2025/0001, Kemi Adeyemi`. */
const describedStudent = (student: { admissionNumber: string; firstName: string; lastName: string }) =>
  `${student.admissionNumber}, ${student.firstName} ${student.lastName}`;

const numberColumns = 'Admission Number';
const personColumns = 'First Name, Last Name, Date of Birth, School';

/** A download's columns an import does not change on a student it updates: where they are. */
export const studentLeftAsTheyAre = (districtTerm: string) => ['School', districtTerm, 'State'];

/** What a row with an Id may change of a student: the template's columns but the school. */
const updatableFields: UpdatableField[] = studentImportColumns.flatMap((column) =>
  column.field === 'schoolId'
    ? []
    : [{ field: column.field, column: column.header, kind: column.value === 'lookup' ? 'reference' : column.value === 'date' || column.value === 'phone' ? column.value : undefined }],
);

type StudentRecord = typeof students.$inferSelect;

/**
 * A row's values as the students table stores them, for comparing with the record: the parts of admissionOf, on the
 * row's cells (which passed them). A blank admission number or date leaves the record's, which are never none.
 */
function storedValuesOf(input: StudentImportInput, record: StudentRecord, klass: ClassRecord | undefined): Record<string, unknown> {
  return {
    admissionNumber: input.admissionNumber?.trim() || record.admissionNumber,
    firstName: nameOf(input.firstName, 'firstName'),
    lastName: nameOf(input.lastName, 'lastName'),
    middleName: textOrNull(input.middleName),
    gender: input.gender,
    dob: input.dob,
    admissionDate: input.admissionDate ?? record.admissionDate,
    classId: klass?.id ?? null,
    classArm: armOf(klass ?? null, input.classArm ?? null),
    address: textOrNull(input.address),
    ...originOf(input.stateOfOrigin ?? null, input.localGovernmentOfOrigin ?? null),
    guardianName: input.guardianName ? nameOf(input.guardianName, 'guardianName') : null,
    guardianPhoneNumber: input.guardianPhoneNumber ?? null,
  };
}

type ClassRecord = typeof classes.$inferSelect;

/** Why the caller may not change the students of `ids`, by id: without `student.update`, or outside their organisation. */
async function updateRefusals(scope: Scope, caller: Caller, ids: string[]) {
  const records = new Map((ids.length ? await scope.db.select().from(students).where(scope.owns(students, inIdArray(students.id, ids))) : []).map((record) => [record.id, record]));
  const refusals = new Map<string, HttpError>();
  const lacking = idRefusal(403, `Changing a student needs the permission ${permissionNamesOf(['student.update'])}, which your role does not hold`);
  for (const id of ids) {
    if (!mayPerform(caller, 'student.update')) refusals.set(id, lacking);
    else if (!records.has(id)) refusals.set(id, idRefusal(404, 'No student of your organisation has this Id'));
  }
  return { records, refusals };
}

/**
 * Every row checked; the valid ones carry what createMultipleStudents does. The schools, the classes and the
 * students the sheet may already hold are each read once, for all its rows, so 10,000 rows cost a few queries. A row
 * without an Id that is a student of the portal (the same school and admission number, or the same name, date of
 * birth and school) or repeats an earlier row is a duplicate, left out; a row with an Id (a download's) is an update
 * of that student, who must be one `caller` may change, and is an update only when it changes something. Its school
 * stays the student's.
 */
export async function validateStudentRows(scope: Scope, rows: SheetRow[], caller: Caller): Promise<CheckedSheet<StudentImportInput>> {
  const columns = [idColumn, ...studentImportColumns];
  const [schoolRows, classRows] = await Promise.all([scope.listOwned(schools), scope.listOwned(classes)]);
  const lookups = { schoolId: byName(schoolRows), classId: byName(classRows) };
  const schoolsById = new Map(schoolRows.map((school) => [school.id, school]));
  const classesById = new Map(classRows.map((klass) => [klass.id, klass]));
  const rowIds = rows.map((row) => rowIdOf(row));
  const { records, refusals } = await updateRefusals(scope, caller, [...new Set(rowIds.flatMap((entry) => entry.id ?? []))]);
  const checked = rows.map((row, index) => {
    const { body, errors } = rowBodyOf(row, studentImportColumns, 'StudentInput', lookups);
    const { id, error } = rowIds[index] ?? {};
    const record = id ? records.get(id) : undefined;
    // A student updated stays at their school: the School cell is theirs to read, not to change.
    if (record?.schoolId) body.schoolId = record.schoolId;
    return { row, id, record, body, errors: record ? errors.filter((fault) => fault.column !== 'School') : errors, refusal: error ?? (id ? refusals.get(id) : undefined) };
  });
  const inputOf = (entry: (typeof checked)[number]) => entry.body as Partial<StudentImportInput>;
  const classNames = new Map(classRows.map((klass) => [klass.id, klass.name]));
  const updateOfRow = (input: StudentImportInput, record: StudentRecord) =>
    updateOf(updatableFields, record.id, `${record.firstName} ${record.lastName}`, record, storedValuesOf(input, record, input.classId ? classesById.get(input.classId) : undefined), classNames);
  /** Whether a row changes its student; one whose values do not all pass is taken to, so its refusal is said too. */
  const changesRecord = (entry: (typeof checked)[number], record: StudentRecord) => {
    try {
      return Boolean(updateOfRow(entry.body as StudentImportInput, record));
    } catch {
      return true;
    }
  };
  for (const entry of checked) {
    const input = inputOf(entry);
    const refused = new Set(entry.errors.map((error) => error.column));
    const klass = input.classId ? classesById.get(input.classId) : undefined;
    const { refusal } = entry;
    // insertStudent's rules (admissionOf's parts), each on its own, so a row's every fault is said at once; a rule
    // whose cells were refused already, or left blank, is not run on them.
    const rules = [
      () => refusedRow(refusal, entry.record, () => Boolean(entry.record && changesRecord(entry, entry.record))) && Promise.reject(refusal),
      () => input.schoolId && admittingSchool(schoolsById.get(input.schoolId)),
      () => input.classId && admittingClass(klass),
      () => !refused.has('Class') && armOf(klass ?? null, input.classArm ?? null),
      () => input.dob && checkDates(input.dob, input.admissionDate ?? entry.record?.admissionDate ?? today(), input),
      () => !refused.has('State of Origin') && originOf(input.stateOfOrigin ?? null, input.localGovernmentOfOrigin ?? null),
    ];
    for (const rule of rules) entry.errors.push(...(await rowErrorsOf(entry.row, columns, rule)));
  }
  // One after another: inside a transaction the queries share one connection, which takes one query at a time.
  const byNumber = await studentsByAdmissionNumber(scope, checked.flatMap((entry) => inputOf(entry).admissionNumber ?? []));
  const byPerson = await studentsByPerson(
    scope,
    checked.flatMap((entry) => {
      const { schoolId, dob } = inputOf(entry);
      return schoolId && dob && !entry.id ? [{ schoolId, dob }] : [];
    }),
  );
  for (const entry of checked) {
    // Another student's admission number on a row that updates a student: the single update's 409, here the row's error.
    const { schoolId, admissionNumber } = inputOf(entry);
    const holder = entry.id && schoolId && admissionNumber ? byNumber.get(admissionNumberKey(schoolId, admissionNumber)) : undefined;
    if (holder && holder.id !== entry.id) entry.errors.push(...(await rowErrorsOf(entry.row, columns, () => Promise.reject(admissionNumberTaken(holder)))));
    entry.errors = rowFaults(entry.errors, columns);
  }
  const identities = checked.map((entry) => ({
    row: entry.row.row,
    updating: Boolean(entry.id),
    identities: [{ column: idColumn.header, key: entry.id }, ...identitiesOf(inputOf(entry))],
  }));
  const duplicates = duplicateRows(identities, (identity) => {
    const student = (identity.column === numberColumns ? byNumber : identity.column === personColumns ? byPerson : new Map<string, StudentRecord>()).get(identity.key);
    return student && { id: student.id, description: describedStudent(student) };
  });
  const stored: StoredRow<StudentImportInput>[] = checked.map(({ row, body, errors, record }) => {
    const input = body as StudentImportInput;
    if (errors.length) return row;
    if (!record) return { ...row, action: { create: input } };
    const update = updateOfRow(input, record);
    return update ? { ...row, action: { update } } : row;
  });
  return { rows: stored, errors: checked.flatMap((entry) => entry.errors), duplicates };
}

/**
 * Makes the changes of a page of rows that update students, in create-multiple's transaction, each write audited:
 * only when the caller may still change each of them, each still holds what the upload saw and no other student of
 * the school has taken an admission number it gives (else a 403 or 409 naming the row, and nothing is done).
 */
export async function applyStudentUpdates(tx: Scope, caller: Caller, rows: readonly { row: number; update: UpdateAction }[]) {
  const { records, refusals } = await updateRefusals(tx, caller, rows.map(({ update }) => update.id));
  for (const { row, update } of rows) {
    const refusal = refusals.get(update.id);
    if (refusal?.statusCode === 404) throw conflict(`Row ${row}: ${update.name} is no longer a student of your organisation. Upload the file again to see every row that changed`, 'id');
    if (refusal) throw forbidden(`Row ${row}: ${refusal.message}`);
    const record = records.get(update.id);
    if (!record || !unchangedSince(update, record)) {
      throw conflict(`Row ${row}: ${update.name} was changed since the upload. Upload the file again to see every row that changed`, 'id');
    }
  }
  const holders = await studentsByAdmissionNumber(tx, rows.flatMap(({ update }) => (typeof update.set.admissionNumber === 'string' ? [update.set.admissionNumber] : [])));
  for (const { row, update } of rows) {
    const schoolId = records.get(update.id)?.schoolId;
    const holder = schoolId && typeof update.set.admissionNumber === 'string' ? holders.get(admissionNumberKey(schoolId, update.set.admissionNumber)) : undefined;
    if (holder && holder.id !== update.id) throw conflict(`Row ${row}: ${admissionNumberTaken(holder).message} since the upload. Upload the file again to see every row that changed`, 'id');
  }
  for (const { update } of rows) await tx.updateOwned(students, update.id, update.set as Partial<StudentRecord>, 'Student');
}

/** The ways a row says which student it is, as `duplicateRows` compares them. */
function identitiesOf(input: Partial<StudentImportInput>): RowIdentity[] {
  const { schoolId, admissionNumber, firstName, lastName, dob } = input;
  return [
    { column: numberColumns, key: schoolId && admissionNumber?.trim() ? admissionNumberKey(schoolId, admissionNumber) : undefined },
    { column: personColumns, key: schoolId && firstName && lastName && dob ? studentPersonKey({ schoolId, firstName, lastName, dob }) : undefined },
  ];
}

/**
 * The rows of a page of create-multiple that are, since the upload, students of the portal: another upload of the same
 * sheet created meanwhile, say. Admission numbers given are insertStudents' own check; this finds the rest.
 */
export async function studentsSinceUpload(scope: Scope, rows: readonly { row: number; input: StudentImportInput }[]) {
  const byPerson = await studentsByPerson(scope, rows.map(({ input }) => input));
  return rows.flatMap(({ row, input }) => {
    const student = byPerson.get(studentPersonKey(input));
    return student ? [{ row, description: describedStudent(student) }] : [];
  });
}
