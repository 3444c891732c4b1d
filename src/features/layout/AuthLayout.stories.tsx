import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Form, FormActions, TextField } from '../../ui';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Layout/Auth layout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  argTypes: { title: { control: 'text' }, description: { control: 'text' }, children: { control: false } },
  args: {
    title: 'Login',
    description: 'Sign in to manage your state’s schools, staff and students.',
    children: (
      <Form aria-label="Login">
        <TextField label="Email or username" />
        <TextField label="Password" type="password" />
        <FormActions>
          <Button type="submit">Login</Button>
        </FormActions>
      </Form>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form in its column; the side image shows from medium screens up (it is decoration, hidden from readers). */
export const SignIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    const side = canvasElement.querySelector('.AuthLayout-side');
    await expect(side).toHaveAttribute('aria-hidden', 'true');
    const wide = window.matchMedia('(min-width: 48rem)').matches;
    await expect(side ? getComputedStyle(side).display !== 'none' : false).toBe(wide);
  },
};
