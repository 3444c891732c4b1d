// A staff spreadsheet: the template's columns (headed with the state's terms) and every row checked under the rules
// of createStaff (the contract's StaffInput, names, places of Nigeria, dates in order, a school in its district), then
// against the other rows and the staff that exist: a row holding someone's email, phone number or Oracle, Tescom or
// Subeb number is that person, a duplicate; a username already used is an error.
import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../db/scoped';
import { districts, schools, staff } from '../db/schema';
import { conflict } from '../errors';
import type { BodyOf } from '../handlers/types';
import { byName, duplicateErrors, duplicateRows, rowBodyOf, rowErrorsOf, rowFaults, type ImportColumn, type RowError, type SheetRow } from '../services/sheetImport';
import type { StoredRow } from '../services/uploadBatches';
import { staffDateProblems, staffPlaceOf } from './staff';
import { inTextArray, nameOf } from './values';

type StaffTerms = { district: string; oracleNumber: string; tescomNumber: string; subebNumber: string };

/** What a valid row creates: the single create's body, its district and school resolved from their names. */
export type StaffImportInput = Omit<BodyOf<'createStaff'>, 'districtId' | 'schoolId' | 'schoolRole' | 'roleId' | 'addressCoordinates'> & {
  districtId: string | null;
  schoolId: string | null;
};

export const staffImportColumns = (terms: StaffTerms): ImportColumn[] => [
  { header: 'Title', field: 'title', choices: 'Title', example: 'Mrs' },
  { header: 'First Name', field: 'firstName', required: true, example: 'Chiamaka' },
  { header: 'Last Name', field: 'lastName', required: true, example: 'Okonkwo' },
  { header: 'Middle Name', field: 'middleName', example: 'Adaeze' },
  { header: 'Username', field: 'username', required: true, example: 'chiamaka.okonkwo' },
  { header: 'Email', field: 'email', required: true, example: 'chiamaka.okonkwo@example.com' },
  { header: 'Phone Number', field: 'phoneNumber', required: true, value: 'phone', example: '8031234567' },
  { header: 'Gender', field: 'gender', required: true, choices: 'Gender', example: 'female' },
  { header: 'Staff Type', field: 'staffType', required: true, choices: 'StaffType', example: 'Teaching' },
  { header: 'Date of Birth', field: 'dob', value: 'date', example: '1988-04-12' },
  { header: 'Address', field: 'address', example: '12 Allen Avenue, Ikeja' },
  { header: terms.oracleNumber, field: 'oracleNumber', example: 'OR-204518' },
  { header: terms.tescomNumber, field: 'tescomNumber', example: 'TS-88213' },
  { header: terms.subebNumber, field: 'subebNumber', example: 'SB-55102' },
  { header: 'Country of Origin', field: 'countryOfOrigin', example: 'Nigeria' },
  { header: 'State of Origin', field: 'stateOfOrigin', example: 'Anambra' },
  { header: 'Local Government of Origin', field: 'localGovernmentOfOrigin', example: 'Awka South' },
  { header: 'Country of Residence', field: 'countryOfResidence', example: 'Nigeria' },
  { header: 'State of Residence', field: 'stateOfResidence', example: 'Lagos' },
  { header: 'Local Government of Residence', field: 'localGovernmentOfResidence', example: 'Ikeja' },
  { header: 'Area of Specialization', field: 'areaOfSpecialization', example: 'Mathematics' },
  { header: 'Date of Employment', field: 'dateOfEmployment', value: 'date', example: '2012-09-03' },
  { header: 'Date of Last Promotion', field: 'dateOfLastPromotion', value: 'date', example: '2021-01-04' },
  { header: 'Date of First Appointment', field: 'dateOfFirstAppointment', value: 'date', example: '2012-09-03' },
  { header: 'Date of Present Appointment', field: 'dateOfPresentAppointment', value: 'date', example: '2019-09-02' },
  { header: 'Last Date of Posting', field: 'lastDateOfPosting', value: 'date', example: '2023-09-11' },
  { header: 'Marital Status', field: 'maritalStatus', choices: 'MaritalStatus', example: 'Married' },
  { header: terms.district, field: 'districtId', value: 'lookup', example: '' },
  { header: 'School', field: 'schoolId', value: 'lookup', example: '' },
];

/**
 * The columns whose values no two staff share, with what a clash with an existing record says; `identifies`: a value
 * that says who someone is, so a new row holding one already in the portal is that person, a duplicate.
 */
const uniqueColumns = (terms: StaffTerms) =>
  [
    { field: 'email', column: staff.email, message: 'Email already taken', global: true, identifies: true },
    { field: 'username', column: staff.username, message: 'Username already taken', global: true, identifies: false },
    { field: 'phoneNumber', column: staff.phoneNumber, message: 'Phone Number already in use', global: true, identifies: true },
    { field: 'oracleNumber', column: staff.oracleNumber, message: `${terms.oracleNumber} already in use`, global: false, identifies: true },
    { field: 'tescomNumber', column: staff.tescomNumber, message: `${terms.tescomNumber} already in use`, global: false, identifies: true },
    { field: 'subebNumber', column: staff.subebNumber, message: `${terms.subebNumber} already in use`, global: false, identifies: true },
  ] as const;

const uniqueValueOf = (input: Record<string, unknown>, field: string) => {
  const value = input[field];
  if (value && typeof value === 'object' && 'number' in value) return String(value.number);
  return typeof value === 'string' ? value.trim() || undefined : undefined;
};

type Holder = { id: string; firstName: string; lastName: string; email: string };

/**
 * The staff holding any of `values` in `column`, by the value lower-cased: emails, usernames and phone numbers over
 * every state, as the unique indexes have them; staff numbers within the state that issues them.
 */
async function heldValues(scope: Scope, column: PgColumn, values: string[], global: boolean, exceptId?: string): Promise<Map<string, Holder>> {
  if (values.length === 0) return new Map();
  const lowered = sql`lower(${column})`;
  const matches = and(inTextArray(lowered, values.map((value) => value.toLowerCase())), exceptId ? ne(staff.id, exceptId) : undefined);
  const rows = await scope.db
    .select({ value: sql<string>`${lowered}`, id: staff.id, firstName: staff.firstName, lastName: staff.lastName, email: staff.email })
    .from(staff)
    .where(global ? matches : scope.owns(staff, matches));
  return new Map(rows.map(({ value, ...holder }) => [value, holder]));
}

/**
 * The rule createStaff and updateStaff apply, the import's too: no two staff share an email, username or phone
 * number, nor within a state an Oracle, Tescom or Subeb number. The first value `input` holds that someone else
 * (anyone but `exceptId`) has answers 409 naming its field.
 */
export async function checkStaffUnique(scope: Scope, input: Record<string, unknown>, terms: StaffTerms, exceptId?: string): Promise<void> {
  for (const unique of uniqueColumns(terms)) {
    const value = uniqueValueOf(input, unique.field);
    if (value && (await heldValues(scope, unique.column, [value], unique.global, exceptId)).size > 0) throw conflict(unique.message, unique.field);
  }
}

/** A staff member as a duplicate names them: `Kemi Adeyemi, kemi.adeyemi@example.com`. */
const describedStaff = (member: Holder) => `${member.firstName} ${member.lastName}, ${member.email}`;

/**
 * Every row checked; the valid ones carry what createMultipleStaff inserts. A row holding the email, phone number or
 * staff number of someone in the portal, or of an earlier row, is a duplicate, left out.
 */
export async function validateStaffRows(scope: Scope, rows: SheetRow[], terms: StaffTerms) {
  const columns = staffImportColumns(terms);
  const [districtRows, schoolRows] = await Promise.all([scope.listOwned(districts), scope.listOwned(schools)]);
  const lookups = { districtId: byName(districtRows), schoolId: byName(schoolRows) };
  const schoolsById = new Map(schoolRows.map((school) => [school.id, school]));
  const errors: RowError[] = [];
  const checked: { row: SheetRow; input: StaffImportInput }[] = [];
  for (const row of rows) {
    const { body, errors: rowErrors } = rowBodyOf(row, columns, 'StaffInput', lookups);
    for (const field of ['firstName', 'lastName'] as const) {
      const name = body[field];
      if (typeof name === 'string') rowErrors.push(...(await rowErrorsOf(row, columns, () => (body[field] = nameOf(name, field)))));
    }
    for (const kind of ['Origin', 'Residence'] as const) rowErrors.push(...(await rowErrorsOf(row, columns, () => Object.assign(body, staffPlaceOf(body, kind)))));
    for (const problem of staffDateProblems(body)) {
      rowErrors.push(
        ...(await rowErrorsOf(row, columns, () => {
          throw problem;
        })),
      );
    }
    const school = typeof body.schoolId === 'string' ? schoolsById.get(body.schoolId) : undefined;
    if (school && body.districtId && school.districtId !== body.districtId) rowErrors.push({ row: row.row, column: 'School', message: 'The school is not in this district' });
    errors.push(...rowFaults(rowErrors, columns));
    checked.push({ row, input: { ...body, districtId: body.districtId ?? school?.districtId ?? null, schoolId: school?.id ?? null } as StaffImportInput });
  }
  const headerOf = (field: string) => columns.find((column) => column.field === field)?.header ?? field;
  const held = new Map<string, Map<string, Holder>>();
  // One column after another: inside a transaction the queries share one connection, which takes one query at a time.
  for (const unique of uniqueColumns(terms)) {
    const values = checked.map(({ row, input }) => ({ row: row.row, value: uniqueValueOf(input, unique.field) }));
    const holders = await heldValues(scope, unique.column, values.flatMap((entry) => entry.value ?? []), unique.global);
    if (unique.identifies) held.set(headerOf(unique.field), holders);
    else errors.push(...duplicateErrors(values, headerOf(unique.field), new Set(holders.keys()), unique.message));
  }
  const identifying = uniqueColumns(terms).filter((unique) => unique.identifies);
  const identities = checked.map(({ row, input }) => ({
    row: row.row,
    identities: identifying.map((unique) => ({ column: headerOf(unique.field), key: uniqueValueOf(input, unique.field)?.toLowerCase() })),
  }));
  const duplicates = duplicateRows(identities, (identity) => {
    const holder = held.get(identity.column)?.get(identity.key);
    return holder && { id: holder.id, description: describedStaff(holder) };
  });
  const failed = new Set(errors.map((error) => error.row));
  const stored: StoredRow<StaffImportInput>[] = checked.map(({ row, input }) => (failed.has(row.row) ? row : { ...row, input }));
  return { rows: stored, errors, duplicates };
}

/**
 * Clashes with the other rows of the file and with the staff that exist, for every unique column: what
 * create-multiple checks again, since a value can have been taken after the upload.
 */
export async function uniquenessErrors(scope: Scope, checked: { row: SheetRow; input: Record<string, unknown> }[], terms: StaffTerms) {
  const columns = staffImportColumns(terms);
  const found = [];
  // One column after another, as in validateStaffRows.
  for (const unique of uniqueColumns(terms)) {
    const values = checked.map(({ row, input }) => ({ row: row.row, value: uniqueValueOf(input, unique.field) }));
    const present = values.flatMap((entry) => (entry.value ? [entry.value] : []));
    const held = await heldValues(scope, unique.column, present, unique.global);
    const header = columns.find((column) => column.field === unique.field)?.header ?? unique.field;
    found.push(...duplicateErrors(values, header, new Set(held.keys()), unique.message));
  }
  return found;
}
