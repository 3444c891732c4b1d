// Schemes of work and class notes: the combination they belong to, and how they leave the server.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { classNotes, classes, files, schemes, sessions, subjects, terms } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
import { badRequest } from '../errors';
import { findClass } from './classes';
import { findSession, findTerm } from './sessions';
import { findSubject } from './subjects';
export type Combination = { sessionId: string; termId: string; classId: string; subjectId: string };

/** The session, term, class and subject of a scheme or class note: each the state's own (404), the term the session's. */
export async function resolveCombination(scope: Scope, ids: Combination) {
  const session = await findSession(scope, ids.sessionId);
  const term = await findTerm(scope, ids.termId);
  const klass = await findClass(scope, ids.classId);
  const subject = await findSubject(scope, ids.subjectId);
  if (term.sessionId !== session.id) throw badRequest(`The ${term.name} is not a term of the ${session.name} session`, 'termId');
  return { session, term, class: klass, subject };
}

export const sameCombination = (table: typeof schemes | typeof classNotes, ids: Combination) =>
  and(eq(table.sessionId, ids.sessionId), eq(table.termId, ids.termId), eq(table.classId, ids.classId), eq(table.subjectId, ids.subjectId));

/** Weeks by number, each number once, topics trimmed. */
export function weeksOf(weeks: Schemas['SchemeWeek'][]): Schemas['SchemeWeek'][] {
  const seen = new Set<number>();
  const result = weeks.map((week, index) => {
    if (seen.has(week.week)) throw badRequest(`Week ${week.week} is listed twice`, `weeks.${index}.week`);
    seen.add(week.week);
    const topic = week.topic.trim();
    if (!topic) throw badRequest('This Field is required', `weeks.${index}.topic`);
    const description = week.description?.trim();
    return { week: week.week, topic, ...(description && { description }) };
  });
  return result.sort((a, b) => a.week - b.week);
}

export async function schemeOf(scope: Scope, where: SQL | undefined): Promise<Schemas['SchemeOfWork'] | null> {
  const [row] = await scope.db
    .select({
      scheme: schemes,
      session: { id: sessions.id, name: sessions.name },
      term: { id: terms.id, name: terms.name },
      class: { id: classes.id, name: classes.name },
      subject: { id: subjects.id, name: subjects.name },
    })
    .from(schemes)
    .innerJoin(sessions, eq(sessions.id, schemes.sessionId))
    .innerJoin(terms, eq(terms.id, schemes.termId))
    .innerJoin(classes, eq(classes.id, schemes.classId))
    .innerJoin(subjects, eq(subjects.id, schemes.subjectId))
    .where(and(scope.owns(schemes), where));
  if (!row) return null;
  return {
    id: row.scheme.id,
    session: row.session,
    term: row.term,
    class: row.class,
    subject: row.subject,
    weeks: [...row.scheme.weeks].sort((a, b) => a.week - b.week),
    createdAt: row.scheme.createdAt.toISOString(),
    updatedAt: row.scheme.updatedAt.toISOString(),
  };
}

export const classNoteUrl = (id: string) => `/api/scheme/download-class-note/${id}`;

/** The class notes of a session, term, class and subject, newest first. */
export async function classNotesOf(scope: Scope, ids: Combination): Promise<Schemas['ClassNote'][]> {
  const rows = await scope.db
    .select({ id: classNotes.id, fileName: files.fileName, contentType: files.contentType, size: files.size, uploadedAt: classNotes.createdAt })
    .from(classNotes)
    .innerJoin(files, eq(files.id, classNotes.fileId))
    .where(and(scope.owns(classNotes), sameCombination(classNotes, ids)))
    .orderBy(desc(classNotes.createdAt), desc(classNotes.id));
  return rows.map((row) => ({ ...row, url: classNoteUrl(row.id), uploadedAt: row.uploadedAt.toISOString() }));
}
