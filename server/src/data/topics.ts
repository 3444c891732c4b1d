// Topics: a state's list, and the topics a subject is to cover.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { subjectTopics, topics } from '../db/schema';
import type { Scope } from '../db/scoped';
import { badRequest, notFound } from '../errors';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];

export async function topicsOf(scope: Scope, where?: SQL, limit?: number): Promise<Schemas['Topic'][]> {
  const query = scope.db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(and(scope.owns(topics), where))
    .orderBy(asc(sql`lower(${topics.name})`), asc(topics.name));
  return limit ? query.limit(limit) : query;
}

/**
 * The topics a subject is to cover: `topicIds` must be the state's own (else 404); each name of `topicsToCreate` is
 * the state's topic of that name (case-insensitive) or a new one.
 */
export async function resolveTopics(scope: Scope, topicIds: string[] = [], topicsToCreate: string[] = [], prefix = ''): Promise<string[]> {
  const ids = new Set<string>();
  if (topicIds.length) {
    const found = await scope.listOwned(topics, inArray(topics.id, topicIds));
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
    await scope.insertOwned(topics, [...names.values()].map((name) => ({ name })), { ignoreConflicts: true });
    const found = await scope.listOwned(topics, inArray(sql`lower(${topics.name})`, [...names.keys()]));
    for (const row of found) ids.add(row.id);
  }
  return [...ids];
}

/** Links topics to a subject; `replace` makes them the subject's whole list. */
export async function linkTopics(scope: Scope, subjectId: string, topicIds: string[], replace = false) {
  if (replace) await scope.writes.delete(subjectTopics, eq(subjectTopics.subjectId, subjectId));
  await scope.writes.insert(subjectTopics, topicIds.map((topicId) => ({ subjectId, topicId })), { ignoreConflicts: true });
}

