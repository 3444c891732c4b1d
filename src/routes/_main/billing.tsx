import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { PlaceholderPage } from '../../app/placeholder';

export const Route = createFileRoute('/_main/billing')({
  staticData: { title: pageTitles.billing },
  component: () => <PlaceholderPage title={pageTitles.billing} />,
});
