// The app's router: file routes (src/routeTree.gen.ts) with the app-wide actors as context.
import { createRouter, type AnyRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { ErrorPage, NotFoundPage } from '../features/error/ErrorPage';
import type { AppServicesValue } from '../services/AppServices';
import { showOverlayWhileLoading } from './navigationOverlay';
import { firstLoadOver } from './PagePending';
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
    // On the document's first load, a page with a pending component (src/app/PagePending.tsx: its heading) shows it
    // in the frame at once, while the page's code and data are on their way. Later moves keep the page on screen,
    // under the loading overlay, until the next one is ready: see the first resolve below.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
  // A first page that shows its heading while it loads is not hidden behind the loading overlay meanwhile.
  showOverlayWhileLoading(router, services.overlay, { quietFirstLoad: showsItsHeadingWhileLoading(router) });
  if (maySignedInBeRestored()) loadFirstPageCode(router);
  // What public/first-paint.js asked for on load, and the heading shown before the page is ready, are for the
  // document's first page only.
  const stopWatching = router.subscribe('onResolved', () => {
    forgetEarlyCalls();
    router.update({ ...router.options, defaultPendingMs: Infinity });
    firstLoadOver();
    stopWatching();
  });
  return router;
}

/** Whether the page the app opens on has a pending component (src/app/PagePending.tsx). */
function showsItsHeadingWhileLoading(router: AnyRouter): boolean {
  return router.matchRoutes(router.latestLocation).some((match) => router.routesById[match.routeId]?.options.pendingComponent !== undefined);
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
