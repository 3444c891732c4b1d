import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { PlaceholderPage } from '../../app/placeholder';

export const Route = createFileRoute('/_main/district-creation')({
  staticData: { title: pageTitles.districtCreation },
  component: () => <PlaceholderPage title={pageTitles.districtCreation} />,
});
