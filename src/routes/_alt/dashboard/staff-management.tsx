import { createFileRoute } from '@tanstack/react-router';
import { useTerminology } from '../../../services/AppServices';
import { loadStaffDashboard } from '../../../app/loaders';
import { pageTitles } from '../../../services/pages';
import { StaffDashboard } from '../../../views/dashboard/StaffDashboard';

export const Route = createFileRoute('/_alt/dashboard/staff-management')({
  staticData: { title: pageTitles.staffDashboard, crumbParent: '/dashboard' },
  loader: loadStaffDashboard,
  component: StaffDashboardPage,
});

function StaffDashboardPage() {
  const data = Route.useLoaderData();
  const terms = useTerminology();
  return <StaffDashboard data={data} terms={terms} />;
}
