// Where the sign-in page sends the user, and how it gets them there: the same rules whether the page was opened inside
// the router (src/routes/_auth/login.tsx) or before it (src/app/SignInApp.tsx). Nothing here imports the router, so the
// first visit's sign-in page does without it.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { homeFor, type SessionActor } from '../machines/session.machine';

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

/** Where to go after signing in: the `redirect` the guard kept, if it is a path here, else the user's home. */
export function afterSignInHref(staff: Parameters<typeof homeFor>[0], redirectParam: unknown): string {
  return safeRedirectTarget(redirectParam) ?? homeFor(staff);
}

/**
 * Once the session is signed in, calls `leave` (a stable function) with where the user goes next (afterSignInHref):
 * the sign-in page's way out.
 */
export function useLeaveOnSignIn(session: SessionActor, redirectParam: unknown, leave: (href: string) => void): void {
  const signedIn = useSelector(session, (snapshot) => snapshot.matches('signedIn'));
  useEffect(() => {
    if (signedIn) leave(afterSignInHref(session.getSnapshot().context.staff, redirectParam));
  }, [signedIn, redirectParam, session, leave]);
}
