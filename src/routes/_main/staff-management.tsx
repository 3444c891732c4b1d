// /staff-management and the staff member's page under it: what both choose from (districts, schools, the places of the
// enums, and a super-admin's states) is read once on entering, not again on each change of the search.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../services/pages';
import { staff } from '../../resources/staff';
import { gatedLoader, type LoaderArgs } from './-academic';

export const Route = createFileRoute('/_main/staff-management')({
  staticData: { title: pageTitles.staffManagement },
  shouldReload: ({ cause }) => cause !== 'stay',
  loader: gatedLoader((signal, { context }: LoaderArgs) =>
    staff.filterOptions({ isSuperAdmin: context.session.getSnapshot().context.staff?.isSuperAdmin ?? false }, { signal }),
  ),
  component: Outlet,
});
