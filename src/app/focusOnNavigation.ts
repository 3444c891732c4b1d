// After a move to another page, keyboard and screen-reader users start at the new page's main heading, as they would
// on a fresh page load, instead of wherever the browser left focus (<body>, once the element that had it is gone).
import type { AnyRouter } from '@tanstack/react-router';

/** Where focus goes on arrival: the page's h1, or its main landmark when it has none. */
export function focusPageHeading(document: Document): void {
  const main = document.querySelector('main');
  if (!main) return;
  // A page that put focus somewhere on purpose (the sign-in page's identifier box) keeps it there.
  if (main.contains(document.activeElement)) return;
  const target = main.querySelector('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Moves focus to the page heading after every navigation to another path, once the new page has rendered. Not on the
 * first load (the browser starts at the top of the document), nor when only the search or hash changes (a search box
 * that updates the address keeps its focus). Returns the unsubscribe function.
 */
export function focusHeadingAfterNavigation(router: AnyRouter, document: Document): () => void {
  return router.subscribe('onRendered', (event) => {
    if (!event.fromLocation || !event.pathChanged) return;
    focusPageHeading(document);
  });
}
