// The academic records: classes, subjects and topics, sessions and terms, calendar events, schemes of work and class
// notes. How each leaves the server, how a handler finds one in the caller's state (another state's answers 404), and
// the rules more than one handler applies all live here, once; the handler files (class, subject, topic, session,
// calendar, scheme, and state's configure calls) only put them together.
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { classNotes, classes, events, files, schemes, sessions, states, subjectTopics, subjects, terms, topics } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
type ClassRow = typeof classes.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;
type TermRow = typeof terms.$inferSelect;

/** Written in school order; the `Record` makes the compiler insist on every type the contract lists. */
const everyClassType: Record<Schemas['ClassType'], true> = { Nursery: true, Primary: true, 'Junior Secondary': true, 'Senior Secondary': true };
export const classTypes = Object.keys(everyClassType) as Schemas['ClassType'][];

// ───────────── values ─────────────

/** A name-like value, trimmed: SPEC section 5 wants more than 2 characters, and spaces do not count. */
export function nameOf(value: string, field: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length <= 2) throw badRequest('This field must be more than 2 characters', field);
  return name;
}

/** Optional free text: blank is no value. */
export const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** Class arms, trimmed, each different from the others (A and a are the same arm). */
export function armsOf(arms: string[], field: string): string[] {
  const seen = new Set<string>();
  return arms.map((arm, index) => {
    const trimmed = arm.trim();
    if (!trimmed) throw badRequest('This Field is required', `${field}.${index}`);
    if (seen.has(trimmed.toLowerCase())) throw badRequest(`The arm ${trimmed} is listed twice`, `${field}.${index}`);
    seen.add(trimmed.toLowerCase());
    return trimmed;
  });
}

/** Dates as the specification displays them: DD-MM-YYYY. */
export const displayDate = (date: string) => date.split('-').reverse().join('-');

type Period = { startDate: string; endDate: string };
const overlaps = (a: Period, b: Period) => a.startDate <= b.endDate && b.startDate <= a.endDate;
const span = (period: Period) => `${displayDate(period.startDate)} to ${displayDate(period.endDate)}`;

/**
 * The end must come after the start (or on the same day, for a one-day event). The message names the date the
 * caller changed: the end date when it was sent, else the start date.
 */
export function checkDateOrder(period: Period, sent: { endDate?: string }, sameDayAllowed = false, prefix = '') {
  if (period.endDate > period.startDate || (sameDayAllowed && period.endDate === period.startDate)) return;
  const field = `${prefix}${sent.endDate !== undefined ? 'endDate' : 'startDate'}`;
  throw badRequest(sameDayAllowed ? 'The end date cannot be before the start date' : 'The end date must be after the start date', field);
}

/** Session names are two consecutive years, such as 2026/2027. */
export function checkSessionName(name: string) {
  const [first, second] = name.split('/').map(Number);
  if (first === undefined || second !== first + 1) throw badRequest('A session runs over two consecutive years, such as 2026/2027', 'name');
}

// ───────────── finding a record in the caller's state ─────────────

type Owned = typeof classes | typeof subjects | typeof topics | typeof sessions | typeof terms | typeof events | typeof schemes;

/** The record `id` of the caller's state; anyone else's, or none, answers 404 naming what was looked for. */
async function owned<T extends Owned>(db: Executor, table: T, stateId: string, id: string, what: string): Promise<T['$inferSelect']> {
  const [row] = (await db
    .select()
    .from(table as typeof classes)
    .where(and(eq(table.id, id), eq(table.stateId, stateId)))) as T['$inferSelect'][];
  if (!row) throw notFound(what);
  return row;
}

export const findClass = (db: Executor, stateId: string, id: string) => owned(db, classes, stateId, id, 'Class');
export const findSubject = (db: Executor, stateId: string, id: string) => owned(db, subjects, stateId, id, 'Subject');
export const findSession = (db: Executor, stateId: string, id: string) => owned(db, sessions, stateId, id, 'Session');
export const findTerm = (db: Executor, stateId: string, id: string) => owned(db, terms, stateId, id, 'Term');
export const findScheme = (db: Executor, stateId: string, id: string) => owned(db, schemes, stateId, id, 'Scheme of work');

/** Serialises the writes of one state's sessions and terms, so two requests at once cannot both pass the checks. */
export async function lockState(tx: Executor, stateId: string) {
  await tx.select({ id: states.id }).from(states).where(eq(states.id, stateId)).for('update');
}

// ───────────── classes ─────────────

export const classOf = (row: ClassRow): Schemas['Class'] => ({
  id: row.id,
  name: row.name,
  description: row.description,
  classType: row.classType,
  arms: row.arms,
  offered: row.offered,
  createdAt: row.createdAt.toISOString(),
});

export async function classesOf(db: Executor, stateId: string): Promise<Schemas['Class'][]> {
  const rows = await db.select().from(classes).where(eq(classes.stateId, stateId)).orderBy(asc(sql`lower(${classes.name})`), asc(classes.name));
  return rows.map(classOf);
}

const sameName = (column: typeof classes.name | typeof subjects.name | typeof topics.name, name: string) => sql`lower(${column}) = ${name.toLowerCase()}`;

/** Class names are unique in a state, whatever their case. */
async function checkClassName(tx: Executor, stateId: string, name: string, field: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.stateId, stateId), sameName(classes.name, name), exceptId ? ne(classes.id, exceptId) : undefined));
  if (clash) throw conflict(`A class named ${name} already exists`, field);
}

/** Creates a class; `prefix` places the fields named in errors (`classes.2.` for the third of a list). */
export async function insertClass(tx: Executor, stateId: string, input: Schemas['ClassInput'], prefix = ''): Promise<string> {
  const name = nameOf(input.name, `${prefix}name`);
  await checkClassName(tx, stateId, name, `${prefix}name`);
  const [row] = await tx
    .insert(classes)
    .values({ stateId, name, description: textOrNull(input.description), classType: input.classType, arms: armsOf(input.arms ?? [], `${prefix}arms`) })
    .returning({ id: classes.id });
  if (!row) throw new Error('Class not created');
  return row.id;
}

export async function updateClassRecord(tx: Executor, stateId: string, id: string, input: Schemas['ClassUpdate']) {
  await findClass(tx, stateId, id);
  const name = input.name === undefined ? undefined : nameOf(input.name, 'name');
  if (name) await checkClassName(tx, stateId, name, 'name', id);
  await tx
    .update(classes)
    .set({
      ...(name && { name }),
      ...(input.description !== undefined && { description: textOrNull(input.description) }),
      ...(input.classType && { classType: input.classType }),
      ...(input.arms && { arms: armsOf(input.arms, 'arms') }),
    })
    .where(eq(classes.id, id));
}

// ───────────── topics and subjects ─────────────

export async function topicsOf(db: Executor, stateId: string, where?: SQL, limit?: number): Promise<Schemas['Topic'][]> {
  const query = db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(and(eq(topics.stateId, stateId), where))
    .orderBy(asc(sql`lower(${topics.name})`), asc(topics.name));
  return limit ? query.limit(limit) : query;
}

/** `%`, `_` and `\` match themselves in a search term. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The topics a subject is to cover: `topicIds` must be the state's own (else 404); each name of `topicsToCreate` is
 * the state's topic of that name (case-insensitive) or a new one.
 */
export async function resolveTopics(tx: Executor, stateId: string, topicIds: string[] = [], topicsToCreate: string[] = [], prefix = ''): Promise<string[]> {
  const ids = new Set<string>();
  if (topicIds.length) {
    const found = await tx.select({ id: topics.id }).from(topics).where(and(eq(topics.stateId, stateId), inArray(topics.id, topicIds)));
    if (found.length !== new Set(topicIds).size) throw notFound('Topic');
    for (const row of found) ids.add(row.id);
  }
  const names = new Map<string, string>();
  topicsToCreate.forEach((value, index) => {
    const name = value.trim().replace(/\s+/g, ' ');
    if (!name) throw badRequest('This Field is required', `${prefix}topicsToCreate.${index}`);
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  });
  if (names.size) {
    await tx
      .insert(topics)
      .values([...names.values()].map((name) => ({ stateId, name })))
      .onConflictDoNothing();
    const found = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.stateId, stateId), inArray(sql`lower(${topics.name})`, [...names.keys()])));
    for (const row of found) ids.add(row.id);
  }
  return [...ids];
}

/** Links topics to a subject; `replace` makes them the subject's whole list. */
export async function linkTopics(tx: Executor, subjectId: string, topicIds: string[], replace = false) {
  if (replace) await tx.delete(subjectTopics).where(eq(subjectTopics.subjectId, subjectId));
  if (topicIds.length) await tx.insert(subjectTopics).values(topicIds.map((topicId) => ({ subjectId, topicId }))).onConflictDoNothing();
}

/** Subject names and codes are unique in a state, whatever their case. */
async function checkSubject(tx: Executor, stateId: string, values: { name?: string; subjectCode?: string | null }, prefix: string, exceptId?: string) {
  const others = (where: SQL) => tx.select({ name: subjects.name }).from(subjects).where(and(eq(subjects.stateId, stateId), where, exceptId ? ne(subjects.id, exceptId) : undefined));
  if (values.name && (await others(sameName(subjects.name, values.name))).length) {
    throw conflict(`A subject named ${values.name} already exists`, `${prefix}name`);
  }
  if (values.subjectCode) {
    const [clash] = await others(sql`lower(${subjects.subjectCode}) = ${values.subjectCode.toLowerCase()}`);
    if (clash) throw conflict(`The subject code ${values.subjectCode} is already used by ${clash.name}`, `${prefix}subjectCode`);
  }
}

/** Creates a subject with its topics; `prefix` places the fields named in errors (`subjects.2.`). */
export async function insertSubject(tx: Executor, stateId: string, input: Schemas['SubjectInput'], prefix = ''): Promise<string> {
  const name = nameOf(input.name, `${prefix}name`);
  const subjectCode = textOrNull(input.subjectCode);
  await checkSubject(tx, stateId, { name, subjectCode }, prefix);
  const [row] = await tx
    .insert(subjects)
    .values({ stateId, name, subjectCode, description: textOrNull(input.description) })
    .returning({ id: subjects.id });
  if (!row) throw new Error('Subject not created');
  await linkTopics(tx, row.id, await resolveTopics(tx, stateId, input.topicIds, input.topicsToCreate, prefix));
  return row.id;
}

export async function updateSubjectRecord(tx: Executor, stateId: string, id: string, input: Schemas['SubjectUpdate']) {
  await findSubject(tx, stateId, id);
  const name = input.name === undefined ? undefined : nameOf(input.name, 'name');
  const subjectCode = input.subjectCode === undefined ? undefined : textOrNull(input.subjectCode);
  await checkSubject(tx, stateId, { name, subjectCode }, '', id);
  const changes = {
    ...(name && { name }),
    ...(subjectCode !== undefined && { subjectCode }),
    ...(input.description !== undefined && { description: textOrNull(input.description) }),
  };
  if (Object.keys(changes).length) await tx.update(subjects).set(changes).where(eq(subjects.id, id));
  if (input.topicIds) await linkTopics(tx, id, await resolveTopics(tx, stateId, input.topicIds), true);
}

/** The state's subjects (or the ones of `ids`), by name, each with its topics by name. */
export async function subjectsOf(db: Executor, stateId: string, ids?: string[]): Promise<Schemas['Subject'][]> {
  const rows = await db
    .select()
    .from(subjects)
    .where(and(eq(subjects.stateId, stateId), ids ? inArray(subjects.id, ids) : undefined))
    .orderBy(asc(sql`lower(${subjects.name})`), asc(subjects.name));
  if (!rows.length) return [];
  const links = await db
    .select({ subjectId: subjectTopics.subjectId, id: topics.id, name: topics.name })
    .from(subjectTopics)
    .innerJoin(topics, eq(topics.id, subjectTopics.topicId))
    .where(inArray(subjectTopics.subjectId, rows.map((row) => row.id)))
    .orderBy(asc(sql`lower(${topics.name})`), asc(topics.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    subjectCode: row.subjectCode,
    topics: links.filter((link) => link.subjectId === row.id).map(({ id, name }) => ({ id, name })),
    offered: row.offered,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function subjectOf(db: Executor, stateId: string, id: string): Promise<Schemas['Subject']> {
  const [subject] = await subjectsOf(db, stateId, [id]);
  if (!subject) throw notFound('Subject');
  return subject;
}

// ───────────── what the state offers ─────────────

/**
 * The configure pages' choice. Each named record the state has (by name, case-insensitive) is offered again and
 * otherwise left as it is; each it lacks is created. `offered`, when given, is the whole selection: those records
 * and the named ones are offered, every other one is withdrawn. Runs inside the caller's transaction.
 */
async function chooseOffered<I extends { name: string }>(
  tx: Executor,
  table: typeof classes | typeof subjects,
  stateId: string,
  what: { one: string; list: string },
  inputs: I[] | undefined,
  offered: string[] | undefined,
  insert: (input: I, prefix: string) => Promise<string>,
) {
  const chosen = new Set(offered ?? []);
  if (offered?.length) {
    const found = await tx.select({ id: table.id }).from(table as typeof classes).where(and(eq(table.stateId, stateId), inArray(table.id, offered)));
    if (found.length !== chosen.size) throw notFound(what.one);
  }
  for (const [index, input] of (inputs ?? []).entries()) {
    const prefix = `${what.list}.${index}.`;
    const [existing] = await tx
      .select({ id: table.id })
      .from(table as typeof classes)
      .where(and(eq(table.stateId, stateId), sql`lower(${table.name}) = ${nameOf(input.name, `${prefix}name`).toLowerCase()}`));
    chosen.add(existing?.id ?? (await insert(input, prefix)));
  }
  const ids = [...chosen];
  const isChosen = ids.length ? inArray(table.id, ids) : sql`false`;
  await tx
    .update(table as typeof classes)
    .set({ offered: offered ? isChosen : true })
    .where(and(eq(table.stateId, stateId), offered ? undefined : isChosen));
}

export const chooseOfferedClasses = (tx: Executor, stateId: string, body: Schemas['AddClassesToStateRequest']) =>
  chooseOffered(tx, classes, stateId, { one: 'Class', list: 'classes' }, body.classes, body.offered, (input, prefix) => insertClass(tx, stateId, input, prefix));

export const chooseOfferedSubjects = (tx: Executor, stateId: string, body: Schemas['AddSubjectsToStateRequest']) =>
  chooseOffered(tx, subjects, stateId, { one: 'Subject', list: 'subjects' }, body.subjects, body.offered, (input, prefix) => insertSubject(tx, stateId, input, prefix));

// ───────────── sessions and terms ─────────────

export const termOf = (row: TermRow): Schemas['Term'] => ({
  id: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  isCurrent: row.isCurrent,
});

/** The state's sessions (or the one of `id`), newest first, each with its terms by start date. */
export async function sessionsOf(db: Executor, stateId: string, id?: string): Promise<Schemas['Session'][]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.stateId, stateId), id ? eq(sessions.id, id) : undefined))
    .orderBy(desc(sessions.startDate));
  if (!rows.length) return [];
  const termRows = await db
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

export async function sessionOf(db: Executor, stateId: string, id: string): Promise<Schemas['Session']> {
  const [session] = await sessionsOf(db, stateId, id);
  if (!session) throw notFound('Session');
  return session;
}

/** The field a clash of periods is about: the candidate's start when it falls in the other period, else its end. */
const clashField = (candidate: Period, other: Period) => (candidate.startDate >= other.startDate && candidate.startDate <= other.endDate ? 'startDate' : 'endDate');

/** Another session of the state with the same name or overlapping dates answers 409; so do terms left outside. */
export async function checkSessionFits(tx: Executor, stateId: string, candidate: Period & { name: string }, exceptId?: string) {
  const others = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.stateId, stateId), exceptId ? ne(sessions.id, exceptId) : undefined));
  if (others.some((other) => other.name === candidate.name)) throw conflict(`A session named ${candidate.name} already exists`, 'name');
  const overlapping = others.find((other) => overlaps(other, candidate));
  if (overlapping) {
    throw conflict(`The dates overlap the ${overlapping.name} session (${span(overlapping)})`, clashField(candidate, overlapping));
  }
  if (!exceptId) return;
  const outside = (await tx.select().from(terms).where(eq(terms.sessionId, exceptId))).find(
    (term) => term.startDate < candidate.startDate || term.endDate > candidate.endDate,
  );
  if (outside) {
    const field = outside.startDate < candidate.startDate ? 'startDate' : 'endDate';
    throw conflict(`The ${outside.name} (${span(outside)}) would fall outside the session; change the term first`, field);
  }
}

/** A term lies inside its session, does not overlap its siblings, and has a name of its own in the session. */
export async function checkTermFits(tx: Executor, session: SessionRow, candidate: Period & { name: string; isCurrent: boolean }, exceptId?: string) {
  if (candidate.startDate < session.startDate) {
    throw conflict(`The term cannot start before its session starts (${displayDate(session.startDate)})`, 'startDate');
  }
  if (candidate.endDate > session.endDate) {
    throw conflict(`The term cannot end after its session ends (${displayDate(session.endDate)})`, 'endDate');
  }
  const siblings = await tx
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
export async function makeSessionCurrent(tx: Executor, stateId: string, sessionId: string, current: boolean) {
  if (current) {
    await tx.update(sessions).set({ isCurrent: false }).where(and(eq(sessions.stateId, stateId), ne(sessions.id, sessionId), eq(sessions.isCurrent, true)));
    await tx.update(terms).set({ isCurrent: false }).where(and(eq(terms.stateId, stateId), ne(terms.sessionId, sessionId), eq(terms.isCurrent, true)));
  } else {
    await tx.update(terms).set({ isCurrent: false }).where(and(eq(terms.sessionId, sessionId), eq(terms.isCurrent, true)));
  }
  await tx.update(sessions).set({ isCurrent: current }).where(eq(sessions.id, sessionId));
}

export async function makeTermCurrent(tx: Executor, stateId: string, termId: string) {
  await tx.update(terms).set({ isCurrent: false }).where(and(eq(terms.stateId, stateId), ne(terms.id, termId), eq(terms.isCurrent, true)));
  await tx.update(terms).set({ isCurrent: true }).where(eq(terms.id, termId));
}

// ───────────── calendar ─────────────

export const eventOf = (row: typeof events.$inferSelect): Schemas['Event'] => ({
  _id: row.id,
  name: row.name,
  eventType: row.eventType,
  startDate: row.startDate,
  endDate: row.endDate,
});

// ───────────── schemes of work and class notes ─────────────

export type Combination = { sessionId: string; termId: string; classId: string; subjectId: string };

/** The session, term, class and subject of a scheme or class note: each the state's own (404), the term the session's. */
export async function resolveCombination(db: Executor, stateId: string, ids: Combination) {
  const session = await findSession(db, stateId, ids.sessionId);
  const term = await findTerm(db, stateId, ids.termId);
  const klass = await findClass(db, stateId, ids.classId);
  const subject = await findSubject(db, stateId, ids.subjectId);
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

export async function schemeOf(db: Executor, stateId: string, where: SQL | undefined): Promise<Schemas['SchemeOfWork'] | null> {
  const [row] = await db
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
    .where(and(eq(schemes.stateId, stateId), where));
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
export async function classNotesOf(db: Executor, stateId: string, ids: Combination): Promise<Schemas['ClassNote'][]> {
  const rows = await db
    .select({ id: classNotes.id, fileName: files.fileName, contentType: files.contentType, size: files.size, uploadedAt: classNotes.createdAt })
    .from(classNotes)
    .innerJoin(files, eq(files.id, classNotes.fileId))
    .where(and(eq(classNotes.stateId, stateId), sameCombination(classNotes, ids)))
    .orderBy(desc(classNotes.createdAt), desc(classNotes.id));
  return rows.map((row) => ({ ...row, url: classNoteUrl(row.id), uploadedAt: row.uploadedAt.toISOString() }));
}
