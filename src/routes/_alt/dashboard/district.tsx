import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../services/pages';
import { PlaceholderPage } from '../../../app/placeholder';

export const Route = createFileRoute('/_alt/dashboard/district')({
  staticData: { title: pageTitles.districtDashboard, crumbParent: '/dashboard' },
  component: () => <PlaceholderPage title={pageTitles.districtDashboard} />,
});
