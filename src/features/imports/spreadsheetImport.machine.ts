// A staff or student spreadsheet imported in two steps (DESIGN "Upload, two steps"): choose an .xlsx file
// (its type and size checked here before anything is sent), upload it with real progress while the server then
// validates every row, review how many rows are ready and every error by row and column, download the failed rows to
// fix them, and create the valid rows; the counts show at the end. Cancel works at every step, and each way an import
// can fail has a state of its own, so the screen says what went wrong and what to do.
//
// The upload goes through the API's upload transport (src/api/uploads.ts: XMLHttpRequest for its progress, the bearer
// token, one refresh-and-retry on 451, sign-out on 452), so the route provides `uploadSheet` with the session's hooks
// (`xhrUploadSheet`). The other calls go through the generated client; their failures are shown here, not notified.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient, type PortalClient } from '../../api/client';
import { ApiError, dataOf, errorMessage } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import type { components } from '../../api/schema.gen';
import { sendWithProgress, withProgress, type UploadProgress } from '../../api/uploads';
import { spreadsheetImportMaxBytes, spreadsheetImportTypes } from '../../lib/constants';
import { saveFile } from '../../lib/saveFile';

export type ImportKind = 'staff' | 'student';
export type UploadBatch = components['schemas']['UploadBatch'];
export type CreateMultipleResult = components['schemas']['CreateMultipleResult'];

/** Each way an import can fail, a state of `failed`. */
export const importFailures = [
  'wrongFileType',
  'emptySheet',
  'unknownHeadings',
  'fileTooLarge',
  'tooManyRows',
  'unreadableCells',
  'expired',
  'changedSinceUpload',
  'serverError',
  'offline',
] as const;
export type ImportFailure = (typeof importFailures)[number];

export type SheetUploadInput = { kind: ImportKind; file: File; onProgress: (progress: UploadProgress) => void };
export type BatchInput = { kind: ImportKind; batchId: string };

export type SpreadsheetImportInput = { kind: ImportKind };

export type SpreadsheetImportContext = {
  kind: ImportKind;
  file: File | null;
  progress: UploadProgress | null;
  /** The validated upload: counts, every error, and its id for the failed rows and the create. */
  batch: UploadBatch | null;
  /** How many rows the create made (0 when the batch had been created already). */
  created: number | null;
  /** How many people the create changed, from rows with an Id (0 when the batch had been used already). */
  updated: number | null;
  /** What went wrong, in words for the user: the browser's own check, or the server's message. */
  failure: string | null;
  /** Why the failed rows could not be downloaded. */
  downloadFailure: string | null;
  /** Why the template could not be downloaded. */
  templateFailure: string | null;
};

export type SpreadsheetImportEvent =
  | { type: 'import.fileChosen'; file: File }
  | { type: 'import.upload' }
  | { type: 'import.progress'; loaded: number; total: number }
  | { type: 'import.create' }
  | { type: 'import.downloadFailedRows' }
  | { type: 'import.downloadTemplate' }
  /** Back from the counts to the report (the batch can be sent again: the server creates nothing twice). */
  | { type: 'import.review' }
  | { type: 'import.cancel' };

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/** The browser's check of a chosen file, before anything is sent: its failure state and message, or null. */
export function sheetFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): { failure: ImportFailure; message: string } | null {
  const isSpreadsheet = spreadsheetImportTypes.some((type) => (type.startsWith('.') ? file.name.toLowerCase().endsWith(type) : file.type === type));
  if (!isSpreadsheet) {
    return { failure: 'wrongFileType', message: `${file.name} is not an Excel (.xlsx) spreadsheet. Save it as an Excel Workbook (.xlsx) and choose it again.` };
  }
  if (file.size > spreadsheetImportMaxBytes) {
    return {
      failure: 'fileTooLarge',
      message: `${file.name} is too large (${megabytes(file.size)}). The limit is ${megabytes(spreadsheetImportMaxBytes)}: split the rows into several files.`,
    };
  }
  if (file.size === 0) return { failure: 'emptySheet', message: `${file.name} is empty.` };
  return null;
}

/** The server's `code` (the contract's uploadStaff lists them) and status, as the failure state to show. */
const failureOfCode: Record<string, ImportFailure> = {
  WRONG_FILE_TYPE: 'wrongFileType',
  NOT_A_WORKBOOK: 'wrongFileType',
  EMPTY_FILE: 'emptySheet',
  EMPTY_SHEET: 'emptySheet',
  UNKNOWN_HEADINGS: 'unknownHeadings',
  UNREADABLE_CELLS: 'unreadableCells',
  TOO_MANY_ROWS: 'tooManyRows',
  FILE_TOO_LARGE: 'fileTooLarge',
};

/** Which failure state a failed call leads to: no answer at all is being offline. */
export function importFailureOf(error: unknown): ImportFailure {
  if (!(error instanceof ApiError) || error.status === null) return 'offline';
  const byCode = error.code ? failureOfCode[error.code] : undefined;
  if (byCode) return byCode;
  if (error.status === 413) return 'fileTooLarge';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'changedSinceUpload';
  return 'serverError';
}

export const offlineMessage = 'Looks like you lost your internet. Nothing was lost: try again when you are back online.';

const failureMessageOf = (error: unknown) => (importFailureOf(error) === 'offline' ? offlineMessage : errorMessage(error));

type Failed = { error: unknown };
/** The failure transitions of a call, one per failure state (the first whose guard holds). */
const failureTargets = importFailures.map((failure) => ({
  guard: { type: 'failedWith' as const, params: ({ event }: { event: Failed }) => ({ error: event.error, failure }) },
  target: `#spreadsheetImport.import.failed.${failure}`,
  actions: { type: 'rememberFailure' as const, params: ({ event }: { event: Failed }) => ({ error: event.error }) },
}));

export const spreadsheetImportMachine = setup({
  types: {
    context: {} as SpreadsheetImportContext,
    events: {} as SpreadsheetImportEvent,
    input: {} as SpreadsheetImportInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    uploadSheet: xhrUploadSheet(),
    createRows: fromPromise<CreateMultipleResult, BatchInput>(async ({ input, signal }) => {
      const call = { params: { path: { id: input.batchId } }, headers: failureShownByCaller, signal };
      return dataOf(
        input.kind === 'staff'
          ? await portalClient.POST('/staff/create-multiple/{id}', call)
          : await portalClient.POST('/student/create-multiple/{id}', call),
      );
    }),
    downloadFailedRows: fromPromise<void, BatchInput>(async ({ input, signal }) => {
      const call = { params: { path: { id: input.batchId } }, parseAs: 'blob' as const, headers: failureShownByCaller, signal };
      const blob = dataOf(
        input.kind === 'staff'
          ? await portalClient.GET('/staff/upload-multiple/{id}/failed-rows', call)
          : await portalClient.GET('/student/upload-multiple/{id}/failed-rows', call),
      ) as unknown as Blob;
      saveFile(blob, `${input.kind}-upload-errors.xlsx`);
    }),
    downloadTemplate: fromPromise<void, { kind: ImportKind }>(async ({ input, signal }) => {
      const call = { parseAs: 'blob' as const, headers: failureShownByCaller, signal };
      const blob = dataOf(
        input.kind === 'staff' ? await portalClient.GET('/staff/upload-template', call) : await portalClient.GET('/student/upload-template', call),
      ) as unknown as Blob;
      saveFile(blob, `${input.kind}-upload-template.xlsx`);
    }),
  },
  guards: {
    fileProblem: ({ event }, params: { failure: ImportFailure }) =>
      event.type === 'import.fileChosen' && sheetFileProblem(event.file)?.failure === params.failure,
    failedWith: (_, params: { error: unknown; failure: ImportFailure }) => importFailureOf(params.error) === params.failure,
    uploadDone: ({ event }) => event.type === 'import.progress' && event.total > 0 && event.loaded >= event.total,
    hasFile: ({ context }) => context.file !== null,
    hasValidRows: ({ context }) => (context.batch?.validRowCount ?? 0) > 0,
    hasErrorRows: ({ context }) => (context.batch?.errorRowCount ?? 0) > 0,
  },
  actions: {
    chooseFile: assign(({ event }) =>
      event.type === 'import.fileChosen' ? { file: event.file, batch: null, created: null, updated: null, failure: null, progress: null, downloadFailure: null } : {},
    ),
    refuseFile: assign(({ event }) =>
      event.type === 'import.fileChosen'
        ? { file: null, batch: null, created: null, updated: null, progress: null, failure: sheetFileProblem(event.file)?.message ?? null }
        : {},
    ),
    startUpload: assign(({ context }) => ({ progress: { loaded: 0, total: context.file?.size ?? 0 }, batch: null, created: null, updated: null, failure: null })),
    setProgress: assign(({ event }) => (event.type === 'import.progress' ? { progress: { loaded: event.loaded, total: event.total } } : {})),
    keepBatch: assign((_, params: { batch: UploadBatch }) => ({ batch: params.batch, progress: null, downloadFailure: null })),
    keepCreated: assign((_, params: { result: CreateMultipleResult }) => ({ created: params.result.created, updated: params.result.updated })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: failureMessageOf(params.error), progress: null })),
    /** An expired batch is gone: only the file, uploaded again, makes a new one. */
    forgetBatch: assign({ batch: null }),
    forgetDownloadFailure: assign({ downloadFailure: null }),
    rememberDownloadFailure: assign((_, params: { error: unknown }) => ({ downloadFailure: failureMessageOf(params.error) })),
    forgetTemplateFailure: assign({ templateFailure: null }),
    rememberTemplateFailure: assign((_, params: { error: unknown }) => ({ templateFailure: failureMessageOf(params.error) })),
    reset: assign({ file: null, progress: null, batch: null, created: null, updated: null, failure: null, downloadFailure: null }),
  },
}).createMachine({
  id: 'spreadsheetImport',
  context: ({ input }) => ({ kind: input.kind, file: null, progress: null, batch: null, created: null, updated: null, failure: null, downloadFailure: null, templateFailure: null }),
  type: 'parallel',
  states: {
    /** The template to fill in, downloadable at any step. */
    template: {
      initial: 'ready',
      states: {
        ready: { on: { 'import.downloadTemplate': 'downloading' } },
        downloading: {
          tags: 'busy',
          entry: 'forgetTemplateFailure',
          invoke: {
            id: 'downloadTemplate',
            src: 'downloadTemplate',
            input: ({ context }) => ({ kind: context.kind }),
            onDone: 'ready',
            onError: { target: 'failed', actions: { type: 'rememberTemplateFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { tags: 'error', on: { 'import.downloadTemplate': 'downloading' } },
      },
    },
    import: {
      initial: 'idle',
      on: {
        'import.fileChosen': [
          ...importFailures.map((failure) => ({
            guard: { type: 'fileProblem' as const, params: { failure } },
            target: `.failed.${failure}`,
            actions: 'refuseFile' as const,
          })),
          { target: '.fileChosen', actions: 'chooseFile' },
        ],
        'import.cancel': { target: '.idle', actions: 'reset' },
      },
      states: {
        /** Nothing chosen yet. */
        idle: {},
        /** A file that passed the browser's checks, to upload (or to replace with another). */
        fileChosen: { on: { 'import.upload': 'sending' } },
        /** One request: the file goes up with its progress, then the server validates every row. */
        sending: {
          tags: 'busy',
          entry: 'startUpload',
          initial: 'uploading',
          invoke: {
            id: 'uploadSheet',
            src: 'uploadSheet',
            input: ({ context, self }) => ({
              kind: context.kind,
              file: context.file as File,
              onProgress: ({ loaded, total }: UploadProgress) => self.send({ type: 'import.progress', loaded, total }),
            }),
            onDone: { target: 'reviewing', actions: { type: 'keepBatch', params: ({ event }) => ({ batch: event.output }) } },
            onError: failureTargets,
          },
          states: {
            uploading: {
              on: {
                'import.progress': [
                  { guard: 'uploadDone', target: 'validating', actions: 'setProgress' },
                  { actions: 'setProgress' },
                ],
              },
            },
            /** Every byte sent: the server reads and checks the rows. */
            validating: {},
          },
        },
        /** The report: rows ready, rows with errors, and every error by row, column and message. */
        reviewing: {
          initial: 'ready',
          on: { 'import.create': { guard: 'hasValidRows', target: 'creating' } },
          states: {
            ready: { on: { 'import.downloadFailedRows': { guard: 'hasErrorRows', target: 'downloadingFailedRows' } } },
            downloadingFailedRows: {
              tags: 'busy',
              entry: 'forgetDownloadFailure',
              invoke: {
                id: 'downloadFailedRows',
                src: 'downloadFailedRows',
                input: ({ context }) => ({ kind: context.kind, batchId: context.batch?.id ?? '' }),
                onDone: 'ready',
                onError: { target: 'failedRowsNotDownloaded', actions: { type: 'rememberDownloadFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            /** The report stays; the download's failure shows beside its button. */
            failedRowsNotDownloaded: { tags: 'error', on: { 'import.downloadFailedRows': 'downloadingFailedRows' } },
          },
        },
        creating: {
          tags: 'busy',
          invoke: {
            id: 'createRows',
            src: 'createRows',
            input: ({ context }) => ({ kind: context.kind, batchId: context.batch?.id ?? '' }),
            onDone: { target: 'done', actions: { type: 'keepCreated', params: ({ event }) => ({ result: event.output }) } },
            onError: failureTargets,
          },
        },
        /** The counts: created and updated, and the rows left out with errors. */
        done: { on: { 'import.review': 'reviewing' } },
        failed: {
          tags: 'error',
          // Never entered by default: every transition names the failure.
          initial: 'serverError',
          on: {
            'import.upload': { guard: 'hasFile', target: 'sending' },
            'import.create': { guard: 'hasValidRows', target: 'creating' },
          },
          states: {
            /** Not an .xlsx workbook (by its name here, or by its bytes on the server). */
            wrongFileType: {},
            /** No headings, or no rows below them. */
            emptySheet: {},
            /** Headings the template does not have, repeated or missing: the server's message names them. */
            unknownHeadings: {},
            /** Over the contract's 10 MB, here or on the server. */
            fileTooLarge: {},
            /** Over 10,000 rows below the headings. */
            tooManyRows: {},
            /** Formulas or merged cells: the server names the cell. */
            unreadableCells: {},
            /** The upload is older than 24 hours: upload the file again. */
            expired: { entry: 'forgetBatch' },
            /** A value a row uses was taken since the upload: nothing was created; upload again to see which. */
            changedSinceUpload: {},
            serverError: {},
            /** No answer at all. */
            offline: {},
          },
        },
      },
    },
  },
});

export type SpreadsheetImportActor = ActorRefFrom<typeof spreadsheetImportMachine>;
export type SpreadsheetImportSnapshot = SnapshotFrom<typeof spreadsheetImportMachine>;

/** The multipart body the contract's SpreadsheetUpload asks for: one `file` part. */
export function sheetForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * The real upload: the contract's uploadStaff or uploadStudents through the API client (the session's token, the
 * 451/452 flow), its progress reported by the upload transport.
 */
export function xhrUploadSheet(client: PortalClient = portalClient, send: typeof sendWithProgress = sendWithProgress) {
  return fromPromise<UploadBatch, SheetUploadInput>(async ({ input, signal }) => {
    const call = { body: { file: '' }, bodySerializer: () => sheetForm(input.file), signal, ...withProgress(input.onProgress, send) };
    return dataOf(input.kind === 'staff' ? await client.POST('/staff/upload-multiple', call) : await client.POST('/student/upload-multiple', call));
  });
}
