import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { PlaceholderPage } from '../../app/placeholder';

export const Route = createFileRoute('/_main/staff-management')({
  staticData: { title: pageTitles.staffManagement },
  component: () => <PlaceholderPage title={pageTitles.staffManagement} />,
});
