// /district-creation/verify-district: the state's districts, verified, pending or rejected (?status=…, verified when
// missing), each opening its page.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { districts } from '../../../../features/districts/districts.calls';
import { districtListSearchOf, type DistrictListSearch } from '../../../../features/districts/districtSearch.form';
import { DistrictListsView } from '../../../../features/districts/DistrictListsView';
import { gatedLoader, type LoaderArgs } from '../../-academic';
import { routeSearch } from '../../../-search';

const validateSearch = routeSearch(districtListSearchOf);

export const Route = createFileRoute('/_main/district-creation/verify-district/')({
  staticData: { title: (terms) => `Verify ${terms.district}s`, crumbParent: '/district-creation' },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadDistricts),
  component: VerifyDistrictPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk.
async function loadDistricts(signal: AbortSignal, { deps }: LoaderArgs & { deps: DistrictListSearch }) {
  return districts.list(deps.status, { signal });
}

function VerifyDistrictPage() {
  const list = Route.useLoaderData();
  const { status } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  if (!list) return null;
  return <DistrictListsView status={status} districts={list} onStatusChange={(next) => void navigate({ search: { status: next }, replace: true })} />;
}
