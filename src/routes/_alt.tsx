import { Outlet, createFileRoute, useLocation } from '@tanstack/react-router';
import { useBreadcrumbs } from '../services/breadcrumbs';
import { authenticatedGuard } from '../app/guards';
import { useFirstPageInSlices } from '../app/firstPageInSlices';
import { useRoleAccessSwitch } from '../app/useRoleAccessSwitch';
import { AlternateLayout } from '../features/layout/MainLayout';

// The alternate layout (SPEC section 2): /, /dashboard and its sub-dashboards, /dashboard/profile, /logout.
export const Route = createFileRoute('/_alt')({
  beforeLoad: authenticatedGuard,
  component: AlternateLayoutRoute,
});

function AlternateLayoutRoute() {
  const mayRender = useFirstPageInSlices();
  const pathname = useLocation({ select: (location) => location.pathname });
  const breadcrumbs = useBreadcrumbs();
  const roleAccessSwitch = useRoleAccessSwitch();
  if (!mayRender) return null;
  return (
    <AlternateLayout currentPath={pathname} breadcrumbs={breadcrumbs} roleAccessSwitch={roleAccessSwitch} ungated={pathname === '/logout'}>
      <Outlet />
    </AlternateLayout>
  );
}
