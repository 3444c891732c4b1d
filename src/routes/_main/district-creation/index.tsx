// /district-creation: the district creation form (POST /staff/register-district-admin-on-state-portal, 'District
// Created Successfully'), then the pending list, where the new district waits for a super-admin. The page is open to
// whoever may see the districts; the form only to whoever may also create one.
import { createFileRoute } from '@tanstack/react-router';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { afterFirstPage } from '../../../app/firstPageInSlices';
import { started, useSettled } from '../../../app/useSettled';
import { districts } from '../../../features/districts/districts.calls';
import { holdsPermission } from '../../../lib/permissions';
import { pageTitles } from '../../../services/pages';
import { DistrictCreationView } from '../../../features/districts/DistrictCreationView';
import { gatedLoader, useRedirect, type LoaderArgs } from '../-academic';

export const Route = createFileRoute('/_main/district-creation/')({
  staticData: { title: pageTitles.districtCreation },
  loader: gatedLoader(loadPlaces),
  component: DistrictCreationPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk.
// The places are started, not awaited, once the page is on screen: the page shows its header while they are on their
// way, the form when they come.
async function loadPlaces(signal: AbortSignal, { context }: LoaderArgs) {
  const caller = context.session.getSnapshot().context.staff;
  const mayCreate = caller !== null && holdsPermission(caller, 'district.create');
  return { places: mayCreate ? started(afterFirstPage(() => districts.places({ signal }))) : null };
}

function DistrictCreationPage() {
  const loaded = Route.useLoaderData();
  const create = useFormSubmission({ ...districts.createForm, busyLabel: 'Creating the district…', onDone: useRedirect() });
  // A failed read shows the route's error page, as it did when the page waited for the places.
  const { value: places, failure } = useSettled(loaded?.places ?? null);
  if (failure) throw failure;
  return loaded && <DistrictCreationView form={loaded.places && { create, places: places ?? null }} />;
}
