import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { PlaceholderPage } from '../../app/placeholder';

export const Route = createFileRoute('/_main/student-management')({
  staticData: { title: pageTitles.studentManagement },
  component: () => <PlaceholderPage title={pageTitles.studentManagement} />,
});
