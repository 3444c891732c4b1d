// A read a route's loader starts and does not wait for, so the page shows its header and filters while the read is on
// its way (a 1,000-row search is most of a list page's wait on a slow network): the last answer, kept while the next
// read runs, and whether one is running. The answer is drawn in a transition: a thousand rows, or the filters offering
// every school, take long to render, and a transition's render is done in slices, so the page answers meanwhile.
import { startTransition, useEffect, useState } from 'react';

/** Marks a read as handled, so a read left behind (its page left, its signal aborted) is no unhandled rejection. */
export function started<T>(read: Promise<T>): Promise<T> {
  read.catch(() => {});
  return read;
}

/**
 * The read's answer once it has come. `failure` is the current read's error, for a page that cannot be shown without
 * the answer and throws it to its route's error page; an abandoned read (the search changed, the page was left) is
 * replaced by the next one and says nothing.
 */
export function useSettled<T>(read: Promise<T> | null): { value: T | undefined; pending: boolean; failure: unknown } {
  const [settled, setSettled] = useState<{ read: Promise<T>; value: T } | null>(null);
  const [failed, setFailed] = useState<{ read: Promise<T>; error: unknown } | null>(null);
  useEffect(() => {
    if (!read) return;
    let current = true;
    read.then(
      (value) => current && startTransition(() => setSettled({ read, value })),
      (error: unknown) => current && setFailed({ read, error }),
    );
    return () => {
      current = false;
    };
  }, [read]);
  return { value: settled?.value, pending: read !== null && settled?.read !== read, failure: failed?.read === read ? failed.error : undefined };
}
