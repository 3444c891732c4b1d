// Schemes of work (one per session, term, class and subject; weeks by number, each once) and their class notes:
// uploaded (PDF, Word or PowerPoint, decided by content, within the size limit), listed, downloaded and deleted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classNotes, files, schemes } from '../../server/src/db/schema';
import { expectAccessChecks, lagosIds, pdfBytes, request, withAcademicTestApp, type AcademicTestApp, type Session, type Sessions } from './academic-helpers';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks, multipart, type Part } from './helpers';

type Ref = { id: string; name: string };
type Week = { week: number; topic: string; description?: string };
type SchemeBody = { id: string; session: Ref; term: Ref; class: Ref; subject: Ref; weeks: Week[]; createdAt: string; updatedAt: string };
type NoteBody = { id: string; fileName: string; contentType: string; size: number; url: string; uploadedAt: string };
type CheckBody = { exists: boolean; scheme: SchemeBody | null; classNotes: NoteBody[] };

let t: TestApp, who: Sessions, admin: Session, ids: AcademicTestApp['ids'], kano: AcademicTestApp['kano'];
/** The demo's current session and its First Term. */
let sessionId: string;
let termId: string;
/** A term of another Lagos session. */
let otherTermId: string;

withAcademicTestApp(async (app) => {
  ({ t, who, admin, ids, kano } = app);
  sessionId = ids.sessions['2026/2027']!;
  termId = ids.terms['First Term']!;
  const next = await call(t, 'addSession', request('POST', '/api/session/add', admin, { name: '2027/2028', startDate: '2027-09-13', endDate: '2028-07-21' }), 201);
  const term = await call(t, 'addTerm', request('POST', '/api/term/add', admin, { sessionId: (next.json() as Ref).id, name: 'First Term', startDate: '2027-09-13', endDate: '2027-12-17' }), 201);
  otherTermId = (term.json() as Ref).id;
});

type Combination = { sessionId: string; termId: string; classId: string; subjectId: string };
const combination = (classId: string, subjectId: string, overrides: Partial<Combination> = {}): Combination => ({ sessionId, termId, classId, subjectId, ...overrides });

const create = (payload: unknown, session?: Session) => request('POST', '/api/scheme/create', session, payload);
const update = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/scheme/update/${id}`, session, payload);
const check = (c: Combination, session?: Session) => request('GET', `/api/scheme/check-scheme-of-work-exists/${c.sessionId}/${c.termId}/${c.classId}/${c.subjectId}`, session);
const listNotes = (c: Combination, session?: Session) =>
  request('GET', `/api/scheme/class-notes/${c.subjectId}?sessionId=${c.sessionId}&termId=${c.termId}&classId=${c.classId}`, session);
const download = (id: string, session?: Session) => request('GET', `/api/scheme/download-class-note/${id}`, session);
const removeNote = (id: string, session?: Session) => request('DELETE', `/api/scheme/delete-class-note/${id}`, session);

/** The upload as the client's FormData sends it: the ids first, then the file. */
const upload = (c: Combination, file: Omit<Part, 'name'> | null, session?: Session, fields: Part[] = [{ name: 'sessionId', data: c.sessionId }, { name: 'termId', data: c.termId }, { name: 'classId', data: c.classId }]) => {
  const body = multipart([...fields, ...(file ? [{ name: 'file', ...file }] : [])]);
  return { method: 'PATCH' as const, url: `/api/scheme/upload-class-notes/${c.subjectId}`, payload: body.payload, headers: { ...body.headers, ...(session?.auth ?? {}) } };
};
const pdfFile = (name = 'notes.pdf', text?: string) => ({ data: pdfBytes(text), filename: name, contentType: 'application/pdf' });

const weeks = [
  { week: 2, topic: ' Cell Structure ', description: 'Plant and animal cells' },
  { week: 1, topic: 'Living Things' },
];

describe('createScheme', () => {
  it('creates the scheme of a session, term, class and subject, with its weeks by number', async () => {
    const c = combination(ids.classes['JSS 2']!, ids.subjects.Biology!);
    const response = await call(t, 'createScheme', create({ ...c, weeks }, admin), 201);
    const body = response.json() as SchemeBody;
    expect(body).toMatchObject({
      session: { id: sessionId, name: '2026/2027' },
      term: { id: termId, name: 'First Term' },
      class: { id: c.classId, name: 'JSS 2' },
      subject: { id: c.subjectId, name: 'Biology' },
      weeks: [{ week: 1, topic: 'Living Things' }, { week: 2, topic: 'Cell Structure', description: 'Plant and animal cells' }],
    });
    expect((await call(t, 'checkSchemeOfWorkExists', check(c, admin), 200)).json()).toMatchObject({ exists: true, scheme: body });
  });

  it('links the class notes uploaded before the scheme existed to it', async () => {
    const c = combination(ids.classes['JSS 3']!, ids.subjects.Physics!);
    const notes = (await call(t, 'uploadClassNotes', upload(c, pdfFile('early.pdf'), admin), 200)).json() as { classNotes: NoteBody[] };
    const scheme = (await call(t, 'createScheme', create({ ...c, weeks }, admin), 201)).json() as SchemeBody;
    const [row] = await t.db.select({ schemeId: classNotes.schemeId }).from(classNotes).where(eq(classNotes.id, notes.classNotes[0]!.id));
    expect(row?.schemeId).toBe(scheme.id);
  });

  it('answers 409 when the combination already has a scheme', async () => {
    const response = await call(t, 'createScheme', create({ ...combination(ids.classes['JSS 1']!, ids.subjects.Mathematics!), weeks }, admin), 409);
    expect(errorOf(response).message).toBe('JSS 1 Mathematics already has a scheme of work for the First Term of 2026/2027');
  });

  it("answers 404 for another state's session, term, class or subject, and creates nothing", async () => {
    const base = combination(ids.classes['SS 1']!, ids.subjects.Chemistry!);
    for (const [key, value, what] of [
      ['sessionId', kano.session.id, 'Session'],
      ['termId', kano.term.id, 'Term'],
      ['classId', kano.klass.id, 'Class'],
      ['subjectId', kano.subject.id, 'Subject'],
    ] as const) {
      const response = await call(t, 'createScheme', create({ ...base, [key]: value, weeks }, admin), 404);
      expect(errorOf(response).message).toBe(`${what} not found`);
    }
    expect((await call(t, 'checkSchemeOfWorkExists', check(base, admin), 200)).json()).toMatchObject({ exists: false });
  });

  it('answers 400 naming the field for a term of another session, a week listed twice and other invalid values', async () => {
    const c = combination(ids.classes['SS 1']!, ids.subjects.Chemistry!);
    const wrongTerm = await expectBadRequest(t, 'createScheme', create({ ...c, termId: otherTermId, weeks }, admin), 'termId');
    expect(wrongTerm.message).toBe('The First Term is not a term of the 2026/2027 session');
    const twice = await expectBadRequest(t, 'createScheme', create({ ...c, weeks: [{ week: 1, topic: 'A' }, { week: 1, topic: 'B' }] }, admin), 'weeks.1.week');
    expect(twice.message).toBe('Week 1 is listed twice');
    await expectBadRequest(t, 'createScheme', create({ ...c, weeks: [{ week: 1, topic: '   ' }] }, admin), 'weeks.0.topic');
    await expectBadRequest(t, 'createScheme', create({ ...c, weeks: [{ week: 0, topic: 'A' }] }, admin), 'weeks.0.week');
    await expectBadRequest(t, 'createScheme', create({ ...c, weeks: [{ week: 53, topic: 'A' }] }, admin), 'weeks.0.week');
    await expectBadRequest(t, 'createScheme', create({ ...c, weeks: [] }, admin), 'weeks');
    await expectBadRequest(t, 'createScheme', create({ ...c, weeks: [{ week: 1, topic: 'A', extra: true }] }, admin), 'weeks.0.extra');
    await expectBadRequest(t, 'createScheme', create({ ...c, classId: 'jss-1', weeks }, admin), 'classId');
    await expectBadRequest(t, 'createScheme', create({ sessionId, termId, classId: c.classId, weeks }, admin), 'subjectId');
  });

  it('answers 403 to the Schools Inspector (no scheme.manage), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'createScheme', (session) => create({ ...combination(ids.classes['SS 2']!, ids.subjects.Physics!), weeks }, session), who, { permission: 'scheme.manage' });
  });
});

describe('updateScheme', () => {
  it('replaces the weeks and answers the scheme with a later updatedAt', async () => {
    const id = ids.schemes.Mathematics!;
    const before = (await call(t, 'checkSchemeOfWorkExists', check(combination(ids.classes['JSS 1']!, ids.subjects.Mathematics!), admin), 200)).json() as CheckBody;
    const response = await call(t, 'updateScheme', update(id, { weeks: [{ week: 3, topic: 'Fractions' }, { week: 1, topic: 'Whole Numbers', description: 'Place value' }] }, admin), 200);
    const body = response.json() as SchemeBody;
    expect(body.weeks).toEqual([{ week: 1, topic: 'Whole Numbers', description: 'Place value' }, { week: 3, topic: 'Fractions' }]);
    expect(body.subject.name).toBe('Mathematics');
    expect(body.createdAt).toBe(before.scheme?.createdAt);
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(new Date(before.scheme!.updatedAt).getTime());
  });

  it("answers 404 for another state's scheme, and changes nothing there", async () => {
    await call(t, 'updateScheme', update(kano.scheme.id, { weeks: [{ week: 1, topic: 'Hijacked' }] }, admin), 404);
    const [row] = await t.db.select({ weeks: schemes.weeks }).from(schemes).where(eq(schemes.id, kano.scheme.id));
    expect(row?.weeks).toEqual([{ week: 1, topic: 'Greetings' }]);
  });

  it('answers 400 naming the field for invalid values', async () => {
    const id = ids.schemes.Mathematics!;
    await expectBadRequest(t, 'updateScheme', update(id, { weeks: [{ week: 2, topic: 'A' }, { week: 2, topic: 'B' }] }, admin), 'weeks.1.week');
    await expectBadRequest(t, 'updateScheme', update(id, {}, admin), 'weeks');
    await expectBadRequest(t, 'updateScheme', update(id, { weeks: [{ week: 1, topic: 'A' }], classId: ids.classes['JSS 2'] }, admin), 'classId');
    await expectBadRequest(t, 'updateScheme', update('scheme', { weeks: [{ week: 1, topic: 'A' }] }, admin), 'id');
  });

  it('answers 403 to the Schools Inspector (no scheme.manage), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'updateScheme', (session) => update(ids.schemes.Mathematics!, { weeks: [{ week: 1, topic: 'A' }] }, session), who, { permission: 'scheme.manage' });
  });
});

describe('checkSchemeOfWorkExists', () => {
  it('answers the scheme and the class notes when it exists, and exists: false with scheme null when not', async () => {
    const seeded = (await call(t, 'checkSchemeOfWorkExists', check(combination(ids.classes['JSS 1']!, ids.subjects['English Language']!), admin), 200)).json() as CheckBody;
    expect(seeded).toMatchObject({ exists: true, scheme: { id: ids.schemes['English Language'], class: { name: 'JSS 1' } }, classNotes: [] });
    expect(seeded.scheme?.weeks.map((week) => week.week)).toEqual([1, 2, 3, 4, 5]);
    const none = await call(t, 'checkSchemeOfWorkExists', check(combination(ids.classes['SS 3']!, ids.subjects['English Language']!), admin), 200);
    expect(none.json()).toEqual({ exists: false, scheme: null, classNotes: [] });
  });

  it("answers 404 for another state's ids, and 400 naming a malformed id or a term of another session", async () => {
    await call(t, 'checkSchemeOfWorkExists', check({ sessionId: kano.session.id, termId: kano.term.id, classId: kano.klass.id, subjectId: kano.subject.id }, admin), 404);
    await call(t, 'checkSchemeOfWorkExists', check(combination(ids.classes['JSS 1']!, kano.subject.id), admin), 404);
    await expectBadRequest(t, 'checkSchemeOfWorkExists', check(combination('jss1', ids.subjects.Biology!), admin), 'classId');
    await expectBadRequest(t, 'checkSchemeOfWorkExists', check(combination(ids.classes['JSS 1']!, ids.subjects.Biology!, { termId: otherTermId }), admin), 'termId');
  });

  it('answers 403 to the Schools Inspector (no scheme.view), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'checkSchemeOfWorkExists', (session) => check(combination(ids.classes['JSS 1']!, ids.subjects.Mathematics!), session), who, { permission: 'scheme.view' });
  });
});

describe('class notes: upload, list, download, delete', () => {
  const c = () => combination(ids.classes['JSS 1']!, ids.subjects['Basic Science']!);

  it('round trip: a PDF uploaded is listed, downloaded byte for byte, and deleted with its stored bytes', async () => {
    const bytes = pdfBytes('Matter and energy');
    const uploaded = await call(t, 'uploadClassNotes', upload(c(), { data: bytes, filename: 'Matter (week 2).pdf', contentType: 'application/pdf' }, admin), 200);
    const [note] = (uploaded.json() as { classNotes: NoteBody[] }).classNotes;
    expect(note).toMatchObject({ fileName: 'Matter (week 2).pdf', contentType: 'application/pdf', size: bytes.length, url: `/api/scheme/download-class-note/${note?.id}` });
    // A second note comes first: newest first.
    const second = (await call(t, 'uploadClassNotes', upload(c(), pdfFile('second.pdf', 'second'), admin), 200)).json() as { classNotes: NoteBody[] };
    expect(second.classNotes.map((n) => n.fileName)).toEqual(['second.pdf', 'Matter (week 2).pdf']);
    expect((await call(t, 'listClassNotes', listNotes(c(), admin), 200)).json()).toEqual(second);
    expect(((await call(t, 'checkSchemeOfWorkExists', check(c(), admin), 200)).json() as CheckBody).classNotes).toEqual(second.classNotes);

    const downloaded = await call(t, 'downloadClassNote', { method: 'GET', url: note!.url, headers: admin.auth }, 200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="Matter (week 2).pdf"');
    expect(downloaded.rawPayload.equals(bytes)).toBe(true);
    // Class notes are never served by the public file call.
    const [row] = await t.db.select({ fileId: classNotes.fileId }).from(classNotes).where(eq(classNotes.id, note!.id));
    await call(t, 'viewFile', { method: 'GET', url: `/api/files/${row!.fileId}` }, 404);

    const [file] = await t.db.select().from(files).where(eq(files.id, row!.fileId));
    expect(await t.services.storage.get(file!.storageKey)).toEqual(bytes);
    const deleted = await call(t, 'deleteClassNote', removeNote(note!.id, admin), 204);
    expect(deleted.body).toBe('');
    await call(t, 'downloadClassNote', download(note!.id, admin), 404);
    await call(t, 'deleteClassNote', removeNote(note!.id, admin), 404);
    expect((await call(t, 'listClassNotes', listNotes(c(), admin), 200)).json()).toEqual({ classNotes: [second.classNotes[0]] });
    expect(await t.db.select().from(files).where(eq(files.id, row!.fileId))).toEqual([]);
    await expect(t.services.storage.get(file!.storageKey)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('accepts Word and PowerPoint files, typed by their content', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    const docx = (await call(t, 'uploadClassNotes', upload(c(), { data: zip, filename: 'lesson.docx', contentType: 'application/octet-stream' }, admin), 200)).json() as { classNotes: NoteBody[] };
    expect(docx.classNotes[0]).toMatchObject({ fileName: 'lesson.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const pptx = (await call(t, 'uploadClassNotes', upload(c(), { data: zip, filename: 'slides.pptx', contentType: 'application/octet-stream' }, admin), 200)).json() as { classNotes: NoteBody[] };
    expect(pptx.classNotes[0]).toMatchObject({ contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
    const served = await call(t, 'downloadClassNote', download(pptx.classNotes[0]!.id, admin), 200);
    expect(served.headers['content-disposition']).toBe('attachment; filename="slides.pptx"');
  });

  it('answers 400 naming the file for a text file named .pdf, a spreadsheet or an image, and stores nothing', async () => {
    const before = (await t.db.select({ id: files.id }).from(files)).length;
    const disguised = await expectBadRequest(t, 'uploadClassNotes', upload(c(), { data: 'Just some text, not a PDF at all.', filename: 'notes.pdf', contentType: 'application/pdf' }, admin), 'file');
    expect(disguised.message).toBe('The file must be a PDF, Word or PowerPoint file');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
    await expectBadRequest(t, 'uploadClassNotes', upload(c(), { data: zip, filename: 'marks.xlsx', contentType: 'application/octet-stream' }, admin), 'file');
    await expectBadRequest(t, 'uploadClassNotes', upload(c(), { data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), filename: 'photo.jpg', contentType: 'image/jpeg' }, admin), 'file');
    await expectBadRequest(t, 'uploadClassNotes', upload(c(), { data: Buffer.alloc(0), filename: 'empty.pdf', contentType: 'application/pdf' }, admin), 'file');
    await expectBadRequest(t, 'uploadClassNotes', upload(c(), null, admin), 'file');
    expect((await t.db.select({ id: files.id }).from(files)).length).toBe(before);
  });

  it('answers 400 naming the id field that is missing, malformed, or a term of another session', async () => {
    const base = c();
    await expectBadRequest(t, 'uploadClassNotes', upload(base, pdfFile(), admin, [{ name: 'termId', data: base.termId }, { name: 'classId', data: base.classId }]), 'sessionId');
    await expectBadRequest(t, 'uploadClassNotes', upload(base, pdfFile(), admin, [{ name: 'sessionId', data: base.sessionId }, { name: 'termId', data: 'first' }, { name: 'classId', data: base.classId }]), 'termId');
    await expectBadRequest(t, 'uploadClassNotes', upload({ ...base, termId: otherTermId }, pdfFile(), admin), 'termId');
    await expectBadRequest(t, 'uploadClassNotes', upload(base, pdfFile(), admin, []), 'sessionId');
    const json = await call(t, 'uploadClassNotes', request('PATCH', `/api/scheme/upload-class-notes/${base.subjectId}`, admin, { sessionId: base.sessionId }), 415);
    expect(errorOf(json).details?.[0]?.field).toBe('content-type');
  });

  it("answers 404 for another state's subject, session, term or class", async () => {
    await call(t, 'uploadClassNotes', upload({ ...c(), subjectId: kano.subject.id }, pdfFile(), admin), 404);
    await call(t, 'uploadClassNotes', upload({ ...c(), classId: kano.klass.id }, pdfFile(), admin), 404);
    await call(t, 'uploadClassNotes', upload({ ...c(), sessionId: kano.session.id, termId: kano.term.id }, pdfFile(), admin), 404);
    await call(t, 'listClassNotes', listNotes({ ...c(), subjectId: kano.subject.id }, admin), 404);
  });

  it("answers 404 for another state's class note, leaving it in place", async () => {
    await call(t, 'downloadClassNote', download(kano.note.id, admin), 404);
    await call(t, 'deleteClassNote', removeNote(kano.note.id, admin), 404);
    expect(await t.db.select({ id: classNotes.id }).from(classNotes).where(eq(classNotes.id, kano.note.id))).toHaveLength(1);
  });

  it('answers 404 when the stored bytes are gone', async () => {
    const [note] = ((await call(t, 'uploadClassNotes', upload(c(), pdfFile('lost.pdf'), admin), 200)).json() as { classNotes: NoteBody[] }).classNotes;
    const [row] = await t.db.select({ storageKey: files.storageKey }).from(classNotes).innerJoin(files, eq(files.id, classNotes.fileId)).where(eq(classNotes.id, note!.id));
    await t.services.storage.remove(row!.storageKey);
    await call(t, 'downloadClassNote', download(note!.id, admin), 404);
    await call(t, 'deleteClassNote', removeNote(note!.id, admin), 204);
  });

  it('answers 400 naming a malformed id or query parameter', async () => {
    await expectBadRequest(t, 'downloadClassNote', download('note', admin), 'classNote');
    await expectBadRequest(t, 'deleteClassNote', removeNote('note', admin), 'classNote');
    await expectBadRequest(t, 'listClassNotes', request('GET', `/api/scheme/class-notes/${c().subjectId}?sessionId=${sessionId}&termId=${termId}`, admin), 'classId');
    await expectBadRequest(t, 'listClassNotes', listNotes({ ...c(), sessionId: 'now' }, admin), 'sessionId');
  });

  it('answers 403 without scheme.view or scheme.manage, and 401, 451 and 403 as every protected operation does', async () => {
    const [note] = ((await call(t, 'uploadClassNotes', upload(c(), pdfFile('kept.pdf'), admin), 200)).json() as { classNotes: NoteBody[] }).classNotes;
    await expectAccessChecks(t, 'uploadClassNotes', (session) => upload(c(), pdfFile(), session), who, { permission: 'scheme.manage' });
    await expectAccessChecks(t, 'listClassNotes', (session) => listNotes(c(), session), who, { permission: 'scheme.view' });
    await expectAccessChecks(t, 'downloadClassNote', (session) => download(note!.id, session), who, { permission: 'scheme.view' });
    await expectAccessChecks(t, 'deleteClassNote', (session) => removeNote(note!.id, session), who, { permission: 'scheme.manage' });
    await call(t, 'downloadClassNote', download(note!.id, admin), 200);
  });
});

describe('uploadClassNotes size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { documentMaxBytes: 1024 } });
  });
  afterAll(async () => {
    await small?.close();
  });

  it('answers 413 naming the file for a document over the limit, and accepts one under it', async () => {
    const smallAdmin = await small.login('admin@demo.test');
    const smallIds = await lagosIds(small, smallAdmin.staff.state);
    const c = { sessionId: smallIds.sessions['2026/2027']!, termId: smallIds.terms['First Term']!, classId: smallIds.classes['JSS 1']!, subjectId: smallIds.subjects.Biology! };
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(2048, 0x20)]);
    const response = await call(small, 'uploadClassNotes', upload(c, { data: big, filename: 'big.pdf', contentType: 'application/pdf' }, smallAdmin), 413);
    expect(errorOf(response)).toMatchObject({ message: 'The file is larger than 1 KB', details: [{ field: 'file' }] });
    expect(await small.db.select({ id: classNotes.id }).from(classNotes)).toEqual([]);
    await call(small, 'uploadClassNotes', upload(c, pdfFile(), smallAdmin), 200);
  });

  it('checks the token before it reads the file', async () => {
    const smallAdmin = await small.login('admin@demo.test');
    await expectTokenChecks(small, 'uploadClassNotes', upload(combination(crypto.randomUUID(), crypto.randomUUID()), pdfFile()), smallAdmin.staff.id);
  });
});
