// Whether the browser is online (SPEC section 2: the offline banner 'Looks like you lost your internet.'). The
// watcher reports navigator.onLine when it starts and then every window online/offline event.
import { fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { offlineBanner } from '../lib/messages';

export type ConnectivityEvent = { type: 'connectivity.online' } | { type: 'connectivity.offline' };

export const connectivityMachine = setup({
  types: {
    events: {} as ConnectivityEvent,
    tags: {} as 'offline',
  },
  actors: {
    watchConnection: fromCallback<ConnectivityEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'connectivity.online' });
      const offline = () => sendBack({ type: 'connectivity.offline' });
      if (typeof navigator !== 'undefined' && !navigator.onLine) offline();
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    }),
  },
}).createMachine({
  id: 'connectivity',
  invoke: { id: 'watchConnection', src: 'watchConnection' },
  initial: 'online',
  states: {
    online: {
      on: { 'connectivity.offline': 'offline' },
    },
    offline: {
      tags: 'offline',
      on: { 'connectivity.online': 'online' },
    },
  },
});

export type ConnectivityActor = ActorRefFrom<typeof connectivityMachine>;
export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;

/** The banner to show, or null while online. */
export function connectivityBanner(snapshot: ConnectivitySnapshot): string | null {
  return snapshot.hasTag('offline') ? offlineBanner : null;
}
