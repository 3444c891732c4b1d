import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DateValue } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Calendar } from './Calendar';

const meta = {
  title: 'UI/Calendar',
  component: Calendar<DateValue>,
  tags: ['autodocs'],
  args: { 'aria-label': 'Event date', defaultValue: parseDate('2026-05-14'), onChange: fn() },
  argTypes: {
    'aria-label': { control: 'text' },
    errorMessage: { control: 'text' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    defaultValue: { control: false },
    onChange: { control: false },
  },
} satisfies Meta<typeof Calendar<DateValue>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move by day; Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab(); // previous month
    await userEvent.tab(); // next month
    await userEvent.tab(); // the grid's selected day
    await expect(canvas.getByRole('button', { name: /14.*May.*2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DateValue;
    await expect(last.toString()).toBe('2026-05-15');
  },
};

export const WithLimits: Story = {
  args: { minValue: parseDate('2026-05-10'), maxValue: parseDate('2026-05-20') },
};

export const WithError: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a weekday' },
};
