// The calls src/first-paint.js sends before the app's JavaScript has arrived, when this browser holds a sign-in:
// the session's restore, and on some pages the page's own read, with the restore's token. The app takes their answers
// through its generated client (as the `fetch` of the same call), so the middleware and the error handling are the
// same as for a call it sends itself.
import { portalBaseUrl } from './client';

declare global {
  interface Window {
    /** Set by src/first-paint.js: the answer to POST /api/token/refresh-token, asked for on load. */
    portalRestoreOnLoad?: Promise<Response>;
    /** Set by src/first-paint.js on a page whose read it sends: that read's path (under /api) and its answer. */
    portalPageReadOnLoad?: { path: string; answer: Promise<Response> };
  }
}

/** The paths first-paint.js asks (it is a plain script and spells them out); the app uses an answer only when that is where its own API is. */
export const earlyRestorePath = '/api/token/refresh-token';

/** The restore started on load, once: a later refresh (an expired token) must ask the server again. */
export function takeEarlyRestore(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answer = window.portalRestoreOnLoad;
  delete window.portalRestoreOnLoad;
  return `${portalBaseUrl}/token/refresh-token` === earlyRestorePath ? answer : undefined;
}

/**
 * The page's read asked for on load, when it is the read at `path` (as the generated client spells it, without the
 * base: `/staff/view-staff/…`), once: a later visit asks the server for a fresh answer.
 */
export function takeEarlyPageRead(path: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const read = window.portalPageReadOnLoad;
  if (!read || read.path !== `${portalBaseUrl}${path}`) return undefined;
  delete window.portalPageReadOnLoad;
  return read.answer;
}

/**
 * Once the document's first page is shown, an answer it did not take is dropped: its page went elsewhere (a gated
 * account, a restore that failed), and a later visit, perhaps by someone who signed in after, must not be given it.
 */
export function forgetEarlyCalls(): void {
  delete window.portalRestoreOnLoad;
  delete window.portalPageReadOnLoad;
}
