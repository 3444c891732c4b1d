// The role form, for creating (in the list page's dialog) and editing (/dashboard/permission-management/edit-role/{id}):
// name, description and the permissions by category. 'Role Created Successfully' or 'Role Updated Successfully'.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { TextField } from '../../ui';
import { FormFrame, type FramedFormProps } from '../../shared/FormFrame';
import { useFramedForm } from '../../shared/useFramedForm';
import { roleDescriptionMaxLength, type PermissionCategory, type RoleFormValues } from './roles.form';
import { PermissionPicker } from './PermissionPicker';

export interface RoleFormProps extends FramedFormProps {
  actor: FormSubmissionActor;
  categories: readonly PermissionCategory[];
}

export function RoleForm({ actor, categories, ...frame }: RoleFormProps) {
  const { values, busy, set, message, submit } = useFramedForm<RoleFormValues>(actor);
  return (
    <FormFrame {...frame} actor={actor} onSubmit={() => submit()}>
      <TextField label="Role name" isRequired value={values.name} onChange={set('name')} isDisabled={busy} {...message('name')} />
      <TextField
        label="Description"
        multiline
        maxLength={roleDescriptionMaxLength}
        value={values.description}
        onChange={set('description')}
        isDisabled={busy}
        {...message('description')}
      />
      <PermissionPicker categories={categories} value={values.permissions} onChange={set('permissions')} isDisabled={busy} {...message('permissions')} />
    </FormFrame>
  );
}
