// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { themeMachine, themeStorageKey } from './theme.machine';
import { describeEveryState, stateGraph, type StateExpectations } from '../testing/stateGraph';

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(themeMachine, {
  controlled: ['loadTheme'],
  events: {
    'theme.set': [
      { type: 'theme.set', theme: 'dark' },
      { type: 'theme.set', theme: 'light' },
    ],
    'xstate.done.actor.loadTheme': [
      { type: 'xstate.done.actor.loadTheme', output: 'dark' },
      { type: 'xstate.done.actor.loadTheme', output: null },
    ],
  },
});

const expectations: StateExpectations<typeof themeMachine> = {
  loading: ({ snapshot }) => {
    expect(snapshot.context.theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  },
  light: ({ snapshot }) => {
    expect(snapshot.context.theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  },
  dark: ({ snapshot }) => {
    expect(snapshot.context.theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  },
};

describeEveryState('theme machine', graph, expectations);

describe('theme machine: storage', () => {
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('is light by default and remembers only a choice the user made', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const actor = createActor(themeMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(setItem).not.toHaveBeenCalled();

    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().value).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
  });

  it('comes back as it was left', async () => {
    window.localStorage.setItem(themeStorageKey, 'dark');
    const actor = createActor(themeMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('dark');
    actor.send({ type: 'theme.set', theme: 'light' });
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light');
  });

  it('ignores anything else found in storage, and stores nothing but the theme', async () => {
    window.localStorage.setItem(themeStorageKey, 'purple');
    const actor = createActor(themeMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('light');
    actor.send({ type: 'theme.toggle' });
    expect(Object.keys(window.localStorage)).toEqual([themeStorageKey]);
  });
});
