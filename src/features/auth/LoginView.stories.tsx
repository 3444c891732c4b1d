// The session machine's states as the sign-in page shows them. Each story starts a real session actor with its calls
// replaced, drives it with real events into the state named, and renders LoginView on it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createActor, type PromiseActorLogic } from 'xstate';
import type { Credentials, LoginResponse, SessionActor } from '../../machines/session.machine';
import { sessionMachine } from '../../machines/session.machine';
import { loginResponseFixture } from '../../testing/fixtures';
import { sessionEndedReason, validationMessages } from '../../lib/messages';
import { LoginView } from './LoginView';
import { answers, fails, pending, settledIn, withAuthLayout } from '../../testing/storyActors';

type SessionCalls = {
  refreshToken?: PromiseActorLogic<LoginResponse>;
  login?: PromiseActorLogic<LoginResponse, Credentials>;
  logout?: PromiseActorLogic<void>;
};

const wrongPassword = 'The email or password is incorrect';

/** A session actor whose page-load refresh finds no cookie, with `calls` standing in for the rest. */
function sessionActor(calls: SessionCalls = {}): SessionActor {
  return createActor(
    sessionMachine.provide({
      actors: {
        refreshToken: calls.refreshToken ?? fails<LoginResponse>('No refresh token', 452),
        login: calls.login ?? pending<LoginResponse, Credentials>(),
        logout: calls.logout ?? answers<void>(undefined),
      },
    }),
  ).start();
}

const signedOut = (snapshot: { matches: (value: string) => boolean }) => snapshot.matches('signedOut');

const meta = {
  title: 'Auth/Login (session machine)',
  // Inside the auth layout, as on the page.
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<{ session: SessionActor }>> };

const render: Story['render'] = (_args, { loaded }) => <LoginView session={(loaded as { session: SessionActor }).session} />;

/** `restoring`: on page load the session asks for a new access token with the refresh cookie; the form waits. */
export const Restoring: Story = {
  loaders: [async () => ({ session: sessionActor({ refreshToken: pending<LoginResponse>() }) })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect((loaded.session as SessionActor).getSnapshot().value).toBe('restoring');
    await expect(canvas.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByLabelText('Email or username')).toBeDisabled();
  },
};

/** `signedOut.idle`: the empty form. Sign-in works with the keyboard alone: type, Tab, type, Enter. */
export const SignedOut: Story = {
  loaders: [async () => ({ session: await settledIn(sessionActor(), signedOut) })],
  render,
  play: async ({ canvas, loaded }) => {
    const session = loaded.session as SessionActor;
    await expect(session.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    const email = canvas.getByLabelText('Email or username');
    await expect(email).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Register your state' })).toHaveAttribute('href', '/register');
    await userEvent.keyboard('admin@demo.test');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('Portal@2026{Enter}');
    await waitFor(() => expect(session.getSnapshot().value).toBe('signingIn'));
  },
};

/** Submitting an empty form shows the SPEC section 5 messages beside the fields and focuses the first. */
export const SignedOutWithFieldErrors: Story = {
  loaders: [async () => ({ session: await settledIn(sessionActor(), signedOut) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(validationMessages.required)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Email or username')).toHaveFocus();
    await expect((loaded.session as SessionActor).getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    // Typing clears the message as soon as the field is fixed.
    await userEvent.keyboard('admin');
    await waitFor(() => expect(canvas.queryByText(validationMessages.required)).toBeNull());
  },
};

/** `signedOut` after the session ended without the user asking (refresh token revoked): the reason shows. */
export const SessionEnded: Story = {
  loaders: [
    async () => {
      const session = sessionActor({ refreshToken: answers(loginResponseFixture('restored-token')) });
      await settledIn(session, (s) => s.matches('signedIn'));
      session.send({ type: 'session.revoked' });
      return { session: await settledIn(session, signedOut) };
    },
  ],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(sessionEndedReason);
  },
};

/** `signingIn`: the button shows it is busy and a second Enter does not send again. */
export const SigningIn: Story = {
  loaders: [
    async () => {
      const session = await settledIn(sessionActor(), signedOut);
      session.send({ type: 'session.signIn', email: 'admin@demo.test', password: 'Portal@2026' });
      return { session };
    },
  ],
  render,
  play: async ({ canvas, loaded }) => {
    await expect((loaded.session as SessionActor).getSnapshot().value).toBe('signingIn');
    await expect(canvas.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
  },
};

/**
 * `signedOut.failed`: the server's message stays beside the form (the app's notification, not part of this view,
 * announces it); the typed identifier stays.
 */
export const Failed: Story = {
  loaders: [async () => ({ session: await settledIn(sessionActor({ login: fails<LoginResponse, Credentials>(wrongPassword, 401) }), signedOut) })],
  render,
  play: async ({ canvas, loaded }) => {
    const session = loaded.session as SessionActor;
    await userEvent.keyboard('admin@demo.test{Tab}Wrong@2026{Enter}');
    await expect(await canvas.findByText(wrongPassword)).toBeVisible();
    await expect(session.getSnapshot().matches({ signedOut: 'failed' })).toBe(true);
    await expect(canvas.getByLabelText('Email or username')).toHaveValue('admin@demo.test');
  },
};

/** `signedIn.active`: signed in; the route takes the user on ('Login Successful' shows as a notification). */
export const SignedIn: Story = {
  loaders: [
    async () => {
      const session = await settledIn(sessionActor({ login: answers<LoginResponse, Credentials>(loginResponseFixture('login-token')) }), signedOut);
      session.send({ type: 'session.signIn', email: 'admin@demo.test', password: 'Portal@2026' });
      return { session: await settledIn(session, (s) => s.matches('signedIn')) };
    },
  ],
  render,
  play: async ({ canvas, loaded }) => {
    await expect((loaded.session as SessionActor).getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('Signed in. Opening the portal…');
  },
};
