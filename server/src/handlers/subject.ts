import { callerOf } from '../plugins/access';
import type { Services } from '../services';
import { findSubject, insertSubject, linkTopics, resolveTopics, subjectOf, subjectsOf, updateSubjectRecord } from './academic';
import type { Handlers } from './types';

export function subjectHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    async viewSubject(request) {
      return subjectOf(db, callerOf(request).stateId, request.params.id);
    },

    async listSubjects(request) {
      return { subjects: await subjectsOf(db, callerOf(request).stateId) };
    },

    async addSubject(request, reply) {
      const { stateId } = callerOf(request);
      const id = await db.transaction((tx) => insertSubject(tx, stateId, request.body));
      reply.status(201);
      return subjectOf(db, stateId, id);
    },

    async addTopicsToSubject(request) {
      const { stateId } = callerOf(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await findSubject(tx, stateId, id);
        await linkTopics(tx, id, await resolveTopics(tx, stateId, request.body.topicIds, request.body.topicsToCreate));
      });
      return subjectOf(db, stateId, id);
    },

    async updateSubject(request) {
      const { stateId } = callerOf(request);
      await db.transaction((tx) => updateSubjectRecord(tx, stateId, request.params.id, request.body));
      return subjectOf(db, stateId, request.params.id);
    },
  };
}
