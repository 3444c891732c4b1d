import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldArgTypes } from '../../.storybook/argTypes';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

const staff = [
  { id: 1, name: 'Adaeze Okafor' },
  { id: 2, name: 'Adebayo Adeyemi' },
  { id: 3, name: 'Chinedu Eze' },
  { id: 4, name: 'Fatima Bello' },
  { id: 5, name: 'Ibrahim Musa' },
];
type Staff = (typeof staff)[number];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<Staff>,
  tags: ['autodocs'],
  argTypes: {
    ...fieldArgTypes,
    placeholder: { control: 'text' },
    emptyText: { control: 'text' },
    allowsCustomValue: { control: 'boolean' },
    defaultItems: { control: 'object' },
    children: { control: false },
    onSelectionChange: { control: false },
  },
  args: {
    label: 'Staff',
    placeholder: 'Type a name',
    defaultItems: staff,
    children: (item: Staff) => <ComboBoxItem>{item.name}</ComboBoxItem>,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ComboBox<Staff>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the suggestions; arrows and Enter choose one. */
export const Autocomplete: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Staff' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ad');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Adebayo Adeyemi');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The topic picker lets a new value through. */
export const AllowsCustomValue: Story = {
  args: { label: 'Topic', placeholder: 'Pick or type a topic', allowsCustomValue: true, onInputChange: fn() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Topic' });
    await userEvent.click(input);
    await userEvent.keyboard('Photosynthesis');
    await userEvent.tab();
    await expect(input).toHaveValue('Photosynthesis');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Photosynthesis');
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'This Field is required' } };
