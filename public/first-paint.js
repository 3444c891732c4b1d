// Runs before the first paint (a plain script in <head>, not inline: the Content-Security-Policy allows scripts from
// this origin only).
const page = document.documentElement;

// The remembered theme, so a dark page never paints light first (the theme machine takes over once the app starts).
try {
  if (localStorage.getItem('portal.theme') === 'dark') page.dataset.theme = 'dark';
} catch {
  // Storage refused (privacy settings): the light theme.
}

// index.html's static sign-in page (#first-paint) shows on /login only, while the app's JavaScript is on its way. It
// goes once the app has put a page of its own in #root: not at the app's first render, which may hold only the
// loading overlay while the session is restored, so the sign-in page never blinks out in between.
// A browser holding a sign-in (the server's readable hint cookie, see src/api/signedInHint.ts) is about to leave
// /login for its home page, so it is not shown a sign-in form it cannot use.
const maySignedInBeRestored = document.cookie.split(';').some((cookie) => cookie.trim() === 'portal_signed_in=1');
if (/^\/login\/?$/.test(location.pathname) && !maySignedInBeRestored) page.dataset.firstPaint = 'login';
const appHasAPage = () => document.querySelector('#root main, #root h1') !== null;
document.addEventListener('DOMContentLoaded', () => {
  const staticPage = document.getElementById('first-paint');
  if (appHasAPage()) {
    staticPage?.remove();
    return;
  }
  new MutationObserver((_records, observer) => {
    if (!appHasAPage()) return;
    staticPage?.remove();
    observer.disconnect();
  }).observe(document.getElementById('root') ?? page, { childList: true, subtree: true });
});
