// /dashboard/permission-management: the roles of the state in the alternate layout, as /permission-management.
import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../services/pages';
import { gatedLoader } from '../../_main/-academic';
import { loadRoles, RolesScreen } from '../../_main/-roles';

export const Route = createFileRoute('/_alt/dashboard/permission-management')({
  staticData: { title: pageTitles.permissionDashboard, crumbParent: '/dashboard' },
  loader: gatedLoader(loadRoles),
  component: PermissionDashboardPage,
});

function PermissionDashboardPage() {
  const data = Route.useLoaderData();
  return data && <RolesScreen title={pageTitles.permissionDashboard} data={data} />;
}
