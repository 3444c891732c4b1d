// The session machine's states after sign-in, as the app shows them: `signedIn.active` and `signedIn.refreshing` in
// the app's frame (a refresh is silent: the page stays as it is), and `signingOut.revoking`, `signingOut.waiting` and
// the `signedOut` that follows on the logout page. The states before sign-in are in LoginView.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SimulatedClock, createActor, fromPromise, type PromiseActorLogic } from 'xstate';
import { storyServices, withMemoryRouter, storyRouter } from '../../../.storybook/appServices';
import { AppServicesProvider, type AppServicesValue } from '../../services/AppServices';
import { logoutDelayMs } from '../../lib/constants';
import { sessionMachine, type LoginResponse, type SessionActor } from '../../machines/session.machine';
import { loginResponseFixture, staffHoldingFixture } from '../../testing/fixtures';
import { AlternateLayout } from './MainLayout';
import { LogoutView } from './LogoutView';
import { pending, settledIn } from '../../testing/storyActors';

type Loaded = { services: AppServicesValue; session: SessionActor };

/** The page-load refresh answers (signed in); every later refresh answers `later`. */
function restoredThen(later: () => Promise<LoginResponse>): PromiseActorLogic<LoginResponse> {
  let calls = 0;
  return fromPromise<LoginResponse>(() => {
    calls += 1;
    return calls === 1 ? Promise.resolve(loginResponseFixture('restored-token', staffHoldingFixture())) : later();
  });
}

async function signedInSession(
  calls: { refreshToken?: PromiseActorLogic<LoginResponse>; logout?: PromiseActorLogic<void> } = {},
  clock?: SimulatedClock,
) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        refreshToken: calls.refreshToken ?? restoredThen(() => Promise.resolve(loginResponseFixture('refreshed-token', staffHoldingFixture()))),
        logout: calls.logout ?? fromPromise<void>(async () => undefined),
      },
    }),
    { ...(clock && { clock }) },
  ).start();
  return settledIn(session, (s) => s.matches('signedIn'));
}

/** The app's services (as the shell's stories build them) with this story's session actor. */
async function servicesWith(session: SessionActor): Promise<AppServicesValue> {
  return { ...(await storyServices()), session: session as AppServicesValue['session'] };
}

const meta = {
  title: 'Auth/Session after sign-in (session machine)',
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { loaded }) => (
      <AppServicesProvider services={(loaded as Loaded).services}>
        <Story />
      </AppServicesProvider>
    ),
    withMemoryRouter,
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = (_args: unknown, { loaded }: { loaded: unknown }) => (
  <AlternateLayout currentPath="/" breadcrumbs={[{ href: '/', title: 'Dashboard' }]}>
    <h1>Dashboard</h1>
    <p>Signed in as {(loaded as Loaded).session.getSnapshot().context.staff?.email}.</p>
  </AlternateLayout>
);

/** `signedIn.active`: the app's frame for the signed-in admin. */
export const SignedIn: Story = {
  loaders: [
    async () => {
      const session = await signedInSession();
      return { session, services: await servicesWith(session), router: await storyRouter('/') };
    },
  ],
  render: frame,
  play: async ({ canvas, loaded }) => {
    await expect((loaded as Loaded).session.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    await expect(canvas.getByRole('button', { name: /^Profile menu for / })).toBeVisible();
  },
};

/** `signedIn.refreshing`: a call met an expired token; the refresh is under way and the page does not change. */
export const SignedInRefreshing: Story = {
  loaders: [
    async () => {
      const session = await signedInSession({ refreshToken: restoredThen(() => new Promise<never>(() => {})) });
      session.send({ type: 'session.tokenExpired' });
      return { session, services: await servicesWith(session), router: await storyRouter('/') };
    },
  ],
  render: frame,
  play: async ({ canvas, loaded }) => {
    const session = (loaded as Loaded).session;
    await expect(session.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);
    // Still signed in with the old token while the new one is on its way: nothing for the user to see.
    await expect(session.getSnapshot().context.accessToken).toBe('restored-token');
    await expect(canvas.getByText('Signed in as admin@demo.test.')).toBeVisible();
    await expect(canvas.queryByRole('alert', { name: /session/i })).toBeNull();
  },
};

/** `signingOut.revoking`: Logout revokes the refresh token; the logout page shows it is happening. */
export const SigningOutRevoking: Story = {
  loaders: [
    async () => {
      const session = await signedInSession({ logout: pending<void>() });
      session.send({ type: 'session.signOut' });
      return { session, services: await servicesWith(session), router: await storyRouter('/logout') };
    },
  ],
  render: (_args, { loaded }) => <LogoutView session={(loaded as Loaded).session} />,
  play: async ({ canvas, loaded }) => {
    await expect((loaded as Loaded).session.getSnapshot().matches({ signingOut: 'revoking' })).toBe(true);
    await expect(canvas.getByRole('progressbar', { name: 'Signing you out…' })).toBeInTheDocument();
  },
};

/**
 * `signingOut.waiting`, then `signedOut`: the SPEC's 1.5 s, after which the token is gone ('/login' follows). The
 * session runs on a clock the play moves by hand, so the story holds the waiting page and proves the delay exactly.
 */
export const SigningOutWaiting: Story = {
  loaders: [
    async () => {
      const clock = new SimulatedClock();
      const session = await signedInSession({}, clock);
      session.send({ type: 'session.signOut' });
      await settledIn(session, (s) => s.matches({ signingOut: 'waiting' }));
      return { session, clock, services: await servicesWith(session), router: await storyRouter('/logout') };
    },
  ],
  render: (_args, { loaded }) => <LogoutView session={(loaded as Loaded).session} />,
  play: async ({ canvas, loaded, step }) => {
    const { session, clock } = loaded as Loaded & { clock: SimulatedClock };
    await expect(session.getSnapshot().matches({ signingOut: 'waiting' })).toBe(true);
    await expect(session.getSnapshot().context.accessToken).toBe('restored-token');
    await step('a moment before the delay ends, still waiting', async () => {
      clock.increment(logoutDelayMs - 1);
      await expect(session.getSnapshot().matches({ signingOut: 'waiting' })).toBe(true);
    });
    await step('when it ends, signed out and the token gone', async () => {
      clock.increment(1);
      await waitFor(() => expect(session.getSnapshot().matches('signedOut')).toBe(true));
      await expect(session.getSnapshot().context.accessToken).toBeNull();
      await expect(await canvas.findByRole('status')).toHaveTextContent('You are signed out.');
    });
  },
};
