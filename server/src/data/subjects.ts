// Subjects: how one leaves the server (with its topics), and the rules of creating and changing them in a state.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { subjectTopics, subjects, topics } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
import { conflict, notFound } from '../errors';
import { chooseOffered } from './offered';
import { linkTopics, resolveTopics } from './topics';
import { nameOf, sameName, textOrNull } from './values';

export const findSubject = (scope: Scope, id: string) => scope.findOwned(subjects, id, 'Subject');

/** Subject names and codes are unique in a state, whatever their case. */
async function checkSubject(scope: Scope, values: { name?: string; subjectCode?: string | null }, prefix: string, exceptId?: string) {
  const others = (where: SQL) => scope.db.select({ name: subjects.name }).from(subjects).where(and(scope.owns(subjects), where, exceptId ? ne(subjects.id, exceptId) : undefined));
  if (values.name && (await others(sameName(subjects.name, values.name))).length) {
    throw conflict(`A subject named ${values.name} already exists`, `${prefix}name`);
  }
  if (values.subjectCode) {
    const [clash] = await others(sql`lower(${subjects.subjectCode}) = ${values.subjectCode.toLowerCase()}`);
    if (clash) throw conflict(`The subject code ${values.subjectCode} is already used by ${clash.name}`, `${prefix}subjectCode`);
  }
}

/** Creates a subject with its topics; `prefix` places the fields named in errors (`subjects.2.`). */
export async function insertSubject(scope: Scope, input: Schemas['SubjectInput'], prefix = ''): Promise<string> {
  const name = nameOf(input.name, `${prefix}name`);
  const subjectCode = textOrNull(input.subjectCode);
  await checkSubject(scope, { name, subjectCode }, prefix);
  const [row] = await scope.insertOwned(subjects, { name, subjectCode, description: textOrNull(input.description) });
  if (!row) throw new Error('Subject not created');
  await linkTopics(scope, row.id, await resolveTopics(scope, input.topicIds, input.topicsToCreate, prefix));
  return row.id;
}

export async function updateSubjectRecord(scope: Scope, id: string, input: Schemas['SubjectUpdate']) {
  await findSubject(scope, id);
  const name = input.name === undefined ? undefined : nameOf(input.name, 'name');
  const subjectCode = input.subjectCode === undefined ? undefined : textOrNull(input.subjectCode);
  await checkSubject(scope, { name, subjectCode }, '', id);
  const changes = {
    ...(name && { name }),
    ...(subjectCode !== undefined && { subjectCode }),
    ...(input.description !== undefined && { description: textOrNull(input.description) }),
  };
  if (Object.keys(changes).length) await scope.updateOwned(subjects, id, changes, 'Subject');
  if (input.topicIds) await linkTopics(scope, id, await resolveTopics(scope, input.topicIds), true);
}

/** The state's subjects (or the ones of `ids`), by name, each with its topics by name. */
export async function subjectsOf(scope: Scope, ids?: string[]): Promise<Schemas['Subject'][]> {
  const rows = await scope.db
    .select()
    .from(subjects)
    .where(and(scope.owns(subjects), ids ? inArray(subjects.id, ids) : undefined))
    .orderBy(asc(sql`lower(${subjects.name})`), asc(subjects.name));
  if (!rows.length) return [];
  const links = await scope.db
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

export async function subjectOf(scope: Scope, id: string): Promise<Schemas['Subject']> {
  const [subject] = await subjectsOf(scope, [id]);
  if (!subject) throw notFound('Subject');
  return subject;
}

export const chooseOfferedSubjects = (scope: Scope, body: Schemas['AddSubjectsToStateRequest']) =>
  chooseOffered(scope, subjects, { one: 'Subject', list: 'subjects' }, body.subjects, body.offered, (input, prefix) => insertSubject(scope, input, prefix));
