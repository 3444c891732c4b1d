// What /permission-management and /dashboard/permission-management share: the roles of the organisation the caller
// works in now and the catalogue they choose from, and the page with its create and delete flows. The '-' prefix
// keeps this file out of the route tree.
import { useState } from 'react';
import { useFormSubmission } from '../../app/useFormSubmission';
import { roles } from '../../features/roles/roles.calls';
import { organisationOf, permissionsByCategory, type Permission, type Role } from '../../features/roles/roles.form';
import { RoleListView } from '../../features/roles/RoleListView';
import { useReload, type LoaderArgs } from './-academic';

export type RolesData = { roles: Role[]; catalogue: Permission[] };

export async function loadRoles(signal: AbortSignal, { context }: LoaderArgs): Promise<RolesData | null> {
  const staff = context.session.getSnapshot().context.staff;
  if (!staff) return null;
  const organisation = organisationOf(staff);
  const [list, catalogue] = await Promise.all([roles.list(organisation.id, { signal }), roles.catalogue(organisation.type, { signal })]);
  return { roles: list, catalogue };
}

export function RolesScreen({ title, data }: { title: string; data: RolesData }) {
  const reload = useReload();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const create = useFormSubmission({
    ...roles.createForm,
    busyLabel: 'Creating the role…',
    onDone: () => {
      setCreateOpen(false);
      reload();
    },
  });
  const remove = useFormSubmission({ ...roles.deleteForm, busyLabel: 'Deleting the role…', onSucceeded: reload });
  return (
    <RoleListView
      title={title}
      roles={data.roles}
      catalogue={data.catalogue}
      categories={permissionsByCategory(data.catalogue)}
      create={create}
      remove={remove}
      isCreateOpen={isCreateOpen}
      onCreateOpenChange={setCreateOpen}
    />
  );
}
