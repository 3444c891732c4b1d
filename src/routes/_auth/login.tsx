// /login: after signing in, back where the user was going (?redirect=, same site only), else the home of SPEC
// section 4 (/super-admin for a super-admin, / for everyone else).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { z } from 'zod';
import { useAppServices } from '../../app/AppServices';
import { safeRedirectTarget } from '../../app/guards';
import { homeFor } from '../../machines/session.machine';
import { LoginView } from '../../views/auth/LoginView';

const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/_auth/login')({
  validateSearch: searchSchema,
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
