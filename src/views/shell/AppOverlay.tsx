// The app-wide loading overlay (SPEC section 2); the API failure hook closes it (section 8). The overlay's modal code
// is not needed to show the sign-in page, so it loads just after the first paint (or at once if asked to open first).
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLoadingOverlayState, type LoadingOverlayStore } from '../../app/loadingOverlay';

const loadOverlay = () => import('../../ui/LoadingOverlay').then((m) => ({ default: m.LoadingOverlay }));
// Offline when the chunk is due, the import fails: wait for the connection to return and try again, rather than
// failing the whole page.
const LoadingOverlay = lazy(() =>
  loadOverlay().catch(() => new Promise<Awaited<ReturnType<typeof loadOverlay>>>((resolve, reject) => {
    window.addEventListener('online', () => loadOverlay().then(resolve, reject), { once: true });
  })),
);

/** How long after the first render the overlay mounts (closed), ready with its live region. */
const mountAfterMs = 1000;

export function AppOverlay({ overlay }: { overlay: LoadingOverlayStore }) {
  const { isOpen, label } = useLoadingOverlayState(overlay);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), mountAfterMs);
    return () => clearTimeout(timer);
  }, []);
  if (!ready && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlay isOpen={isOpen} label={label} />
    </Suspense>
  );
}
