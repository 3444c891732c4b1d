// The whole app: the locale, the app-wide actors, the router and the loading overlay. The overlay sits outside the
// router so that it can show while the first page loads, before any route has rendered. The actors and the router are
// made before the first render (src/app/start.tsx), each in a task of its own.
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from 'react-aria-components';
import { AppOverlay } from '../views/shell/AppOverlay';
import { AppServices, type AppServicesValue } from '../services/AppServices';
import type { AppRouter } from './router';
import { appLocale } from '../lib/locale';

export function App({ services, router }: { services: AppServicesValue; router: AppRouter }) {
  return (
    <I18nProvider locale={appLocale}>
      <AppServices services={services}>
        <RouterProvider router={router} />
        <AppOverlay overlay={services.overlay} />
      </AppServices>
    </I18nProvider>
  );
}
