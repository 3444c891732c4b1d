import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../services/pages';
import { PlaceholderPage } from '../../../app/placeholder';

export const Route = createFileRoute('/_alt/dashboard/permission-management')({
  staticData: { title: pageTitles.permissionDashboard, crumbParent: '/dashboard' },
  component: () => <PlaceholderPage title={pageTitles.permissionDashboard} />,
});
