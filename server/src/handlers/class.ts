import { scopeOf } from '../plugins/access';
import type { Services } from '../services';
import { classOf, classTypes, classesOf, findClass, insertClass, updateClassRecord } from '../data/classes';
import type { Handlers } from '../contractTypes';

export function classHandlers(_services: Services): Handlers {
  return {
    async viewClass(request) {
      return classOf(await findClass(scopeOf(request), request.params.id));
    },

    async listClassTypes() {
      return { classType: classTypes };
    },

    async listClasses(request) {
      return { classes: await classesOf(scopeOf(request)) };
    },

    async addClass(request, reply) {
      const scope = scopeOf(request);
      const id = await scope.transaction((tx) => insertClass(tx, request.body));
      reply.status(201);
      return classOf(await findClass(scope, id));
    },

    async updateClass(request) {
      const scope = scopeOf(request);
      await scope.transaction((tx) => updateClassRecord(tx, request.params.id, request.body));
      return classOf(await findClass(scope, request.params.id));
    },
  };
}
