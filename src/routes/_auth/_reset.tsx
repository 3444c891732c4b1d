// The two pages of the password reset (/forgot-password, /password/update-password-otp/) under one pathless layout,
// which holds the password reset actor they share. Being a route of its own, it loads with them: the sign-in page
// does not download the reset machine or its form rules.
import { createFileRoute, Outlet, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod/mini';
import { useAppServices } from '../../services/AppServices';
import { PasswordResetFlow } from '../../features/auth/PasswordResetFlow';

export const Route = createFileRoute('/_auth/_reset')({
  component: PasswordResetRoute,
});

/** The welcome email of a new staff member links to the code page with the address and the code's id. */
const linkedReset = z.object({ email: z.email(), resetCodeId: z.string().check(z.minLength(1), z.maxLength(100)) });

function PasswordResetRoute() {
  const { notifications, session } = useAppServices();
  const search = useSearch({ strict: false });
  // Read once, as the flow starts: a later change of the address is the flow's own doing.
  const [linked] = useState(() => {
    const parsed = linkedReset.safeParse(search);
    return parsed.success ? parsed.data : null;
  });
  return (
    <PasswordResetFlow notifications={notifications} session={session} linked={linked}>
      <Outlet />
    </PasswordResetFlow>
  );
}
