// Long renders drawn a part at a time, each part after the last has painted: a form's lower groups, a section below the
// first screen, a library's picture. A render of a transition is done in slices, but its commit is one task, and on a
// phone a commit of a few dozen fields with date pickers and selects holds the page for a few hundred milliseconds in
// which it answers no tap; drawn in parts, it is as many shorter tasks, and what is on the first screen shows first.
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
