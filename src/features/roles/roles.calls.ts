// Roles and the permission catalogue (SPEC sections 6 and 7), described once: the reads, and the create, edit and
// delete forms ('Role Created Successfully', 'Role Updated Successfully', 'Role Deleted Successfully').
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import type { CallOptions } from '../../shared/calls';
import { emptyRoleValues, permissionManagementHref, roleFormSchema, roleInputOf, roleValuesOf, type Role, type RoleFormValues } from './roles.form';

/** The role to delete, chosen when its card's confirmation is accepted. */
export type RoleDeletion = { id: string };

export const roles = {
  /** GET role/get-roles-for-organization/{id}: the roles of an organisation (the state's id for the state's). */
  list: async (organisationId: string, call: CallOptions) =>
    dataOf(await portalClient.GET('/role/get-roles-for-organization/{id}', { params: { path: { id: organisationId } }, ...call })).roles,
  view: async (id: string, call: CallOptions) => dataOf(await portalClient.GET('/role/get-by-id/{id}', { params: { path: { id } }, ...call })),
  /** GET permission/by-restriction/{restriction}: the permissions an organisation's roles choose from (a district's fewer than a state's). */
  catalogue: async (restriction: Role['organisation']['type'], call: CallOptions) =>
    dataOf(await portalClient.GET('/permission/by-restriction/{restriction}', { params: { path: { restriction } }, ...call })).permissions,

  /** POST role/add. */
  createForm: {
    values: emptyRoleValues,
    schema: roleFormSchema,
    successMessage: successMessages.roleCreated,
    submit: async (values, call) => dataOf(await portalClient.POST('/role/add', { body: roleInputOf(values), ...call })),
  } satisfies FormDescription<RoleFormValues, Role>,

  /** PATCH role/update/{id}, then back to the roles. */
  updateForm: (role: Role): FormDescription<RoleFormValues, Role> => ({
    values: roleValuesOf(role),
    schema: roleFormSchema,
    successMessage: successMessages.roleUpdated,
    redirectTo: permissionManagementHref,
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/role/update/{id}', { params: { path: { id: role.id } }, body: roleInputOf(values), ...call })),
  }),

  /** POST /role/delete/{id}: one actor for the page, submitted with the role the confirmation was for. */
  deleteForm: {
    values: { id: '' },
    successMessage: successMessages.roleDeleted,
    submit: async (values, call) => {
      await portalClient.POST('/role/delete/{id}', { params: { path: { id: values.id } }, ...call }).then(dataOf);
    },
  } satisfies FormDescription<RoleDeletion, void>,

  /** PUT /staff/role-access/{id}: the role a staff member holds where the caller works now. */
  staffRoleForm: (staffId: string, roleId: string | null): FormDescription<{ roleId: string }, components['schemas']['Staff']> => ({
    values: { roleId: roleId ?? '' },
    successMessage: successMessages.roleUpdated,
    submit: async (values, call) =>
      dataOf(await portalClient.PUT('/staff/role-access/{id}', { params: { path: { id: staffId } }, body: { roleId: values.roleId || null }, ...call })),
  }),
};
