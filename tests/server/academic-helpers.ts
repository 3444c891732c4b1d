// What the academic-record tests share: the app each file starts from, who signs in, the demo's Lagos ids by name,
// records of another state (Kano, made straight in the database because Kano is Unverified and its admin can do
// nothing), requests, and a tiny PDF.
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { permissionNameOf } from '../../server/src/data/permissionNames';
import { classNotes, classes, events, files, schemes, sessions, subjectTopics, subjects, terms, topics } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectTokenChecks } from './helpers';

export type Session = Awaited<ReturnType<TestApp['login']>>;
export type Sessions = { admin: Session; inspector: Session; pending: Session };

/** The owner of Lagos; a Schools Inspector of Lagos (class.view and subject.view, nothing else here); Kano's admin. */
export async function signIn(t: TestApp): Promise<Sessions> {
  const [admin, inspector, pending] = await Promise.all([t.login('admin@demo.test'), t.login('teacher1@lagos.edu.test'), t.login('pending@demo.test')]);
  return { admin, inspector, pending };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A JSON request, signed in as `session` when given. */
export const request = (method: Method, url: string, session?: Session, payload?: unknown): InjectOptions => ({
  method,
  url,
  headers: session?.auth ?? {},
  ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
});

const byName = <T extends { id: string; name: string }>(rows: T[]) => Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string>;

/** The demo's Lagos records, by name. */
export async function lagosIds(t: TestApp, stateId: string) {
  const [classRows, subjectRows, topicRows, sessionRows, termRows, schemeRows] = await Promise.all([
    t.db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.stateId, stateId)),
    t.db.select({ id: subjects.id, name: subjects.name }).from(subjects).where(eq(subjects.stateId, stateId)),
    t.db.select({ id: topics.id, name: topics.name }).from(topics).where(eq(topics.stateId, stateId)),
    t.db.select({ id: sessions.id, name: sessions.name }).from(sessions).where(eq(sessions.stateId, stateId)),
    t.db.select({ id: terms.id, name: terms.name }).from(terms).where(eq(terms.stateId, stateId)).orderBy(asc(terms.startDate)),
    t.db.select({ id: schemes.id, subjectId: schemes.subjectId }).from(schemes).where(eq(schemes.stateId, stateId)),
  ]);
  return {
    classes: byName(classRows),
    subjects: byName(subjectRows),
    topics: byName(topicRows),
    sessions: byName(sessionRows),
    terms: byName(termRows),
    schemes: Object.fromEntries(schemeRows.map((row) => [subjectRows.find((s) => s.id === row.subjectId)?.name ?? '', row.id])) as Record<string, string>,
  };
}

/** One of each academic record in another state (`stateId`), made in the database. */
export async function otherStateRecords(t: TestApp, stateId: string) {
  return t.db.transaction(async (tx) => {
    const [klass] = await tx.insert(classes).values({ stateId, name: 'Primary 1', classType: 'Primary' }).returning();
    const [subject] = await tx.insert(subjects).values({ stateId, name: 'Hausa Language', subjectCode: 'HAU' }).returning();
    const [topic] = await tx.insert(topics).values({ stateId, name: 'Kano Only Topic' }).returning();
    const [session] = await tx.insert(sessions).values({ stateId, name: '2026/2027', startDate: '2026-09-07', endDate: '2027-07-16', isCurrent: true }).returning();
    if (!klass || !subject || !topic || !session) throw new Error('records not created');
    await tx.insert(subjectTopics).values({ subjectId: subject.id, topicId: topic.id });
    const [term] = await tx.insert(terms).values({ stateId, sessionId: session.id, name: 'First Term', startDate: '2026-09-07', endDate: '2026-12-11', isCurrent: true }).returning();
    const [event] = await tx.insert(events).values({ stateId, name: 'Kano Durbar', eventType: 'School Event', startDate: '2026-10-05', endDate: '2026-10-06' }).returning();
    if (!term || !event) throw new Error('records not created');
    const [scheme] = await tx
      .insert(schemes)
      .values({ stateId, sessionId: session.id, termId: term.id, classId: klass.id, subjectId: subject.id, weeks: [{ week: 1, topic: 'Greetings' }] })
      .returning();
    const storageKey = await t.services.storage.put(Buffer.from(pdfBytes('Kano note')));
    const [file] = await tx
      .insert(files)
      .values({ stateId, purpose: 'class-note', fileName: 'kano.pdf', contentType: 'application/pdf', size: 10, storageKey })
      .returning();
    if (!scheme || !file) throw new Error('records not created');
    const [note] = await tx
      .insert(classNotes)
      .values({ stateId, schemeId: scheme.id, subjectId: subject.id, sessionId: session.id, termId: term.id, classId: klass.id, fileId: file.id })
      .returning();
    if (!note) throw new Error('records not created');
    return { klass, subject, topic, session, term, event, scheme, note };
  });
}

/** A tiny but real PDF: one empty page, and `text` in a comment so two of them differ. */
export function pdfBytes(text = 'class note') {
  return Buffer.from(
    [
      '%PDF-1.4',
      `% ${text}`,
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/**
 * The access checks every operation here shares: 401 without a token and 451 with a bad one; 403 for the Schools
 * Inspector when `inspectorMay` is false (else the operation must not answer 403 to them); 403 for the admin of the
 * Unverified state, whatever the operation.
 */
export async function expectAccessChecks(
  t: TestApp,
  operationId: string,
  build: (session?: Session) => InjectOptions,
  who: Sessions,
  options: { permission: string; inspectorMay?: boolean },
) {
  await expectTokenChecks(t, operationId, build(), who.admin.staff.id);
  if (!options.inspectorMay) {
    const refused = await call(t, operationId, build(who.inspector), 403);
    // Named as the role editor names it, never by its operation.
    expect(errorOf(refused).message).toContain(`'${permissionNameOf(options.permission)}'`);
    expect(errorOf(refused).message).not.toContain(options.permission);
  }
  const unverified = await call(t, operationId, build(who.pending), 403);
  expect(errorOf(unverified).message).toMatch(/not active/i);
}

export type AcademicTestApp = {
  t: TestApp;
  who: Sessions;
  admin: Session;
  ids: Awaited<ReturnType<typeof lagosIds>>;
  kano: Awaited<ReturnType<typeof otherStateRecords>>;
};

/**
 * Boots a fresh app for an academic test file and closes it after the file. Before the first test, `receive` gets
 * the app, who signs in (Lagos's owner as `admin`), the demo's Lagos ids by name and the records of Kano, and may
 * add what the file needs.
 */
export function withAcademicTestApp(receive: (app: AcademicTestApp) => void | Promise<void>) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    const who = await signIn(t);
    await receive({ t, who, admin: who.admin, ids: await lagosIds(t, who.admin.staff.state), kano: await otherStateRecords(t, who.pending.staff.state) });
  });
  afterAll(async () => {
    await t?.close();
  });
}
