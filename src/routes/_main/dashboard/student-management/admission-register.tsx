// /dashboard/student-management/admission-register: the state's students in order of admission (GET /student/search
// with order=admission: admission date, then admission number), or sorted by a column as the URL says.
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { useTerminology } from '../../../../services/AppServices';
import { pageTitles } from '../../../../services/pages';
import { studentSearch } from '../../../../features/students/studentSearch.calls';
import { registerSearchOf, studentSearchRules, type StudentSearch } from '../../../../features/students/studentSearch.form';
import { AdmissionRegisterView } from '../../../../features/students/AdmissionRegisterView';
import { gatedLoader, useReload, type LoaderArgs } from '../../-academic';
import { routeSearch } from '../../../-search';

const validateSearch = routeSearch(registerSearchOf);

export const Route = createFileRoute('/_main/dashboard/student-management/admission-register')({
  staticData: { title: pageTitles.admissionRegister, crumbParent: '/dashboard/student-management' },
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: gatedLoader(loadAdmissionRegister),
  component: AdmissionRegisterPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
function loadAdmissionRegister(signal: AbortSignal, { deps }: LoaderArgs & { deps: StudentSearch }) {
  return studentSearch.searchShown(deps, 'admission', signal);
}

function AdmissionRegisterPage() {
  const found = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const terms = useTerminology();
  const reload = useReload();
  const isLoading = useRouterState({ select: (state) => state.isLoading });
  if (!found) return null;
  return (
    <AdmissionRegisterView
      title={pageTitles.admissionRegister}
      list={found.list}
      error={found.error}
      isLoading={isLoading}
      onRetry={reload}
      terms={terms}
      sort={studentSearchRules.sortDescriptorOf(search)}
      onSortChange={(sort) => void navigate({ search: studentSearchRules.withSort(search, sort), replace: true })}
      hrefOf={(id) => `/student-management/${id}`}
    />
  );
}
