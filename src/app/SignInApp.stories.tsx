// The first visit's sign-in page, before the router (SignInApp): how it leaves for the app. Its form's states are
// LoginView's stories; these show what the page does around it: a sign-in opens the app where the visitor was going,
// in place of the sign-in page, a link opens the app at its page, and the offline banner shows here too.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createActor } from 'xstate';
import { storyServices } from '../../.storybook/appServices';
import { offlineBanner } from '../lib/messages';
import { sessionMachine, type Credentials, type LoginResponse } from '../machines/session.machine';
import { loginResponseFixture } from '../testing/fixtures';
import type { AppServicesValue } from '../services/AppServices';
import { answers, fails, settledIn } from '../testing/storyActors';
import { SignInApp, type SignInAppProps } from './SignInApp';

/** The app's actors with nobody signed in, and a session whose sign-in answers (as admin@demo.test would). */
async function signedOutServices(options: { connectivity?: 'online' | 'offline' } = {}): Promise<AppServicesValue> {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        refreshToken: fails<LoginResponse>('No refresh token', 452),
        login: answers<LoginResponse, Credentials>(loginResponseFixture('story-token')),
        logout: answers<void>(undefined),
      },
    }),
  ).start();
  await settledIn(session, (snapshot) => snapshot.matches('signedOut'));
  return { ...(await storyServices({ staff: null, ...options })), session };
}

type Loaded = { services: AppServicesValue };

/** The page's props but its actors, which each story's loader makes. */
type StoryArgs = Omit<SignInAppProps, 'services'>;

const meta = {
  title: 'App/Sign-in page before the router',
  parameters: { layout: 'fullscreen' },
  args: { openApp: fn(), redirect: undefined },
  loaders: [async () => ({ services: await signedOutServices() })],
  render: (args, { loaded }) => <SignInApp {...args} services={(loaded as Loaded).services} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with the keyboard alone: the app opens where the visitor was going, in the sign-in page's history entry. */
export const SignInOpensTheApp: Story = {
  args: { redirect: '/staff-management' },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Email or username')).toHaveFocus());
    await userEvent.keyboard('admin@demo.test');
    await userEvent.tab();
    await userEvent.keyboard('Portal@2026{Enter}');
    await waitFor(() => expect(args.openApp).toHaveBeenCalledWith('/staff-management', { replace: true }));
    await expect(canvas.getByText('Signed in. Opening the portal…')).toBeVisible();
  },
};

/** Without a `redirect`, a sign-in opens the user's home. */
export const SignInOpensHome: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email or username'), 'admin@demo.test');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Portal@2026{Enter}');
    await waitFor(() => expect(args.openApp).toHaveBeenCalledWith('/', { replace: true }));
  },
};

/** "Forgot password?" (reached with Tab, followed with Enter) opens the app at its page, as a new history entry. */
export const LinkOpensTheApp: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot password?' });
    while (document.activeElement !== link) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.openApp).toHaveBeenCalledWith('/forgot-password', { replace: false });
  },
};

/** Offline: the banner of SPEC section 2 above the page, as on every page. */
export const Offline: Story = {
  loaders: [async () => ({ services: await signedOutServices({ connectivity: 'offline' }) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(offlineBanner)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  },
};
