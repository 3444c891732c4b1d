import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, placeholder: { control: 'text' }, isDisabled: { control: 'boolean' }, onSubmit: { control: false }, onClear: { control: false } },
  args: { label: 'Search staff', placeholder: 'Name or email', onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter submits, Escape clears. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search staff' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ngozi{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Ngozi');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Adebayo' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Clear search/i }));
    await expect(canvas.getByRole('searchbox', { name: 'Search staff' })).toHaveValue('');
  },
};
