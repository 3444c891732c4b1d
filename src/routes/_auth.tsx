// The signed-out pages (sign-in, registration, password reset) in the auth layout. A signed-in user is sent to
// /dashboard (guest guard). The password reset actor lives here, above both of its pages.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useAppServices } from '../app/AppServices';
import { guestGuard } from '../app/guards';
import { PasswordResetFlow } from '../views/auth/PasswordResetFlow';
import { AuthLayout } from '../views/layout/AuthLayout';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => guestGuard({ context }),
  component: AuthRoute,
});

function AuthRoute() {
  const { notifications, session } = useAppServices();
  return (
    <AuthLayout>
      <PasswordResetFlow notifications={notifications} session={session}>
        <Outlet />
      </PasswordResetFlow>
    </AuthLayout>
  );
}
