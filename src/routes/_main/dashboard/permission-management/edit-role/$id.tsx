// /dashboard/permission-management/edit-role/{id}: the role form filled with the role, its permissions picked by
// category from GET permission/by-restriction/{the role's organisation type} (a district role's are fewer); PATCH role/update/{id}, 'Role Updated Successfully', then the
// roles. An id that names no role of the state is the 404 page.
import { createFileRoute } from '@tanstack/react-router';
import { useFormSubmission } from '../../../../../app/useFormSubmission';
import { roles } from '../../../../../features/roles/roles.calls';
import { permissionsByCategory, type Permission, type Role } from '../../../../../features/roles/roles.form';
import { RoleEditView } from '../../../../../features/roles/RoleEditView';
import { gatedLoader, readRecord, recordIdGuard, useRedirect, type LoaderArgs } from '../../../-academic';

export const Route = createFileRoute('/_main/dashboard/permission-management/edit-role/$id')({
  staticData: { title: 'Edit Role', crumbParent: '/dashboard/permission-management' },
  beforeLoad: recordIdGuard,
  loader: gatedLoader(loadRole),
  component: EditRolePage,
});

// Named (see calendar.tsx): the code splitter moves it into the page's chunk.
async function loadRole(signal: AbortSignal, { params }: LoaderArgs & { params: { id: string } }) {
  const role = await readRecord((call) => roles.view(params.id, call), signal);
  return { role, catalogue: await roles.catalogue(role.organisation.type, { signal }) };
}

function EditRolePage() {
  const data = Route.useLoaderData();
  if (!data) return null;
  // A form per role: its actor starts from the role's values.
  return <EditRole key={data.role.id} {...data} />;
}

function EditRole({ role, catalogue }: { role: Role; catalogue: readonly Permission[] }) {
  const update = useFormSubmission({ ...roles.updateForm(role), onDone: useRedirect() });
  return <RoleEditView role={role} categories={permissionsByCategory(catalogue)} update={update} />;
}
