// The whole app: the locale, the app-wide actors and the router.
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { AppServices, getAppServices } from './AppServices';
import { createAppRouter } from './router';

export function App() {
  const [services] = useState(getAppServices);
  const [router] = useState(() => createAppRouter(services));
  return (
    <I18nProvider locale="en-NG">
      <AppServices services={services}>
        <RouterProvider router={router} />
      </AppServices>
    </I18nProvider>
  );
}
