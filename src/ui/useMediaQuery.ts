import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** Phones held upright: the width below which the layout and the list pages' filters fold up. */
export const narrowScreen = '(max-width: 39.99rem)';

/**
 * What answers media queries below it, in place of the window: a story shows a phone's layout in a wider test window
 * with it. None (the default): the window's `matchMedia`.
 */
export const MediaQueryAnswers = createContext<((query: string) => boolean) | null>(null);

/**
 * Whether a media query matches, kept in step with it (a window resized, a phone turned). False where there is no
 * `matchMedia` (jsdom).
 */
export function useMediaQuery(query: string): boolean {
  const answers = useContext(MediaQueryAnswers);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  return answers ? answers(query) : matches;
}
