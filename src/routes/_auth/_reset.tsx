// The two pages of the password reset (/forgot-password, /password/update-password-otp/) under one pathless layout,
// which holds the password reset actor they share. Being a route of its own, it loads with them: the sign-in page
// does not download the reset machine or its form rules.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useAppServices } from '../../services/AppServices';
import { PasswordResetFlow } from '../../views/auth/PasswordResetFlow';

export const Route = createFileRoute('/_auth/_reset')({
  component: PasswordResetRoute,
});

function PasswordResetRoute() {
  const { notifications, session } = useAppServices();
  return (
    <PasswordResetFlow notifications={notifications} session={session}>
      <Outlet />
    </PasswordResetFlow>
  );
}
