// The app's router: file routes (src/routeTree.gen.ts) with the app-wide actors as context.
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { ErrorPage, NotFoundPage } from '../views/error/ErrorPage';
import type { AppServicesValue } from '../services/AppServices';
import { showOverlayWhileLoading } from './navigationOverlay';

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
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
