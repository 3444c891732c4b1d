// A student spreadsheet: the template's columns, and every row checked by addStudent's own rules: the contract's
// StudentInput, then insertStudent itself, run for every row in a transaction that is always rolled back. The rows
// above a row are in that transaction too, so an admission number used twice in the file is refused as it would be
// against an existing student.
import { classes, schools } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { BodyOf } from '../handlers/types';
import { byName, rowBodyOf, rowErrorsOf, type ImportColumn, type RowError, type SheetRow } from '../services/sheetImport';
import type { StoredRow } from '../services/uploadBatches';
import { insertStudent } from './students';

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

/** Thrown to end the trial run: every row has been tried, and nothing it wrote may stay. */
const trialOver = Symbol('trial over');

/** Every row checked; the valid ones carry what createMultipleStudents inserts. */
export async function validateStudentRows(scope: Scope, rows: SheetRow[]) {
  const [schoolRows, classRows] = await Promise.all([scope.listOwned(schools), scope.listOwned(classes)]);
  const lookups = { schoolId: byName(schoolRows), classId: byName(classRows) };
  const checked = rows.map((row) => ({ row, ...rowBodyOf(row, studentImportColumns, 'StudentInput', lookups) }));
  await scope
    .transaction(async (tx) => {
      for (const entry of checked) {
        if (entry.errors.length) continue;
        const input = entry.body as StudentImportInput;
        entry.errors.push(...(await rowErrorsOf(entry.row, studentImportColumns, () => tx.transaction((row) => insertStudent(row, input)))));
      }
      throw trialOver;
    })
    .catch((error: unknown) => {
      if (error !== trialOver) throw error;
    });
  const errors: RowError[] = checked.flatMap((entry) => entry.errors);
  const stored: StoredRow<StudentImportInput>[] = checked.map(({ row, body, errors: rowErrors }) =>
    rowErrors.length ? row : { ...row, input: body as StudentImportInput },
  );
  return { rows: stored, errors };
}
