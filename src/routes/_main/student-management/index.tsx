// /student-management: the student search (GET /student/search). The filters and the sort are the URL's search params
// (validated by studentSearchOf), so a reload, Back or a shared link shows the same list; each change is written back
// to the URL, which searches again (an abandoned search is cancelled). students.xlsx downloads with the same filters.
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { spreadsheetDownloadMachine } from '../../../machines/spreadsheetDownload.machine';
import { useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { spreadsheetFiles } from '../../../shared/downloads.calls';
import { noFilterOptions } from '../../../shared/filterOptions.calls';
import { studentSearch } from '../../../features/students/studentSearch.calls';
import { studentSearchOf, studentSearchRules, type StudentFilterOptions, type StudentSearch } from '../../../features/students/studentSearch.form';
import { DownloadButton } from '../../../shared/DownloadButton';
import { StudentSearchView } from '../../../features/students/StudentSearchView';
import { started, useSettled } from '../../../app/useSettled';
import { afterFirstPage } from '../../../app/firstPageInSlices';
import { gatedLoader, useReload, type LoaderArgs } from '../-academic';
import { routeSearch } from '../../-search';

const studentManagement = getRouteApi('/_main/student-management');
const noStudentFilterOptions: StudentFilterOptions = { ...noFilterOptions, classes: [] };

const validateSearch = routeSearch(studentSearchOf);

export const Route = createFileRoute('/_main/student-management/')({
  staticData: { title: pageTitles.studentManagement },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadStudents),
  component: StudentSearchPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
// The search is started, not awaited, once the page is on screen: it shows its header and filters while the results
// are on their way.
async function loadStudents(signal: AbortSignal, { deps }: LoaderArgs & { deps: StudentSearch }) {
  return { found: started(afterFirstPage(() => studentSearch.searchShown(deps, 'name', signal))) };
}

function StudentSearchPage() {
  const { value: found, pending } = useSettled(Route.useLoaderData()?.found ?? null);
  const lists = studentManagement.useLoaderData();
  const { value: options } = useSettled(lists?.options ?? null);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const terms = useTerminology();
  const reload = useReload();
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  const download = useActorRef(spreadsheetDownloadMachine, { input: { fileName: spreadsheetFiles.students } });
  if (!lists) return null;
  // Each change applies to the address's latest search, not the one this render shows: two filters chosen while the
  // first search still loads both stay.
  const show = (change: (latest: StudentSearch) => StudentSearch) => void navigate({ to: '/student-management', search: change, replace: true });
  return (
    <StudentSearchView
      title={pageTitles.studentManagement}
      search={search}
      options={options ?? noStudentFilterOptions}
      terms={terms}
      onFilterChange={(key, value) => show((latest) => studentSearchRules.withFilter(latest, key, value))}
      onClearFilters={() => show(studentSearchRules.withoutFilters)}
      actions={
        <DownloadButton
          actor={download}
          matches={found?.list ?? undefined}
          onDownload={(limit) => download.send({ type: 'download.requested', read: studentSearch.download(search, limit) })}
        />
      }
      list={found?.list ?? null}
      error={found?.error ?? null}
      isLoading={isLoading || pending}
      onRetry={reload}
      sort={studentSearchRules.sortDescriptorOf(search)}
      onSortChange={(sort) => show((latest) => studentSearchRules.withSort(latest, sort))}
      hrefOf={(id) => `/student-management/${id}`}
    />
  );
}
