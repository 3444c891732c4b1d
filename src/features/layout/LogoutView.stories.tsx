// The session machine's sign-out as the logout page shows it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine, type SessionActor } from '../../machines/session.machine';
import { staffFixture } from '../../testing/fixtures';
import { LogoutView } from './LogoutView';

/** A signed-in session whose logout call answers at once (or never). */
function signedIn(logout: 'answers' | 'pending'): SessionActor {
  const machine = sessionMachine.provide({
    actors: { logout: fromPromise<void>(() => (logout === 'answers' ? Promise.resolve() : new Promise<void>(() => {}))) },
  });
  const snapshot = machine.resolveState({
    value: { signedIn: 'active' },
    context: { accessToken: 'story-token', staff: staffFixture(), error: null, reason: null },
  });
  return createActor(machine, { snapshot }).start();
}

const meta = {
  title: 'Session/Logout',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `signingOut`: the refresh token is being revoked, then 1.5 s pass. */
export const SigningOut: Story = {
  loaders: [
    async () => {
      const session = signedIn('pending');
      session.send({ type: 'session.signOut' });
      return { session };
    },
  ],
  render: (_args, { loaded }) => <LogoutView session={loaded.session as SessionActor} />,
  play: async ({ canvas, loaded }) => {
    await expect((loaded.session as SessionActor).getSnapshot().matches('signingOut')).toBe(true);
    await expect(canvas.getByRole('progressbar', { name: 'Signing you out…' })).toBeVisible();
  },
};

/** `signedOut` after the 1.5 s wait: the app now goes to /login. */
export const SignedOut: Story = {
  loaders: [
    async () => {
      const session = signedIn('answers');
      session.send({ type: 'session.signOut' });
      return { session };
    },
  ],
  render: (_args, { loaded }) => <LogoutView session={loaded.session as SessionActor} />,
  play: async ({ canvas, loaded }) => {
    const session = loaded.session as SessionActor;
    await waitFor(() => expect(session.getSnapshot().matches('signedOut')).toBe(true), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('You are signed out.');
    await expect(session.getSnapshot().context.accessToken).toBeNull();
  },
};
