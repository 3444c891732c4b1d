import { createFileRoute } from '@tanstack/react-router';
import { useTerminology } from '../../../services/AppServices';
import { loadSchoolDashboard } from '../../../app/loaders';
import { pageTitles } from '../../../services/pages';
import { SchoolDashboard } from '../../../views/dashboard/SchoolDashboard';

export const Route = createFileRoute('/_alt/dashboard/school-management')({
  staticData: { title: pageTitles.schoolDashboard, crumbParent: '/dashboard' },
  loader: loadSchoolDashboard,
  component: SchoolDashboardPage,
});

function SchoolDashboardPage() {
  const data = Route.useLoaderData();
  const terms = useTerminology();
  return <SchoolDashboard data={data} terms={terms} />;
}
