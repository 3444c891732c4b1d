// The connectivity machine's two states as the offline banner shows them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyServices } from '../../../.storybook/appServices';
import type { AppServicesValue } from '../../services/AppServices';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Shell/Offline banner (connectivity machine)',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const services = (loaded: unknown) => (loaded as { services: AppServicesValue }).services;

/** `online`: nothing shows (the alert region waits, empty). */
export const Online: Story = {
  loaders: [async () => ({ services: await storyServices({ connectivity: 'online' }) })],
  render: (_, { loaded }) => <OfflineBanner connectivity={services(loaded).connectivity} />,
  play: async ({ canvas, loaded }) => {
    await expect(services(loaded).connectivity.getSnapshot().value).toBe('online');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** `offline`: 'Looks like you lost your internet.'; back online, it goes. */
export const Offline: Story = {
  loaders: [async () => ({ services: await storyServices({ connectivity: 'offline' }) })],
  render: (_, { loaded }) => <OfflineBanner connectivity={services(loaded).connectivity} />,
  play: async ({ canvas, loaded }) => {
    const { connectivity } = services(loaded);
    await expect(connectivity.getSnapshot().value).toBe('offline');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Looks like you lost your internet.');
    connectivity.send({ type: 'connectivity.online' });
    await waitFor(() => expect(canvas.getByRole('alert')).toBeEmptyDOMElement());
    // Left offline for the accessibility check of the banner itself.
    connectivity.send({ type: 'connectivity.offline' });
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Looks like you lost your internet.'));
  },
};
