// The root of every page the router shows: React Aria links go through the router, and the page has the app's chrome
// around it (src/app/frame.tsx: the notification toasts and the offline banner of SPEC section 2). When the session ends
// (sign-out, a revoked or expired refresh token) the user is taken to /login.
import { Outlet, useRouter, useRouterState, type NavigateOptions } from '@tanstack/react-router';
import { useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useAppServices, useTerminology } from '../services/AppServices';
import { notFoundPageText } from '../lib/messages';
import { focusHeadingAfterNavigation } from './focusOnNavigation';
import { documentTitle, PageChrome } from './frame';
import { loginHrefFor } from './signInTarget';
import { titleText } from '../services/routeMeta';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: Omit<NavigateOptions, 'to' | 'href' | 'from' | 'params' | 'search' | 'hash'>;
  }
}

/** Client-side navigation for every React Aria link, menu item and breadcrumb, through the TanStack router. */
export function AriaRouting({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  return (
    <AriaRouterProvider
      navigate={(href, options) => router.navigate({ ...options, href })}
      useHref={(href) => router.history.createHref(href)}
    >
      {children}
    </AriaRouterProvider>
  );
}

/** Sends the user to /login when the session ends while they are in the app. */
function useSignOutRedirect() {
  const { session } = useAppServices();
  const router = useRouter();
  useEffect(() => {
    let wasIn = session.getSnapshot().matches('signedIn') || session.getSnapshot().matches('signingOut');
    const subscription = session.subscribe((snapshot) => {
      const isIn = snapshot.matches('signedIn') || snapshot.matches('signingOut');
      // The logout page makes its own way out (to /login, or to the password reset).
      if (wasIn && snapshot.matches('signedOut') && router.state.location.pathname !== '/logout') {
        // Asked to sign out: plain /login. Ended by the server: come back here after signing in again.
        const href = snapshot.context.reason ? loginHrefFor(router.state.location.href) : '/login';
        void router.navigate({ href, replace: true });
      }
      wasIn = isIn;
    });
    return () => subscription.unsubscribe();
  }, [session, router]);
}

/** The document title follows the deepest route that has one. */
function useDocumentTitle() {
  const terms = useTerminology();
  const title = useRouterState({
    select: (state) => {
      if (state.matches.some((match) => match.status === 'notFound' || match._notFound)) return notFoundPageText;
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const text = titleText(state.matches[i]?.staticData.title, terms);
        if (text) return text;
      }
      return undefined;
    },
  });
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** After a move to another page, focus starts at its heading (see focusOnNavigation). */
function useFocusHeadingAfterNavigation() {
  const router = useRouter();
  useEffect(() => focusHeadingAfterNavigation(router, document), [router]);
}

export function Root() {
  const services = useAppServices();
  useSignOutRedirect();
  useDocumentTitle();
  useFocusHeadingAfterNavigation();
  return (
    <AriaRouting>
      <PageChrome services={services}>
        <Outlet />
      </PageChrome>
    </AriaRouting>
  );
}
