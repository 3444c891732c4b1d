// What /permission-management and /dashboard/permission-management share: the roles of the organisation the caller
// works in now and the catalogue they choose from, and the page with its create and delete flows. The '-' prefix
// keeps this file out of the route tree.
import { useState } from 'react';
import { useFormSubmission } from '../../app/useFormSubmission';
import { afterFirstPage } from '../../app/firstPageInSlices';
import { started, useSettled } from '../../app/useSettled';
import { readShown } from '../../shared/calls';
import { roles } from '../../features/roles/roles.calls';
import { organisationOf, permissionsByCategory, type Permission, type Role } from '../../features/roles/roles.form';
import { RoleListView } from '../../features/roles/RoleListView';
import { useReload, type LoaderArgs } from './-academic';

type RolesRead = { list: { roles: Role[]; catalogue: Permission[] } | null; error: string | null };
export type RolesData = { read: Promise<RolesRead> };

const noPermissions: Permission[] = [];

/**
 * The roles and the catalogue are started, not awaited, once the page is on screen: the page shows its heading and
 * 'Create Role' while they are on their way, and a failure where the cards would be.
 */
export async function loadRoles(signal: AbortSignal, { context }: LoaderArgs): Promise<RolesData | null> {
  const staff = context.session.getSnapshot().context.staff;
  if (!staff) return null;
  const organisation = organisationOf(staff);
  const read = () =>
    readShown(async (call) => {
      const [list, catalogue] = await Promise.all([roles.list(organisation.id, call), roles.catalogue(organisation.type, call)]);
      return { roles: list, catalogue };
    }, signal);
  return { read: started(afterFirstPage(read)) };
}

export function RolesScreen({ title, data }: { title: string; data: RolesData }) {
  const { value: read } = useSettled(data.read);
  const catalogue = read?.list?.catalogue ?? noPermissions;
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
      roles={read?.list?.roles ?? null}
      error={read?.error ?? null}
      onRetry={reload}
      catalogue={catalogue}
      categories={permissionsByCategory(catalogue)}
      create={create}
      remove={remove}
      isCreateOpen={isCreateOpen}
      onCreateOpenChange={setCreateOpen}
    />
  );
}
