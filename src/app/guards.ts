// Route guards for `beforeLoad` (SPEC section 2, DESIGN section 4). Both wait until the session actor has settled
// from `restoring` (the page-load refresh), so a signed-in user reloading a deep link is not sent to /login.
import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isSettled, isSignedIn, type SessionActor, type SessionSnapshot } from '../machines/session.machine';
import { loginHrefFor } from './signInTarget';

/** The part of a route's `beforeLoad` argument the guards read. */
export type GuardArgs = {
  context: { session: SessionActor };
  location: { href: string };
};

/** The session snapshot once it has left `restoring`. */
export function settledSession(session: SessionActor): Promise<SessionSnapshot> {
  const now = session.getSnapshot();
  if (isSettled(now)) return Promise.resolve(now);
  return waitFor(session, isSettled);
}

/** Authenticated routes: no signed-in user → /login?redirect=<where they were going>. */
export async function authenticatedGuard({ context, location }: GuardArgs): Promise<void> {
  const snapshot = await settledSession(context.session);
  if (!isSignedIn(snapshot)) throw redirect({ href: loginHrefFor(location.href), replace: true });
}

/** Guest routes (sign-in, registration, password reset): a signed-in user → /dashboard. */
export async function guestGuard({ context }: Pick<GuardArgs, 'context'>): Promise<void> {
  const snapshot = await settledSession(context.session);
  if (isSignedIn(snapshot)) throw redirect({ href: '/dashboard', replace: true });
}

/** Super-admin pages: anyone else goes to their home. Runs after the authenticated guard of the layout. */
export async function superAdminGuard({ context }: Pick<GuardArgs, 'context'>): Promise<void> {
  const snapshot = await settledSession(context.session);
  if (!snapshot.context.staff?.isSuperAdmin) throw redirect({ href: '/', replace: true });
}
