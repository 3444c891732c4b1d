// The app's start-up after its entry (src/main.tsx): the app-wide actors, then the router and the first render, each
// in a task of its own that the browser can answer a tap between. Or, after the first visit's sign-in page
// (src/app/startSignIn.tsx), the router in its place.
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { nextTask } from '../lib/nextTask';
import { getAppServices, type AppServicesValue } from '../services/AppServices';
import { App } from './App';
import { focusPageHeading } from './focusOnNavigation';
import { createAppRouter, type AppRouter } from './router';

const render = (root: Root, services: AppServicesValue, router: AppRouter) =>
  root.render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );

export async function startApp(root: HTMLElement): Promise<void> {
  const services = getAppServices();
  await nextTask();
  const router = createAppRouter(services);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
  // in one long task. The static sign-in page of index.html is on screen meanwhile.
  startTransition(() => render(createRoot(root), services, router));
}

/**
 * Opens the app at `href` in place of the first visit's sign-in page (rendered in `root`), as a move from that page: a
 * new history entry (or in its place), the page's code, guards and data loaded while the sign-in page stays on
 * screen, and focus on the new page's heading.
 */
export async function openAppFromSignIn(
  root: Root,
  services: AppServicesValue,
  href: string,
  { replace }: { replace: boolean },
): Promise<void> {
  const router = createAppRouter(services);
  if (replace) router.history.replace(href);
  else router.history.push(href);
  await router.load();
  const arrived = router.subscribe('onRendered', () => {
    arrived();
    focusPageHeading(document);
  });
  render(root, services, router);
}
