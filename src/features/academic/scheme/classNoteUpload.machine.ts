// The class notes of one session, term, class and subject: choose a file (its type and size checked here
// as well as on the server), upload it with progress, and list, download and delete (after a confirmation) the notes
// there. Two regions run side by side, so a note can be downloaded while another uploads.
//
// The upload shows its progress, so it goes through the API's upload transport (src/api/uploads.ts: XMLHttpRequest,
// the bearer token, one refresh-and-retry on 451, sign-out on 452) as the named actor `uploadClassNote`.
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { portalClient, type PortalClient } from '../../../api/client';
import { dataOf, errorMessage } from '../../../api/errors';
import { sendWithProgress, withProgress, type UploadProgress } from '../../../api/uploads';
import type { components } from '../../../api/schema.gen';
import { classNoteMaxBytes, classNoteTypes } from '../../../lib/constants';
import { academicMessages } from '../../../lib/messages';
import { saveFile } from '../../../lib/saveFile';
import type { NotificationRaised } from '../../../machines/notifications.machine';

export type ClassNote = components['schemas']['ClassNote'];
export type ClassNoteList = components['schemas']['ClassNoteList'];

/** Which session, term, class and subject the notes belong to. */
export type ClassNoteScope = { sessionId: string; termId: string; classId: string; subjectId: string };

export type ClassNotesInput = ClassNoteScope & { classNotes?: readonly ClassNote[] };


export type UploadInput = ClassNoteScope & { file: File; onProgress: (progress: UploadProgress) => void };

export type ClassNotesContext = {
  scope: ClassNoteScope;
  classNotes: ClassNote[];
  file: File | null;
  progress: UploadProgress | null;
  /** Why the chosen file was refused, or why the upload failed. */
  uploadError: string | null;
  /** The note a delete waits to be confirmed for, or being deleted, or being downloaded. */
  target: ClassNote | null;
  notesError: string | null;
};

export type ClassNotesEvent =
  | { type: 'notes.fileChosen'; file: File }
  | { type: 'notes.fileCleared' }
  | { type: 'notes.upload' }
  | { type: 'notes.progress'; loaded: number; total: number }
  | { type: 'notes.download'; note: ClassNote }
  | { type: 'notes.deleteAsked'; note: ClassNote }
  | { type: 'notes.deleteConfirmed' }
  | { type: 'notes.deleteCancelled' }
  /** Lists the notes again (GET /scheme/class-notes/{subjectId}): someone else may have added or removed one. */
  | { type: 'notes.refresh' };

const extensions = classNoteTypes.filter((type) => type.startsWith('.'));
const mimeTypes: readonly string[] = classNoteTypes.filter((type) => !type.startsWith('.'));

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

/** Why a file cannot be a class note, or null when it can (PDF, .docx or .pptx, at most 10 MB). */
export function classNoteFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const name = file.name.toLowerCase();
  const typeFits = extensions.some((extension) => name.endsWith(extension)) || mimeTypes.includes(file.type);
  if (!typeFits) return `${file.name} is not a PDF, Word (.docx) or PowerPoint (.pptx) file.`;
  if (file.size > classNoteMaxBytes) {
    return `${file.name} is too large (${megabytes(file.size)}). The limit is ${megabytes(classNoteMaxBytes)}.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

export const classNoteUploadMachine = setup({
  types: {
    context: {} as ClassNotesContext,
    events: {} as ClassNotesEvent,
    input: {} as ClassNotesInput,
    tags: {} as 'busy' | 'error',
    emitted: {} as NotificationRaised,
  },
  actors: {
    uploadClassNote: xhrUploadClassNote(),
    downloadClassNote: fromPromise<void, { note: ClassNote }>(async ({ input, signal }) => {
      const blob = dataOf(
        await portalClient.GET('/scheme/download-class-note/{classNote}', {
          params: { path: { classNote: input.note.id } },
          parseAs: 'blob',
          signal,
        }),
      ) as unknown as Blob;
      saveFile(blob, input.note.fileName);
    }),
    listClassNotes: fromPromise<ClassNoteList, ClassNoteScope>(async ({ input, signal }) => {
      const { subjectId, sessionId, termId, classId } = input;
      return dataOf(
        await portalClient.GET('/scheme/class-notes/{subjectId}', {
          params: { path: { subjectId }, query: { sessionId, termId, classId } },
          signal,
        }),
      );
    }),
    deleteClassNote: fromPromise<void, { note: ClassNote }>(async ({ input, signal }) => {
      dataOf(await portalClient.DELETE('/scheme/delete-class-note/{classNote}', { params: { path: { classNote: input.note.id } }, signal }));
    }),
  },
  guards: {
    fileAcceptable: ({ event }) => event.type === 'notes.fileChosen' && classNoteFileProblem(event.file) === null,
  },
  actions: {
    chooseFile: assign(({ event }) => (event.type === 'notes.fileChosen' ? { file: event.file, uploadError: null, progress: null } : {})),
    refuseFile: assign(({ event }) =>
      event.type === 'notes.fileChosen' ? { file: null, uploadError: classNoteFileProblem(event.file), progress: null } : {},
    ),
    clearFile: assign({ file: null, uploadError: null, progress: null }),
    startUpload: assign(({ context }) => ({ progress: { loaded: 0, total: context.file?.size ?? 0 }, uploadError: null })),
    setProgress: assign(({ event }) => (event.type === 'notes.progress' ? { progress: { loaded: event.loaded, total: event.total } } : {})),
    keepUploaded: assign((_, params: { list: ClassNoteList }) => ({ classNotes: params.list.classNotes, file: null, progress: null })),
    keepListed: assign((_, params: { list: ClassNoteList }) => ({ classNotes: params.list.classNotes, notesError: null })),
    rememberUploadError: assign((_, params: { error: unknown }) => ({ uploadError: errorMessage(params.error), progress: null })),
    target: assign(({ event }) => (event.type === 'notes.download' || event.type === 'notes.deleteAsked' ? { target: event.note, notesError: null } : {})),
    forgetTarget: assign({ target: null }),
    dropDeleted: assign(({ context }) => ({ classNotes: context.classNotes.filter((note) => note.id !== context.target?.id), target: null })),
    rememberNotesError: assign((_, params: { error: unknown }) => ({ notesError: errorMessage(params.error), target: null })),
    announce: emit((_, params: { message: string; tone: 'success' | 'error' }) => ({
      type: 'notification.raised' as const,
      message: params.message,
      tone: params.tone,
    })),
  },
}).createMachine({
  id: 'classNotes',
  context: ({ input }) => ({
    scope: { sessionId: input.sessionId, termId: input.termId, classId: input.classId, subjectId: input.subjectId },
    classNotes: [...(input.classNotes ?? [])],
    file: null,
    progress: null,
    uploadError: null,
    target: null,
    notesError: null,
  }),
  type: 'parallel',
  states: {
    upload: {
      initial: 'empty',
      states: {
        /** No file chosen. */
        empty: {},
        /** The chosen file is not a class note (type or size): it was not kept. */
        rejected: { tags: 'error' },
        chosen: {
          on: { 'notes.upload': 'uploading', 'notes.fileCleared': { target: 'empty', actions: 'clearFile' } },
        },
        uploading: {
          tags: 'busy',
          entry: 'startUpload',
          on: { 'notes.progress': { actions: 'setProgress' } },
          invoke: {
            id: 'uploadClassNote',
            src: 'uploadClassNote',
            input: ({ context, self }) => ({
              ...context.scope,
              file: context.file as File,
              onProgress: ({ loaded, total }: UploadProgress) => self.send({ type: 'notes.progress', loaded, total }),
            }),
            onDone: {
              target: 'empty',
              actions: [
                { type: 'keepUploaded', params: ({ event }) => ({ list: event.output }) },
                { type: 'announce', params: { message: academicMessages.classNoteUploaded, tone: 'success' } },
              ],
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberUploadError', params: ({ event }) => ({ error: event.error }) },
                { type: 'announce', params: ({ event }) => ({ message: errorMessage(event.error), tone: 'error' }) },
              ],
            },
          },
        },
        /** The server's message; the file stays chosen, to try again. */
        failed: {
          tags: 'error',
          on: { 'notes.upload': 'uploading', 'notes.fileCleared': { target: 'empty', actions: 'clearFile' } },
        },
      },
      on: {
        'notes.fileChosen': [
          { guard: 'fileAcceptable', target: '.chosen', actions: 'chooseFile' },
          { target: '.rejected', actions: 'refuseFile' },
        ],
      },
    },
    notes: {
      initial: 'listed',
      states: {
        listed: {
          on: {
            'notes.download': { target: 'downloading', actions: 'target' },
            'notes.deleteAsked': { target: 'confirmingDelete', actions: 'target' },
            'notes.refresh': 'listing',
          },
        },
        listing: {
          tags: 'busy',
          invoke: {
            id: 'listClassNotes',
            src: 'listClassNotes',
            input: ({ context }) => context.scope,
            onDone: { target: 'listed', actions: { type: 'keepListed', params: ({ event }) => ({ list: event.output }) } },
            onError: { target: 'failed', actions: { type: 'rememberNotesError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        downloading: {
          tags: 'busy',
          invoke: {
            id: 'downloadClassNote',
            src: 'downloadClassNote',
            input: ({ context }) => ({ note: context.target as ClassNote }),
            onDone: { target: 'listed', actions: 'forgetTarget' },
            onError: { target: 'failed', actions: { type: 'rememberNotesError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDelete: {
          on: {
            'notes.deleteConfirmed': 'deleting',
            'notes.deleteCancelled': { target: 'listed', actions: 'forgetTarget' },
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteClassNote',
            src: 'deleteClassNote',
            input: ({ context }) => ({ note: context.target as ClassNote }),
            onDone: {
              target: 'listed',
              actions: ['dropDeleted', { type: 'announce', params: { message: academicMessages.classNoteDeleted, tone: 'success' } }],
            },
            onError: { target: 'failed', actions: { type: 'rememberNotesError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** A list, download or delete failed: the server's message shows (the API middleware also raised it). */
        failed: {
          tags: 'error',
          on: {
            'notes.download': { target: 'downloading', actions: 'target' },
            'notes.deleteAsked': { target: 'confirmingDelete', actions: 'target' },
            'notes.refresh': 'listing',
          },
        },
      },
    },
  },
});

export type ClassNotesActor = ActorRefFrom<typeof classNoteUploadMachine>;
export type ClassNotesSnapshot = SnapshotFrom<typeof classNoteUploadMachine>;

/** The multipart body in the order the contract asks: the ids, then the file. */
export function classNoteForm({ sessionId, termId, classId, file }: Omit<UploadInput, 'subjectId' | 'onProgress'>): FormData {
  const form = new FormData();
  form.append('sessionId', sessionId);
  form.append('termId', termId);
  form.append('classId', classId);
  form.append('file', file, file.name);
  return form;
}

/** The real upload: the contract's operation through the API client (the session's token, the 451/452 flow), its progress reported by the upload transport. */
export function xhrUploadClassNote(client: PortalClient = portalClient, send: typeof sendWithProgress = sendWithProgress) {
  return fromPromise<ClassNoteList, UploadInput>(async ({ input, signal }) =>
    dataOf(
      await client.PATCH('/scheme/upload-class-notes/{subjectId}', {
        params: { path: { subjectId: input.subjectId } },
        body: { sessionId: input.sessionId, termId: input.termId, classId: input.classId, file: '' },
        bodySerializer: () => classNoteForm(input),
        signal,
        ...withProgress(input.onProgress, send),
      }),
    ),
  );
}
