import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createActor } from 'xstate';
import { notificationsMachine, type NotificationsActor } from '../../machines/notifications.machine';
import { NotificationToasts } from './NotificationToasts';

const meta = {
  title: 'Shell/Notification toasts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function showing(message: string, tone: 'success' | 'error'): NotificationsActor {
  const actor = createActor(notificationsMachine).start();
  actor.send({ type: 'notifications.show', message, tone });
  return actor;
}

/** The machine's current notification; hovering it pauses its timer, dismissing it moves on. */
export const Success: Story = {
  loaders: [async () => ({ notifications: showing('Profile Updated Successfully', 'success') })],
  render: (_, { loaded }) => <NotificationToasts notifications={loaded.notifications as NotificationsActor} />,
  play: async ({ canvas, loaded }) => {
    const args = loaded as { notifications: NotificationsActor };
    const message = canvas.getByText('Profile Updated Successfully');
    await userEvent.hover(message);
    await waitFor(() => expect(args.notifications.getSnapshot().matches({ visible: 'paused' })).toBe(true));
    await userEvent.unhover(message);
    await waitFor(() => expect(args.notifications.getSnapshot().matches({ visible: 'extended' })).toBe(true));
  },
};

/** A failed call: the server's message. */
export const Failure: Story = {
  loaders: [async () => ({ notifications: showing('Email already taken', 'error') })],
  render: (_, { loaded }) => <NotificationToasts notifications={loaded.notifications as NotificationsActor} />,
  play: async ({ canvas, loaded }) => {
    const args = loaded as { notifications: NotificationsActor };
    await expect(canvas.getByText('Email already taken')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(args.notifications.getSnapshot().value).toBe('idle'));
  },
};
