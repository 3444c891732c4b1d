// /dashboard/staff-management: the state's staff figures (GET /staff/state-staffs-statistics) and, below them, the
// staff themselves (GET /staff/search, newest first or sorted as the URL says), each row leading to the staff member.
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useTerminology } from '../../../services/AppServices';
import { loadStaffDashboard } from '../../../app/loaders';
import { pageTitles } from '../../../services/pages';
import { staffSearch } from '../../../features/staff/staffSearch.calls';
import { sortDescriptorOf, staffSearchOf, withSort, type StaffSearch } from '../../../features/staff/staffSearch.form';
import { StaffDashboard } from '../../../features/dashboard/StaffDashboard';
import { StaffResults } from '../../../features/staff/StaffResults';
import { gatedLoader, useReload, type LoaderArgs } from '../../_main/-academic';
import { routeSearch } from '../../-search';

/** Only the sort is the dashboard's: its list has no filters (the staff search has them). */
const sortOnly = (search: Record<string, unknown>) => {
  const { sortBy, sortDirection } = staffSearchOf(search);
  return { ...(sortBy && { sortBy }), ...(sortDirection && { sortDirection }) } as StaffSearch;
};

const validateSearch = routeSearch(sortOnly);

export const Route = createFileRoute('/_alt/dashboard/staff-management')({
  staticData: { title: pageTitles.staffDashboard, crumbParent: '/dashboard' },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async (args: LoaderArgs & { deps: StaffSearch }) => {
    const [figures, found] = await Promise.all([
      loadStaffDashboard(args),
      gatedLoader((signal, { deps }: LoaderArgs & { deps: StaffSearch }) => staffSearch.searchShown(deps, signal))(args),
    ]);
    return { figures, found };
  },
  component: StaffDashboardPage,
});

function StaffDashboardPage() {
  const { figures, found } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const terms = useTerminology();
  const reload = useReload();
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  return (
    <StaffDashboard data={figures} terms={terms}>
      {found && (
        <section aria-labelledby="dashboard-staff" className="Dashboard-staff">
          <h2 id="dashboard-staff">Staff</h2>
          <StaffResults
            aria-labelledby="dashboard-staff"
            list={found.list}
            error={found.error}
            isLoading={isLoading}
            onRetry={reload}
            terms={terms}
            sort={sortDescriptorOf(search)}
            onSortChange={(sort) => void navigate({ search: withSort(search, sort), replace: true })}
            hrefOf={(id) => `/staff-management/${id}`}
          />
        </section>
      )}
    </StaffDashboard>
  );
}
