import { Outlet, createFileRoute, useLocation } from '@tanstack/react-router';
import { useBreadcrumbs } from '../services/breadcrumbs';
import { authenticatedGuard } from '../app/guards';
import { useFirstPageInSlices } from '../app/firstPageInSlices';
import { useRoleAccessSwitch } from '../app/useRoleAccessSwitch';
import { MainLayout } from '../features/layout/MainLayout';

export const Route = createFileRoute('/_main')({
  beforeLoad: authenticatedGuard,
  component: MainLayoutRoute,
});

function MainLayoutRoute() {
  const mayRender = useFirstPageInSlices();
  const pathname = useLocation({ select: (location) => location.pathname });
  const breadcrumbs = useBreadcrumbs();
  const roleAccessSwitch = useRoleAccessSwitch();
  if (!mayRender) return null;
  return (
    <MainLayout currentPath={pathname} breadcrumbs={breadcrumbs} roleAccessSwitch={roleAccessSwitch}>
      <Outlet />
    </MainLayout>
  );
}
