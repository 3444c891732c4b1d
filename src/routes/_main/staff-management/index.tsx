// /staff-management: the staff search (GET /staff/search). The filters and the sort are the URL's search params
// (validated by staffSearchOf), so a reload, Back or a shared link shows the same list; each change is written back to
// the URL, which searches again (an abandoned search is cancelled). staffs.xlsx downloads with the same filters.
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { spreadsheetDownloadMachine } from '../../../machines/spreadsheetDownload.machine';
import { useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { spreadsheetFiles } from '../../../shared/downloads.calls';
import { noFilterOptions } from '../../../shared/filterOptions.calls';
import { staffSearch } from '../../../features/staff/staffSearch.calls';
import { staffSearchOf, sortDescriptorOf, withFilter, withoutFilters, withSort, type StaffSearch } from '../../../features/staff/staffSearch.form';
import { DownloadButton } from '../../../shared/DownloadButton';
import { StaffSearchView } from '../../../features/staff/StaffSearchView';
import { started, useSettled } from '../../../app/useSettled';
import { afterFirstPage } from '../../../app/firstPageInSlices';
import { gatedLoader, useReload, type LoaderArgs } from '../-academic';
import { routeSearch } from '../../-search';

const staffManagement = getRouteApi('/_main/staff-management');

const validateSearch = routeSearch(staffSearchOf);

export const Route = createFileRoute('/_main/staff-management/')({
  staticData: { title: pageTitles.staffManagement },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadStaff),
  component: StaffSearchPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
// The search is started, not awaited, once the page is on screen: it shows its header and filters while the results
// are on their way.
async function loadStaff(signal: AbortSignal, { deps }: LoaderArgs & { deps: StaffSearch }) {
  return { found: started(afterFirstPage(() => staffSearch.searchShown(deps, signal))) };
}

function StaffSearchPage() {
  const { value: found, pending } = useSettled(Route.useLoaderData()?.found ?? null);
  const lists = staffManagement.useLoaderData();
  const { value: options } = useSettled(lists?.options ?? null);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const terms = useTerminology();
  const reload = useReload();
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  const download = useActorRef(spreadsheetDownloadMachine, { input: { fileName: spreadsheetFiles.staff } });
  if (!lists) return null;
  // Each change applies to the address's latest search, not the one this render shows: two filters chosen while the
  // first search still loads both stay.
  const show = (change: (latest: StaffSearch) => StaffSearch) => void navigate({ to: '/staff-management', search: change, replace: true });
  return (
    <StaffSearchView
      title={pageTitles.staffManagement}
      search={search}
      options={options ?? noFilterOptions}
      terms={terms}
      onFilterChange={(key, value) => show((latest) => withFilter(latest, key, value))}
      onClearFilters={() => show(withoutFilters)}
      actions={
        <DownloadButton
          actor={download}
          matches={found?.list ?? undefined}
          onDownload={(limit) => download.send({ type: 'download.requested', read: staffSearch.download(search, limit) })}
        />
      }
      list={found?.list ?? null}
      error={found?.error ?? null}
      isLoading={isLoading || pending}
      onRetry={reload}
      sort={sortDescriptorOf(search)}
      onSortChange={(sort) => show((latest) => withSort(latest, sort))}
      hrefOf={(id) => `/staff-management/${id}`}
    />
  );
}
