// SPEC section 2: 'Looks like you lost your internet.' while the connectivity machine says offline.
import { useSelector } from '@xstate/react';
import { connectivityBanner, type ConnectivityActor } from '../../machines/connectivity.machine';
import { Banner } from '../../ui/Banner';
import './layout.css';

export function OfflineBanner({ connectivity }: { connectivity: Pick<ConnectivityActor, 'subscribe' | 'getSnapshot'> }) {
  const message = useSelector(connectivity as ConnectivityActor, connectivityBanner);
  // The alert region stays mounted so the message is announced when it appears.
  return (
    <div role="alert" className="Offline-region">
      {message && (
        <Banner tone="warning" role="none" className="Frame-offline">
          {message}
        </Banner>
      )}
    </div>
  );
}
