import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Banner } from './Banner';
import { Button } from './Button';
import { Link } from './Link';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] }, title: { control: 'text' }, children: { control: 'text' }, role: { control: 'inline-radio', options: ['alert', 'status', 'none'] }, action: { control: false } },
  args: { tone: 'info', children: 'Grades set here apply to every subject in the state.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Grades set here apply');
  },
};

/** The offline banner (SPEC section 8) interrupts as an alert. */
export const Offline: Story = {
  args: { tone: 'error', children: 'Looks like you lost your internet.', action: <Button variant="secondary">Retry</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Looks like you lost your internet.');
  },
};

/** The holding notice for a state whose account is not yet active. */
export const Unverified: Story = {
  args: {
    tone: 'warning',
    role: 'none',
    title: 'Unverified',
    children:
      'We are currently reviewing the provided information and will get back to you as soon as possible. After approval, you will be able to carry out operations on the application.',
  },
};

export const Success: Story = {
  args: { tone: 'success', children: <p>Transfer Successfully. <Link href="#billing">View wallet</Link></p> },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Banner tone="info" role="none">Information</Banner>
      <Banner tone="success" role="none">Success</Banner>
      <Banner tone="warning" role="none">Warning</Banner>
      <Banner tone="error" role="none">Error <Link href="#help">Get help</Link></Banner>
    </div>
  ),
};
