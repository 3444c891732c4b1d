import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar's help icon: a popover dialog, closed by Escape. */
export const Help: Story = {
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Help</Button>
      <Popover placement="bottom start">
        <Dialog style={{ padding: 16, maxWidth: 320, outline: 'none' }}>
          <Heading slot="title" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
            Need help?
          </Heading>
          <p style={{ margin: 0 }}>Contact your state administrator for access to more features.</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Help' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Need help?' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns once the overlay has unmounted.
    await waitFor(() => expect(button).toHaveFocus());
  },
};
