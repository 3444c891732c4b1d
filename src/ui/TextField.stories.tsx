import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  argTypes: { label: { control: 'text' }, description: { control: 'text' }, errorMessage: { control: 'text' }, isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' }, placeholder: { control: 'text' }, multiline: { control: 'boolean' }, onChange: { control: false } },
  args: { label: 'First name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We send reset codes to this address.', placeholder: 'name@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send reset codes to this address.',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'District name', defaultValue: 'A very long district name', isInvalid: true, errorMessage: 'District Name must not be more than 15 characters' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'District name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('District Name must not be more than 15 characters');
  },
};

export const ValidatesOnBlur: Story = {
  args: {
    label: 'Last name',
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value: string) => (value.trim().length > 2 ? null : 'This field must be more than 2 characters'),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Last name/ });
    await userEvent.click(input);
    await userEvent.keyboard('Al');
    await expect(canvas.getByText('This field must be more than 2 characters')).toBeInTheDocument();
    await userEvent.keyboard('i');
    await expect(canvas.queryByText('This field must be more than 2 characters')).not.toBeInTheDocument();
  },
};

/** Required: marked beside its label before anything is submitted, and announced as required (aria-required). */
export const Required: Story = {
  args: { label: 'Email', isRequired: true, validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    const label = canvas.getByText('Email', { selector: 'label' });
    await expect(getComputedStyle(label, '::after').content).toMatch(/\*/);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Multiline: Story = { args: { label: 'Description', multiline: true } };

export const Disabled: Story = { args: { label: 'Username', isDisabled: true, defaultValue: 'admin' } };
