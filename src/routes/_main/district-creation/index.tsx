// /district-creation: the district creation form (POST /staff/register-district-admin-on-state-portal, 'District
// Created Successfully'), then the pending list, where the new district waits for a super-admin.
import { createFileRoute } from '@tanstack/react-router';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { districts } from '../../../resources/districts';
import { pageTitles } from '../../../services/pages';
import { DistrictCreationView } from '../../../views/districts/DistrictCreationView';
import { gatedLoader, useRedirect } from '../-academic';

export const Route = createFileRoute('/_main/district-creation/')({
  staticData: { title: pageTitles.districtCreation },
  loader: gatedLoader(loadPlaces),
  component: DistrictCreationPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk.
async function loadPlaces(signal: AbortSignal) {
  return districts.places({ signal });
}

function DistrictCreationPage() {
  const places = Route.useLoaderData();
  const create = useFormSubmission({ ...districts.createForm, busyLabel: 'Creating the district…', onDone: useRedirect() });
  return places && <DistrictCreationView create={create} places={places} />;
}
