// Story support for the app's views: the app-wide actors (real machines, with their calls and browser effects
// replaced) and a memory router, so a view renders as it does in the app without a server or a real address bar.
import type { Decorator } from '@storybook/react-vite';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { AppServicesProvider, startAppServices, type AppServicesValue } from '../src/services/AppServices';
import { createLoadingOverlay } from '../src/services/loadingOverlay';
import { createNotificationHistory, type PastNotification } from '../src/services/notificationHistory';
import { AriaRouting } from '../src/app/Root';
import { clockMachine } from '../src/machines/clock.machine';
import { connectivityMachine } from '../src/machines/connectivity.machine';
import { notificationsMachine } from '../src/machines/notifications.machine';
import { sessionMachine, type LoginResponse, type Staff } from '../src/machines/session.machine';
import { themeMachine, type Theme } from '../src/machines/theme.machine';
import { staffHoldingFixture } from '../src/testing/fixtures';

/** A fixed moment for the clock: Tuesday 12 May 2026, 9:05:07 in the morning, Lagos time. */
export const storyNow = new Date('2026-05-12T08:05:07.000Z').getTime();

export type StoryServicesOptions = {
  /** The signed-in staff member (a Lagos state admin by default); null for nobody signed in. */
  staff?: Staff | null;
  connectivity?: 'online' | 'offline';
  /** The theme the theme machine settles in; 'loading' leaves it loading. It never touches the document. */
  theme?: Theme | 'loading';
  /** What the bell lists. */
  recentNotifications?: PastNotification[];
  /** Keep the clock still at `storyNow` (default) or let it tick. */
  clock?: 'still' | 'ticking';
};

/** The app's actors in the states asked for, started, with nothing calling a server or changing the page's theme. */
export async function storyServices(options: StoryServicesOptions = {}): Promise<AppServicesValue> {
  const staff = options.staff === undefined ? staffHoldingFixture() : options.staff;
  const theme = options.theme ?? 'light';
  const offline = options.connectivity === 'offline';
  const session = sessionMachine.provide({
    actors: {
      refreshToken: fromPromise<LoginResponse>(() => new Promise<LoginResponse>(() => {})),
      logout: fromPromise<void>(async () => {}),
    },
  });
  const snapshot = staff
    ? session.resolveState({ value: { signedIn: 'active' }, context: { accessToken: 'story-token', staff, error: null, reason: null } })
    : session.resolveState({ value: { signedOut: 'idle' }, context: { accessToken: null, staff: null, error: null, reason: null } });
  const services: AppServicesValue = {
    session: createActor(session, { snapshot }),
    notifications: createActor(notificationsMachine),
    connectivity: createActor(
      connectivityMachine.provide({
        actors: {
          watchConnection: fromCallback(({ sendBack }) => {
            sendBack({ type: offline ? 'connectivity.offline' : 'connectivity.online' });
          }),
        },
      }),
    ),
    theme: createActor(
      themeMachine.provide({
        actors: {
          loadTheme: fromPromise<Theme | null>(() =>
            theme === 'loading' ? new Promise<Theme | null>(() => {}) : Promise.resolve<Theme | null>(theme),
          ),
        },
        // The story's own theme (the project's global) stays on the document.
        actions: { applyTheme: () => {}, rememberTheme: () => {} },
      }),
    ),
    clock:
      options.clock === 'ticking'
        ? createActor(clockMachine)
        : createActor(clockMachine, { snapshot: clockMachine.resolveState({ value: 'ticking', context: { now: storyNow } }) }),
    overlay: createLoadingOverlay(),
    notificationHistory: createNotificationHistory(options.recentNotifications ?? []),
  };
  startAppServices(services, { connect: false });
  if (theme !== 'loading') await waitFor(services.theme, (s) => s.matches(theme));
  await waitFor(services.connectivity, (s) => s.matches(offline ? 'offline' : 'online'));
  return services;
}

/** Provides `loaded.services` (from a `storyServices` loader) to the story. */
export const withServices: Decorator = (Story, { loaded }) => {
  const services = (loaded as { services?: AppServicesValue }).services;
  if (!services) throw new Error('withServices needs a loader that returns { services: await storyServices(...) }');
  return (
    <AppServicesProvider services={services}>
      <Story />
    </AppServicesProvider>
  );
};

const StorySlot = createContext<ReactNode>(null);

function RootSlot() {
  return <AriaRouting>{useContext(StorySlot)}</AriaRouting>;
}

/** A router on a memory history at `path`: links in the story navigate in memory, never away from the story. */
export async function storyRouter(path = '/'): Promise<AnyRouter> {
  const rootRoute = createRootRoute({ component: RootSlot });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$' });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router;
}

/** Renders the story inside `loaded.router` (from a `storyRouter` loader), or a fresh one at '/'. */
export const withMemoryRouter: Decorator = (Story, { loaded }) => {
  const router = (loaded as { router?: AnyRouter }).router;
  if (!router) throw new Error('withMemoryRouter needs a loader that returns { router: await storyRouter(path) }');
  return (
    <StorySlot.Provider value={<Story />}>
      <RouterProvider router={router} />
    </StorySlot.Provider>
  );
};
