// The loading overlay shows while a page's data takes longer than a moment to arrive, the first page's included:
// quicker loads show nothing, so nothing flickers. Listening from the router's creation on catches the first load,
// which starts before any component could subscribe.
import type { AnyRouter } from '@tanstack/react-router';
import { navigationOverlayDelayMs } from '../lib/constants';
import type { LoadingOverlayStore } from '../services/loadingOverlay';

/** For the router's whole life (it lives as long as the app). */
export function showOverlayWhileLoading(router: AnyRouter, overlay: LoadingOverlayStore): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    overlay.close();
  };
  router.subscribe('onBeforeLoad', () => {
    settle();
    timer = setTimeout(() => overlay.open('Loading…'), navigationOverlayDelayMs);
  });
  router.subscribe('onResolved', settle);
}
