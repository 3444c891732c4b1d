// Academic sessions and their terms: how they leave the server and the rules that keep their dates in order.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { sessions, terms } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
import { conflict, notFound } from '../errors';
import { displayDate, overlaps, span, type Period } from './values';

type SessionRow = typeof sessions.$inferSelect;
type TermRow = typeof terms.$inferSelect;

export const findSession = (scope: Scope, id: string) => scope.findOwned(sessions, id, 'Session');
export const findTerm = (scope: Scope, id: string) => scope.findOwned(terms, id, 'Term');

export const termOf = (row: TermRow): Schemas['Term'] => ({
  id: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  isCurrent: row.isCurrent,
});

/** The state's sessions (or the one of `id`), newest first, each with its terms by start date. */
export async function sessionsOf(scope: Scope, id?: string): Promise<Schemas['Session'][]> {
  const rows = await scope.db
    .select()
    .from(sessions)
    .where(and(scope.owns(sessions), id ? eq(sessions.id, id) : undefined))
    .orderBy(desc(sessions.startDate));
  if (!rows.length) return [];
  const termRows = await scope.db
    .select()
    .from(terms)
    .where(inArray(terms.sessionId, rows.map((row) => row.id)))
    .orderBy(asc(terms.startDate));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    isCurrent: row.isCurrent,
    terms: termRows.filter((term) => term.sessionId === row.id).map(termOf),
  }));
}

export async function sessionOf(scope: Scope, id: string): Promise<Schemas['Session']> {
  const [session] = await sessionsOf(scope, id);
  if (!session) throw notFound('Session');
  return session;
}

/** The field a clash of periods is about: the candidate's start when it falls in the other period, else its end. */
const clashField = (candidate: Period, other: Period) => (candidate.startDate >= other.startDate && candidate.startDate <= other.endDate ? 'startDate' : 'endDate');

/** Another session of the state with the same name or overlapping dates answers 409; so do terms left outside. */
export async function checkSessionFits(scope: Scope, candidate: Period & { name: string }, exceptId?: string) {
  const others = await scope.db
    .select()
    .from(sessions)
    .where(and(scope.owns(sessions), exceptId ? ne(sessions.id, exceptId) : undefined));
  if (others.some((other) => other.name === candidate.name)) throw conflict(`A session named ${candidate.name} already exists`, 'name');
  const overlapping = others.find((other) => overlaps(other, candidate));
  if (overlapping) {
    throw conflict(`The dates overlap the ${overlapping.name} session (${span(overlapping)})`, clashField(candidate, overlapping));
  }
  if (!exceptId) return;
  const outside = (await scope.db.select().from(terms).where(eq(terms.sessionId, exceptId))).find(
    (term) => term.startDate < candidate.startDate || term.endDate > candidate.endDate,
  );
  if (outside) {
    const field = outside.startDate < candidate.startDate ? 'startDate' : 'endDate';
    throw conflict(`The ${outside.name} (${span(outside)}) would fall outside the session; change the term first`, field);
  }
}

/** A term lies inside its session, does not overlap its siblings, and has a name of its own in the session. */
export async function checkTermFits(scope: Scope, session: SessionRow, candidate: Period & { name: string; isCurrent: boolean }, exceptId?: string) {
  if (candidate.startDate < session.startDate) {
    throw conflict(`The term cannot start before its session starts (${displayDate(session.startDate)})`, 'startDate');
  }
  if (candidate.endDate > session.endDate) {
    throw conflict(`The term cannot end after its session ends (${displayDate(session.endDate)})`, 'endDate');
  }
  const siblings = await scope.db
    .select()
    .from(terms)
    .where(and(eq(terms.sessionId, session.id), exceptId ? ne(terms.id, exceptId) : undefined));
  if (siblings.some((term) => term.name.toLowerCase() === candidate.name.toLowerCase())) {
    throw conflict(`The ${session.name} session already has a term named ${candidate.name}`, 'name');
  }
  const overlapping = siblings.find((term) => overlaps(term, candidate));
  if (overlapping) throw conflict(`The dates overlap the ${overlapping.name} (${span(overlapping)})`, clashField(candidate, overlapping));
  if (candidate.isCurrent && !session.isCurrent) {
    throw conflict(`Only a term of the current session can be current; make ${session.name} current first`, 'isCurrent');
  }
}

/** One current session per state, and the current term (if any) inside it. Unsets before it sets: see the indexes. */
export async function makeSessionCurrent(scope: Scope, sessionId: string, current: boolean) {
  if (current) {
    await scope.updateOwnedWhere(sessions, and(ne(sessions.id, sessionId), eq(sessions.isCurrent, true)), { isCurrent: false });
    await scope.updateOwnedWhere(terms, and(ne(terms.sessionId, sessionId), eq(terms.isCurrent, true)), { isCurrent: false });
  } else {
    await scope.updateOwnedWhere(terms, and(eq(terms.sessionId, sessionId), eq(terms.isCurrent, true)), { isCurrent: false });
  }
  await scope.updateOwnedWhere(sessions, eq(sessions.id, sessionId), { isCurrent: current });
}

export async function makeTermCurrent(scope: Scope, termId: string) {
  await scope.updateOwnedWhere(terms, and(ne(terms.id, termId), eq(terms.isCurrent, true)), { isCurrent: false });
  await scope.updateOwnedWhere(terms, eq(terms.id, termId), { isCurrent: true });
}
