import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { createLoadingOverlay, type LoadingOverlayStore } from '../../services/loadingOverlay';
import { AppOverlay } from './AppOverlay';

const meta = {
  title: 'Shell/Loading overlay',
  component: AppOverlay,
} satisfies Meta<typeof AppOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

function opened(label: string): LoadingOverlayStore {
  const overlay = createLoadingOverlay();
  overlay.open(label);
  return overlay;
}

/** Open while a form submits; the failure hook of the API closes it. */
export const Saving: Story = {
  args: { overlay: opened('Saving…') },
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Saving…' })).toBeVisible();
    args.overlay.close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Closed: Story = {
  args: { overlay: createLoadingOverlay() },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
