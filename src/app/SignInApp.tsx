// The sign-in page of a first visit to /login, without the router (src/app/startSignIn.tsx starts it): the same page
// as the router's /login, in the same frame, with the app's actors. Leaving it (signing in, or following one of its
// links) is `openApp`'s work: the router takes over there.
import { useCallback, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { AppServicesValue } from '../services/AppServices';
import { LoginView, loginPageTitle } from '../features/auth/LoginView';
import { AuthLayout } from '../features/layout/AuthLayout';
import { useFirstPageInSlices } from './firstPageInSlices';
import { AppProviders, documentTitle, PageChrome } from './frame';
import { useLeaveOnSignIn } from './signInTarget';

/** Opens the app at `href` (a path of this site), in place of the sign-in page, as a new history entry or in its place. */
export type OpenApp = (href: string, options: { replace: boolean }) => void;

export type SignInAppProps = {
  services: AppServicesValue;
  /** The address's `redirect`: where the visitor was going when they were sent here. */
  redirect: string | undefined;
  /** Stable for the page's life. */
  openApp: OpenApp;
};

export function SignInApp({ services, redirect, openApp }: SignInAppProps) {
  // Like the router's auth layout: the first render is a transition (index.html's static page shows meanwhile).
  const mayRender = useFirstPageInSlices();
  const leave = useCallback((href: string) => openApp(href, { replace: true }), [openApp]);
  useLeaveOnSignIn(services.session, redirect, leave);
  useEffect(() => {
    document.title = documentTitle(loginPageTitle);
  }, []);
  return (
    <AppProviders services={services}>
      {/* The page's links ("Forgot password?", "Register your state") open the app at their page. */}
      <AriaRouterProvider navigate={(href) => openApp(href, { replace: false })}>
        <PageChrome services={services}>
          {mayRender && (
            <AuthLayout>
              <LoginView session={services.session} />
            </AuthLayout>
          )}
        </PageChrome>
      </AriaRouterProvider>
    </AppProviders>
  );
}
