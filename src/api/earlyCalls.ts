// The calls public/first-paint.js sends before the app's JavaScript has arrived, when this browser holds a sign-in:
// the session's restore, and on the home page its figures. The app takes their answers through its generated client
// (as the `fetch` of the same call), so the middleware and the error handling are the same as for a call it sends
// itself.
import { portalBaseUrl } from './client';

declare global {
  interface Window {
    /** Set by public/first-paint.js: the answer to POST /api/token/refresh-token, asked for on load. */
    portalRestoreOnLoad?: Promise<Response>;
    /** Set by public/first-paint.js on the home page (/ or /dashboard): the answer to GET /api/dashboard/general, with the restore's token. */
    portalHomeFiguresOnLoad?: Promise<Response>;
  }
}

/** The paths first-paint.js asks (it is a plain script and spells them out); the app uses an answer only when that is where its own API is. */
export const earlyRestorePath = '/api/token/refresh-token';
export const earlyHomeFiguresPath = '/api/dashboard/general';

type EarlyCall = 'portalRestoreOnLoad' | 'portalHomeFiguresOnLoad';

function take(call: EarlyCall, path: string, sentTo: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const answer = window[call];
  delete window[call];
  return `${portalBaseUrl}${path}` === sentTo ? answer : undefined;
}

/** The restore started on load, once: a later refresh (an expired token) must ask the server again. */
export const takeEarlyRestore = () => take('portalRestoreOnLoad', '/token/refresh-token', earlyRestorePath);

/** The home page's figures asked for on load, once: a later visit to the home page asks for fresh ones. */
export const takeEarlyHomeFigures = () => take('portalHomeFiguresOnLoad', '/dashboard/general', earlyHomeFiguresPath);

/**
 * Once the document's first page is shown, an answer it did not take is dropped: its page went elsewhere (a gated
 * account, a restore that failed), and a later visit, perhaps by someone who signed in after, must not be given it.
 */
export function forgetEarlyCalls(): void {
  delete window.portalRestoreOnLoad;
  delete window.portalHomeFiguresOnLoad;
}
