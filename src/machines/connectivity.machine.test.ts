// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { connectivityBanner, connectivityMachine, type ConnectivityEvent } from './connectivity.machine';
import { describeEveryState, stateGraph, type StateExpectations } from '../testing/stateGraph';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const quiet = fromCallback<ConnectivityEvent>(() => () => {});

const graph = stateGraph(connectivityMachine, { provide: { actors: { watchConnection: quiet } } });

const expectations: StateExpectations<typeof connectivityMachine> = {
  online: ({ snapshot }) => {
    expect(snapshot.hasTag('offline')).toBe(false);
    expect(connectivityBanner(snapshot)).toBeNull();
  },
  offline: ({ snapshot }) => {
    expect(snapshot.hasTag('offline')).toBe(true);
    expect(connectivityBanner(snapshot)).toBe('Looks like you lost your internet.');
  },
};

describeEveryState('connectivity machine', graph, expectations);

describe('connectivity machine: the browser', () => {
  it('follows the window online and offline events', () => {
    const actor = createActor(connectivityMachine).start();
    expect(actor.getSnapshot().value).toBe('online');
    window.dispatchEvent(new Event('offline'));
    expect(actor.getSnapshot().value).toBe('offline');
    window.dispatchEvent(new Event('online'));
    expect(actor.getSnapshot().value).toBe('online');
  });

  it('starts offline when the browser already is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const actor = createActor(connectivityMachine).start();
    expect(actor.getSnapshot().value).toBe('offline');
  });

  it('stops listening when stopped', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const actor = createActor(connectivityMachine).start();
    actor.stop();
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
    expect(remove).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
