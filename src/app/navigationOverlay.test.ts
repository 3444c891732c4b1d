import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { navigationOverlayDelayMs } from '../lib/constants';
import { createLoadingOverlay } from '../services/loadingOverlay';
import { showOverlayWhileLoading } from './navigationOverlay';

/** A router reduced to its events: `emit` plays one. */
function fakeRouter() {
  const listeners = new Map<string, (() => void)[]>();
  const router = {
    subscribe: (type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
      return () => {};
    },
  } as unknown as AnyRouter;
  const emit = (type: 'onBeforeLoad' | 'onResolved') => listeners.get(type)?.forEach((listener) => listener());
  return { router, emit };
}

function setUp() {
  const { router, emit } = fakeRouter();
  const overlay = createLoadingOverlay();
  showOverlayWhileLoading(router, overlay);
  return { emit, isOpen: () => overlay.getSnapshot().isOpen, label: () => overlay.getSnapshot().label };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loading overlay while a page loads', () => {
  it('stays closed for a load quicker than the delay', () => {
    const { emit, isOpen } = setUp();
    emit('onBeforeLoad');
    vi.advanceTimersByTime(navigationOverlayDelayMs - 1);
    emit('onResolved');
    vi.advanceTimersByTime(navigationOverlayDelayMs);
    expect(isOpen()).toBe(false);
  });

  it("opens with 'Loading…' once the load outlasts the delay, and closes when the page is ready", () => {
    const { emit, isOpen, label } = setUp();
    emit('onBeforeLoad');
    vi.advanceTimersByTime(navigationOverlayDelayMs);
    expect(isOpen()).toBe(true);
    expect(label()).toBe('Loading…');
    emit('onResolved');
    expect(isOpen()).toBe(false);
  });

  it('counts the delay from the latest of two loads that follow each other', () => {
    const { emit, isOpen } = setUp();
    emit('onBeforeLoad');
    vi.advanceTimersByTime(navigationOverlayDelayMs - 100);
    emit('onBeforeLoad');
    vi.advanceTimersByTime(navigationOverlayDelayMs - 100);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(isOpen()).toBe(true);
  });
});
