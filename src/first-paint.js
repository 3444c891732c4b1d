// Runs before the first paint: a plain script the build puts into index.html's <head> itself (vite.config.ts), so that
// the session's restore and the page's code are asked for without waiting for a file of its own; the server's
// Content-Security-Policy allows it by its hash.
const page = document.documentElement;

// The remembered theme, so a dark page never paints light first (the theme machine takes over once the app starts).
try {
  if (localStorage.getItem('portal.theme') === 'dark') page.dataset.theme = 'dark';
} catch {
  // Storage refused (privacy settings): the light theme.
}

// The files the build names in index.html's <meta> tags called so (see vite.config.ts), fetched now, as the app will ask
// for them (a module script, and a stylesheet link, both with crossorigin, or it asks again). The sign-in page calls
// it too (src/app/startSignIn.tsx).
function preloadFiles(files) {
  for (const file of files.filter(Boolean)) {
    const link = document.createElement('link');
    Object.assign(link, file.endsWith('.css') ? { rel: 'preload', as: 'style' } : { rel: 'modulepreload' }, { crossOrigin: '' });
    link.href = file;
    document.head.append(link);
  }
}
function preloadFilesNamed(...metaNames) {
  for (const name of metaNames) preloadFiles((document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '').split(' '));
}
window.portalPreloadFilesNamed = preloadFilesNamed;

// index.html's static sign-in page (#first-paint) shows on /login only, while the app's JavaScript is on its way. It
// goes once the app has put a page of its own in #root: not at the app's first render, which may hold only the
// loading overlay while the session is restored, so the sign-in page never blinks out in between.
// A browser holding a sign-in (the server's readable hint cookie, see src/api/signedInHint.ts) is about to leave
// /login for its home page, so it is not shown a sign-in form it cannot use. The app starts with the sign-in page
// alone when it is shown (src/main.tsx); on any other page it needs its start-up (the router) at once.
const maySignedInBeRestored = document.cookie.split(';').some((cookie) => cookie.trim() === 'portal_signed_in=1');
const onSignInPage = /^\/login\/?$/.test(location.pathname);
const onHomePage = /^\/(dashboard\/?)?$/.test(location.pathname);
if (onSignInPage && !maySignedInBeRestored) page.dataset.firstPaint = 'login';
else if (!maySignedInBeRestored) preloadFilesNamed('portal-app-files');

/**
 * The page's own files, asked for at once: index.html's portal-route-files maps each page's path to them (see
 * vite.config.ts), dynamic segments spelt as the router does ($id); a static path is preferred to a dynamic one that
 * matches too. Without it, the app asks for them itself once the router has matched the address.
 */
function preloadThisPagesFiles() {
  let pages = {};
  try {
    pages = JSON.parse(document.getElementById('portal-route-files')?.textContent ?? '{}');
  } catch {
    // No map: the router asks.
  }
  const dynamicSegments = (pagePath) => pagePath.split('$').length - 1;
  const matches = (pagePath) => new RegExp(`^${pagePath.replace(/\$[^/]+/g, '[^/]+')}/?$`).test(location.pathname);
  const [pagePath] = Object.keys(pages).filter(matches).sort((a, b) => dynamicSegments(a) - dynamicSegments(b));
  if (pagePath) preloadFiles(pages[pagePath]);
}

// A browser holding a sign-in starts restoring it now, instead of once the app's JavaScript has arrived and run (on a
// slow phone, more than a second later): the session machine takes this answer as its restore on load
// (src/api/earlyCalls.ts). The same call the app would make, under the same Web Lock (refreshLockName in
// src/api/middleware/refresh.ts), so that two tabs reloading together never present the same refresh cookie.
if (maySignedInBeRestored) {
  // The code is asked for once the restore has been sent, so that over HTTP/1.1 (six connections) the restore, which
  // everything on the page waits for, does not queue behind a dozen files; or a moment on, should another tab hold
  // the lock. The app's start-up, then the page's own files (the home page's are named in index.html), then the
  // signed-in frame's.
  let codeAsked = false;
  const askForCode = () => {
    if (codeAsked) return;
    codeAsked = true;
    preloadFilesNamed('portal-app-files');
    if (onHomePage) preloadFilesNamed('portal-home-page-files');
    else if (!onSignInPage) preloadThisPagesFiles();
    preloadFilesNamed('portal-signed-in-files');
  };
  setTimeout(askForCode, 50);
  const restore = () => {
    const sent = fetch('/api/token/refresh-token', { method: 'POST', credentials: 'same-origin' });
    askForCode();
    return sent;
  };
  const answer = navigator.locks ? navigator.locks.request('portal.token-refresh', restore) : restore();
  // Offline, the call fails: the app's restore reports it; until then the failure is not an unhandled rejection.
  answer.catch(() => {});
  window.portalRestoreOnLoad = answer;
  // The page's own read too, with the restore's token: on its way while the app's JavaScript arrives, instead of after
  // it has run and restored. The page's loader takes it (src/api/earlyCalls.ts): the home page's figures (/ or
  // /dashboard), a staff member's or a student's record.
  const record = /^\/(staff|student)-management\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(location.pathname);
  const recordReads = { staff: '/api/staff/view-staff/', student: '/api/student/view-by-id/' };
  const pageReadPath = onHomePage ? '/api/dashboard/general' : record ? `${recordReads[record[1].toLowerCase()]}${record[2]}` : null;
  if (pageReadPath) {
    const read = answer
      .then((response) => (response.ok ? response.clone().json() : Promise.reject(new Error('Not restored'))))
      .then(({ authorizationToken }) => fetch(pageReadPath, { headers: { authorization: `Bearer ${authorizationToken}` }, credentials: 'same-origin' }));
    read.catch(() => {});
    window.portalPageReadOnLoad = { path: pageReadPath, answer: read };
  }
}
const appHasAPage = () => document.querySelector('#root main, #root h1') !== null;
document.addEventListener('DOMContentLoaded', () => {
  const staticPage = document.getElementById('first-paint');
  // Not shown (any page but a first visit's /login): it goes at once, and nothing watches the app render.
  if (page.dataset.firstPaint !== 'login' || appHasAPage()) {
    staticPage?.remove();
    return;
  }
  new MutationObserver((_records, observer) => {
    if (!appHasAPage()) return;
    staticPage?.remove();
    observer.disconnect();
  }).observe(document.getElementById('root') ?? page, { childList: true, subtree: true });
});
