// /student-management and the student pages under it: what they choose from (districts, schools, classes, the places
// of the enums, and a super-admin's states) is read once on entering, not again on each change of the search. The read
// is started, not awaited: the search shows its header, filters and results while the lists are on their way.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { studentSearch } from '../../features/students/studentSearch.calls';
import { started } from '../../app/useSettled';
import { afterFirstPage } from '../../app/firstPageInSlices';
import { gatedLoader, type LoaderArgs } from './-academic';

export const Route = createFileRoute('/_main/student-management')({
  staticData: { title: pageTitles.studentManagement },
  shouldReload: ({ cause }) => cause !== 'stay',
  loader: gatedLoader(loadStudentOptions),
  component: Outlet,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
async function loadStudentOptions(signal: AbortSignal, { context }: LoaderArgs) {
  const read = () => studentSearch.filterOptions({ isSuperAdmin: context.session.getSnapshot().context.staff?.isSuperAdmin ?? false }, { signal });
  // Read once the page is on screen: the search offers them in its filters when they come, and a record's page and the
  // create page show their forms with them.
  return { options: started(afterFirstPage(read)) };
}
