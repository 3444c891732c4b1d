import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CalendarIcon, FileIcon } from './icons';
import { TileCard } from './TileCard';

const meta = {
  title: 'UI/TileCard',
  component: TileCard,
  tags: ['autodocs'],
  argTypes: { title: { control: 'text' }, description: { control: 'text' }, href: { control: 'text' } },
  args: { title: 'Staff management', description: 'Create, upload and download staff', href: '#staff-management' },
} satisfies Meta<typeof TileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Staff management/ });
    await expect(link).toHaveAttribute('href', '#staff-management');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Dashboard: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: 16 }}>
      <TileCard title="Sessions and terms" description="Academic calendar" href="#sessions" icon={<CalendarIcon />} />
      <TileCard title="Scheme of work" description="Topics and class notes" href="#scheme" icon={<FileIcon />} />
      <TileCard title="Billing" href="#billing" />
    </div>
  ),
};
