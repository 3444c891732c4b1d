// When the browser has put the document's first content on screen. A frame's tasks having run is not enough: on a
// phone the frame is rastered and presented tens of milliseconds later, and a request sent in between (a page's list,
// a chunk fetched when drawn) shares the network with what that paint was waiting for. Paint Timing reports the first
// contentful paint once it is presented.

/** How long to wait, from the first ask, for a report that may never come (a document with nothing contentful in it). */
const longestWait = 500;

let presented: Promise<void> | null = null;

const contentPainted = () => performance.getEntriesByName('first-contentful-paint').length > 0;

/**
 * Settles once the document's first contentful paint is on screen: at once after that, in a hidden tab (which paints
 * nothing) and in a browser without Paint Timing; at the latest half a second after it was first asked.
 */
export function contentPresented(): Promise<void> {
  presented ??= new Promise<void>((resolve) => {
    const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    if (!reported || document.visibilityState === 'hidden' || contentPainted()) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (contentPainted()) done();
    });
    const timer = setTimeout(done, longestWait);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint' });
  });
  return presented;
}
