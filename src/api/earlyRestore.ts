// The session restore that public/first-paint.js starts before the app's JavaScript has arrived, when this browser
// holds a sign-in. The session machine takes its answer through the generated client (as the `fetch` of its
// /token/refresh-token call), so the middleware and the error handling are the same as for a call it sends itself.
import { portalBaseUrl } from './client';

declare global {
  interface Window {
    /** Set by public/first-paint.js: the answer to POST /api/token/refresh-token, asked for on load. */
    portalRestoreOnLoad?: Promise<Response>;
  }
}

/** The path first-paint.js asks; the app uses its answer only when that is where its own API is. */
export const earlyRestorePath = '/api/token/refresh-token';

/** The restore started on load, once: a later refresh (an expired token) must ask the server again. */
export function takeEarlyRestore(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answer = window.portalRestoreOnLoad;
  delete window.portalRestoreOnLoad;
  return `${portalBaseUrl}/token/refresh-token` === earlyRestorePath ? answer : undefined;
}
