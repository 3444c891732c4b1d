// /configuration/records: the records behind a forecast or data-quality number, its filters the URL's search params
// (recordsSearchOf) with the table's sort, so a reload or a shared link shows the same list; each kind downloads as its
// spreadsheet with the same filters and order.
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { spreadsheetDownloadMachine } from '../../../machines/spreadsheetDownload.machine';
import { useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { spreadsheetFiles } from '../../../shared/downloads.calls';
import { DownloadButton } from '../../../shared/DownloadButton';
import { configuration } from '../../../features/configuration/configuration.calls';
import { recordsTitleOf } from '../../../features/configuration/configuration.form';
import { recordsList, recordsSearchOf, type RecordsSearch } from '../../../features/configuration/records.search';
import { RecordsView, type RecordsFound } from '../../../features/configuration/RecordsView';
import { gatedLoader, useReload, type LoaderArgs } from '../-academic';
import { routeSearch } from '../../-search';

const validateSearch = routeSearch(recordsSearchOf);

export const Route = createFileRoute('/_main/configuration/records')({
  staticData: { title: pageTitles.records, crumbParent: '/configuration' },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadRecords),
  component: RecordsPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
async function loadRecords(signal: AbortSignal, { deps }: LoaderArgs & { deps: RecordsSearch }): Promise<RecordsFound & { error: string | null }> {
  const kind = deps.kind ?? 'staff';
  if (kind === 'students') return { kind, ...(await configuration.studentsBehind(deps, signal)) };
  if (kind === 'schools') return { kind, ...(await configuration.schoolsBehind(deps, signal)) };
  return { kind, ...(await configuration.staffBehind(deps, signal)) };
}

function RecordsPage() {
  const found = Route.useLoaderData();
  // Each kind of list has its own download (its file name is the download machine's input).
  return found ? <RecordsOf key={found.kind} found={found} /> : null;
}

const sheets = { staff: configuration.staffSheet, students: configuration.studentSheet, schools: configuration.schoolSheet };

function RecordsOf({ found }: { found: RecordsFound & { error: string | null } }) {
  const search = Route.useSearch();
  const terms = useTerminology();
  const reload = useReload();
  const navigate = Route.useNavigate();
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  const download = useActorRef(spreadsheetDownloadMachine, { input: { fileName: spreadsheetFiles[found.kind] } });
  const matches = found.list ? { total: found.list.total, moreThanTotal: 'moreThanTotal' in found.list ? found.list.moreThanTotal : undefined } : undefined;
  return (
    <RecordsView
      title={recordsTitleOf(search, terms)}
      found={found}
      terms={terms}
      back={search.retirement ? { href: '/configuration', label: 'Back to the retirement forecast' } : { href: '/configuration/data-quality', label: 'Back to data quality' }}
      actions={<DownloadButton actor={download} matches={matches} onDownload={(limit) => download.send({ type: 'download.requested', read: sheets[found.kind](search, limit) })} />}
      sort={recordsList.sortDescriptorOf(search)}
      onSortChange={(sort) => void navigate({ search: recordsList.withSort(search, sort) })}
      error={found.error}
      isLoading={isLoading}
      onRetry={reload}
    />
  );
}
