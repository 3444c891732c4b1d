// The spreadsheet import machine's every state through the real page: the template (ready, downloading, failed), the
// file (none, chosen), the upload (uploading with its progress, validating), the report (ready, failed rows
// downloading or not downloaded), creating, the counts (and the counts of a batch sent twice), and each failure.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import type { UploadProgress } from '../../api/uploads';
import {
  spreadsheetImportMachine,
  type ImportFailure,
  type SheetUploadInput,
  type SpreadsheetImportActor,
  type SpreadsheetImportEvent,
} from './spreadsheetImport.machine';
import {
  allFailedBatchFixture,
  batchFixture,
  duplicatesBatchFixture,
  importFiles,
  importRefusals,
  skippedRowsBatchFixture,
  updatesBatchFixture,
} from '../../testing/importFixtures';
import { answers, fails, pending } from '../../testing/storySupport';
import { failureCopy, fixAdvice, leftAsTheyAreCopy, SpreadsheetImportView } from './SpreadsheetImportView';

type Calls = { upload?: AnyActorLogic; create?: AnyActorLogic; failedRows?: AnyActorLogic; template?: AnyActorLogic };

/** A real import actor with its calls replaced, sent `events` in order (each after the calls before it settled). */
async function importer(calls: Calls, events: SpreadsheetImportEvent[] = [], kind: 'staff' | 'student' = 'staff'): Promise<SpreadsheetImportActor> {
  const logic = spreadsheetImportMachine.provide({
    actors: {
      uploadSheet: (calls.upload ?? pending()) as never,
      createRows: (calls.create ?? pending()) as never,
      downloadFailedRows: (calls.failedRows ?? pending()) as never,
      downloadTemplate: (calls.template ?? pending()) as never,
    },
  });
  const actor = createActor(logic, { input: { kind } }).start();
  for (const event of events) {
    actor.send(event);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return actor;
}

/** An upload that reports `percent` and then waits (100: every byte sent, the server validating). */
const uploadAt = (percent: number) =>
  fromPromise<never, SheetUploadInput>(({ input }) => {
    const total = input.file.size;
    input.onProgress({ loaded: (total * percent) / 100, total } satisfies UploadProgress);
    return new Promise(() => {});
  });

const rejects = (error: unknown) => fromPromise(() => Promise.reject(error));

const choose = { type: 'import.fileChosen', file: importFiles.staffSheet } as const;
const upload = { type: 'import.upload' } as const;
const create = { type: 'import.create' } as const;
const reviewed = { upload: answers(batchFixture) };

const meta = {
  title: 'Imports/Spreadsheet import (spreadsheet import machine)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { importer: SpreadsheetImportActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const render: Story['render'] = (_args, { loaded }) => <SpreadsheetImportView actor={(loaded as Loaded).importer} listHref="/staff-management" />;
const stateOf = (loaded: Record<string, unknown>) => (loaded.importer as SpreadsheetImportActor).getSnapshot();
const story = (calls: Calls, events: SpreadsheetImportEvent[], play: Story['play'], kind?: 'staff' | 'student'): Story => ({
  loaders: [async () => ({ importer: await importer(calls, events, kind) })],
  render,
  play,
});

/** `import.idle` and `template.ready`: the template to download and the drop zone. */
export const Idle = story({}, [], async ({ canvas, loaded }) => {
  await expect(stateOf(loaded).value).toEqual({ template: 'ready', import: 'idle' });
  await expect(canvas.getByRole('heading', { name: 'Import Staff', level: 1 })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Download the template' })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  await expect(canvas.getByText('No file chosen')).toBeVisible();
});

/** `import.fileChosen`: a file picked through the file dialog, to upload. */
export const FileChosen = story({}, [], async ({ canvasElement, canvas, loaded }) => {
  const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['PK'], 'lagos-teachers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  await waitFor(() => expect(stateOf(loaded).value).toEqual({ template: 'ready', import: 'fileChosen' }));
  await expect(canvas.getByRole('status')).toHaveTextContent('lagos-teachers.xlsx');
  await expect(canvas.getByRole('button', { name: 'Upload and check lagos-teachers.xlsx' })).toBeEnabled();
});

/** `template.downloading`. */
export const TemplateDownloading = story({}, [{ type: 'import.downloadTemplate' }], async ({ canvas, loaded }) => {
  await expect(stateOf(loaded).matches({ template: 'downloading' })).toBe(true);
  await expect(canvas.getByRole('progressbar', { name: 'Downloading the template' })).toBeInTheDocument();
});

/** `template.failed`: why, beside the page's heading; the import itself carries on. */
export const TemplateFailed = story({ template: rejects(importRefusals.offline) }, [{ type: 'import.downloadTemplate' }], async ({ canvas, loaded }) => {
  await waitFor(() => expect(stateOf(loaded).matches({ template: 'failed' })).toBe(true));
  await expect(canvas.getByRole('alert')).toHaveTextContent('The template could not be downloaded');
});

/** `import.sending.uploading`: the progress bar follows the bytes sent. */
export const Uploading = story({ upload: uploadAt(40) }, [choose, upload], async ({ canvas, loaded }) => {
  await expect(stateOf(loaded).matches({ import: { sending: 'uploading' } })).toBe(true);
  const progress = canvas.getByRole('progressbar', { name: /^Uploading lagos-teachers\.xlsx/ });
  await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
  await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

/** `import.sending.validating`: every byte sent; the server checks the rows. */
export const Validating = story({ upload: uploadAt(100) }, [choose, upload], async ({ canvas, loaded }) => {
  await expect(stateOf(loaded).matches({ import: { sending: 'validating' } })).toBe(true);
  await expect(canvas.getByRole('progressbar', { name: 'Checking every row' })).toBeInTheDocument();
});

/** `import.reviewing.ready`: the counts and every error by row, column and message; the focus is on the report. */
export const Reviewing = story(reviewed, [choose, upload], async ({ canvas, loaded }) => {
  await waitFor(() => expect(stateOf(loaded).matches({ import: { reviewing: 'ready' } })).toBe(true));
  const heading = canvas.getByRole('heading', { name: 'Report: 200 rows read' });
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(canvas.getByText('Ready to create').nextElementSibling).toHaveTextContent('195');
  await expect(canvas.getByRole('grid', { name: 'Errors (6), by row' })).toBeVisible();
  await expect(canvas.getByText('Please put in only the last ten digits of your phone number.')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Create 195 valid rows' })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: 'Download failed rows' })).toBeEnabled();
  await expect(canvas.getByText(fixAdvice)).toBeVisible();
  await expect(canvas.getByText('Read from the sheet Staff.')).toBeVisible();
});

/** A report with no row ready: nothing to create, and it says so. */
export const ReviewingNothingReady = story({ upload: answers(allFailedBatchFixture) }, [choose, upload], async ({ canvas }) => {
  await canvas.findByRole('heading', { name: 'Report: 2 rows read' });
  await expect(canvas.queryByRole('button', { name: /^Create/ })).toBeNull();
  await expect(canvas.getByText(/No row is ready/)).toBeVisible();
});

/** The data on a sheet of its own name, with hidden and filtered-out rows: which sheet was read, and what was left aside. */
export const ReviewingRowsLeftAside = story({ upload: answers(skippedRowsBatchFixture) }, [choose, upload], async ({ canvas }) => {
  await canvas.findByRole('heading', { name: 'Report: 12 rows read' });
  await expect(
    canvas.getByText('Read from the sheet Teachers 2026. 2 rows hidden and 1 row the sheet’s filter hides were left aside: show them and upload the file again to include them.'),
  ).toBeVisible();
});

/** staffs.xlsx edited and uploaded again: each change by row (who, column, before and after), and what was left as it is. */
export const ReviewingUpdates = story({ upload: answers(updatesBatchFixture) }, [choose, upload], async ({ canvas }) => {
  await canvas.findByRole('heading', { name: 'Report: 40 rows read' });
  await expect(canvas.getByText('Updates').nextElementSibling).toHaveTextContent('2');
  await expect(canvas.getByText('Unchanged').nextElementSibling).toHaveTextContent('37');
  const changes = canvas.getByRole('grid', { name: 'Changes (2 staff), by row' });
  await expect(changes).toBeVisible();
  const phone = within(changes).getByText('+2348037770001').closest('[role="row"]') as HTMLElement;
  await expect(phone).toHaveTextContent(/^4Adaeze OkaforPhone Number\+2348031234567\+2348037770001$/);
  const middleName = within(changes).getByText('Olumide').closest('[role="row"]') as HTMLElement;
  await expect(middleName).toHaveTextContent(/^17Tunde BakareMiddle NameOlumide—$/);
  await expect(canvas.getByText(leftAsTheyAreCopy(updatesBatchFixture.ignoredColumns))).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Create 1 row and update 2 people' })).toBeEnabled();
});

/** `import.done` after updates: what was created and what was changed. */
export const DoneWithUpdates = story(
  { upload: answers(updatesBatchFixture), create: answers({ created: 1, updated: 2 }) },
  [choose, upload, create],
  async ({ canvas }) => {
    await canvas.findByRole('heading', { name: '1 staff member created, 2 updated' });
  },
);

/** A sheet uploaded again: the rows already in the portal, or repeated, are left out and listed; the new row is ready. */
export const ReviewingDuplicates = story(
  { upload: answers(duplicatesBatchFixture) },
  [choose, upload],
  async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Report: 4 rows read' });
    await expect(canvas.getByText('Duplicates, left out').nextElementSibling).toHaveTextContent('3');
    await expect(canvas.getByRole('grid', { name: 'Duplicates (3), left out' })).toBeVisible();
    await expect(canvas.getByText('Already in the portal: row 2 is LAG/2025/0001, Kemi Adeyemi')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download failed rows' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create 1 valid row' })).toBeEnabled();
  },
  'student',
);

/** Every row already in the portal: nothing is new, and the page says so rather than asking for fixes. */
export const ReviewingNothingNew = story(
  { upload: answers({ ...duplicatesBatchFixture, rowCount: 3, validRowCount: 0, newRowCount: 0 }) },
  [choose, upload],
  async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Report: 3 rows read' });
    await expect(canvas.getByText(/No row is new: every row is a student already in the portal/)).toBeVisible();
  },
  'student',
);

/** `import.reviewing.downloadingFailedRows`. */
export const DownloadingFailedRows = story(reviewed, [choose, upload, { type: 'import.downloadFailedRows' }], async ({ canvas, loaded }) => {
  await waitFor(() => expect(stateOf(loaded).matches({ import: { reviewing: 'downloadingFailedRows' } })).toBe(true));
  await expect(canvas.getByRole('progressbar', { name: 'Downloading the failed rows' })).toBeInTheDocument();
});

/** `import.reviewing.failedRowsNotDownloaded`: the report stays, the download's failure beside it. */
export const FailedRowsNotDownloaded = story(
  { ...reviewed, failedRows: fails('Internal Server Error', 500) },
  [choose, upload, { type: 'import.downloadFailedRows' }],
  async ({ canvas, loaded }) => {
    await waitFor(() => expect(stateOf(loaded).matches({ import: { reviewing: 'failedRowsNotDownloaded' } })).toBe(true));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The failed rows could not be downloadedInternal Server Error');
    await expect(canvas.getByRole('heading', { name: 'Report: 200 rows read' })).toBeVisible();
  },
);

/** `import.creating`. */
export const Creating = story(reviewed, [choose, upload, create], async ({ canvas, loaded }) => {
  await waitFor(() => expect(stateOf(loaded).matches({ import: 'creating' })).toBe(true));
  await expect(canvas.getByRole('progressbar', { name: 'Creating 195 staff' })).toBeInTheDocument();
});

/** `import.done`: the counts, the rows left out, and the way back to the list. */
export const Done = story({ ...reviewed, create: answers({ created: 195, updated: 0 }) }, [choose, upload, create], async ({ canvas, loaded }) => {
  await waitFor(() => expect(stateOf(loaded).matches({ import: 'done' })).toBe(true));
  await waitFor(() => expect(canvas.getByRole('heading', { name: '195 staff created' })).toHaveFocus());
  await expect(canvas.getByText('5 rows with errors were left out', { exact: false })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to the staff list' })).toHaveAttribute('href', '/staff-management');
});

/** The same batch sent again: the server creates nothing twice, and the page says so. */
export const DoneAlready = story(
  { ...reviewed, create: answers({ created: 0, updated: 0 }) },
  [choose, upload, create],
  async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No new students created' });
    await expect(canvas.getByText(/Nothing new was created: the 195 rows of this upload had been created already/)).toBeVisible();
  },
  'student',
);

/** Each `import.failed.*` state: its own heading, the message (the browser's or the server's), and what to do. */
const failureEvents: Record<ImportFailure, { calls: Calls; events: SpreadsheetImportEvent[]; message: string }> = {
  wrongFileType: { calls: {}, events: [{ type: 'import.fileChosen', file: importFiles.csv }], message: 'lagos-teachers.csv is not an Excel (.xlsx) spreadsheet' },
  emptySheet: { calls: { upload: rejects(importRefusals.emptySheet) }, events: [choose, upload], message: importRefusals.emptySheet.message },
  unknownHeadings: { calls: { upload: rejects(importRefusals.unknownHeadings) }, events: [choose, upload], message: 'Unknown column headings: Shoe Size' },
  fileTooLarge: { calls: {}, events: [{ type: 'import.fileChosen', file: importFiles.huge }], message: 'every-teacher.xlsx is too large (14 MB). The limit is 10 MB' },
  tooManyRows: { calls: { upload: rejects(importRefusals.tooManyRows) }, events: [choose, upload], message: 'The sheet has 10,001 rows' },
  unreadableCells: { calls: { upload: rejects(importRefusals.unreadableCells) }, events: [choose, upload], message: 'Cell F12 holds a formula' },
  expired: { calls: { ...reviewed, create: rejects(importRefusals.expired) }, events: [choose, upload, create], message: '(uploads are kept for 24 hours)' },
  changedSinceUpload: { calls: { ...reviewed, create: rejects(importRefusals.changedSinceUpload) }, events: [choose, upload, create], message: 'Row 31: Email already taken' },
  serverError: { calls: { upload: rejects(importRefusals.serverError) }, events: [choose, upload], message: 'Internal Server Error' },
  offline: { calls: { upload: rejects(importRefusals.offline) }, events: [choose, upload], message: 'Looks like you lost your internet.' },
};

const failedStory = (failure: ImportFailure): Story => {
  const { calls, events, message } = failureEvents[failure];
  return story(calls, events, async ({ canvas, loaded }) => {
    await waitFor(() => expect(stateOf(loaded).matches({ import: { failed: failure } })).toBe(true));
    const heading = canvas.getByRole('heading', { name: failureCopy[failure].title });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(message, { exact: false })).toBeVisible();
    await expect(canvas.getByText(failureCopy[failure].advice)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
};

export const FailedWrongFileType = failedStory('wrongFileType');
export const FailedEmptySheet = failedStory('emptySheet');
export const FailedUnknownHeadings = failedStory('unknownHeadings');
export const FailedFileTooLarge = failedStory('fileTooLarge');
export const FailedTooManyRows = failedStory('tooManyRows');
export const FailedUnreadableCells = failedStory('unreadableCells');
export const FailedExpired = failedStory('expired');
export const FailedChangedSinceUpload = failedStory('changedSinceUpload');
export const FailedServerError = failedStory('serverError');
export const FailedOffline = failedStory('offline');
