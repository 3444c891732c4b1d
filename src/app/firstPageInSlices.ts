// The document's first page is the largest render of a visit: the signed-in frame (top bar, staff search, menu) and
// the page in it, built at once when the router has restored the session and loaded the page. The router hands React
// that update through useSyncExternalStore, which React always renders in one go: on a mid-range phone, one task of
// 150 to 200 ms in which the page cannot answer a tap, all of it counted as blocking time. Rendered as a transition
// instead, the same work is done in slices of a few milliseconds with the browser free between them, and shown whole
// when done.
import { startTransition, useEffect, useState } from 'react';
import { contentPresented } from '../lib/contentPresented';

/** Whether this document has shown its first page; later pages render at once. */
let firstPageShown = false;

let markFirstPagePainted = () => {};
/** Settles once the document's first page is on screen (at once on later pages). */
const firstPagePainted = new Promise<void>((resolve) => {
  markFirstPagePainted = resolve;
});

/**
 * A read a loader starts once the document's first page is on screen, not before: a list page's answer (a 1,000-row
 * search) arriving while that page is still being built is drawn in the same frames and holds its header and
 * filters back, and on a phone's network it would share the line with the page's own code. Later pages start it at
 * once.
 */
export function afterFirstPage<T>(read: () => Promise<T>): Promise<T> {
  return firstPagePainted.then(read);
}

/**
 * Marks the first page painted once the frame that draws it has run and the browser has presented it (at once in a
 * hidden tab, which draws no frames). The first page is the document's first content: the layouts draw nothing
 * before it.
 */
function markPaintedAfterNextFrame() {
  if (document.visibilityState === 'hidden') markFirstPagePainted();
  else requestAnimationFrame(() => setTimeout(() => void contentPresented().then(markFirstPagePainted)));
}

/**
 * For a layout route: false on the first render of the document's first page, so that the layout renders nothing
 * yet, then true in a transition, which renders the layout and its page in slices. Always true on later pages: a
 * layout mounting on a move from another (the sign-in page to the dashboard) would otherwise blink empty.
 */
export function useFirstPageInSlices(): boolean {
  const [mayRender, setMayRender] = useState(firstPageShown);
  useEffect(() => {
    if (mayRender) {
      markPaintedAfterNextFrame();
      return;
    }
    firstPageShown = true;
    startTransition(() => setMayRender(true));
  }, [mayRender]);
  return mayRender;
}
