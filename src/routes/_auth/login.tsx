// /login: after signing in, back where the user was going (?redirect=, same site only), else the home of SPEC
// section 4 (/super-admin for a super-admin, / for everyone else). A first visit to /login shows the same page before
// the router has arrived (src/app/SignInApp.tsx); this route is the page once the router is there (after a sign-out).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAppServices } from '../../services/AppServices';
import { useLeaveOnSignIn } from '../../app/signInTarget';
import { LoginView, loginPageTitle } from '../../features/auth/LoginView';
import { routeSearch } from '../-search';

/** `redirect`: where the visitor was going when the guard sent them here. */
type LoginSearch = { redirect?: string };

// A plain check rather than a schema: zod would join the first visit's download for one optional string.
const validateSearch = routeSearch(
  (search: Record<string, unknown>): LoginSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
);

export const Route = createFileRoute('/_auth/login')({
  validateSearch,
  staticData: { title: loginPageTitle },
  component: LoginRoute,
});

function LoginRoute() {
  const { session } = useAppServices();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const leave = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]);
  useLeaveOnSignIn(session, redirect, leave);
  return <LoginView session={session} />;
}
