import { callerOf, scopeOf } from '../plugins/access';
import type { Services } from '../services';
import { deleteRoleRecord, insertRole, rolesOf, updateRoleRecord, viewRole } from '../data/roles';
import { pickFields } from './fields';
import type { Handlers } from '../contractTypes';

export function roleHandlers(_services: Services): Handlers {
  return {
    async addRole(request, reply) {
      const { name, description, permissions } = request.body;
      const role = await insertRole(scopeOf(request), callerOf(request), { name, description, permissions });
      reply.status(201);
      return role;
    },

    async listRolesForOrganization(request) {
      return { roles: await rolesOf(scopeOf(request), request.params.id) };
    },

    async viewRole(request) {
      return viewRole(scopeOf(request), request.params.id);
    },

    async updateRole(request) {
      return updateRoleRecord(scopeOf(request), callerOf(request), request.params.id, pickFields(request.body, ['name', 'description', 'permissions']));
    },

    async deleteRole(request, reply) {
      await deleteRoleRecord(scopeOf(request), callerOf(request), request.params.id);
      reply.status(204);
    },
  };
}
