// The whole app: the app-wide actors and the router (src/app/frame.tsx puts the locale and the loading overlay around
// it). The actors and the router are made before the first render (src/app/start.tsx), each in a task of its own.
import { RouterProvider } from '@tanstack/react-router';
import type { AppServicesValue } from '../services/AppServices';
import { AppProviders } from './frame';
import type { AppRouter } from './router';

export function App({ services, router }: { services: AppServicesValue; router: AppRouter }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
