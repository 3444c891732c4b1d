// The app-wide loading overlay (SPEC section 2) on the overlay store: whatever opens it, the API failure hook closes
// it (section 8).
import { useLoadingOverlayState, type LoadingOverlayStore } from '../../services/loadingOverlay';
import { LoadingOverlay } from '../../ui/LoadingOverlay';

export function AppOverlay({ overlay }: { overlay: LoadingOverlayStore }) {
  const { isOpen, label } = useLoadingOverlayState(overlay);
  return <LoadingOverlay isOpen={isOpen} label={label} />;
}
