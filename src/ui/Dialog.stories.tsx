import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { Dialog, DialogTrigger } from './Dialog';
import { Modal } from './Modal';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Grade 10 – Science', closeLabel: 'Close' },
  argTypes: {
    title: { control: 'text' },
    closeLabel: { control: 'text' },
    hideCloseButton: { control: 'boolean' },
    children: { control: false },
    actions: { control: false },
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Class info</Button>
      <Modal>
        <Dialog {...args}>
          <p>Senior secondary class for science students. 42 students, 6 subjects.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with Enter, closes with Escape, and focus returns to the button. */
export const OpenAndEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Class info' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Grade 10 – Science' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns once the overlay has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button closes it too. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Class info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grade 10 – Science' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A form in a dialog with footer actions (the calendar's add-event dialog). */
export const WithActions: Story = {
  args: { title: 'Add New Event' },
  render: (args) => {
    const onAdd = fn();
    return (
      <Modal isOpen>
        <Dialog
          {...args}
          actions={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={onAdd}>Add Events</Button>
            </>
          )}
        >
          <TextField label="Event name" autoFocus />
        </Dialog>
      </Modal>
    );
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add New Event' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('textbox', { name: 'Event name' })).toHaveFocus();
  },
};
