// The document's first page is the largest render of a visit: the signed-in frame (top bar, staff search, menu) and
// the page in it, built at once when the router has restored the session and loaded the page. The router hands React
// that update through useSyncExternalStore, which React always renders in one go: on a mid-range phone, one task of
// 150 to 200 ms in which the page cannot answer a tap, all of it counted as blocking time. Rendered as a transition
// instead, the same work is done in slices of a few milliseconds with the browser free between them, and shown whole
// when done.
import { startTransition, useEffect, useState } from 'react';

/** Whether this document has shown its first page; later pages render at once. */
let firstPageShown = false;

/**
 * For a layout route: false on the first render of the document's first page, so that the layout renders nothing
 * yet, then true in a transition, which renders the layout and its page in slices. Always true on later pages: a
 * layout mounting on a move from another (the sign-in page to the dashboard) would otherwise blink empty.
 */
export function useFirstPageInSlices(): boolean {
  const [mayRender, setMayRender] = useState(firstPageShown);
  useEffect(() => {
    if (mayRender) return;
    firstPageShown = true;
    startTransition(() => setMayRender(true));
  }, [mayRender]);
  return mayRender;
}
