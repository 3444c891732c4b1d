import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog } from './AlertDialog';
import { Button } from './Button';
import { DialogTrigger } from './Dialog';
import { Modal } from './Modal';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  argTypes: { title: { control: 'text' }, children: { control: 'text' }, confirmLabel: { control: 'text' }, cancelLabel: { control: 'text' }, variant: { control: 'inline-radio', options: ['info', 'destructive'] }, isPending: { control: 'boolean' }, onConfirm: { control: false } },
  args: {
    title: 'Delete role',
    children:
      'Deleting this role would mean that you have to assign roles manually to all staff that were assigned this role',
    cancelLabel: "No, Don't delete",
    confirmLabel: 'Yes, Delete role',
    variant: 'destructive',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete role</Button>
      <Modal size="small">
        <AlertDialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel has focus first; Escape cancels without confirming. */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role' });
    await expect(dialog).toHaveAccessibleDescription(/assign roles manually/);
    await waitFor(() => expect(screen.getByRole('button', { name: "No, Don't delete" })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Tab to the confirm button and press Enter. */
export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete role' }));
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: "No, Don't delete" })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Yes, Delete role' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const OpenInfo: Story = {
  args: {
    title: 'Approve district',
    children: 'The district will be able to create schools and staff.',
    cancelLabel: 'Cancel',
    confirmLabel: 'Approve',
    variant: 'info',
  },
  render: (args) => (
    <Modal isOpen size="small">
      <AlertDialog {...args} />
    </Modal>
  ),
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Approve district' })).toBeVisible();
  },
};
