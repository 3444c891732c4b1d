import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] }, children: { control: 'text' }, href: { control: 'text' } },
  args: { href: '#home', children: 'Home page' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Something went wrong. Go back to the <Link {...args} /> and try again.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Home page' });
    await expect(link).toHaveAttribute('href', '#home');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Edit class' } };

export const Disabled: Story = { args: { isDisabled: true, children: 'Edit subject' } };
