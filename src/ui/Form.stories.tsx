import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';
import { Form, FormActions } from './Form';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const meta = {
  title: 'UI/Form',
  component: Form,
  args: { onSubmit: fn((e: FormEvent<HTMLFormElement>) => e.preventDefault()) },
  render: (args) => (
    <Form {...args} aria-label="Sign in">
      <TextField
        name="email"
        type="email"
        label="Email"
        isRequired
        validate={(v) => (!v ? 'This Field is required' : EMAIL.test(v) ? null : 'E-mail must be valid')}
      />
      <PasswordField name="password" label="Password" isRequired validate={(v) => (v ? null : 'Enter password.')} />
      <FormActions>
        <Button type="submit">Login</Button>
      </FormActions>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows the SPEC messages and does not submit; valid input submits. */
export const Validation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('This Field is required')).toBeInTheDocument();
    await expect(canvas.getByText('Enter password.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveFocus();

    await userEvent.keyboard('admin@demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('E-mail must be valid')).toBeInTheDocument();

    await userEvent.type(email, '.test');
    await userEvent.type(canvas.getByLabelText(/Password/, { selector: 'input' }), 'Portal@2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Server-side errors keyed by field name. */
export const ServerErrors: Story = {
  args: { validationErrors: { email: 'Email already taken' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Email already taken');
  },
};
