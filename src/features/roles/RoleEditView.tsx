// /dashboard/permission-management/edit-role/{id}: the role form filled with the role; 'Role Updated Successfully',
// then back to the roles.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { EntityEditPage } from '../../shared/EntityEditPage';
import { permissionManagementHref, type PermissionCategory, type Role } from './roles.form';
import { RoleForm } from './RoleForm';

export function RoleEditView({ role, categories, update }: { role: Role; categories: readonly PermissionCategory[]; update: FormSubmissionActor }) {
  return (
    <EntityEditPage
      name={role.name}
      backLink={{ href: permissionManagementHref, label: 'Back to roles' }}
      submitLabel="Save Role"
      form={(frame) => <RoleForm {...frame} actor={update} categories={categories} />}
    />
  );
}
