// /permission-management and /dashboard/permission-management: the organisation's roles as cards (description, how
// many permissions; the info dialog lists them by category; the edit link opens
// /dashboard/permission-management/edit-role/{id}; delete asks first), with 'Create Role' (a dialog with the role form).
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { EntityListPage, type CreateDialogState } from '../../shared/EntityListPage';
import type { EntityField } from '../../shared/InfoDialog';
import { editRoleHref, rolePermissionsByCategory, type Permission, type PermissionCategory, type Role } from './roles.form';
import { RoleDeleteButton } from './RoleDeleteButton';
import { RoleForm } from './RoleForm';
import './roles.css';

export interface RoleListViewProps extends CreateDialogState {
  title: string;
  roles: readonly Role[];
  /** The catalogue the roles choose from (GET permission/by-restriction/State). */
  catalogue: readonly Permission[];
  categories: readonly PermissionCategory[];
  create: FormSubmissionActor;
  /** The delete flow, one for the page: each confirmation submits its role. */
  remove: FormSubmissionActor;
}

const countOf = (role: Role) => `${role.permissions.length} ${role.permissions.length === 1 ? 'permission' : 'permissions'}`;

function permissionFields(role: Role, catalogue: readonly Permission[]): EntityField[] {
  return rolePermissionsByCategory(role, catalogue).map(({ category, permissions }) => ({
    label: category,
    value: (
      <ul className="RolePermissions">
        {permissions.map((permission) => (
          <li key={permission.operation}>{permission.name}</li>
        ))}
      </ul>
    ),
  }));
}

export function RoleListView({ title, roles, catalogue, categories, create, remove, ...createDialog }: RoleListViewProps) {
  return (
    <EntityListPage
      {...createDialog}
      title={title}
      intro="The roles of your state and what each may do. Give staff a role on their staff page."
      createLabel="Create Role"
      createDialogSize="large"
      createForm={(frame) => <RoleForm {...frame} actor={create} categories={categories} />}
      cards={{
        'aria-label': 'Roles',
        items: roles,
        title: (role) => role.name,
        fields: (role) => [
          { label: 'Description', value: role.description },
          { label: 'Permissions', value: countOf(role) },
        ],
        info: (role) => [{ label: 'Description', value: role.description }, ...permissionFields(role, catalogue)],
        editHref: (role) => editRoleHref(role.id),
        actions: (role) => <RoleDeleteButton role={role} actor={remove} />,
      }}
    />
  );
}
