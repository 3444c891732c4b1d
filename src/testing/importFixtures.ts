// Fixtures of the spreadsheet import (tests and stories): files a user might choose, and what the server answers.
import { ApiError } from '../api/errors';
import type { UploadBatch } from '../features/imports/spreadsheetImport.machine';
import { fileFixture } from './academicFixtures';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const importFiles = {
  staffSheet: fileFixture('lagos-teachers.xlsx', 48_000, xlsxType),
  csv: fileFixture('lagos-teachers.csv', 12_000, 'text/csv'),
  huge: fileFixture('every-teacher.xlsx', 14 * 1024 * 1024, xlsxType),
  empty: fileFixture('blank.xlsx', 0, xlsxType),
};

/** A 200-row staff sheet with 5 rows in error (one of them with two errors). */
export const batchFixture: UploadBatch = {
  id: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000b1',
  sheet: 'Staff',
  hiddenRowCount: 0,
  filteredRowCount: 0,
  rowCount: 200,
  validRowCount: 195,
  newRowCount: 195,
  updateRowCount: 0,
  unchangedRowCount: 0,
  updates: [],
  ignoredColumns: [],
  errorRowCount: 5,
  duplicateRowCount: 0,
  expiresAt: '2026-11-25T09:00:00.000Z',
  errors: [
    { row: 7, column: 'Email', message: 'E-mail must be valid' },
    { row: 19, column: 'Phone Number', message: 'Please put in only the last ten digits of your phone number.' },
    { row: 42, column: 'First Name', message: 'This Field is required' },
    { row: 42, column: 'Gender', message: 'This Field is required' },
    { row: 88, column: 'Username', message: 'The same as row 12' },
    { row: 150, column: 'Username', message: 'Username already taken' },
  ],
  duplicates: [],
};

/** A student sheet uploaded a second time, with one new row: the rest are students already in the portal, or repeats. */
export const duplicatesBatchFixture: UploadBatch = {
  id: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000b3',
  sheet: 'Students',
  hiddenRowCount: 0,
  filteredRowCount: 0,
  rowCount: 4,
  validRowCount: 1,
  newRowCount: 1,
  updateRowCount: 0,
  unchangedRowCount: 0,
  updates: [],
  ignoredColumns: [],
  errorRowCount: 0,
  duplicateRowCount: 3,
  expiresAt: '2026-11-25T09:00:00.000Z',
  errors: [],
  duplicates: [
    {
      row: 2,
      column: 'Admission Number',
      message: 'Already in the portal: row 2 is LAG/2025/0001, Kemi Adeyemi',
      existingId: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000c1',
    },
    {
      row: 4,
      column: 'First Name, Last Name, Date of Birth, School',
      message: 'Already in the portal: row 4 is LAG/2025/0002, Tunde Bakare',
      existingId: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000c2',
    },
    { row: 5, column: 'First Name, Last Name, Date of Birth, School', message: 'Already in this sheet: row 5 repeats row 3', sameAsRow: 3 },
  ],
};

/** A workbook whose data is on a sheet of its own name, with rows hidden and rows its filter hides, left aside. */
export const skippedRowsBatchFixture: UploadBatch = {
  ...batchFixture,
  id: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000b4',
  sheet: 'Teachers 2026',
  hiddenRowCount: 2,
  filteredRowCount: 1,
  rowCount: 12,
  validRowCount: 12,
  newRowCount: 12,
  errorRowCount: 0,
  errors: [],
};

/** staffs.xlsx downloaded, edited and uploaded again: two people changed, the rest as they were, one row new. */
export const updatesBatchFixture: UploadBatch = {
  ...batchFixture,
  id: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000b5',
  rowCount: 40,
  validRowCount: 3,
  newRowCount: 1,
  updateRowCount: 2,
  unchangedRowCount: 37,
  errorRowCount: 0,
  errors: [],
  ignoredColumns: ['Username', 'Account Status', 'District', 'School', 'School Role', 'Last Time Active', 'Created'],
  updates: [
    {
      row: 4,
      id: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000d1',
      name: 'Adaeze Okafor',
      changes: [{ column: 'Phone Number', before: '+2348031234567', after: '+2348037770001' }],
    },
    {
      row: 17,
      id: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000d2',
      name: 'Tunde Bakare',
      changes: [
        { column: 'Middle Name', before: 'Olumide', after: '' },
        { column: 'Address', before: '97 Agege Motor Road, Agege', after: '7 Oba Akran Avenue, Ikeja' },
      ],
    },
  ],
};

/** A batch whose every row is in error: nothing to create. */
export const allFailedBatchFixture: UploadBatch = {
  ...batchFixture,
  id: '6f1c2e3f-5b6d-4e7f-8a9b-0000000000b2',
  rowCount: 2,
  validRowCount: 0,
  newRowCount: 0,
  errorRowCount: 2,
  errors: [
    { row: 2, column: 'Email', message: 'E-mail must be valid' },
    { row: 3, column: 'Username', message: 'The same as row 2' },
  ],
};

/** The server's refusals, by the failure state each leads to. */
export const importRefusals = {
  wrongFileType: new ApiError('The file is a zip archive but not an Excel workbook (it has no xl/workbook.xml)', { status: 400, code: 'NOT_A_WORKBOOK' }),
  emptySheet: new ApiError('The sheet has no rows below its headings', { status: 400, code: 'EMPTY_SHEET' }),
  unknownHeadings: new ApiError('Unknown column headings: Shoe Size. The template\'s headings are: Title, First Name, Last Name', {
    status: 400,
    code: 'UNKNOWN_HEADINGS',
  }),
  fileTooLarge: new ApiError('The file is larger than 10 MB', { status: 413, code: 'FILE_TOO_LARGE' }),
  tooManyRows: new ApiError('The sheet has 10,001 rows; at most 10,000 can be uploaded at once, so split it into several files', {
    status: 400,
    code: 'TOO_MANY_ROWS',
  }),
  unreadableCells: new ApiError('Cell F12 holds a formula; paste the values instead (Paste Special, Values) and upload again', {
    status: 400,
    code: 'UNREADABLE_CELLS',
  }),
  expired: new ApiError('This upload has expired (uploads are kept for 24 hours); upload the file again', { status: 410, code: 'EXPIRED' }),
  changedSinceUpload: new ApiError('Row 31: Email already taken since the upload. Upload the file again to see every row that changed', {
    status: 409,
    code: 'CONFLICT',
  }),
  serverError: new ApiError('Internal Server Error', { status: 500 }),
  offline: new TypeError('Failed to fetch'),
} as const;
