// The app-wide actors, created once and shared through context (and the router's context): who is signed in, the
// notification queue, whether the browser is online, the colour theme and the drawer clock. The API clients are
// connected to them here, so a 451 refreshes through the session and a failed call shows a notification.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createActor, type Actor } from 'xstate';
import { connectApi } from '../api/bridge';
import { clockMachine } from '../machines/clock.machine';
import { connectivityMachine } from '../machines/connectivity.machine';
import { forwardNotifications, notificationsMachine } from '../machines/notifications.machine';
import { sessionApiHooks, sessionMachine, type Staff } from '../machines/session.machine';
import { themeMachine } from '../machines/theme.machine';
import { createNotificationHistory, forgetOnSignOut, type NotificationHistory } from './notificationHistory';
import { createLoadingOverlay, type LoadingOverlayStore } from './loadingOverlay';
import { effectiveTerminology, type Terminology } from './terminology';

export type AppServicesValue = {
  session: Actor<typeof sessionMachine>;
  notifications: Actor<typeof notificationsMachine>;
  connectivity: Actor<typeof connectivityMachine>;
  theme: Actor<typeof themeMachine>;
  clock: Actor<typeof clockMachine>;
  /** The blocking overlay; the API failure hook closes it. */
  overlay: LoadingOverlayStore;
  /** What the notifications actor has shown lately (the bell's list). */
  notificationHistory: NotificationHistory;
};

/** Creates (but does not start) the app's actors. Stories and tests pass `provide`d machines through `machines`. */
export function createAppServices(
  machines: {
    session?: typeof sessionMachine;
    notifications?: typeof notificationsMachine;
    connectivity?: typeof connectivityMachine;
    theme?: typeof themeMachine;
    clock?: typeof clockMachine;
  } = {},
): AppServicesValue {
  return {
    session: createActor(machines.session ?? sessionMachine),
    notifications: createActor(machines.notifications ?? notificationsMachine),
    connectivity: createActor(machines.connectivity ?? connectivityMachine),
    theme: createActor(machines.theme ?? themeMachine),
    clock: createActor(machines.clock ?? clockMachine),
    overlay: createLoadingOverlay(),
    // Kept for the tab, so a reload does not empty the bell.
    notificationHistory: createNotificationHistory([], { storage: sessionStorage }),
  };
}

/**
 * Starts the actors and wires them: session notifications go to the notification queue, and the API clients get the
 * session's token hooks and the failure hooks. Returns a function that undoes it all.
 */
export function startAppServices(services: AppServicesValue, options: { connect?: boolean } = {}): () => void {
  const { session, notifications, connectivity, theme, clock, overlay, notificationHistory } = services;
  notifications.start();
  const stopHistory = notificationHistory.record(notifications);
  const stopForgetting = forgetOnSignOut(notificationHistory, session);
  const forwarding = forwardNotifications(session, notifications);
  const disconnect =
    options.connect === false
      ? () => {}
      : connectApi({
          ...sessionApiHooks(session),
          notifyFailure: (message) => notifications.send({ type: 'notifications.show', message, tone: 'error' }),
          closeOverlay: () => overlay.close(),
        });
  theme.start();
  connectivity.start();
  clock.start();
  session.start();
  return () => {
    disconnect();
    stopHistory();
    stopForgetting();
    forwarding.unsubscribe();
    session.stop();
    clock.stop();
    connectivity.stop();
    theme.stop();
    notifications.stop();
  };
}

const AppServicesContext = createContext<AppServicesValue | null>(null);

/** Provides already-started services (stories and the app's root both use it). */
export function AppServicesProvider({ services, children }: { services: AppServicesValue; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

let appServices: AppServicesValue | null = null;

/** The app's own services: created and started on first use, for the page's lifetime (not per render or mount). */
export function getAppServices(): AppServicesValue {
  if (!appServices) {
    appServices = createAppServices();
    startAppServices(appServices);
  }
  return appServices;
}

/** Provides the app-wide actors (the app's own, created once, unless `services` is given). */
export function AppServices({ children, services }: { children: ReactNode; services?: AppServicesValue }) {
  const [value] = useState(() => services ?? getAppServices());
  return <AppServicesProvider services={value}>{children}</AppServicesProvider>;
}

export function useAppServices(): AppServicesValue {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServices> or <AppServicesProvider>');
  return services;
}

/** The signed-in staff member, or null. */
export function useStaff(): Staff | null {
  const { session } = useAppServices();
  return useSelector(session, (snapshot) => snapshot.context.staff);
}

/** The state's effective terms (stateValue when set, else the default), following every terminology update. */
export function useTerminology(): Terminology {
  const staff = useStaff();
  const terms = staff?.stateDetails.stateTerminologies;
  return useMemo(() => effectiveTerminology(terms ? { stateTerminologies: terms } : null), [terms]);
}

/** The drawer clock's time, as the clock machine last ticked it. */
export function useClockNow(): Date {
  const { clock } = useAppServices();
  const now = useSelector(clock, (snapshot) => snapshot.context.now);
  return useMemo(() => new Date(now), [now]);
}

/** Whether the dark theme is on, and a way to change it. */
export function useThemeMode(): [isDark: boolean, setDark: (dark: boolean) => void] {
  const { theme } = useAppServices();
  const isDark = useSelector(theme, (snapshot) => snapshot.context.theme === 'dark');
  return [isDark, (dark: boolean) => theme.send({ type: 'theme.set', theme: dark ? 'dark' : 'light' })];
}
