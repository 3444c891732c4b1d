import { callerOf } from '../plugins/access';
import type { Services } from '../services';
import { classOf, classTypes, classesOf, findClass, insertClass, updateClassRecord } from './academic';
import type { Handlers } from './types';

export function classHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    async viewClass(request) {
      return classOf(await findClass(db, callerOf(request).stateId, request.params.id));
    },

    async listClassTypes() {
      return { classType: classTypes };
    },

    async listClasses(request) {
      return { classes: await classesOf(db, callerOf(request).stateId) };
    },

    async addClass(request, reply) {
      const { stateId } = callerOf(request);
      const id = await db.transaction((tx) => insertClass(tx, stateId, request.body));
      reply.status(201);
      return classOf(await findClass(db, stateId, id));
    },

    async updateClass(request) {
      const { stateId } = callerOf(request);
      await db.transaction((tx) => updateClassRecord(tx, stateId, request.params.id, request.body));
      return classOf(await findClass(db, stateId, request.params.id));
    },
  };
}
