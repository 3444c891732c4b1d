import { scopeOf } from '../plugins/access';
import type { Services } from '../services';
import { findSubject, insertSubject, subjectOf, subjectsOf, updateSubjectRecord } from '../data/subjects';
import { linkTopics, resolveTopics } from '../data/topics';
import type { Handlers } from '../contractTypes';

export function subjectHandlers(_services: Services): Handlers {
  return {
    async viewSubject(request) {
      return subjectOf(scopeOf(request), request.params.id);
    },

    async listSubjects(request) {
      return { subjects: await subjectsOf(scopeOf(request)) };
    },

    async addSubject(request, reply) {
      const scope = scopeOf(request);
      const id = await scope.transaction((tx) => insertSubject(tx, request.body));
      reply.status(201);
      return subjectOf(scope, id);
    },

    async addTopicsToSubject(request) {
      const scope = scopeOf(request);
      const { id } = request.params;
      await scope.transaction(async (tx) => {
        await findSubject(tx, id);
        await linkTopics(tx, id, await resolveTopics(tx, request.body.topicIds, request.body.topicsToCreate));
      });
      return subjectOf(scope, id);
    },

    async updateSubject(request) {
      const scope = scopeOf(request);
      await scope.transaction((tx) => updateSubjectRecord(tx, request.params.id, request.body));
      return subjectOf(scope, request.params.id);
    },
  };
}
