import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, description: { control: 'text' }, errorMessage: { control: 'text' }, isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' }, onChange: { control: false } },
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, then show and hide the password with the keyboard. */
export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Portal@2026');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Portal@2026');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Invalid: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    defaultValue: 'short',
    isInvalid: true,
    errorMessage: 'Min. 8 characters with at least one capital letter, a number and a special character.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
