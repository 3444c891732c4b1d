import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { PlaceholderPage } from '../../app/placeholder';

export const Route = createFileRoute('/_main/configuration')({
  staticData: { title: pageTitles.configuration },
  component: () => <PlaceholderPage title={pageTitles.configuration} />,
});
