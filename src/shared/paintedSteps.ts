// Long renders drawn a part at a time, each part after the last has painted. React Aria's table draws its rows in one
// synchronous render when its collection changes (the collection is an external store, which a transition does not
// split), and draws every row again when one is added: a table is best drawn whole, once, but two or three tables
// arriving together are one task of several hundred milliseconds on a phone, in which the page answers no tap. Drawn
// one after another, each after a paint, they are as many shorter tasks.
import { startTransition, useEffect, useState } from 'react';

/** Runs `then` once the next frame has painted (at once in a hidden tab, which paints none); returns its cancel. */
function afterNextPaint(then: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of `total` parts to draw: `first` at first, then `step` more after each paint, until all are drawn. The
 * count only grows, so a list read again is drawn at once up to where the last one was.
 */
export function usePaintedSteps(total: number, step: number, first = step): number {
  const [count, setCount] = useState(first);
  const more = count < total;
  useEffect(() => {
    if (!more) return;
    return afterNextPaint(() => startTransition(() => setCount((drawn) => drawn + step)));
  }, [more, count, step]);
  return Math.min(count, total);
}

/**
 * False until the frame after the first that painted the component: what depends on it is drawn after what is around
 * it has been seen (and, when it is code of its own, asked for only then).
 */
export function usePaintedOnce(): boolean {
  return usePaintedSteps(1, 1, 0) === 1;
}
