// /permission-management: the roles of the state (role cards, create, edit link, delete).
import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { gatedLoader } from './-academic';
import { loadRoles, RolesScreen } from './-roles';

export const Route = createFileRoute('/_main/permission-management')({
  staticData: { title: pageTitles.permissionManagement },
  loader: gatedLoader(loadRoles),
  component: PermissionManagementPage,
});

function PermissionManagementPage() {
  const data = Route.useLoaderData();
  return data && <RolesScreen title={pageTitles.permissionManagement} data={data} />;
}
