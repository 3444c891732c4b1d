import { createFileRoute } from '@tanstack/react-router';
import { useStaff, useTerminology } from '../../../services/AppServices';
import { loadGeneralDashboard } from '../../../app/loaders';
import { pageTitles } from '../../../services/pages';
import { GeneralDashboard } from '../../../views/dashboard/GeneralDashboard';

export const Route = createFileRoute('/_alt/dashboard/')({
  staticData: { title: pageTitles.dashboard },
  loader: loadGeneralDashboard,
  component: DashboardPage,
});

function DashboardPage() {
  const data = Route.useLoaderData();
  const staff = useStaff();
  const terms = useTerminology();
  return <GeneralDashboard data={data} stateName={staff?.stateDetails.name ?? ''} terms={terms} />;
}
