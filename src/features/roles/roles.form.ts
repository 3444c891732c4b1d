// The role form (create and edit) as typed, checked and sent (SPEC sections 3 and 6: a role has a name, a description
// and permission operations, picked by category from the catalogue of the organisation's kind).
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { nameSchema } from '../../lib/validation';

export type Role = components['schemas']['Role'];
export type Permission = components['schemas']['Permission'];
export type RoleInput = components['schemas']['RoleInput'];

export const permissionManagementHref = '/dashboard/permission-management';
export const editRoleHref = (id: string) => `${permissionManagementHref}/edit-role/${id}`;

export type RoleFormValues = { name: string; description: string; permissions: string[] };

export const emptyRoleValues: RoleFormValues = { name: '', description: '', permissions: [] };

export const roleDescriptionMaxLength = 500;
export const noPermissionMessage = 'Choose at least one permission';

export const roleFormSchema = z.object({
  name: nameSchema,
  description: z.string().check(z.maxLength(roleDescriptionMaxLength, { error: `At most ${roleDescriptionMaxLength} characters` })),
  permissions: z.array(z.string()).check(z.minLength(1, { error: noPermissionMessage })),
});

export function roleValuesOf(role: Role): RoleFormValues {
  return { name: role.name, description: role.description ?? '', permissions: [...role.permissions] };
}

/** The body of POST /role/add and PATCH /role/update/{id}. */
export function roleInputOf(values: RoleFormValues): RoleInput {
  const description = values.description.trim();
  return { name: values.name.trim(), description: description || null, permissions: [...new Set(values.permissions)] };
}

export type PermissionCategory = { category: string; permissions: Permission[] };

/** The catalogue by category, in the order the server lists it (categories, then operations, alphabetically). */
export function permissionsByCategory(catalogue: readonly Permission[]): PermissionCategory[] {
  const groups = new Map<string, Permission[]>();
  for (const permission of catalogue) groups.set(permission.category, [...(groups.get(permission.category) ?? []), permission]);
  return [...groups].map(([category, permissions]) => ({ category, permissions }));
}

/** A role's permissions by category, as its info dialog lists them; operations the catalogue lacks are left out. */
export function rolePermissionsByCategory(role: Pick<Role, 'permissions'>, catalogue: readonly Permission[]): PermissionCategory[] {
  const held = new Set(role.permissions);
  return permissionsByCategory(catalogue.filter((permission) => held.has(permission.operation)));
}

/** A category's box: checked when the role holds all of it, mixed when some. */
export function categoryState(category: PermissionCategory, chosen: readonly string[]): { isSelected: boolean; isIndeterminate: boolean } {
  const held = category.permissions.filter((permission) => chosen.includes(permission.operation)).length;
  return { isSelected: held === category.permissions.length, isIndeterminate: held > 0 && held < category.permissions.length };
}

/** Checking a category's box adds all of it, unchecking takes all of it away; the rest stays as chosen. */
export function withCategory(chosen: readonly string[], category: PermissionCategory, checked: boolean): string[] {
  const operations = category.permissions.map((permission) => permission.operation);
  const rest = chosen.filter((operation) => !operations.includes(operation));
  return checked ? [...rest, ...operations] : rest;
}

/** Replaces the chosen permissions of one category (its group's new value), keeping the others. */
export function withCategoryChoice(chosen: readonly string[], category: PermissionCategory, choice: readonly string[]): string[] {
  return [...withCategory(chosen, category, false), ...choice];
}

type SignedIn = Pick<components['schemas']['Staff'], 'state' | 'stateDetails' | 'roleAccess' | 'currentRoleAccess'>;

/** The organisation the signed-in staff member works in now, whose roles they manage: their current role access's, else their state. */
export function organisationOf(staff: SignedIn): { id: string; name: string; type: Role['organisation']['type'] } {
  const current = staff.roleAccess.find((access) => access.id === staff.currentRoleAccess)?.organisation;
  return current ? { id: current.id, name: current.name, type: current.type } : { id: staff.state, name: staff.stateDetails.name, type: 'State' };
}

