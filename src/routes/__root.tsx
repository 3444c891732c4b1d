import { createRootRouteWithContext } from '@tanstack/react-router';
import { Root } from '../app/Root';
import type { RouterContext } from '../app/routerContext';
import { ErrorPage, NotFoundPage } from '../features/error/ErrorPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
