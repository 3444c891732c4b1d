// The password reset machine's first states (enteringEmail, requestingCode, codeSent) as /forgot-password shows them.
// The later states are in UpdatePasswordOtpView.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { components } from '../../api/schema.gen';
import { successMessages, validationMessages } from '../../lib/messages';
import type { PasswordResetActor } from './passwordReset.machine';
import { ForgotPasswordView } from './ForgotPasswordView';
import { passwordResetActor, resetEmail, tooManyMessage } from '../../testing/passwordResetStories';
import { fails, pending, settledIn, withAuthLayout } from '../../testing/storyActors';

type ResetCodeResponse = components['schemas']['ResetCodeResponse'];
type Loaded = { passwordReset: PasswordResetActor };
const actorOf = (loaded: unknown) => (loaded as Loaded).passwordReset;

const meta = {
  title: 'Auth/Forgot password (password reset machine, step 1)',
  // Inside the auth layout, as on the page.
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
  render: (_args, { loaded }) => <ForgotPasswordView passwordReset={actorOf(loaded)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `enteringEmail.ready`: type the address and press Enter; the code is requested. */
export const EnteringEmail: Story = {
  loaders: [async () => ({ passwordReset: passwordResetActor({ sendResetCode: pending<ResetCodeResponse, { email: string }>() }) })],
  play: async ({ canvas, loaded }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await userEvent.keyboard(`${resetEmail}{Enter}`);
    await waitFor(() => expect(actorOf(loaded).getSnapshot().value).toBe('requestingCode'));
  },
};

/** `enteringEmail.ready` with the email refused beside the field ('E-mail must be valid'), focus on it. */
export const EnteringEmailInvalid: Story = {
  loaders: [async () => ({ passwordReset: passwordResetActor() })],
  play: async ({ canvas, loaded }) => {
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(validationMessages.required)).toBeVisible();
    await userEvent.keyboard('admin@{Enter}');
    await expect(await canvas.findByText(validationMessages.emailInvalid)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(actorOf(loaded).getSnapshot().matches({ enteringEmail: 'ready' })).toBe(true);
  },
};

/** `enteringEmail.failed`: the server refused (too many codes); its message shows as an alert. */
export const EnteringEmailFailed: Story = {
  loaders: [
    async () => {
      const actor = passwordResetActor({ sendResetCode: fails<ResetCodeResponse, { email: string }>(tooManyMessage, 429) });
      actor.send({ type: 'reset.emailChanged', email: resetEmail });
      actor.send({ type: 'reset.requestCode' });
      return { passwordReset: await settledIn(actor, (s) => s.matches({ enteringEmail: 'failed' })) };
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(tooManyMessage);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(resetEmail);
  },
};

/** `requestingCode`: the button shows it is busy. */
export const RequestingCode: Story = {
  loaders: [
    async () => {
      const actor = passwordResetActor({ sendResetCode: pending<ResetCodeResponse, { email: string }>() });
      actor.send({ type: 'reset.emailChanged', email: resetEmail });
      actor.send({ type: 'reset.requestCode' });
      return { passwordReset: actor };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await expect(actorOf(loaded).getSnapshot().value).toBe('requestingCode');
    await expect(canvas.getByRole('progressbar', { name: 'Sending the code' })).toBeInTheDocument();
  },
};

/** `codeSent`: 'Reset Code Has Been Sent To Your Email'; Enter (or the redirect delay) goes on to the code page. */
export const CodeSent: Story = {
  loaders: [
    async () => {
      const actor = passwordResetActor({}, { holdRedirects: true });
      actor.send({ type: 'reset.emailChanged', email: resetEmail });
      actor.send({ type: 'reset.requestCode' });
      return { passwordReset: await settledIn(actor, (s) => s.matches('codeSent')) };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText(successMessages.resetCodeSent)).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Enter the code' });
    await expect(next).toBeVisible();
    await expect(actorOf(loaded).getSnapshot().context.resetCodeId).not.toBeNull();
  },
};

/** `codeSent`, then the real 1 s redirect delay: the machine moves on to the code page by itself. */
export const CodeSentThenOnToTheCode: Story = {
  loaders: [
    async () => {
      const actor = passwordResetActor();
      actor.send({ type: 'reset.emailChanged', email: resetEmail });
      actor.send({ type: 'reset.requestCode' });
      return { passwordReset: await settledIn(actor, (s) => s.matches('codeSent')) };
    },
  ],
  play: async ({ loaded }) => {
    await settledIn(actorOf(loaded), (s) => s.matches('enteringCode'));
  },
};
