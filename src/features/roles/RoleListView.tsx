// /permission-management and /dashboard/permission-management: the organisation's roles as cards (description, how
// many permissions; the info dialog lists them by category; the edit link opens
// /dashboard/permission-management/edit-role/{id}; delete asks first), with 'Create Role' (a dialog with the role form).
// The heading shows at once; the cards once the roles and the catalogue are read.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { EntityListPage, type CreateDialogState } from '../../shared/EntityListPage';
import type { EntityField } from '../../shared/InfoDialog';
import { RetryBanner } from '../../shared/RetryBanner';
import { ProgressBar } from '../../ui';
import { editRoleHref, rolePermissionsByCategory, type Permission, type PermissionCategory, type Role } from './roles.form';
import { RoleDeleteButton } from './RoleDeleteButton';
import { RoleForm } from './RoleForm';
import './roles.css';

export interface RoleListViewProps extends CreateDialogState {
  title: string;
  /** The roles; null while they are read, or when they could not be (`error` says why). */
  roles: readonly Role[] | null;
  error: string | null;
  onRetry: () => void;
  /** The catalogue the roles choose from (GET permission/by-restriction/State). */
  catalogue: readonly Permission[];
  categories: readonly PermissionCategory[];
  create: FormSubmissionActor;
  /** The delete flow, one for the page: each confirmation submits its role. */
  remove: FormSubmissionActor;
}

export const roleListMessages = { reading: 'Reading the roles', unread: 'No roles to show.' } as const;

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

export function RoleListView({ title, roles, error, onRetry, catalogue, categories, create, remove, ...createDialog }: RoleListViewProps) {
  const reading = roles === null && error === null;
  return (
    <EntityListPage
      {...createDialog}
      title={title}
      intro="The roles of your state and what each may do. Give staff a role on their staff page."
      createLabel="Create Role"
      createDialogSize="large"
      // The permissions come with the roles: a dialog opened before them waits for them.
      createForm={(frame) => (reading ? <ProgressBar label={roleListMessages.reading} isIndeterminate /> : <RoleForm {...frame} actor={create} categories={categories} />)}
      cards={{
        'aria-label': 'Roles',
        items: roles ?? [],
        // Unread roles are not 'no content yet': the banner above says why there are none.
        emptyText: roles ? undefined : reading ? roleListMessages.reading : roleListMessages.unread,
        title: (role) => role.name,
        fields: (role) => [
          { label: 'Description', value: role.description },
          { label: 'Permissions', value: countOf(role) },
        ],
        info: (role) => [{ label: 'Description', value: role.description }, ...permissionFields(role, catalogue)],
        editHref: (role) => editRoleHref(role.id),
        actions: (role) => <RoleDeleteButton role={role} actor={remove} />,
      }}
    >
      {error && <RetryBanner message={error} onRetry={onRetry} />}
    </EntityListPage>
  );
}
