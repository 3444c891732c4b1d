import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  argTypes: { title: { control: 'text' }, children: { control: 'text' }, size: { control: 'inline-radio', options: ['page', 'compact'] }, icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops, no content is available here yet. Kindly check back later')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { title: 'No districts yet', children: 'Create the first district of the state.', action: <Button>Create District</Button> },
};
