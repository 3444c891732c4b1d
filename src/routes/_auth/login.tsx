// /login: after signing in, back where the user was going (?redirect=, same site only), else the home of SPEC
// section 4 (/super-admin for a super-admin, / for everyone else).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAppServices } from '../../services/AppServices';
import { safeRedirectTarget } from '../../app/guards';
import { homeFor } from '../../machines/session.machine';
import { LoginView } from '../../views/auth/LoginView';

/** `redirect`: where the visitor was going when the guard sent them here. */
type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/_auth/login')({
  // A plain check rather than a schema: zod would join the first visit's download for one optional string.
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  staticData: { title: 'Login' },
  component: LoginRoute,
});

function LoginRoute() {
  const { session } = useAppServices();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));

  useEffect(() => {
    if (!signedIn) return;
    const staff = session.getSnapshot().context.staff;
    void navigate({ href: safeRedirectTarget(redirect) ?? homeFor(staff), replace: true });
  }, [signedIn, redirect, session, navigate]);

  return <LoginView session={session} />;
}
