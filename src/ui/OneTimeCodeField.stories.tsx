import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { OneTimeCodeField } from './OneTimeCodeField';

const meta = {
  title: 'UI/OneTimeCodeField',
  component: OneTimeCodeField,
  tags: ['autodocs'],
  args: { label: 'Verification code', description: 'Enter the 6-digit code sent to your email.', onChange: fn(), onComplete: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    length: { control: { type: 'number', min: 4, max: 8, step: 1 } },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    value: { control: false },
    defaultValue: { control: 'text' },
    autoFocus: { control: false },
    onChange: { control: false },
    onComplete: { control: false },
  },
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (group: HTMLElement) =>
  Array.from({ length: 6 }, (_, i) => within(group).getByRole('textbox', { name: `Digit ${i + 1} of 6` }));
const shown = (boxes: HTMLElement[]) => boxes.map((b) => (b as HTMLInputElement).value).join('');

/** Typing fills box after box; letters are ignored; the value is one string. */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAccessibleDescription('Enter the 6-digit code sent to your email.');
    const boxes = boxesOf(group);
    await expect(boxes[0]!.getBoundingClientRect().width).toBe(40);
    await expect(boxes[0]!.getBoundingClientRect().height).toBe(40);

    await userEvent.tab();
    await expect(boxes[0]).toHaveFocus();
    await userEvent.keyboard('12a3');
    await expect(shown(boxes)).toBe('123');
    await expect(boxes[3]).toHaveFocus();
    await userEvent.keyboard('456');
    await expect(shown(boxes)).toBe('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(boxes[5]).toHaveFocus();
  },
};

/** Backspace clears the box, then moves back; arrows move; typing over a digit replaces it. */
export const BackspaceAndArrows: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvas, args }) => {
    const boxes = boxesOf(canvas.getByRole('group', { name: 'Verification code' }));
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('{Backspace}');
    await expect(shown(boxes)).toBe('12345');
    await expect(boxes[5]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(shown(boxes)).toBe('1234');
    await expect(boxes[4]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('9');
    await expect(shown(boxes)).toBe('1294');
    await expect(boxes[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Focus stops at the first empty box.
    await expect(boxes[4]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(boxes[0]).toHaveFocus();
  },
};

/** Pasting six digits fills every box, wherever the caret is; non-digits are dropped. */
export const Paste: Story = {
  play: async ({ canvas, args }) => {
    const boxes = boxesOf(canvas.getByRole('group', { name: 'Verification code' }));
    await userEvent.click(boxes[0]!);
    await userEvent.paste('65 43-21');
    await expect(shown(boxes)).toBe('654321');
    await expect(args.onChange).toHaveBeenLastCalledWith('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
    await expect(boxes[5]).toHaveFocus();
  },
};

/** Clicking an empty box beyond the code moves focus back to the next box to fill. */
export const FocusStaysContiguous: Story = {
  args: { defaultValue: '12' },
  play: async ({ canvas }) => {
    const boxes = boxesOf(canvas.getByRole('group', { name: 'Verification code' }));
    await userEvent.click(boxes[5]!);
    await expect(boxes[2]).toHaveFocus();
  },
};

/** The code is one tab stop: Tab enters at the next box to fill and leaves the group (no trap). */
export const TabOrder: Story = {
  args: { defaultValue: '12' },
  render: (args) => (
    <>
      <OneTimeCodeField {...args} />
      <Button>Verify</Button>
    </>
  ),
  play: async ({ canvas }) => {
    const boxes = boxesOf(canvas.getByRole('group', { name: 'Verification code' }));
    await userEvent.tab();
    await expect(boxes[2]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(boxes[1]).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', errorMessage: 'The code is incorrect or has expired.' },
  play: async ({ canvas }) => {
    const boxes = boxesOf(canvas.getByRole('group', { name: 'Verification code' }));
    await expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await expect(boxes[0]).toHaveAccessibleDescription('The code is incorrect or has expired.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '12' } };

function Controlled() {
  const [code, setCode] = useState('');
  return (
    <>
      <OneTimeCodeField label="Reset code" value={code} onChange={setCode} />
      <p>Value: “{code}”</p>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('4321');
    await expect(canvas.getByText('Value: “4321”')).toBeInTheDocument();
  },
};
