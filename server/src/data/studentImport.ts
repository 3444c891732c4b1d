// A student spreadsheet: the template's columns, and every row checked by addStudent's own rules: the contract's
// StudentInput, then the rule functions insertStudent applies (admittingSchool, admittingClass, admissionOf's parts:
// armOf, checkDates, originOf), each on its own so that a row's every fault is said at once, and
// the rows that are students already in the portal, or repeat an earlier row, found with one read for the whole
// sheet and left out as duplicates.
import { classes, schools } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { BodyOf } from '../handlers/types';
import { byName, duplicateRows, rowBodyOf, rowErrorsOf, rowFaults, type ImportColumn, type RowError, type RowIdentity, type SheetRow } from '../services/sheetImport';
import type { StoredRow } from '../services/uploadBatches';
import { admissionNumberKey, admittingClass, admittingSchool, armOf, checkDates, originOf, studentPersonKey, studentsByAdmissionNumber, studentsByPerson, today } from './students';

export type StudentImportInput = BodyOf<'addStudent'>;

export const studentImportColumns: readonly ImportColumn[] = [
  // Left blank in the example: a blank admission number is given the school's next free one (LAG/2026/0007, say).
  { header: 'Admission Number', field: 'admissionNumber', example: '' },
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

/** A student as a duplicate names them: `LAG/2025/0001, Kemi Adeyemi`. */
const describedStudent = (student: { admissionNumber: string; firstName: string; lastName: string }) =>
  `${student.admissionNumber}, ${student.firstName} ${student.lastName}`;

const numberColumns = 'Admission Number';
const personColumns = 'First Name, Last Name, Date of Birth, School';

/**
 * Every row checked; the valid ones carry what createMultipleStudents inserts. The schools, the classes and the
 * students the sheet may already hold are each read once, for all its rows, so 10,000 rows cost a few queries. A row
 * that is a student of the portal (the same school and admission number, or the same name, date of birth and school)
 * or repeats an earlier row is a duplicate, left out.
 */
export async function validateStudentRows(scope: Scope, rows: SheetRow[]) {
  const [schoolRows, classRows] = await Promise.all([scope.listOwned(schools), scope.listOwned(classes)]);
  const lookups = { schoolId: byName(schoolRows), classId: byName(classRows) };
  const schoolsById = new Map(schoolRows.map((school) => [school.id, school]));
  const classesById = new Map(classRows.map((klass) => [klass.id, klass]));
  const checked = rows.map((row) => ({ row, ...rowBodyOf(row, studentImportColumns, 'StudentInput', lookups) }));
  const inputOf = (entry: (typeof checked)[number]) => entry.body as Partial<StudentImportInput>;
  for (const entry of checked) {
    const input = inputOf(entry);
    const refused = new Set(entry.errors.map((error) => error.column));
    const klass = input.classId ? classesById.get(input.classId) : undefined;
    // insertStudent's rules (admissionOf's parts), each on its own, so a row's every fault is said at once; a rule
    // whose cells were refused already, or left blank, is not run on them.
    const rules = [
      () => input.schoolId && admittingSchool(schoolsById.get(input.schoolId)),
      () => input.classId && admittingClass(klass),
      () => !refused.has('Class') && armOf(klass ?? null, input.classArm ?? null),
      () => input.dob && checkDates(input.dob, input.admissionDate ?? today(), input),
      () => !refused.has('State of Origin') && originOf(input.stateOfOrigin ?? null, input.localGovernmentOfOrigin ?? null),
    ];
    for (const rule of rules) entry.errors.push(...(await rowErrorsOf(entry.row, studentImportColumns, rule)));
    entry.errors = rowFaults(entry.errors, studentImportColumns);
  }
  const identities = checked.map((entry) => ({ row: entry.row.row, identities: identitiesOf(inputOf(entry)) }));
  const people = checked.flatMap((entry) => {
    const { schoolId, dob } = inputOf(entry);
    return schoolId && dob ? [{ schoolId, dob }] : [];
  });
  // One after another: inside a transaction the queries share one connection, which takes one query at a time.
  const byNumber = await studentsByAdmissionNumber(scope, checked.flatMap((entry) => inputOf(entry).admissionNumber ?? []));
  const byPerson = await studentsByPerson(scope, people);
  const duplicates = duplicateRows(identities, (identity) => {
    const student = (identity.column === numberColumns ? byNumber : byPerson).get(identity.key);
    return student && { id: student.id, description: describedStudent(student) };
  });
  const errors: RowError[] = checked.flatMap((entry) => entry.errors);
  const stored: StoredRow<StudentImportInput>[] = checked.map(({ row, body, errors: rowErrors }) =>
    rowErrors.length ? row : { ...row, input: body as StudentImportInput },
  );
  return { rows: stored, errors, duplicates };
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
