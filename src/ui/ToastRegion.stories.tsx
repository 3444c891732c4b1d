import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { ToastRegion, type ToastItem } from './ToastRegion';

const meta = {
  title: 'UI/ToastRegion',
  component: ToastRegion,
  args: {
    toasts: [
      { id: 'a', message: 'Class Created Successfully', tone: 'success' },
      { id: 'b', message: 'Request failed with status code 500', tone: 'error' },
      { id: 'c', message: 'Reset Code Has Been Sent To Your Email', tone: 'info' },
      { id: 'd', message: 'Looks like you lost your internet.', tone: 'warning' },
    ],
    onDismiss: fn(),
    onHoverChange: fn(),
    onFocusChange: fn(),
  },
  argTypes: {
    toasts: { control: 'object', description: 'The notifications shown: each a message and a tone (success, error, info, warning).' },
    dismissLabel: { control: 'text' },
    'aria-label': { control: 'text' },
    onDismiss: { control: false },
    onHoverChange: { control: false },
    onFocusChange: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover and focus are reported per toast (the machine extends its timer); Enter on × dismisses. */
export const Callbacks: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveTextContent('Error: Request failed with status code 500');

    await userEvent.hover(items[0]!);
    await expect(args.onHoverChange).toHaveBeenLastCalledWith('a', true);
    await userEvent.unhover(items[0]!);
    await expect(args.onHoverChange).toHaveBeenLastCalledWith('a', false);

    await userEvent.tab();
    const dismiss = within(items[0]!).getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveFocus();
    await expect(args.onFocusChange).toHaveBeenLastCalledWith('a', true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('a');
    await userEvent.tab();
    await expect(args.onFocusChange).toHaveBeenCalledWith('a', false);
    await expect(args.onFocusChange).toHaveBeenLastCalledWith('b', true);
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    // The live list exists before any toast, so the first one is announced.
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
  },
};

function Demo() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  return (
    <div style={{ padding: 16 }}>
      <Button
        onPress={() =>
          setToasts((t) => [...t, { id: String(Date.now() + t.length), message: 'Role Created Successfully', tone: 'success' }])
        }
      >
        Show notification
      </Button>
      <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((t) => t.filter((x) => x.id !== id))} />
    </div>
  );
}

/** Adding and dismissing through state, as the notifications machine will. */
export const AddAndDismiss: Story = {
  render: () => <Demo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Role Created Successfully')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
  },
};
