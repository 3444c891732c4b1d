import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../services/pages';
import { PlaceholderPage } from '../../../app/placeholder';

export const Route = createFileRoute('/_main/grading/')({
  staticData: { title: pageTitles.grading },
  component: () => <PlaceholderPage title={pageTitles.grading} />,
});
