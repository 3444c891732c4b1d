import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../app/pages';
import { PlaceholderPage } from '../../../app/placeholder';

export const Route = createFileRoute('/_main/grading/configure-grades')({
  staticData: { title: pageTitles.configureGrades, crumbParent: '/grading' },
  component: () => <PlaceholderPage title={pageTitles.configureGrades} />,
});
