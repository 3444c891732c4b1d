import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../services/pages';
import { PlaceholderPage } from '../../../app/placeholder';

export const Route = createFileRoute('/_main/grading/configure-grades')({
  staticData: { title: pageTitles.configureGrades, crumbParent: '/grading' },
  component: () => <PlaceholderPage title={pageTitles.configureGrades} />,
});
