// Student spreadsheets in: the upload template, the two-step upload (validate and store, then create the new rows and
// change those a download's Id names) and the failed rows to fix. (`students.xlsx` is the student handlers' download.)
import { asc } from 'drizzle-orm';
import { tidyAfterBulkWrite } from '../db/client';
import { classes, schools, students } from '../db/schema';
import { insertStudents } from '../data/students';
import {
  applyStudentUpdates,
  studentImportColumns,
  studentLeftAsTheyAre,
  studentsSinceUpload,
  studentTemplateInstructions,
  validateStudentRows,
  type StudentImportInput,
} from '../data/studentImport';
import { nigerianLocalGovernments, nigerianStates } from '../reference/nigeria';
import { HttpError, conflict } from '../errors';
import { callerOf, scopeOf } from '../plugins/access';
import type { Services } from '../services';
import { failedRowsWorkbook, readImportSheet, templateOf } from '../services/sheetImport';
import { sendSpreadsheet } from '../services/spreadsheet';
import { failedRowsOf, partedByAction, storeBatch, takeBatch } from '../services/uploadBatches';
import { readUpload } from '../services/uploads';
import { stateTermsOf } from '../data/representations';
import type { Handlers } from '../contractTypes';

/** The sheet of the template and the failed rows, which an upload reads first. */
const studentSheet = 'Students';

export function studentSheetHandlers(services: Services): Handlers {
  return {
    async downloadStudentTemplate(request, reply) {
      const scope = scopeOf(request);
      const [schoolRows, classRows] = await Promise.all([
        scope.listOwned(schools, undefined, asc(schools.name)),
        scope.listOwned(classes, undefined, asc(classes.name)).then((rows) => rows.filter((row) => row.offered)),
      ]);
      // The example names a real school and class of the state, so the example row itself would upload.
      const [[school], [klass]] = [schoolRows, classRows];
      const examples = { schoolId: school?.name ?? '', classId: klass?.name ?? '', classArm: klass?.arms[0] ?? '' };
      const lists = {
        schoolId: schoolRows.map((row) => row.name),
        classId: classRows.map((row) => row.name),
        // Every arm any offered class has: which belong to the chosen class is checked on upload.
        classArm: [...new Set(classRows.flatMap((row) => row.arms))].sort(),
        stateOfOrigin: nigerianStates.map((state) => state.name),
        localGovernmentOfOrigin: nigerianLocalGovernments,
      };
      const workbook = templateOf(studentImportColumns, examples, studentSheet, { lists, instructions: studentTemplateInstructions });
      return sendSpreadsheet(reply, 'student-upload-template.xlsx', workbook);
    },

    async uploadStudents(request) {
      const scope = scopeOf(request);
      const upload = await readUpload(request, ['spreadsheet'], services.config.spreadsheetMaxBytes);
      const terms = await stateTermsOf(scope);
      const { rows, ...read } = await readImportSheet(upload.bytes, studentImportColumns, studentSheet, studentLeftAsTheyAre(terms.district.value));
      const checked = await validateStudentRows(scope, rows, callerOf(request));
      return storeBatch(scope, 'student', callerOf(request).staffId, read, checked);
    },

    async downloadFailedStudentRows(request, reply) {
      const failed = await failedRowsOf(scopeOf(request), request.params.id, 'student');
      return sendSpreadsheet(reply, 'student-upload-errors.xlsx', failedRowsWorkbook(failed, studentImportColumns, studentSheet));
    },

    async createMultipleStudents(request) {
      const { created, updated } = await scopeOf(request).transaction(async (tx) => {
        let [created, updated] = [0, 0];
        for await (const page of takeBatch<StudentImportInput>(tx, request.params.id, 'student')) {
          const { creates, updates } = partedByAction(page);
          // A row valid at the upload can clash since (the same sheet's other upload created meanwhile, an admission
          // number taken): nothing is created then.
          const [since] = await studentsSinceUpload(tx, creates);
          if (since) throw conflict(`Row ${since.row}: already in the portal since the upload (${since.description}). Upload the file again to see every row that changed`, 'id');
          await applyStudentUpdates(tx, callerOf(request), updates);
          updated += updates.length;
          await insertStudents(
            tx,
            creates.map((row) => row.input),
            (index, error) =>
              error instanceof HttpError && error.statusCode < 500
                ? conflict(`Row ${creates[index]?.row}: ${error.message} since the upload. Upload the file again to see every row that changed`, 'id')
                : error,
          );
          created += creates.length;
        }
        return { created, updated };
      });
      if (created + updated > 0) await tidyAfterBulkWrite(services.db, students);
      return { created, updated };
    },
  };
}
