import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Modal } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ isDismissable }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>View permissions</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable={isDismissable} size="large">
        <Dialog title="Role permissions">
          <p>Class: create, update. Staff: view.</p>
        </Dialog>
      </Modal>
    </>
  );
}

/** Controlled by state (as a machine would); a click outside closes a dismissable modal. */
export const ControlledDismissable: Story = {
  render: () => <Controlled isDismissable />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View permissions' }));
    await expect(await screen.findByRole('dialog', { name: 'Role permissions' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Opened from the keyboard and closed with Escape: focus goes back to the button that opened it. */
export const ControlledReturnsFocus: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'View permissions' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Role permissions' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Small: Story = {
  render: () => (
    <Modal isOpen size="small">
      <Dialog title="Session expired">
        <p>Please sign in again.</p>
      </Dialog>
    </Modal>
  ),
};
