import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectApi } from '../../api/bridge';
import { createPortalClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { bearerOf } from '../../api/middleware/bearer';
import type { UploadProgress } from '../../api/uploads';
import {
  importFailureOf,
  offlineMessage,
  sheetFileProblem,
  sheetForm,
  spreadsheetImportMachine,
  xhrUploadSheet,
  type SheetUploadInput,
} from './spreadsheetImport.machine';
import { allFailedBatchFixture, batchFixture, importFiles, importRefusals } from '../../testing/importFixtures';
import { ControlledActors, describeEveryState, stateGraph } from '../../testing/stateGraph';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const controlled = ['uploadSheet', 'createRows', 'downloadFailedRows', 'downloadTemplate'];
const { staffSheet, csv, huge, empty } = importFiles;

const graph = stateGraph(spreadsheetImportMachine, {
  input: { kind: 'staff' },
  controlled,
  events: {
    // A File serialises as {}: `name` tells the events apart for the graph.
    'import.fileChosen': [staffSheet, csv, huge, empty].map((file) => ({ type: 'import.fileChosen', file, name: file.name })),
    'import.progress': [
      { type: 'import.progress', loaded: 24_000, total: 48_000 },
      { type: 'import.progress', loaded: 48_000, total: 48_000 },
    ],
    'xstate.done.actor.uploadSheet': [{ type: 'xstate.done.actor.uploadSheet', output: batchFixture }],
    'xstate.error.actor.uploadSheet': Object.entries(importRefusals)
      .filter(([failure]) => !['expired', 'changedSinceUpload'].includes(failure))
      .map(([, error]) => ({ type: 'xstate.error.actor.uploadSheet', error })),
    'xstate.done.actor.createRows': [{ type: 'xstate.done.actor.createRows', output: { created: 195, updated: 0 } }],
    'xstate.error.actor.createRows': [importRefusals.expired, importRefusals.changedSinceUpload].map((error) => ({ type: 'xstate.error.actor.createRows', error })),
    'xstate.error.actor.downloadFailedRows': [{ type: 'xstate.error.actor.downloadFailedRows', error: importRefusals.serverError }],
    'xstate.error.actor.downloadTemplate': [{ type: 'xstate.error.actor.downloadTemplate', error: importRefusals.offline }],
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.file?.name ?? null,
      snapshot.context.batch?.id ?? null,
      snapshot.context.created,
      snapshot.context.failure,
      snapshot.context.progress,
    ]),
  compareContext: (context) => ({ ...context, file: context.file?.name ?? null }),
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;

const failedWith = (message: string, file: string | null = staffSheet.name): Check => ({ snapshot }) => {
  expect(snapshot.hasTag('error')).toBe(true);
  expect(snapshot.context.failure).toBe(message);
  expect(snapshot.context.file?.name ?? null).toBe(file);
};

const expectations: Record<string, Check> = {
  'template.ready': ({ snapshot }) => {
    expect(snapshot.context.templateFailure).toBeNull();
  },
  'template.downloading': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('downloadTemplate')).toEqual({ kind: 'staff' });
  },
  'template.failed': ({ snapshot }) => {
    expect(snapshot.context.templateFailure).toBe(offlineMessage);
  },
  'import.idle': ({ snapshot }) => {
    expect(snapshot.context).toMatchObject({ file: null, batch: null, created: null, failure: null });
  },
  'import.fileChosen': ({ snapshot }) => {
    expect(snapshot.context.file).toBe(staffSheet);
    expect(snapshot.hasTag('busy')).toBe(false);
  },
  'import.sending.uploading': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.progress).toEqual({ loaded: 0, total: 48_000 });
    expect(stubs.lastInput('uploadSheet')).toMatchObject({ kind: 'staff', file: staffSheet });
  },
  'import.sending.validating': ({ snapshot }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.progress).toEqual({ loaded: 48_000, total: 48_000 });
  },
  'import.reviewing.ready': ({ snapshot }) => {
    expect(snapshot.context.batch).toEqual(batchFixture);
    expect(snapshot.context.progress).toBeNull();
  },
  'import.reviewing.downloadingFailedRows': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('downloadFailedRows')).toEqual({ kind: 'staff', batchId: batchFixture.id });
  },
  'import.reviewing.failedRowsNotDownloaded': ({ snapshot }) => {
    expect(snapshot.context.downloadFailure).toBe('Internal Server Error');
    expect(snapshot.context.batch).toEqual(batchFixture);
  },
  'import.creating': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('createRows')).toEqual({ kind: 'staff', batchId: batchFixture.id });
  },
  'import.done': ({ snapshot }) => {
    expect(snapshot.context.created).toBe(195);
    expect(snapshot.context.batch?.errorRowCount).toBe(5);
  },
  'import.failed.wrongFileType': failedWith(
    'lagos-teachers.csv is not an Excel (.xlsx) spreadsheet. Save it as an Excel Workbook (.xlsx) and choose it again.',
    null,
  ),
  'import.failed.emptySheet': failedWith('blank.xlsx is empty.', null),
  'import.failed.unknownHeadings': failedWith(importRefusals.unknownHeadings.message),
  'import.failed.fileTooLarge': failedWith('every-teacher.xlsx is too large (14 MB). The limit is 10 MB: split the rows into several files.', null),
  'import.failed.tooManyRows': failedWith(importRefusals.tooManyRows.message),
  'import.failed.unreadableCells': failedWith(importRefusals.unreadableCells.message),
  'import.failed.expired': (replayed) => {
    failedWith(importRefusals.expired.message)(replayed);
    expect(replayed.snapshot.context.batch).toBeNull();
  },
  'import.failed.changedSinceUpload': (replayed) => {
    failedWith(importRefusals.changedSinceUpload.message)(replayed);
    expect(replayed.snapshot.context.batch).toEqual(batchFixture);
  },
  'import.failed.serverError': failedWith('Internal Server Error'),
  'import.failed.offline': failedWith(offlineMessage),
};

describeEveryState('spreadsheet import machine', graph, expectations);

function importer(kind: 'staff' | 'student' = 'staff') {
  const stubs = new ControlledActors(controlled);
  const actor = createActor(spreadsheetImportMachine.provide({ actors: stubs.logic as never }), { input: { kind } }).start();
  return { actor, stubs };
}

async function reviewing(kind: 'staff' | 'student' = 'staff', batch = batchFixture) {
  const { actor, stubs } = importer(kind);
  actor.send({ type: 'import.fileChosen', file: staffSheet });
  actor.send({ type: 'import.upload' });
  stubs.settle('uploadSheet', { output: batch });
  await vi.advanceTimersByTimeAsync(0);
  return { actor, stubs };
}

describe('spreadsheet import machine', () => {
  it('follows the upload’s progress, then waits for the validation once every byte is sent', () => {
    const { actor, stubs } = importer();
    actor.send({ type: 'import.fileChosen', file: staffSheet });
    actor.send({ type: 'import.upload' });
    const upload = stubs.lastInput('uploadSheet') as SheetUploadInput;
    upload.onProgress({ loaded: 12_000, total: 48_000 });
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 12_000, total: 48_000 });
    expect(actor.getSnapshot().matches({ import: { sending: 'uploading' } })).toBe(true);
    upload.onProgress({ loaded: 48_000, total: 48_000 });
    expect(actor.getSnapshot().matches({ import: { sending: 'validating' } })).toBe(true);
  });

  it('cancels at every step, stopping the call under way', async () => {
    const { actor, stubs } = importer();
    actor.send({ type: 'import.fileChosen', file: staffSheet });
    actor.send({ type: 'import.upload' });
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().matches({ import: 'idle' })).toBe(true);
    expect(stubs.pending.get('uploadSheet')).toEqual([]);
    const review = await reviewing();
    review.actor.send({ type: 'import.create' });
    review.actor.send({ type: 'import.cancel' });
    expect(review.actor.getSnapshot().matches({ import: 'idle' })).toBe(true);
    expect(review.stubs.pending.get('createRows')).toEqual([]);
    expect(review.actor.getSnapshot().context).toMatchObject({ file: null, batch: null, failure: null });
  });

  it('creates nothing for a batch with no valid row, and offers no failed rows when there are none', async () => {
    const { actor, stubs } = await reviewing('staff', allFailedBatchFixture);
    actor.send({ type: 'import.create' });
    expect(stubs.inputs.get('createRows')).toEqual([]);
    const clean = await reviewing('staff', { ...batchFixture, validRowCount: 200, errorRowCount: 0, errors: [] });
    clean.actor.send({ type: 'import.downloadFailedRows' });
    expect(clean.stubs.inputs.get('downloadFailedRows')).toEqual([]);
  });

  it('sends the same batch again from the counts, and shows what the server answers (created 0)', async () => {
    const { actor, stubs } = await reviewing('student');
    actor.send({ type: 'import.create' });
    stubs.settle('createRows', { output: { created: 195, updated: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'import.review' });
    actor.send({ type: 'import.create' });
    expect(stubs.lastInput('createRows')).toEqual({ kind: 'student', batchId: batchFixture.id });
    stubs.settle('createRows', { output: { created: 0, updated: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ import: 'done' })).toBe(true);
    expect(actor.getSnapshot().context.created).toBe(0);
  });

  it('uploads the kept file again after a failure, and replaces the report with a fixed file', async () => {
    const { actor, stubs } = importer();
    actor.send({ type: 'import.fileChosen', file: staffSheet });
    actor.send({ type: 'import.upload' });
    stubs.settle('uploadSheet', { error: importRefusals.offline });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'import.upload' });
    expect(stubs.inputs.get('uploadSheet')).toHaveLength(2);
    stubs.settle('uploadSheet', { output: batchFixture });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'import.fileChosen', file: staffSheet });
    expect(actor.getSnapshot().matches({ import: 'fileChosen' })).toBe(true);
    expect(actor.getSnapshot().context.batch).toBeNull();
  });

  it('checks type and size in the browser with the contract’s 10 MB cap', () => {
    expect(sheetFileProblem(staffSheet)).toBeNull();
    expect(sheetFileProblem({ name: 'TEACHERS.XLSX', size: 10, type: '' })).toBeNull();
    expect(sheetFileProblem({ name: 'export', size: 10, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBeNull();
    expect(sheetFileProblem({ name: 'old.xls', size: 10, type: 'application/vnd.ms-excel' })?.failure).toBe('wrongFileType');
    expect(sheetFileProblem({ name: 'a.xlsx', size: 10 * 1024 * 1024, type: '' })).toBeNull();
    expect(sheetFileProblem({ name: 'a.xlsx', size: 10 * 1024 * 1024 + 1, type: '' })?.failure).toBe('fileTooLarge');
  });

  it('tells the failures apart by the server’s code and status', () => {
    expect(importFailureOf(new ApiError('x', { status: 400, code: 'WRONG_FILE_TYPE' }))).toBe('wrongFileType');
    expect(importFailureOf(new ApiError('x', { status: 400, code: 'EMPTY_FILE' }))).toBe('emptySheet');
    expect(importFailureOf(new ApiError('x', { status: 413 }))).toBe('fileTooLarge');
    expect(importFailureOf(new ApiError('x', { status: 403, code: 'FORBIDDEN' }))).toBe('serverError');
    expect(importFailureOf(new ApiError('x', { status: null }))).toBe('offline');
    expect(importFailureOf(new Error('The upload could not reach the server'))).toBe('offline');
  });
});

describe('xhrUploadSheet', () => {
  it('posts one file part to the contract’s operation of the kind through the client, with the token and the progress', async () => {
    const sent: { url: string; method: string; token: string | null; keys: string[] }[] = [];
    const send = vi.fn(async (request: Request, onProgress: (p: UploadProgress) => void) => {
      sent.push({ url: request.url, method: request.method, token: bearerOf(request), keys: [...(await request.formData()).keys()] });
      onProgress({ loaded: 5, total: 5 });
      return Response.json(batchFixture);
    });
    const client = createPortalClient({ baseUrl: 'http://portal.test/api' });
    const hooks = { getAccessToken: () => 'token', refreshAccessToken: async () => 'fresh', signOut: () => {}, notifyFailure: vi.fn(), closeOverlay: vi.fn() };
    connectApi(hooks, [client]);
    const progress: UploadProgress[] = [];
    const actor = createActor(xhrUploadSheet(client, send), { input: { kind: 'student', file: staffSheet, onProgress: (p: UploadProgress) => progress.push(p) } });
    const done = new Promise((resolve) => actor.subscribe({ complete: () => resolve(actor.getSnapshot().output) }));
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toEqual(batchFixture);
    expect(sent).toEqual([{ url: 'http://portal.test/api/student/upload-multiple', method: 'POST', token: 'token', keys: ['file'] }]);
    expect(progress).toEqual([{ loaded: 5, total: 5 }]);
    expect((sheetForm(staffSheet).get('file') as File).name).toBe('lagos-teachers.xlsx');
  });
});
