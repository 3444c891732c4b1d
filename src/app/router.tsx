// The app's router: file routes (src/routeTree.gen.ts) with the app-wide actors as context.
import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { ErrorPage, NotFoundPage } from '../features/error/ErrorPage';
import type { AppServicesValue } from '../services/AppServices';
import { showOverlayWhileLoading } from './navigationOverlay';
import { maySignedInBeRestored } from '../api/signedInHint';
import { forgetEarlyCalls } from '../api/earlyCalls';

export function createAppRouter(services: AppServicesValue) {
  const router = createRouter({
    routeTree,
    context: services,
    defaultPreload: 'intent',
    // Loaders read through the API on every visit; the views are fed fresh figures.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // SPEC section 2 names /password/update-password-otp/ with its slash; keep addresses as written.
    trailingSlash: 'preserve',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
  showOverlayWhileLoading(router, services.overlay);
  if (maySignedInBeRestored()) loadFirstPageCode(router);
  // What src/first-paint.js asked for on load is for the document's first page only.
  const stopWatching = router.subscribe('onResolved', () => {
    forgetEarlyCalls();
    stopWatching();
  });
  return router;
}

/**
 * Starts downloading the code of the page the app opens on (its layout's and its own chunks), alongside the session's
 * restore. The router would ask for it only once the guards have waited for the restore, one more round trip before
 * the page's loader can start. Only for a browser holding a sign-in: a visitor without one is sent to /login, whose
 * code is in the first download.
 */
function loadFirstPageCode(router: AnyRouter) {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId];
    if (route) void router.loadRouteChunk(route);
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
