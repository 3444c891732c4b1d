// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { afterFirstPage, useFirstPageInSlices } from './firstPageInSlices';

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

/** The next frame and the task after it: when what the frame painted is on screen. */
const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

it('renders the first page one commit late, in a transition, and later pages at once; a deferred read starts once the first page is painted', async () => {
  const container = document.createElement('div');
  const root = createRoot(container);
  const first: boolean[] = [];
  const read = vi.fn(async () => 'answer');
  const answer = afterFirstPage(read);
  await act(async () => root.render(<Layout key="first" renders={first} />));
  expect(first).toEqual([false, true]);
  expect(container.textContent).toBe('page');
  expect(read).not.toHaveBeenCalled();
  await afterNextFrame();
  await expect(answer).resolves.toBe('answer');
  expect(read).toHaveBeenCalledOnce();

  const later: boolean[] = [];
  await act(async () => root.render(<Layout key="later" renders={later} />));
  expect(later).toEqual([true]);
  await expect(afterFirstPage(async () => 'at once')).resolves.toBe('at once');
  act(() => root.unmount());
});
