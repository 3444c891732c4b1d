import { sql } from 'drizzle-orm';
import { scopeOf } from '../plugins/access';
import { topics } from '../db/schema';
import type { Services } from '../services';
import { topicsOf } from '../data/topics';
import { likePattern } from '../data/values';
import type { Handlers } from '../contractTypes';

export function topicHandlers(_services: Services): Handlers {
  return {
    async listTopics(request) {
      return { topics: await topicsOf(scopeOf(request)) };
    },

    async searchTopics(request) {
      const { name, limit } = request.query;
      const term = name.trim();
      const where = term ? sql`${topics.name} ilike ${likePattern(term)}` : undefined;
      return { foundTopics: await topicsOf(scopeOf(request), where, limit ?? 1000) };
    },
  };
}
