// A staff spreadsheet: the template's columns (headed with the state's terms) and every row checked under the rules
// of createStaff (the contract's StaffInput, names, places of Nigeria, dates in order, a school in its district), then
// against the other rows and the staff that exist: a row holding someone's email, phone number or Oracle, Tescom or
// Subeb number is that person, a duplicate; a username already used is an error.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../db/scoped';
import { districts, schools, staff } from '../db/schema';
import { conflict, forbidden, type HttpError } from '../errors';
import type { BodyOf } from '../contractTypes';
import { byName, duplicateErrors, duplicateRows, idColumn, rowBodyOf, rowErrorsOf, rowFaults, type ImportColumn, type RowError, type SheetRow } from '../services/sheetImport';
import type { CheckedSheet, StoredRow, UpdateAction } from '../services/uploadBatches';
import { mayPerform, type Caller } from '../plugins/access';
import { accountRefusals } from '../plugins/targets';
import { permissionNamesOf } from './permissionNames';
import { idRefusal, refusedRow, rowIdOf, unchangedSince, updateOf, type UpdatableField } from './importUpdates';
import { staffDateProblems, staffPlaceOf } from './staff';
import { inIdArray, inTextArray, nameOf, textOrNull } from './values';

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
  { header: terms.oracleNumber, field: 'oracleNumber', asText: true, example: 'OR-204518' },
  { header: terms.tescomNumber, field: 'tescomNumber', asText: true, example: 'TS-88213' },
  { header: terms.subebNumber, field: 'subebNumber', asText: true, example: 'SB-55102' },
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

/** What the template's Instructions sheet says, one paragraph a row. */
export const staffTemplateInstructions = (terms: StaffTerms): string[] => [
  'One row for each staff member, on the sheet Staff, below its headings. The row below the headings is an example: write over it, or leave it, since it is never imported.',
  'First Name, Last Name, Username, Email, Phone Number, Gender and Staff Type are needed; leave any other cell blank when it is not known.',
  `Choose from the list in the cells that have one: Title, Gender, Staff Type, Marital Status, the states and local governments, the ${terms.district} and the school.`,
  'Write dates as DD-MM-YYYY (14-02-1990), or enter them as dates. Write a phone number as you would dial it (0803 123 4567, or +234 803 123 4567).',
  `A staff member's email, phone number, ${terms.oracleNumber}, ${terms.tescomNumber} and ${terms.subebNumber} are theirs alone: a row with someone's already in the portal is that person, and is left out.`,
  'Upload the file on Import staff: every row is checked and reported before anything is created. Download the rows with errors, fix them there and upload that file as it is.',
  'To change staff already in the portal, download staffs.xlsx from the staff list, change it and upload it here: its Id column says whose each row is. Their username, account status and posting are not changed so.',
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

/** A download's columns an import does not change on someone it updates: their account's, and where they are posted. */
export const staffLeftAsTheyAre = (terms: StaffTerms) => ['Username', 'Account Status', 'School Role', 'Last Time Active', 'Created', terms.district, 'School'];

/** What a row with an Id may change of a staff member: the template's columns but those staffLeftAsTheyAre names. */
const updatableFields = (terms: StaffTerms): UpdatableField[] =>
  staffImportColumns(terms).flatMap((column) =>
    ['username', 'districtId', 'schoolId'].includes(column.field) ? [] : [{ field: column.field, column: column.header, kind: column.value === 'date' || column.value === 'phone' ? column.value : undefined }],
  );

type StaffRecord = typeof staff.$inferSelect;

/** A row's values as the staff table stores them, for comparing with a record: names, places and blanks as createStaff stores them. */
function storedValuesOf(input: Partial<StaffImportInput>, current: StaffRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of ['dob', 'dateOfEmployment', 'dateOfLastPromotion', 'dateOfFirstAppointment', 'dateOfPresentAppointment', 'lastDateOfPosting', 'maritalStatus'] as const) {
    values[field] = input[field] ?? null;
  }
  for (const field of ['middleName', 'address', 'oracleNumber', 'tescomNumber', 'subebNumber', 'countryOfOrigin', 'stateOfOrigin', 'localGovernmentOfOrigin', 'countryOfResidence', 'stateOfResidence', 'localGovernmentOfResidence', 'areaOfSpecialization'] as const) {
    values[field] = textOrNull(input[field]);
  }
  return {
    ...values,
    // A title is never none: a blank one leaves the record's.
    title: input.title ?? current.title,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email?.trim(),
    phoneNumber: input.phoneNumber?.number,
    gender: input.gender,
    staffType: input.staffType,
  };
}

/** Why the caller may not change the staff members of `ids`, by id: without `staff.update`, or by who may change whom. */
async function updateRefusals(scope: Scope, caller: Caller, ids: string[]): Promise<Map<string, HttpError>> {
  if (ids.length === 0) return new Map();
  if (!mayPerform(caller, 'staff.update')) {
    const refusal = idRefusal(403, `Changing a staff member needs the permission ${permissionNamesOf(['staff.update'])}, which your role does not hold`);
    return new Map(ids.map((id) => [id, refusal]));
  }
  const refusals = await accountRefusals(scope.db, caller, ids);
  // Said at the row's Id, and not found in the caller's organisation as the sheet's reader understands it.
  for (const [id, refusal] of refusals) {
    refusals.set(id, refusal.statusCode === 404 ? idRefusal(404, 'No staff member of your organisation has this Id') : idRefusal(403, refusal.message));
  }
  return refusals;
}

/**
 * Every row checked; the valid ones carry what createMultipleStaff does. A row without an Id holding the email, phone
 * number or staff number of someone in the portal, or of an earlier row, is a duplicate, left out; a row with an Id
 * (a download's) is an update of that person, who must be one `caller` may change, and is an update only when it
 * changes something.
 */
export async function validateStaffRows(scope: Scope, rows: SheetRow[], terms: StaffTerms, caller: Caller): Promise<CheckedSheet<StaffImportInput>> {
  const columns = staffImportColumns(terms);
  const idColumns = [idColumn, ...columns];
  const [districtRows, schoolRows] = await Promise.all([scope.listOwned(districts), scope.listOwned(schools)]);
  const lookups = { districtId: byName(districtRows), schoolId: byName(schoolRows) };
  const schoolsById = new Map(schoolRows.map((school) => [school.id, school]));
  const errors: RowError[] = [];
  const checked: { row: SheetRow; input: StaffImportInput; id?: string }[] = [];
  for (const row of rows) {
    const { body, errors: rowErrors } = rowBodyOf(row, columns, 'StaffInput', lookups);
    const { id, error: idError } = rowIdOf(row);
    if (idError) rowErrors.push(...(await rowErrorsOf(row, idColumns, () => Promise.reject(idError))));
    for (const field of ['firstName', 'lastName'] as const) {
      const name = body[field];
      if (typeof name === 'string') rowErrors.push(...(await rowErrorsOf(row, columns, () => (body[field] = nameOf(name, field)))));
    }
    for (const kind of ['Origin', 'Residence'] as const) rowErrors.push(...(await rowErrorsOf(row, columns, () => Object.assign(body, staffPlaceOf(body, kind)))));
    for (const problem of staffDateProblems(body)) rowErrors.push(...(await rowErrorsOf(row, columns, () => Promise.reject(problem))));
    const school = typeof body.schoolId === 'string' ? schoolsById.get(body.schoolId) : undefined;
    if (school && body.districtId && school.districtId !== body.districtId) rowErrors.push({ row: row.row, column: 'School', message: 'The school is not in this district' });
    errors.push(...rowFaults(rowErrors, idColumns));
    checked.push({ row, id, input: { ...body, districtId: body.districtId ?? school?.districtId ?? null, schoolId: school?.id ?? null } as StaffImportInput });
  }
  const ids = [...new Set(checked.flatMap((entry) => entry.id ?? []))];
  const refusals = await updateRefusals(scope, caller, ids);
  const records = new Map((ids.length ? await scope.db.select().from(staff).where(inIdArray(staff.id, ids)) : []).map((record) => [record.id, record]));
  const fields = updatableFields(terms);
  const updateOfRow = (input: StaffImportInput, record: StaffRecord) => {
    const update = updateOf(fields, record.id, `${record.firstName} ${record.lastName}`, record, storedValuesOf(input, record));
    // A new address is not where the old one's coordinates point: they are cleared, to be found again on the person's
    // page, never left on the old place.
    if (update && 'address' in update.set && record.addressCoordinates) {
      update.set.addressCoordinates = null;
      update.before.addressCoordinates = record.addressCoordinates;
    }
    return update;
  };
  for (const { row, input, id } of checked) {
    const refusal = id ? refusals.get(id) : undefined;
    const record = id ? records.get(id) : undefined;
    if (refusedRow(refusal, record, () => Boolean(record && updateOfRow(input, record)))) errors.push(...(await rowErrorsOf(row, idColumns, () => Promise.reject(refusal))));
  }
  const headerOf = (field: string) => columns.find((column) => column.field === field)?.header ?? field;
  const held = new Map<string, Map<string, Holder>>();
  // One column after another: inside a transaction the queries share one connection, which takes one query at a time.
  for (const unique of uniqueColumns(terms)) {
    // An update leaves the username as it is: its own is no clash.
    const values = checked.map(({ row, input, id }) => ({ row: row.row, value: id && !unique.identifies ? undefined : uniqueValueOf(input, unique.field) }));
    const holders = await heldValues(scope, unique.column, values.flatMap((entry) => entry.value ?? []), unique.global);
    if (unique.identifies) held.set(headerOf(unique.field), holders);
    else errors.push(...duplicateErrors(values, headerOf(unique.field), new Set(holders.keys()), unique.message));
    // Someone else's value on a row that updates a staff member is theirs to keep: the single update's 409, here the row's error.
    for (const { row, input, id } of checked) {
      const holder = id && unique.identifies ? holders.get(uniqueValueOf(input, unique.field)?.toLowerCase() ?? '') : undefined;
      if (holder && holder.id !== id) errors.push({ row: row.row, column: headerOf(unique.field), message: unique.message });
    }
  }
  const identifying = uniqueColumns(terms).filter((unique) => unique.identifies);
  const identities = checked.map(({ row, input, id }) => ({
    row: row.row,
    updating: Boolean(id),
    identities: [
      { column: idColumn.header, key: id },
      ...identifying.map((unique) => ({ column: headerOf(unique.field), key: uniqueValueOf(input, unique.field)?.toLowerCase() })),
    ],
  }));
  const duplicates = duplicateRows(identities, (identity) => {
    const holder = held.get(identity.column)?.get(identity.key);
    return holder && { id: holder.id, description: describedStaff(holder) };
  });
  const failed = new Set(errors.map((error) => error.row));
  const stored: StoredRow<StaffImportInput>[] = checked.map(({ row, input, id }) => {
    if (failed.has(row.row)) return row;
    const record = id ? records.get(id) : undefined;
    if (!record) return { ...row, action: { create: input } };
    const update = updateOfRow(input, record);
    return update ? { ...row, action: { update } } : row;
  });
  return { rows: stored, errors, duplicates };
}

/**
 * Makes the changes of a page of rows that update staff, in create-multiple's transaction, each write audited: only
 * when the caller may still change each of them, and each still holds what the upload saw and no one else has taken a
 * value it gives (else a 403 or 409 naming the row, and nothing is done). Answers the email-change notices to send.
 */
export async function applyStaffUpdates(tx: Scope, caller: Caller, rows: readonly { row: number; update: UpdateAction }[], terms: StaffTerms) {
  const ids = rows.map(({ update }) => update.id);
  const refusals = await updateRefusals(tx, caller, ids);
  const records = new Map((ids.length ? await tx.db.select().from(staff).where(inIdArray(staff.id, ids)) : []).map((record) => [record.id, record]));
  for (const { row, update } of rows) {
    const refusal = refusals.get(update.id);
    if (refusal?.statusCode === 404) throw conflict(`Row ${row}: ${update.name} is no longer a staff member of your organisation. Upload the file again to see every row that changed`, 'id');
    if (refusal) throw forbidden(`Row ${row}: ${refusal.message}`);
    const record = records.get(update.id);
    if (!record || !unchangedSince(update, record)) {
      throw conflict(`Row ${row}: ${update.name} was changed since the upload. Upload the file again to see every row that changed`, 'id');
    }
  }
  for (const unique of uniqueColumns(terms)) {
    const values = rows.flatMap(({ update }) => uniqueValueOf(update.set, unique.field) ?? []);
    const holders = await heldValues(tx, unique.column, values, unique.global);
    const clash = rows.find(({ update }) => {
      const holder = holders.get(uniqueValueOf(update.set, unique.field)?.toLowerCase() ?? '');
      return holder && holder.id !== update.id;
    });
    if (clash) throw conflict(`Row ${clash.row}: ${unique.message} since the upload. Upload the file again to see every row that changed`, 'id');
  }
  const emailChanges: { from: string; to: string }[] = [];
  for (const { update } of rows) {
    await tx.writes.update(staff, eq(staff.id, update.id), update.set as Partial<StaffRecord>);
    const from = records.get(update.id)?.email;
    if (typeof update.set.email === 'string' && from && from.toLowerCase() !== update.set.email.toLowerCase()) emailChanges.push({ from, to: update.set.email });
  }
  return emailChanges;
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
