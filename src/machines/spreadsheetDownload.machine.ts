// Downloading a list as a spreadsheet (staffs.xlsx, students.xlsx, schools.xlsx, SPEC section 7) with the filters on
// screen: the bytes arrive with their progress while the page stays usable, then the browser saves the file. The page
// asks with `download.requested` carrying the read for its filters (resources/downloads.ts), so the same machine serves
// every list; a failure says why and the same button tries again.
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorMessage } from '../api/errors';
import { saveFile } from '../lib/saveFile';

export type DownloadProgress = { loaded: number; total: number | null };

/** Reads the file for the filters it was made with, telling each chunk's progress. */
export type SpreadsheetRead = (signal: AbortSignal, onProgress: (progress: DownloadProgress) => void) => Promise<Blob>;

export type SpreadsheetDownloadInput = { fileName: string };

type Context = {
  fileName: string;
  read: SpreadsheetRead | null;
  progress: DownloadProgress | null;
  /** The file read, until the browser has it. */
  blob: Blob | null;
  error: string | null;
};

type DownloadEvent =
  | { type: 'download.requested'; read: SpreadsheetRead }
  | { type: 'download.progressed'; progress: DownloadProgress }
  | { type: 'download.cancelled' }
  | { type: 'download.dismissed' };

type Parent = { send: (event: DownloadEvent) => void };

export const spreadsheetDownloadMachine = setup({
  types: {
    context: {} as Context,
    events: {} as DownloadEvent,
    input: {} as SpreadsheetDownloadInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchSpreadsheet: fromPromise<Blob, { read: SpreadsheetRead; parent: Parent }>(({ input, signal }) =>
      input.read(signal, (progress) => input.parent.send({ type: 'download.progressed', progress })),
    ),
    saveSpreadsheet: fromPromise<void, { blob: Blob; fileName: string }>(async ({ input }) => saveFile(input.blob, input.fileName)),
  },
  actions: {
    start: assign(({ event }) => (event.type === 'download.requested' ? { read: event.read, progress: { loaded: 0, total: null }, error: null } : {})),
    progress: assign(({ event }) => (event.type === 'download.progressed' ? { progress: event.progress } : {})),
    keep: assign((_, params: { blob: Blob }) => ({ blob: params.blob })),
    fail: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error), progress: null })),
    forget: assign({ blob: null }),
    clear: assign({ progress: null, blob: null, error: null }),
  },
}).createMachine({
  id: 'spreadsheetDownload',
  context: ({ input }) => ({ fileName: input.fileName, read: null, progress: null, blob: null, error: null }),
  initial: 'idle',
  on: {
    'download.requested': { target: '.downloading', actions: 'start' },
  },
  states: {
    idle: {},
    /** The bytes are on their way; the page stays usable. Asking again restarts with the filters now on screen. */
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchSpreadsheet',
        src: 'fetchSpreadsheet',
        input: ({ context, self }) => ({ read: context.read as SpreadsheetRead, parent: self as Parent }),
        onDone: { target: 'saving', actions: { type: 'keep', params: ({ event }) => ({ blob: event.output }) } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'download.progressed': { actions: 'progress' },
        'download.cancelled': { target: 'idle', actions: 'clear' },
      },
    },
    /** The browser is handed the file. */
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSpreadsheet',
        src: 'saveSpreadsheet',
        input: ({ context }) => ({ blob: context.blob as Blob, fileName: context.fileName }),
        onDone: { target: 'saved', actions: 'forget' },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Saved: the page says so until another download or a dismissal. */
    saved: {
      on: { 'download.dismissed': { target: 'idle', actions: 'clear' } },
    },
    /** Why it failed; asking again tries again. */
    failed: {
      tags: ['error'],
      on: { 'download.dismissed': { target: 'idle', actions: 'clear' } },
    },
  },
});

export type SpreadsheetDownloadActor = ActorRefFrom<typeof spreadsheetDownloadMachine>;
