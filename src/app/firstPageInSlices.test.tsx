// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { useFirstPageInSlices } from './firstPageInSlices';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A layout that records what the hook answered at each of its renders. */
function Layout({ renders }: { renders: boolean[] }) {
  const mayRender = useFirstPageInSlices();
  useEffect(() => {
    renders.push(mayRender);
  });
  return mayRender ? <main>page</main> : null;
}

it('renders the first page one commit late, in a transition, and later pages at once', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  const first: boolean[] = [];
  await act(async () => root.render(<Layout key="first" renders={first} />));
  expect(first).toEqual([false, true]);
  expect(container.textContent).toBe('page');

  const later: boolean[] = [];
  await act(async () => root.render(<Layout key="later" renders={later} />));
  expect(later).toEqual([true]);
  act(() => root.unmount());
});
