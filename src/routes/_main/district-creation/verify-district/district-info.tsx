// /district-creation/verify-district/district-info?id=…: an approved or rejected district's details. An id that names
// no district of the state is the 404 page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { districts } from '../../../../features/districts/districts.calls';
import { districtPageSearchOf } from '../../../../features/districts/districtSearch.form';
import { DistrictInfoView } from '../../../../features/districts/DistrictInfoView';
import { gatedLoader, readRecord, recordIdGuard, type LoaderArgs } from '../../-academic';
import { routeSearch } from '../../../-search';

const validateSearch = routeSearch(districtPageSearchOf);

export const Route = createFileRoute('/_main/district-creation/verify-district/district-info')({
  staticData: { title: (terms) => `${terms.district} Information`, crumbParent: '/district-creation/verify-district' },
  validateSearch,
  beforeLoad: ({ search }) => recordIdGuard({ params: search }),
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadDistrict),
  component: DistrictInfoPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk.
async function loadDistrict(signal: AbortSignal, { deps }: LoaderArgs & { deps: { id: string } }) {
  const district = await readRecord((call) => districts.view(deps.id, call), signal);
  // A pending district has its own page, the review.
  if (district.accountStatus === 'pending') throw notFound();
  return district;
}

function DistrictInfoPage() {
  const district = Route.useLoaderData();
  return district && <DistrictInfoView district={district} />;
}
