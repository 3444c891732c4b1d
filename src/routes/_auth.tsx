// The signed-out pages (sign-in, registration, password reset) in the auth layout. A signed-in user is sent to
// /dashboard (guest guard).
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guestGuard } from '../app/guards';
import { useFirstPageInSlices } from '../app/firstPageInSlices';
import { AuthLayout } from '../features/layout/AuthLayout';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => guestGuard({ context }),
  component: AuthRoute,
});

function AuthRoute() {
  const mayRender = useFirstPageInSlices();
  if (!mayRender) return null;
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
