// Roles: what a role is (a name, a description and permission operations of one organisation), how one leaves the
// server, and the rules creating, changing, deleting and giving one apply: names unique in their organisation
// whatever their case, permissions from the catalogue for the organisation's kind, and nobody hands out more than
// they hold themselves (the spirit of the contract's "who may change whom").
import { and, arrayContains, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { components } from '../../../src/api/schema.gen';
import { districts, permissions, roleAccess, roles, schools } from '../db/schema';
import type { Scope } from '../db/scoped';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { Caller, OrganisationType } from '../plugins/access';
import { nameOf, sameName, textOrNull } from './values';
import { handingOutMessage } from './permissionNames';

type Schemas = components['schemas'];
type RoleRow = typeof roles.$inferSelect;
export type Organisation = Schemas['OrganisationRef'];

/** The organisation `id` of the scope's state: the state itself, one of its districts or one of its schools. */
export async function organisationOf(scope: Scope, id: string): Promise<Organisation> {
  if (id === scope.stateId) return { id, name: (await scope.findState()).name, type: 'State' };
  const district = await scope.findOwnedWhere(districts, eq(districts.id, id));
  if (district) return { id, name: district.name, type: 'District' };
  const school = await scope.findOwnedWhere(schools, eq(schools.id, id));
  if (school) return { id, name: school.name, type: 'School' };
  throw notFound('Organisation');
}

export const roleOf = (row: RoleRow, organisation: Organisation): Schemas['Role'] => ({
  id: row.id,
  name: row.name,
  description: row.description || null,
  permissions: row.permissions,
  organisation,
  createdAt: row.createdAt.toISOString(),
});

export async function rolesOf(scope: Scope, organisationId: string): Promise<Schemas['Role'][]> {
  const organisation = await organisationOf(scope, organisationId);
  const rows = await scope.listOwned(roles, eq(roles.organisationId, organisationId), asc(sql`lower(${roles.name})`));
  return rows.map((row) => roleOf(row, organisation));
}

export const findRole = (scope: Scope, id: string) => scope.findOwned(roles, id, 'Role');

export async function viewRole(scope: Scope, id: string): Promise<Schemas['Role']> {
  const row = await findRole(scope, id);
  return roleOf(row, await organisationOf(scope, row.organisationId));
}

/** Role names are unique in their organisation, whatever their case. */
async function checkRoleName(scope: Scope, organisationId: string, name: string, exceptId?: string) {
  const clash = await scope.findOwnedWhere(
    roles,
    and(eq(roles.organisationId, organisationId), sameName(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined),
  );
  if (clash) throw conflict(`A role named ${name} already exists`, 'name');
}

/** Every permission must be one a role of the organisation's kind may hold; the message names the first that is not. */
async function checkCatalogue(scope: Scope, type: OrganisationType, operations: readonly string[]) {
  const known = await scope.db
    .select({ operation: permissions.operation })
    .from(permissions)
    .where(and(inArray(permissions.operation, [...operations]), arrayContains(permissions.heldBy, [type])));
  const allowed = new Set(known.map((row) => row.operation));
  const index = operations.findIndex((operation) => !allowed.has(operation));
  if (index >= 0) throw badRequest(`${operations[index]} is not a permission of a ${type.toLowerCase()}`, `permissions.${index}`);
}

/**
 * Whoever creates, changes, deletes or gives a role may hand out only what they hold: the owner and super-admins hold
 * everything; anyone else is refused a role holding a permission they lack, since its holders would then do more
 * than the person who made them so.
 */
export function checkMayHandOut(caller: Caller, operations: readonly string[]) {
  if (caller.isOwner || caller.isSuperAdmin) return;
  const lacking = [...new Set(operations)].filter((operation) => !caller.permissions.has(operation)).sort();
  if (lacking.length) throw forbidden(handingOutMessage(lacking));
}

/** Creates a role in the caller's current organisation. */
export async function insertRole(scope: Scope, caller: Caller, input: Schemas['RoleInput']): Promise<Schemas['Role']> {
  const name = nameOf(input.name, 'name');
  await checkCatalogue(scope, caller.organisationType, input.permissions);
  checkMayHandOut(caller, input.permissions);
  await checkRoleName(scope, caller.organisationId, name);
  const [row] = await scope.insertOwned(roles, {
    organisationId: caller.organisationId,
    name,
    description: textOrNull(input.description) ?? '',
    permissions: [...input.permissions],
  });
  if (!row) throw new Error('Role not created');
  return roleOf(row, await organisationOf(scope, row.organisationId));
}

/** Changes a role; `permissions`, when given, replaces the whole list. The role's holders get it at their next call. */
export async function updateRoleRecord(scope: Scope, caller: Caller, id: string, input: Schemas['RoleUpdate']): Promise<Schemas['Role']> {
  const role = await findRole(scope, id);
  const organisation = await organisationOf(scope, role.organisationId);
  const name = input.name === undefined ? undefined : nameOf(input.name, 'name');
  if (input.permissions) await checkCatalogue(scope, organisation.type, input.permissions);
  // Both what the role held and what it will hold: taking a permission away from its holders is handing out too.
  checkMayHandOut(caller, [...role.permissions, ...(input.permissions ?? [])]);
  if (name) await checkRoleName(scope, role.organisationId, name, id);
  const row = await scope.updateOwned(
    roles,
    id,
    {
      ...(name && { name }),
      ...(input.description !== undefined && { description: textOrNull(input.description) ?? '' }),
      ...(input.permissions && { permissions: [...input.permissions] }),
    },
    'Role',
  );
  return roleOf(row, organisation);
}

/**
 * Deletes a role. Its holders keep their role access in the organisation, without a role (the foreign key sets it
 * to null), so they hold no permission there until someone gives them a role again: what the confirmation says.
 */
export async function deleteRoleRecord(scope: Scope, caller: Caller, id: string) {
  const role = await findRole(scope, id);
  checkMayHandOut(caller, role.permissions);
  await scope.deleteOwned(roles, id, 'Role');
}

/**
 * Gives the staff member `staffId` the role `roleId` (or none) in the caller's current organisation, keeping their
 * role access there. Who may change whom is the contract's x-target rule, applied before this runs; what this adds
 * is that the role is the organisation's own and that the caller holds all of it.
 */
export async function giveRole(scope: Scope, caller: Caller, staffId: string, roleId: string | null) {
  const member = await scope.findMember(staffId);
  const role = roleId ? await findRole(scope, roleId) : null;
  if (role && role.organisationId !== caller.organisationId) throw notFound('Role', 'roleId');
  if (role) checkMayHandOut(caller, role.permissions);
  await scope.transaction(async (tx) => {
    const held = and(eq(roleAccess.staffId, member.id), eq(roleAccess.organisationId, caller.organisationId));
    const [access] = await tx.updateOwnedWhere(roleAccess, held, { roleId: role?.id ?? null });
    if (!access && role) {
      await tx.insertOwned(roleAccess, { staffId: member.id, organisationType: caller.organisationType, organisationId: caller.organisationId, roleId: role.id });
    }
  });
}
