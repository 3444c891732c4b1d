// The entry's start-up on a first visit to /login, where src/first-paint.js has painted index.html's static sign-in
// page: the app-wide actors and the sign-in page (SignInApp), without the router and the route tree, which a first
// visit then does without (a fifth of its download). They come when the visitor leaves the page, by signing in or by
// one of its links (openAppFromSignIn in src/app/start.tsx), and start down as soon as the visitor starts using the
// page.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from '../lib/nextTask';
import { getAppServices } from '../services/AppServices';
import { overlayWhileWaiting } from './navigationOverlay';
import { SignInApp, type OpenApp } from './SignInApp';

declare global {
  interface Window {
    /** Set by src/first-paint.js: fetches the files index.html names in the <meta> tags called so (see vite.config.ts). */
    portalPreloadFilesNamed?: (...metaNames: string[]) => void;
  }
}

/** What leaving the sign-in page needs, fetched once its visitor starts using it: the app's start-up and the signed-in frame. */
function fetchTheAppOnFirstUse(root: HTMLElement): void {
  const events = ['keydown', 'pointerover', 'pointerdown'] as const;
  const fetchTheApp = () => {
    for (const event of events) root.removeEventListener(event, fetchTheApp);
    window.portalPreloadFilesNamed?.('portal-app-files', 'portal-signed-in-files');
  };
  for (const event of events) root.addEventListener(event, fetchTheApp);
}

export async function startSignIn(root: HTMLElement): Promise<void> {
  const services = getAppServices();
  await nextTask();
  const reactRoot = createRoot(root);
  let opening = false;
  const openApp: OpenApp = (href, options) => {
    // Once: a sign-in and a link followed at the same moment open the app once.
    if (opening) return;
    opening = true;
    const endWait = overlayWhileWaiting(services.overlay);
    import('./start')
      .then(({ openAppFromSignIn }) => openAppFromSignIn(reactRoot, services, href, options))
      // The app's code did not arrive (offline, or a newer build has replaced these files): the browser goes there
      // itself, as it would follow a plain link.
      .catch(() => window.location.assign(href))
      .finally(endWait);
  };
  fetchTheAppOnFirstUse(root);
  const redirect = new URLSearchParams(window.location.search).get('redirect') ?? undefined;
  // As a transition, like the app's first render (src/app/start.tsx).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <SignInApp services={services} redirect={redirect} openApp={openApp} />
      </StrictMode>,
    ),
  );
}
