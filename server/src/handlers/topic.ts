import { sql } from 'drizzle-orm';
import { callerOf } from '../plugins/access';
import { topics } from '../db/schema';
import type { Services } from '../services';
import { likePattern, topicsOf } from './academic';
import type { Handlers } from './types';

export function topicHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    async listTopics(request) {
      return { topics: await topicsOf(db, callerOf(request).stateId) };
    },

    async searchTopics(request) {
      const { name, limit } = request.query;
      const term = name.trim();
      const where = term ? sql`${topics.name} ilike ${likePattern(term)}` : undefined;
      return { foundTopics: await topicsOf(db, callerOf(request).stateId, where, limit ?? 1000) };
    },
  };
}
