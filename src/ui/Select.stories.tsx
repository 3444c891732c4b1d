import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select, SelectItem } from './Select';

const eventTypes = [
  { id: 'weekend', name: 'Weekend' },
  { id: 'holiday', name: 'Public holiday' },
  { id: 'exam', name: 'Examination' },
  { id: 'meeting', name: 'Meeting' },
];

const meta = {
  title: 'UI/Select',
  component: Select<(typeof eventTypes)[number]>,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, description: { control: 'text' }, errorMessage: { control: 'text' }, isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' }, placeholder: { control: 'text' }, items: { control: false }, children: { control: false }, onSelectionChange: { control: false } },
  args: {
    label: 'Event type',
    items: eventTypes,
    children: (item: (typeof eventTypes)[number]) => <SelectItem>{item.name}</SelectItem>,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select<(typeof eventTypes)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with the keyboard, move with arrows, choose with Enter. */
export const Keyboard: Story = {
  args: { defaultSelectedKey: 'weekend' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Event type/ });
    await expect(trigger).toHaveTextContent('Weekend');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Examination');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('exam');
    // Focus returns once the overlay has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Placeholder: Story = { args: { placeholder: 'Select an event type' } };

export const WithDescription: Story = {
  args: { description: 'Weekend is the default type.', defaultSelectedKey: 'weekend' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This Field is required', placeholder: 'Select an event type' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'meeting' } };

/** The open list, so axe checks the popover and options too. */
export const Open: Story = {
  args: { defaultSelectedKey: 'holiday' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Event type/ }));
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(screen.getByRole('option', { name: 'Public holiday' })).toHaveAttribute('aria-selected', 'true');
  },
};
