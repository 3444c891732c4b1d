import { createFileRoute } from '@tanstack/react-router';
import { useStaff, useTerminology } from '../../services/AppServices';
import { loadGeneralDashboard } from '../../app/loaders';
import { pageTitles } from '../../services/pages';
import { GeneralDashboard } from '../../features/dashboard/GeneralDashboard';
import { organisationNameOf } from '../../services/pages';

export const Route = createFileRoute('/_alt/')({
  staticData: { title: pageTitles.dashboard },
  loader: loadGeneralDashboard,
  // The home page's figures are asked for as soon as the session is restored, while its component is on its way:
  // its loader stays out of the page's chunk (the others go in it, see vite.config.ts).
  codeSplitGroupings: [['component']],
  component: HomePage,
});

function HomePage() {
  const data = Route.useLoaderData();
  const staff = useStaff();
  const terms = useTerminology();
  return <GeneralDashboard data={data} organisationName={staff ? organisationNameOf(staff) : ''} terms={terms} />;
}
