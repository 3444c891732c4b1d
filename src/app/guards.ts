// Route guards for `beforeLoad` (SPEC section 2, DESIGN section 4). Both wait until the session actor has settled
// from `restoring` (the page-load refresh), so a signed-in user reloading a deep link is not sent to /login.
import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { homeFor, isSettled, isSignedIn, type SessionActor, type SessionSnapshot } from '../machines/session.machine';

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

/** Where the sign-in page sends the user afterwards: only a path on this site, never another origin. */
export function safeRedirectTarget(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  if (target === '/login' || target.startsWith('/login?') || target === '/logout') return null;
  return target;
}

/** The /login address that comes back to `href` after signing in. */
export function loginHrefFor(href: string): string {
  const target = safeRedirectTarget(href);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
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

/** Where to go after signing in: the `redirect` the guard kept, if it is a path here, else the user's home. */
export function afterSignInHref(staff: Parameters<typeof homeFor>[0], redirectParam: unknown): string {
  return safeRedirectTarget(redirectParam) ?? homeFor(staff);
}
