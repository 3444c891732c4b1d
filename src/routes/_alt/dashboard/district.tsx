// /dashboard/district: each district with its schools, staff and students and its verification status
// (GET /dashboard/district), each opening the district's details.
import { createFileRoute } from '@tanstack/react-router';
import { useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { configuration } from '../../../features/configuration/configuration.calls';
import { DistrictDashboardView } from '../../../features/configuration/DistrictDashboardView';
import { gatedLoader, useReload } from '../../_main/-academic';

export const Route = createFileRoute('/_alt/dashboard/district')({
  staticData: { title: pageTitles.districtDashboard, crumbParent: '/dashboard' },
  loader: gatedLoader(loadDistricts),
  component: DistrictDashboardPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk.
function loadDistricts(signal: AbortSignal) {
  return configuration.districts(signal);
}

function DistrictDashboardPage() {
  const found = Route.useLoaderData();
  const terms = useTerminology();
  const reload = useReload();
  if (!found) return null;
  return <DistrictDashboardView title={pageTitles.districtDashboard(terms)} districts={found.list} error={found.error} terms={terms} onRetry={reload} />;
}
