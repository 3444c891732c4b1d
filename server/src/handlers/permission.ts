import { arrayContains, asc, inArray } from 'drizzle-orm';
import { permissions } from '../db/schema';
import type { Services } from '../services';
import type { Handlers } from '../contractTypes';

export function permissionHandlers({ db }: Services): Handlers {
  return {
    async listPermissionsByRestriction(request) {
      return {
        permissions: await db
          .select()
          .from(permissions)
          .where(arrayContains(permissions.heldBy, [request.params.restriction]))
          .orderBy(asc(permissions.category), asc(permissions.operation)),
      } as never;
    },
    async getPermissionsByOperations(request) {
      const operations = request.body.operations;
      return {
        permissions: operations.length
          ? await db.select().from(permissions).where(inArray(permissions.operation, operations)).orderBy(asc(permissions.category), asc(permissions.operation))
          : [],
      } as never;
    },
  };
}
