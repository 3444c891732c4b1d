import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../../api/errors';
import { academicMessages } from '../../../lib/messages';
import {
  classNoteFileProblem,
  classNoteForm,
  classNoteUploadMachine,
  xhrUploadClassNote,
  type ClassNote,
  type ClassNotesInput,
  type UploadInput,
} from './classNoteUpload.machine';
import { connectApi } from '../../../api/bridge';
import { createPortalClient } from '../../../api/client';
import { bearerOf } from '../../../api/middleware/bearer';
import type { UploadProgress } from '../../../api/uploads';
import { sessionApiHooks, sessionMachine, type LoginResponse } from '../../../machines/session.machine';
import { classNotesFixture, fileFixture, schemeChoiceFixture } from '../../../testing/academicFixtures';
import { loginResponseFixture } from '../../../testing/fixtures';
import { ControlledActors, describeEveryState, stateGraph } from '../../../testing/stateGraph';

const pdfType = 'application/pdf';
const notes = classNotesFixture as [ClassNote, ClassNote];
const input: ClassNotesInput = { ...schemeChoiceFixture, classNotes: notes };
const lessonPlan = fileFixture('Week 4 lesson.pdf', 250_000, pdfType);
const spreadsheet = fileFixture('marks.xlsx', 10_000, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
const uploaded: ClassNote = { ...notes[0], id: '4a1c2e3f-5b6d-4e7f-8a9b-000000000799', fileName: 'Week 4 lesson.pdf' };
const tooLarge = new ApiError('The file is larger than 10 MB', { status: 413 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(classNoteUploadMachine, {
  input,
  controlled: ['uploadClassNote', 'downloadClassNote', 'deleteClassNote', 'listClassNotes'],
  events: {
    // A File serialises as {}: `name` tells the two events apart for the graph.
    'notes.fileChosen': [
      { type: 'notes.fileChosen', file: lessonPlan, name: lessonPlan.name },
      { type: 'notes.fileChosen', file: spreadsheet, name: spreadsheet.name },
    ],
    'notes.progress': [{ type: 'notes.progress', loaded: 125_000, total: 250_000 }],
    'notes.download': [{ type: 'notes.download', note: notes[1] }],
    'notes.deleteAsked': [{ type: 'notes.deleteAsked', note: notes[0] }],
    'xstate.done.actor.uploadClassNote': [{ type: 'xstate.done.actor.uploadClassNote', output: { classNotes: [uploaded, ...notes] } }],
    'xstate.error.actor.uploadClassNote': [{ type: 'xstate.error.actor.uploadClassNote', error: tooLarge }],
    'xstate.error.actor.downloadClassNote': [{ type: 'xstate.error.actor.downloadClassNote', error: new ApiError('Class note not found', { status: 404 }) }],
    'xstate.done.actor.listClassNotes': [{ type: 'xstate.done.actor.listClassNotes', output: { classNotes: [notes[1]] } }],
    'xstate.error.actor.listClassNotes': [{ type: 'xstate.error.actor.listClassNotes', error: new ApiError('Class note not found', { status: 404 }) }],
    'xstate.error.actor.deleteClassNote': [{ type: 'xstate.error.actor.deleteClassNote', error: new ApiError('Class note not found', { status: 404 }) }],
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.file?.name ?? null,
      snapshot.context.progress,
      snapshot.context.classNotes.map((note) => note.id),
      snapshot.context.target?.id ?? null,
      snapshot.context.uploadError,
      snapshot.context.notesError,
    ]),
  compareContext: (context) => ({ ...context, file: context.file?.name ?? null }),
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;
const messages = (emitted: { type: string }[]) => emitted.map((event) => (event as { message?: string }).message);

const expectations: Record<string, Check> = {
  'upload.empty': ({ snapshot }) => {
    expect(snapshot.context.file).toBeNull();
    expect(snapshot.context.classNotes).toHaveLength(2);
  },
  'upload.rejected': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.file).toBeNull();
    expect(snapshot.context.uploadError).toBe('marks.xlsx is not a PDF, Word (.docx) or PowerPoint (.pptx) file.');
  },
  'upload.chosen': ({ snapshot }) => {
    expect(snapshot.context.file?.name).toBe('Week 4 lesson.pdf');
  },
  'upload.uploading': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.progress).toEqual({ loaded: 0, total: 250_000 });
    expect(stubs.lastInput('uploadClassNote')).toMatchObject({ ...schemeChoiceFixture, file: lessonPlan });
  },
  'upload.failed': ({ snapshot, emitted }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.uploadError).toBe('The file is larger than 10 MB');
    expect(snapshot.context.file?.name).toBe('Week 4 lesson.pdf');
    expect(emitted).toContainEqual({ type: 'notification.raised', message: 'The file is larger than 10 MB', tone: 'error' });
  },
  'notes.listed': ({ snapshot }) => {
    expect(snapshot.context.target).toBeNull();
  },
  'notes.listing': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('listClassNotes')).toEqual(schemeChoiceFixture);
  },
  'notes.downloading': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('downloadClassNote')).toEqual({ note: notes[1] });
  },
  'notes.confirmingDelete': ({ snapshot }) => {
    expect(snapshot.context.target).toEqual(notes[0]);
  },
  'notes.deleting': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('deleteClassNote')).toEqual({ note: notes[0] });
  },
  'notes.failed': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.notesError).toBe('Class note not found');
    expect(snapshot.context.classNotes).toHaveLength(2);
  },
};

describeEveryState('class note machine', graph, expectations);

function classNotes() {
  const stubs = new ControlledActors(['uploadClassNote', 'downloadClassNote', 'deleteClassNote', 'listClassNotes']);
  const actor = createActor(classNoteUploadMachine.provide({ actors: stubs.logic as never }), { input }).start();
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, stubs, emitted };
}

describe('class note machine: upload', () => {
  it('reports progress from the upload and lists the notes the server answers', async () => {
    const { actor, stubs, emitted } = classNotes();
    actor.send({ type: 'notes.fileChosen', file: lessonPlan });
    actor.send({ type: 'notes.upload' });
    const upload = stubs.lastInput('uploadClassNote') as UploadInput;
    upload.onProgress({ loaded: 100_000, total: 250_000 });
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 100_000, total: 250_000 });
    stubs.settle('uploadClassNote', { output: { classNotes: [uploaded, ...notes] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ upload: 'empty', notes: 'listed' });
    expect(actor.getSnapshot().context.classNotes.map((note) => note.fileName)).toEqual([
      'Week 4 lesson.pdf',
      'Number bases.pdf',
      'Fractions worked examples.docx',
    ]);
    expect(messages(emitted)).toEqual([academicMessages.classNoteUploaded]);
  });

  it('tries again with the file kept after a failure', async () => {
    const { actor, stubs } = classNotes();
    actor.send({ type: 'notes.fileChosen', file: lessonPlan });
    actor.send({ type: 'notes.upload' });
    stubs.settle('uploadClassNote', { error: tooLarge });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'notes.upload' });
    expect(stubs.inputs.get('uploadClassNote')).toHaveLength(2);
    expect(stubs.lastInput('uploadClassNote')).toMatchObject({ file: lessonPlan });
  });

  it('checks type and size before anything is sent', () => {
    expect(classNoteFileProblem(lessonPlan)).toBeNull();
    expect(classNoteFileProblem(fileFixture('Slides.PPTX', 1000, ''))).toBeNull();
    expect(classNoteFileProblem(fileFixture('notes', 1000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBeNull();
    expect(classNoteFileProblem(fileFixture('huge.pdf', 10 * 1024 * 1024 + 1, pdfType))).toBe('huge.pdf is too large (10 MB). The limit is 10 MB.');
    expect(classNoteFileProblem(fileFixture('old.doc', 1000, 'application/msword'))).toMatch(/is not a PDF/);
    expect(classNoteFileProblem(fileFixture('empty.pdf', 0, pdfType))).toBe('empty.pdf is empty.');
  });

  it('sends the ids before the file', async () => {
    const form = classNoteForm({ ...schemeChoiceFixture, file: lessonPlan });
    expect([...form.keys()]).toEqual(['sessionId', 'termId', 'classId', 'file']);
    expect(form.get('termId')).toBe(schemeChoiceFixture.termId);
  });
});

describe('class note machine: download, delete and list', () => {
  it('lists the notes again on request, replacing what it had', async () => {
    const { actor, stubs } = classNotes();
    actor.send({ type: 'notes.refresh' });
    expect(actor.getSnapshot().value).toEqual({ upload: 'empty', notes: 'listing' });
    stubs.settle('listClassNotes', { output: { classNotes: [notes[1]] } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.classNotes).toEqual([notes[1]]);
    expect(actor.getSnapshot().value).toEqual({ upload: 'empty', notes: 'listed' });
  });

  it('deletes only after confirmation, and drops the note', async () => {
    const { actor, stubs, emitted } = classNotes();
    actor.send({ type: 'notes.deleteAsked', note: notes[0] });
    actor.send({ type: 'notes.deleteCancelled' });
    expect(stubs.inputs.get('deleteClassNote')).toEqual([]);
    actor.send({ type: 'notes.deleteAsked', note: notes[0] });
    actor.send({ type: 'notes.deleteConfirmed' });
    stubs.settle('deleteClassNote', { output: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.classNotes).toEqual([notes[1]]);
    expect(messages(emitted)).toEqual([academicMessages.classNoteDeleted]);
  });

  it('downloads while an upload is under way', async () => {
    const { actor, stubs } = classNotes();
    actor.send({ type: 'notes.fileChosen', file: lessonPlan });
    actor.send({ type: 'notes.upload' });
    actor.send({ type: 'notes.download', note: notes[1] });
    expect(actor.getSnapshot().value).toEqual({ upload: 'uploading', notes: 'downloading' });
    stubs.settle('downloadClassNote', { output: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ upload: 'uploading', notes: 'listed' });
  });
});

describe('xhrUploadClassNote: the token flow', () => {
  type Sent = { token: string | null; method: string; url: string; keys: string[] };

  /** A session actor signed in with `old-token`, whose refresh answers `new-token` (or fails). */
  function signedIn(refresh: 'works' | 'fails' = 'works') {
    let refreshes = 0;
    const session = createActor(
      sessionMachine.provide({
        actors: {
          refreshToken: fromPromise<LoginResponse>(async () => {
            refreshes += 1;
            if (refreshes === 1) return loginResponseFixture('old-token');
            if (refresh === 'fails') throw new ApiError('Your session has ended', { status: 452 });
            return loginResponseFixture('new-token');
          }),
        },
      }),
    ).start();
    return { session, refreshCount: () => refreshes - 1 };
  }

  /** The upload transport, answering by the token the request carries (a 451 for any other). */
  function fakeSend(answers: Record<string, { status: number; body: unknown }>) {
    const sent: Sent[] = [];
    const send = vi.fn(async (request: Request, onProgress: (p: UploadProgress) => void) => {
      const token = bearerOf(request);
      sent.push({ token, method: request.method, url: request.url, keys: [...(await request.formData()).keys()] });
      onProgress({ loaded: 10, total: 10 });
      const answer = answers[token ?? 'none'] ?? { status: 451, body: { message: 'Your session token has expired' } };
      return Response.json(answer.body, { status: answer.status });
    });
    return { send, sent };
  }

  async function run(session: ReturnType<typeof signedIn>['session'], send: ReturnType<typeof fakeSend>['send']) {
    const progress: UploadProgress[] = [];
    // The app's client, as the app connects it: the upload goes through its middleware like every call.
    const client = createPortalClient({ baseUrl: 'http://portal.test/api' });
    connectApi({ ...sessionApiHooks(session), notifyFailure: vi.fn(), closeOverlay: vi.fn() }, [client]);
    const actor = createActor(xhrUploadClassNote(client, send), {
      input: { ...schemeChoiceFixture, file: lessonPlan, onProgress: (p: UploadProgress) => progress.push(p) },
    });
    const done = new Promise<{ output?: unknown; error?: unknown }>((resolve) =>
      actor.subscribe({ complete: () => resolve({ output: actor.getSnapshot().output }), error: (error) => resolve({ error }) }),
    );
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    return { result: await done, progress };
  }

  it('sends the bearer token and answers the list', async () => {
    const { session } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    const { send, sent } = fakeSend({ 'old-token': { status: 200, body: { classNotes: notes } } });
    const { result, progress } = await run(session, send);
    expect(result.output).toEqual({ classNotes: notes });
    expect(sent).toEqual([
      {
        token: 'old-token',
        method: 'PATCH',
        url: `http://portal.test/api/scheme/upload-class-notes/${schemeChoiceFixture.subjectId}`,
        keys: ['sessionId', 'termId', 'classId', 'file'],
      },
    ]);
    expect(progress).toEqual([{ loaded: 10, total: 10 }]);
  });

  it('on 451 refreshes through the session once and retries once with the new token', async () => {
    const { session, refreshCount } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    const { send, sent } = fakeSend({ 'new-token': { status: 200, body: { classNotes: notes } } });
    const { result, progress } = await run(session, send);
    expect(result.output).toEqual({ classNotes: notes });
    expect(sent.map((s) => s.token)).toEqual(['old-token', 'new-token']);
    // The retry sends the whole form again, and reports its progress too.
    expect(sent[1]?.keys).toEqual(['sessionId', 'termId', 'classId', 'file']);
    expect(progress).toEqual([
      { loaded: 10, total: 10 },
      { loaded: 10, total: 10 },
    ]);
    expect(refreshCount()).toBe(1);
  });

  it('fails with the second 451 rather than retrying again', async () => {
    const { session } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    const { send, sent } = fakeSend({});
    const { result } = await run(session, send);
    expect(sent).toHaveLength(2);
    expect(result.error).toBeInstanceOf(ApiError);
    expect((result.error as ApiError).status).toBe(451);
  });

  it('ends the session when the refresh fails', async () => {
    const { session } = signedIn('fails');
    await vi.advanceTimersByTimeAsync(0);
    const { send, sent } = fakeSend({});
    const { result } = await run(session, send);
    expect(sent).toHaveLength(1);
    expect(result.error).toBeInstanceOf(Error);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('ends the session on a 452', async () => {
    const { session } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    const { send } = fakeSend({ 'old-token': { status: 452, body: { message: 'Your session has ended, please sign in again' } } });
    const { result } = await run(session, send);
    expect((result.error as ApiError).message).toBe('Your session has ended, please sign in again');
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('carries the server’s message and field details on a refusal', async () => {
    const { session } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    const refusal = { message: 'Only PDF, Word or PowerPoint files', code: 'BAD_REQUEST', details: [{ field: 'file', message: 'Only PDF, Word or PowerPoint files' }] };
    const { send } = fakeSend({ 'old-token': { status: 400, body: refusal } });
    const { result } = await run(session, send);
    expect(result.error).toMatchObject({ message: refusal.message, status: 400, code: 'BAD_REQUEST', details: refusal.details });
  });
});
