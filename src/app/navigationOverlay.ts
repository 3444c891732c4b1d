// The loading overlay shows while a page's data takes longer than a moment to arrive, the first page's included:
// quicker loads show nothing, so nothing flickers. Listening from the router's creation on catches the first load,
// which starts before any component could subscribe.
import type { AnyRouter } from '@tanstack/react-router';
import { navigationOverlayDelayMs } from '../lib/constants';
import type { LoadingOverlayStore } from '../services/loadingOverlay';

/** Opens the overlay once a wait has lasted longer than a moment; the function it returns ends the wait (and closes it). */
export function overlayWhileWaiting(overlay: LoadingOverlayStore): () => void {
  const timer = setTimeout(() => overlay.open('Loading…'), navigationOverlayDelayMs);
  return () => {
    clearTimeout(timer);
    overlay.close();
  };
}

/** For the router's whole life (it lives as long as the app). */
export function showOverlayWhileLoading(router: AnyRouter, overlay: LoadingOverlayStore): void {
  let endWait: (() => void) | undefined;
  const settle = () => {
    endWait?.();
    endWait = undefined;
  };
  router.subscribe('onBeforeLoad', () => {
    settle();
    endWait = overlayWhileWaiting(overlay);
  });
  router.subscribe('onResolved', settle);
}
