// A student spreadsheet: the template's columns, and every row checked by addStudent's own rules: the contract's
// StudentInput, then the rule functions insertStudent applies (admittingSchool, admittingClass, admissionOf,
// admissionNumberTaken), with the admission numbers in use read once for the whole sheet. An admission number used
// twice in the file names the row that used it first.
import { classes, schools } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { BodyOf } from '../handlers/types';
import { byName, rowBodyOf, rowErrorsOf, type ImportColumn, type RowError, type SheetRow } from '../services/sheetImport';
import type { StoredRow } from '../services/uploadBatches';
import { conflict } from '../errors';
import { admissionNumberKey, admissionNumberTaken, admissionOf, admittingClass, admittingSchool, studentsByAdmissionNumber } from './students';

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

/**
 * Every row checked; the valid ones carry what createMultipleStudents inserts. The schools, the classes and the
 * admission numbers the sheet uses are each read once, for all its rows, so 10,000 rows cost a few queries.
 */
export async function validateStudentRows(scope: Scope, rows: SheetRow[]) {
  const [schoolRows, classRows] = await Promise.all([scope.listOwned(schools), scope.listOwned(classes)]);
  const lookups = { schoolId: byName(schoolRows), classId: byName(classRows) };
  const schoolsById = new Map(schoolRows.map((school) => [school.id, school]));
  const classesById = new Map(classRows.map((klass) => [klass.id, klass]));
  const checked = rows.map((row) => ({ row, ...rowBodyOf(row, studentImportColumns, 'StudentInput', lookups) }));
  const inputOf = (entry: (typeof checked)[number]) => entry.body as StudentImportInput;
  const holders = await studentsByAdmissionNumber(
    scope,
    checked.flatMap((entry) => (entry.errors.length ? [] : [inputOf(entry).admissionNumber ?? ''])),
  );
  /** The first row of the sheet to use each school's admission number. */
  const firstRow = new Map<string, number>();
  for (const entry of checked) {
    if (entry.errors.length) continue;
    const input = inputOf(entry);
    entry.errors.push(
      ...(await rowErrorsOf(entry.row, studentImportColumns, () => {
        const school = admittingSchool(schoolsById.get(input.schoolId));
        const admission = admissionOf(input, school, input.classId ? admittingClass(classesById.get(input.classId)) : null);
        if (!admission.admissionNumber) return;
        const key = admissionNumberKey(school.id, admission.admissionNumber);
        const holder = holders.get(key);
        if (holder) throw admissionNumberTaken(holder);
        const first = firstRow.get(key);
        if (first !== undefined) throw conflict(`The same as row ${first}`, 'admissionNumber');
        firstRow.set(key, entry.row.row);
      })),
    );
  }
  const errors: RowError[] = checked.flatMap((entry) => entry.errors);
  const stored: StoredRow<StudentImportInput>[] = checked.map(({ row, body, errors: rowErrors }) =>
    rowErrors.length ? row : { ...row, input: body as StudentImportInput },
  );
  return { rows: stored, errors };
}
