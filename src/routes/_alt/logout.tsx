import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useAppServices } from '../../services/AppServices';
import { pageTitles } from '../../services/pages';
import { LogoutView } from '../../features/layout/LogoutView';
import { routeSearch } from '../-search';

/** `next`: where to go once signed out instead of /login (the set-a-new-password link of a ResetPassword account). */
type LogoutSearch = { next?: '/forgot-password' };

const validateSearch = routeSearch(
  (search: Record<string, unknown>): LogoutSearch => (search.next === '/forgot-password' ? { next: '/forgot-password' } : {}),
);

export const Route = createFileRoute('/_alt/logout')({
  staticData: { title: pageTitles.logout },
  validateSearch,
  component: LogoutPage,
});

function LogoutPage() {
  const { session } = useAppServices();
  const { next } = Route.useSearch();
  const navigate = useNavigate();
  const signedOut = useSelector(session, (s) => s.matches('signedOut'));

  useEffect(() => {
    if (session.getSnapshot().matches('signedIn')) session.send({ type: 'session.signOut' });
  }, [session]);

  useEffect(() => {
    if (signedOut) void navigate({ href: next ?? '/login', replace: true });
  }, [signedOut, next, navigate]);

  return <LogoutView session={session} />;
}
