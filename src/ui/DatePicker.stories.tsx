import { getLocalTimeZone, parseDate, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fieldArgTypes } from '../../.storybook/argTypes';
import type { DateValue } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker<DateValue>,
  tags: ['autodocs'],
  args: { label: 'Start date', onChange: fn() },
  argTypes: {
    ...fieldArgTypes,
    disallowFuture: { control: 'boolean' },
    disallowPast: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    onChange: { control: false },
  },
} satisfies Meta<typeof DatePicker<DateValue>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed segment by segment, day first (en-NG), in the portal's DD-MM-YYYY like every list. */
export const TypedByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Start date' })).toBeInTheDocument();
    const input = canvas.getByRole('group', { name: 'Start date' }).querySelector('.ui-DateInput') as HTMLElement;
    await expect(input.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toBe('DD-MM-YYYY');
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveFocus();
    await userEvent.keyboard('15061990');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DateValue;
    await expect(last.toString()).toBe('1990-06-15');
    await expect(input.textContent?.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).toBe('15-06-1990');
  },
};

/** Date of birth: no future dates; days after today are disabled in the calendar. */
export const NoFutureDates: Story = {
  args: { label: 'Date of birth', disallowFuture: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    const now = today(getLocalTimeZone());
    // The calendar opens on this month; if today is its last day the next day is on the next page.
    if (now.add({ days: 1 }).month === now.month) {
      const tomorrow = within(dialog).getByRole('button', { name: new RegExp(`\\b${now.add({ days: 1 }).day}\\b.*${now.year}`) });
      await expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    }
    // Today's month is the last one allowed: the calendar's Next button is disabled.
    await expect(within(dialog).getAllByRole('button', { name: 'Next' })[0]).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A typed future date is rejected. */
export const FutureDateRejected: Story = {
  args: { label: 'Date of birth', disallowFuture: true, validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('01012099');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAttribute('data-invalid', 'true'));
  },
};

export const WithValue: Story = {
  args: { label: 'Date of employment', defaultValue: parseDate('2015-09-01'), description: 'As on the appointment letter.' },
};

/** The open calendar, so axe checks the grid. */
export const Open: Story = {
  args: { defaultValue: parseDate('2026-03-12') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await screen.findByRole('grid')).toBeVisible();
    const day = screen.getByRole('button', { name: /12 March 2026/ });
    await expect(day.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  args: { label: 'End date', isInvalid: true, errorMessage: 'This Field is required' },
};
