// The whole app: the locale, the app-wide actors, the router and the loading overlay. The overlay sits outside the
// router so that it can show while the first page loads, before any route has rendered.
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { AppOverlay } from '../views/shell/AppOverlay';
import { AppServices, getAppServices } from '../services/AppServices';
import { createAppRouter } from './router';
import { appLocale } from '../lib/locale';

export function App() {
  const [services] = useState(getAppServices);
  const [router] = useState(() => createAppRouter(services));
  return (
    <I18nProvider locale={appLocale}>
      <AppServices services={services}>
        <RouterProvider router={router} />
        <AppOverlay overlay={services.overlay} />
      </AppServices>
    </I18nProvider>
  );
}
