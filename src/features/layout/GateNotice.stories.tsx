import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resetPasswordNotice, suspendedNotice, unverifiedNotice } from '../../lib/messages';
import { GateNotice, setNewPasswordHref } from './GateNotice';

const meta = {
  title: 'Layout/Gate notice',
  component: GateNotice,
  tags: ['autodocs'],
  argTypes: {
    gate: { control: 'inline-radio', options: ['unverified', 'suspended', 'resetPassword'], description: 'Why the portal is closed to this person.' },
    notice: { control: 'text' },
  },
} satisfies Meta<typeof GateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  args: { gate: 'unverified', notice: unverifiedNotice },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Unverified: We are currently reviewing the provided information and will get back to you as soon as possible. After approval, you will be able to carry out operations on the application.',
      ),
    ).toBeVisible();
  },
};

export const Suspended: Story = {
  args: { gate: 'suspended', notice: suspendedNotice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    await expect(canvas.getByText(suspendedNotice)).toBeVisible();
  },
};

export const ResetPassword: Story = {
  args: { gate: 'resetPassword', notice: resetPasswordNotice },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Set a new password now' })).toHaveAttribute('href', setNewPasswordHref);
  },
};
