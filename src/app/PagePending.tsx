// What a page shows while its code and data are on their way on the document's first load (its route's
// `pendingComponent`, with its introduction in `staticData.intro`): its heading and introduction, as the page itself
// draws them, in the frame. On a phone the page's heading is its largest paint, which would otherwise wait for the
// page's chunks, its first read and its whole first render.
import { useMatch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTerminology } from '../services/AppServices';
import { titleText } from '../services/routeMeta';
import { PageHeader } from '../shared/PageHeader';

/**
 * The longest a first load's data waits for the heading. The heading comes once the frame's chunk is in, which the
 * data needs anyway; this only bounds a load in which no heading was offered.
 */
const headingWaitMs = 1000;

let headingDrawn: () => void = () => {};
/** Settles once a pending heading has been drawn, or the document's first load is over. */
const headingFirst = new Promise<void>((resolve) => (headingDrawn = resolve));

/** The document's first load is over (the router's first resolve): later loads wait for no heading. */
export const firstLoadOver = () => headingDrawn();

/**
 * A loader for a page with a pending heading, whose data, on the document's first load, waits until the heading has
 * been drawn. Otherwise a quick read wins the race with the frame's first render, and the heading then waits for the
 * whole page to render; later loads do not wait.
 */
export function afterTheHeading<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    const data = await read(...args);
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([headingFirst, new Promise<void>((resolve) => (timer = setTimeout(resolve, headingWaitMs)))]);
    clearTimeout(timer);
    return data;
  };
}

export function PagePending() {
  const staticData = useMatch({ strict: false, select: (match) => match.staticData });
  const terms = useTerminology();
  const title = titleText(staticData.title, terms);
  const intro = titleText(staticData.intro, terms);
  const shown = Boolean(title && intro);
  // Once the heading is on screen (the frame after this commit), the page's data may go on.
  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(headingDrawn)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  if (!title || !intro) return null;
  return (
    <section aria-labelledby="page-title" aria-busy="true">
      <PageHeader title={title} intro={intro} />
    </section>
  );
}
