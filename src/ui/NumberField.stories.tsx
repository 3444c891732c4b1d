import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, description: { control: 'text' }, errorMessage: { control: 'text' }, isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' }, minValue: { control: 'number' }, maxValue: { control: 'number' }, step: { control: 'number' }, onChange: { control: false } },
  args: { label: 'Mark (%)', minValue: 0, maxValue: 100, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys step the value; it stays within 0–100. */
export const Percentage: Story = {
  args: { defaultValue: 99, description: 'Number has to be between 0 and 100' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Mark (%)' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('99');
    await expect(args.onChange).toHaveBeenLastCalledWith(99);
  },
};

export const Steppers: Story = {
  args: { label: 'Minimum mark', defaultValue: 40 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(canvas.getByRole('textbox', { name: 'Minimum mark' })).toHaveValue('41');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Number has to be between 0 and 100' },
};
