// /dashboard/school-management: the school dashboard's figures and the state's schools as cards, searched by category
// (and state, for a super-admin) kept in the URL (?category=…&state=…); 'Create School' (POST /school/add, 'School
// Created Successfully'); schools.xlsx downloads with the same filters.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { spreadsheetDownloadMachine } from '../../../../machines/spreadsheetDownload.machine';
import { pageTitles } from '../../../../services/pages';
import { useFormSubmission } from '../../../../app/useFormSubmission';
import { spreadsheetFiles } from '../../../../shared/downloads.calls';
import { schools } from '../../../../features/schools/schools.calls';
import { approvedDistricts } from '../../../../shared/filterOptions.calls';
import { schoolSearchOf, type SchoolSearch } from '../../../../features/schools/schoolSearch.form';
import { SchoolListView } from '../../../../features/schools/SchoolListView';
import { DownloadButton } from '../../../../shared/DownloadButton';
import { gatedLoader, useReload, type LoaderArgs } from '../../../_main/-academic';
import { routeSearch } from '../../../-search';

const validateSearch = routeSearch(schoolSearchOf);

export const Route = createFileRoute('/_alt/dashboard/school-management/')({
  staticData: { title: pageTitles.schoolManagement, crumbParent: '/dashboard' },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadSchools),
  component: SchoolManagementPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
async function loadSchools(signal: AbortSignal, { context, deps }: LoaderArgs & { deps: SchoolSearch }) {
  const isSuperAdmin = context.session.getSnapshot().context.staff?.isSuperAdmin ?? false;
  const call = { signal };
  const [found, categories, statistics, districts, states] = await Promise.all([
    schools.search(deps, call),
    schools.categories(call),
    // The figures are a part of the page: without them (no dashboard permission) the schools still show.
    schools.statistics(call).catch(() => null),
    approvedDistricts(call),
    isSuperAdmin ? schools.states(call) : Promise.resolve(null),
  ]);
  return { found, categories, statistics, districts, states };
}

function SchoolManagementPage() {
  const data = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const reload = useReload();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const create = useFormSubmission({
    ...schools.createForm,
    busyLabel: 'Creating the school…',
    onDone: () => {
      setCreateOpen(false);
      reload();
    },
  });
  const download = useActorRef(spreadsheetDownloadMachine, { input: { fileName: spreadsheetFiles.schools } });
  if (!data) return null;
  return (
    <SchoolListView
      actions={
        <DownloadButton
          actor={download}
          matches={data.found}
          onDownload={(limit) => download.send({ type: 'download.requested', read: schools.download(search, limit) })}
        />
      }
      schools={data.found.foundSchools}
      total={data.found.total}
      categories={data.categories}
      states={data.states}
      districts={data.districts}
      statistics={data.statistics}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
      create={create}
      isCreateOpen={isCreateOpen}
      onCreateOpenChange={setCreateOpen}
    />
  );
}
