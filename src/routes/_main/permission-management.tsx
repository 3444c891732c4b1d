import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { PlaceholderPage } from '../../app/placeholder';

export const Route = createFileRoute('/_main/permission-management')({
  staticData: { title: pageTitles.permissionManagement },
  component: () => <PlaceholderPage title={pageTitles.permissionManagement} />,
});
