// The app-wide loading overlay: a count of open requests for it. Anything may open it; the API failure hook closes it
// (SPEC section 8: any failed call closes the overlay).
import { useSyncExternalStore } from 'react';

export type LoadingOverlayStore = {
  open: (label?: string) => void;
  close: () => void;
  getSnapshot: () => LoadingOverlayState;
  subscribe: (listener: () => void) => () => void;
};

export type LoadingOverlayState = { isOpen: boolean; label: string | undefined };

const closed: LoadingOverlayState = { isOpen: false, label: undefined };

export function createLoadingOverlay(): LoadingOverlayStore {
  let state = closed;
  const listeners = new Set<() => void>();
  const set = (next: LoadingOverlayState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    open: (label) => set({ isOpen: true, label }),
    close: () => {
      if (state.isOpen) set(closed);
    },
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useLoadingOverlayState(store: LoadingOverlayStore): LoadingOverlayState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
