// The password reset machine's later states (enteringCode, resendingCode, updatingPassword, passwordUpdated, done)
// as the OTP page (/password/update-password-otp/) shows them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../api/schema.gen';
import { successMessages, validationMessages } from '../../lib/messages';
import type { PasswordResetActor, ResetPasswordRequest } from './passwordReset.machine';
import { fillCodePage, onCodePage, resetCodeId, resetEmail, wrongCodeMessage } from '../../testing/passwordResetStories';
import { fromPromise } from 'xstate';
import { fails, pending, settledIn, withAuthLayout } from '../../testing/storyActors';
import { UpdatePasswordOtpView } from './UpdatePasswordOtpView';

type ResetCodeResponse = components['schemas']['ResetCodeResponse'];
type MessageResponse = components['schemas']['MessageResponse'];
type Loaded = { passwordReset: PasswordResetActor };
const actorOf = (loaded: unknown) => (loaded as Loaded).passwordReset;

const meta = {
  title: 'Auth/Update password OTP (password reset machine, step 2)',
  // Inside the auth layout, as on the page.
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
  render: (_args, { loaded }) => <UpdatePasswordOtpView passwordReset={actorOf(loaded)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const digits = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Reset code' })).getAllByRole('textbox');

/** `enteringCode.ready`: six single-digit boxes, then the new password twice, all with the keyboard; Enter submits. */
export const EnteringCode: Story = {
  loaders: [async () => ({ passwordReset: await onCodePage({ resetPassword: pending<MessageResponse, ResetPasswordRequest>() }) })],
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(canvas.getByText(resetEmail)).toBeVisible();
    const boxes = digits(canvasElement);
    await expect(boxes).toHaveLength(6);
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('482913');
    await expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482913');
    await userEvent.tab();
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('Lagos@2027');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Confirm new password', { selector: 'input' })).toHaveFocus();
    await userEvent.keyboard('Lagos@2027{Enter}');
    await waitFor(() => expect(actorOf(loaded).getSnapshot().value).toBe('updatingPassword'));
    await expect(actorOf(loaded).getSnapshot().context.code).toBe('482913');
  },
};

/** `enteringCode.ready` after a refused submit: the messages beside the fields, focus on the code. */
export const EnteringCodeInvalid: Story = {
  loaders: [async () => ({ passwordReset: await onCodePage() })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('lagos2027');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Lagos@2027{Enter}');
    await expect(await canvas.findByText(validationMessages.codeDigits)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordRule)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordsDiffer)).toBeVisible();
    await expect(digits(canvasElement)[0]).toHaveFocus();
  },
};

/** `enteringCode.failed`: the server refused the code; its message shows as an alert. */
export const EnteringCodeFailed: Story = {
  loaders: [
    async () => {
      const actor = fillCodePage(await onCodePage({ resetPassword: fails<MessageResponse, ResetPasswordRequest>(wrongCodeMessage, 400) }));
      actor.send({ type: 'reset.submit' });
      return { passwordReset: await settledIn(actor, (s) => s.matches({ enteringCode: 'failed' })) };
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(wrongCodeMessage);
  },
};

/** `resendingCode`: Resend code, pressed with the keyboard, is busy until the new code is sent. */
export const ResendingCode: Story = {
  loaders: [
    async () => {
      // The first request answers (to reach the page); the resend stays in flight.
      let calls = 0;
      const sendResetCode = fromPromise<ResetCodeResponse, { email: string }>(() => {
        calls += 1;
        return calls === 1 ? Promise.resolve({ id: resetCodeId }) : new Promise<ResetCodeResponse>(() => {});
      });
      return { passwordReset: await onCodePage({ sendResetCode }) };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const resend = canvas.getByRole('button', { name: 'Resend code' });
    for (let presses = 0; presses < 10 && document.activeElement !== resend; presses += 1) await userEvent.tab();
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(actorOf(loaded).getSnapshot().value).toBe('resendingCode'));
    await expect(canvas.getByRole('progressbar', { name: 'Sending a new code' })).toBeInTheDocument();
  },
};

/** `updatingPassword`: the submit button shows it is busy. */
export const UpdatingPassword: Story = {
  loaders: [
    async () => {
      const actor = fillCodePage(await onCodePage({ resetPassword: pending<MessageResponse, ResetPasswordRequest>() }));
      actor.send({ type: 'reset.submit' });
      return { passwordReset: actor };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await expect(actorOf(loaded).getSnapshot().value).toBe('updatingPassword');
    await expect(canvas.getByRole('progressbar', { name: 'Updating the password' })).toBeInTheDocument();
  },
};

/** `passwordUpdated`: 'Password Updated Successfully'; the login page follows after the redirect delay. */
export const PasswordUpdated: Story = {
  loaders: [
    async () => {
      const actor = fillCodePage(await onCodePage({}, { holdRedirects: true }));
      actor.send({ type: 'reset.submit' });
      return { passwordReset: await settledIn(actor, (s) => s.matches('passwordUpdated')) };
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${successMessages.passwordUpdated}. Taking you to the login page…`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update password' })).toBeDisabled();
  },
};

/** `done`, after the real 1 s delay: the reset asks for any session to end; the route goes to /login. */
export const Done: Story = {
  loaders: [
    async () => {
      const actor = fillCodePage(await onCodePage());
      const ended = new Promise<boolean>((resolve) => actor.on('session.endRequested', () => resolve(true)));
      actor.send({ type: 'reset.submit' });
      await settledIn(actor, (s) => s.status === 'done');
      return { passwordReset: actor, ended: await ended };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await expect((loaded as { ended: boolean }).ended).toBe(true);
    await expect(canvas.getByText(`${successMessages.passwordUpdated}. Taking you to the login page…`)).toBeVisible();
  },
};
