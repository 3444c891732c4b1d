// Staff spreadsheets in and out: the upload template, the two-step upload (validate and store, then create the new
// rows and change those a download's Id names), the failed rows to fix, and `staffs.xlsx`.
import { hashPassword } from '../auth/passwords';
import { asc } from 'drizzle-orm';
import { tidyAfterBulkWrite } from '../db/client';
import { districts, schools, staff } from '../db/schema';
import { staffProfilesFound, type StaffProfile } from '../data/staff';
import { applyStaffUpdates, staffImportColumns, staffLeftAsTheyAre, staffTemplateInstructions, uniquenessErrors, validateStaffRows, type StaffImportInput } from '../data/staffImport';
import { findState, nigerianLocalGovernments, nigerianStates } from '../reference/nigeria';
import { conflict } from '../errors';
import { callerOf, scopeOf } from '../plugins/access';
import type { Services } from '../services';
import type { QueuedMail } from '../services/mail';
import { issueResetCodes } from '../services/resetCodes';
import { failedRowsWorkbook, idColumn, readImportSheet, templateOf } from '../services/sheetImport';
import { cutShortNote, maxDownloadRows, sendSpreadsheet, spreadsheetOf, type SpreadsheetColumn } from '../services/spreadsheet';
import { failedRowsOf, partedByAction, storeBatch, takeBatch } from '../services/uploadBatches';
import { readUpload } from '../services/uploads';
import { textOrNull } from '../data/values';
import { staffTermsOf } from '../data/representations';
import { emailChangedNotice, welcome } from './staff';
import type { Handlers } from '../contractTypes';

/**
 * The columns of `staffs.xlsx`: each member's Id, then what the staff list shows and the profile behind it, headed with
 * the state's terms.
 */
const staffColumns = (terms: Awaited<ReturnType<typeof staffTermsOf>>): SpreadsheetColumn<StaffProfile>[] => [
  // Whose each row is: the file, edited, uploads again as updates of these staff.
  { header: idColumn.header, text: (s) => s.id, width: 38 },
  { header: 'Title', text: (s) => s.title, width: 8 },
  { header: 'Last Name', text: (s) => s.lastName },
  { header: 'First Name', text: (s) => s.firstName },
  { header: 'Middle Name', text: (s) => s.middleName },
  { header: 'Username', text: (s) => s.username },
  { header: 'Email', text: (s) => s.email, width: 32 },
  { header: 'Phone Number', text: (s) => `${s.phoneNumber.code}${s.phoneNumber.number}`, width: 16 },
  { header: 'Gender', text: (s) => s.gender, width: 10 },
  { header: 'Staff Type', text: (s) => s.staffType, width: 14 },
  { header: 'Account Status', text: (s) => s.accountStatus, width: 14 },
  { header: terms.district, text: (s) => s.district?.name },
  { header: 'School', text: (s) => s.school?.name, width: 32 },
  { header: 'School Role', text: (s) => s.schoolRoles.map((post) => post.role).join(', ') },
  { header: terms.oracleNumber, text: (s) => s.oracleNumber },
  { header: terms.tescomNumber, text: (s) => s.tescomNumber },
  { header: terms.subebNumber, text: (s) => s.subebNumber },
  { header: 'Date of Birth', date: (s) => s.dob },
  { header: 'Address', text: (s) => s.address, width: 32 },
  { header: 'Country of Origin', text: (s) => s.countryOfOrigin },
  { header: 'State of Origin', text: (s) => s.stateOfOrigin },
  { header: 'Local Government of Origin', text: (s) => s.localGovernmentOfOrigin },
  { header: 'Country of Residence', text: (s) => s.countryOfResidence },
  { header: 'State of Residence', text: (s) => s.stateOfResidence },
  { header: 'Local Government of Residence', text: (s) => s.localGovernmentOfResidence },
  { header: 'Area of Specialization', text: (s) => s.areaOfSpecialization },
  { header: 'Date of Employment', date: (s) => s.dateOfEmployment },
  { header: 'Date of Last Promotion', date: (s) => s.dateOfLastPromotion },
  { header: 'Date of First Appointment', date: (s) => s.dateOfFirstAppointment },
  { header: 'Date of Present Appointment', date: (s) => s.dateOfPresentAppointment },
  { header: 'Last Date of Posting', date: (s) => s.lastDateOfPosting },
  { header: 'Marital Status', text: (s) => s.maritalStatus },
  { header: 'Last Time Active', date: (s) => s.lastTimeActive },
  { header: 'Created', date: (s) => s.createdAt },
];

/** A valid row of a staff sheet as the staff table takes it: a new member who sets their password by reset code. */
const staffValuesOf = (input: StaffImportInput, passwordHash: string) => ({
  ...input,
  title: input.title ?? 'Mr',
  email: input.email.trim(),
  username: input.username.trim(),
  middleName: textOrNull(input.middleName),
  phoneNumber: input.phoneNumber.number,
  passwordHash,
  accountStatus: 'ResetPassword' as const,
});

/** The sheet of the template and the failed rows, which an upload reads first. */
const staffSheet = 'Staff';

export function staffSheetHandlers(services: Services): Handlers {
  return {
    async downloadStaffTemplate(request, reply) {
      const scope = scopeOf(request);
      const terms = await staffTermsOf(scope);
      const schoolRows = await scope.listOwned(schools, undefined, asc(schools.name));
      const districtRows = await scope.listOwned(districts, undefined, asc(districts.name));
      // The example names a real school of the state and its district, so the example row itself would upload.
      const [school] = schoolRows;
      const district = districtRows.find((row) => row.id === school?.districtId);
      const examples = { districtId: district?.name ?? '', schoolId: school?.name ?? '' };
      const states = nigerianStates.map((state) => state.name);
      // Staff mostly live in the state they work in: its local governments are the residence's list (another state's
      // is still taken, after a warning, and checked on upload).
      const ownLocalGovernments = findState((await scope.findState()).name)?.lgas ?? nigerianLocalGovernments;
      const lists = {
        districtId: districtRows.map((row) => row.name),
        schoolId: schoolRows.map((row) => row.name),
        stateOfOrigin: states,
        localGovernmentOfOrigin: nigerianLocalGovernments,
        stateOfResidence: states,
        localGovernmentOfResidence: ownLocalGovernments,
      };
      const workbook = templateOf(staffImportColumns(terms), examples, staffSheet, { lists, instructions: staffTemplateInstructions(terms) });
      return sendSpreadsheet(reply, 'staff-upload-template.xlsx', workbook);
    },

    async uploadStaff(request) {
      const scope = scopeOf(request);
      const upload = await readUpload(request, ['spreadsheet'], services.config.spreadsheetMaxBytes);
      const terms = await staffTermsOf(scope);
      const { rows, ...read } = await readImportSheet(upload.bytes, staffImportColumns(terms), staffSheet, staffLeftAsTheyAre(terms));
      const checked = await validateStaffRows(scope, rows, terms, callerOf(request));
      return storeBatch(scope, 'staff', callerOf(request).staffId, read, checked);
    },

    async downloadFailedStaffRows(request, reply) {
      const scope = scopeOf(request);
      const terms = await staffTermsOf(scope);
      const failed = await failedRowsOf(scope, request.params.id, 'staff');
      return sendSpreadsheet(reply, 'staff-upload-errors.xlsx', failedRowsWorkbook(failed, staffImportColumns(terms), staffSheet));
    },

    async createMultipleStaff(request) {
      const scope = scopeOf(request);
      // Nobody knows this password: each new member sets their own through the reset code. One hash serves the whole
      // batch, since hashing 10,000 unknowable passwords one by one would take minutes and protect nothing more.
      const passwordHash = await hashPassword(crypto.randomUUID());
      const { created, updated, mails } = await scope.transaction(async (tx) => {
        const terms = await staffTermsOf(tx);
        let [created, updated] = [0, 0];
        const mails: QueuedMail[] = [];
        for await (const page of takeBatch<StaffImportInput>(tx, request.params.id, 'staff')) {
          const { creates, updates } = partedByAction(page);
          const [clash] = await uniquenessErrors(tx, creates.map((row) => ({ row, input: row.input })), terms);
          if (clash) throw conflict(`Row ${clash.row}: ${clash.message} since the upload. Upload the file again to see every row that changed`, 'id');
          const emailChanges = await applyStaffUpdates(tx, callerOf(request), updates, terms);
          mails.push(...(await services.mailer.queue(tx.db, emailChanges.map(({ from, to }) => emailChangedNotice(from, to)))));
          updated += updates.length;
          if (creates.length === 0) continue;
          const members = await tx.insertManyOwned(staff, creates.map(({ input }) => staffValuesOf(input, passwordHash)), { id: staff.id, email: staff.email, firstName: staff.firstName });
          const resets = await issueResetCodes(tx.db, services.config, members.map((member) => ({ email: member.email.toLowerCase(), staffId: member.id })));
          const welcomes = members.map((member, index) => welcome(services.config.publicUrl, member, resets[index] as { id: string; code: string }, services.config.resetCodeMinutes));
          mails.push(...(await services.mailer.queue(tx.db, welcomes)));
          created += members.length;
        }
        return { created, updated, mails };
      });
      await services.mailer.deliver(mails);
      if (created + updated > 0) await tidyAfterBulkWrite(services.db, staff);
      return { created, updated };
    },

    async downloadStaff(request, reply) {
      const scope = scopeOf(request);
      const [{ profiles, more }, terms] = await Promise.all([staffProfilesFound(scope, callerOf(request), request.query), staffTermsOf(scope)]);
      const note = more ? cutShortNote(request.query.limit ?? 1000, 'staff', maxDownloadRows) : undefined;
      return sendSpreadsheet(reply, 'staffs.xlsx', spreadsheetOf(profiles, staffColumns(terms), 'Staff', note));
    },
  };
}
