// What surrounds every page, whether the router shows it (App and Root) or the first visit's sign-in page does without
// the router (SignInApp): the locale, the app-wide actors and the loading overlay above the page; the offline banner
// and the notification toasts beside it (SPEC section 2). Nothing here imports the router.
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { appLocale } from '../lib/locale';
import { AppServices, type AppServicesValue } from '../services/AppServices';
import { AppOverlay } from '../features/layout/AppOverlay';
import { NotificationToasts } from '../features/layout/NotificationToasts';
import { OfflineBanner } from '../features/layout/OfflineBanner';

/** The locale and the app-wide actors for everything inside, and the loading overlay (outside any page, so it can show before one has rendered). */
export function AppProviders({ services, children }: { services: AppServicesValue; children: ReactNode }) {
  return (
    <I18nProvider locale={appLocale}>
      <AppServices services={services}>
        {children}
        <AppOverlay overlay={services.overlay} />
      </AppServices>
    </I18nProvider>
  );
}

/** A page with the offline banner above it and the notification toasts after it. */
export function PageChrome({ services, children }: { services: AppServicesValue; children: ReactNode }) {
  return (
    <>
      <OfflineBanner connectivity={services.connectivity} />
      {children}
      <NotificationToasts notifications={services.notifications} />
    </>
  );
}

/** The document title for a page's title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · State Education Portal` : 'State Education Portal';
}
