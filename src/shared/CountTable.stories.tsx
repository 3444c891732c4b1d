import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CountTable, countRows } from './CountTable';

const meta = {
  title: 'Dashboards/Count table',
  component: CountTable,
  tags: ['autodocs'],
  argTypes: {
    label: { control: 'text' },
    groupHeading: { control: 'text' },
    rows: { control: 'object' },
  },
  args: {
    label: 'Staff by district',
    groupHeading: 'District',
    rows: countRows([
      { id: '9bab21bd-4a47-4bc9-9fbd-fe58a542c7d6', name: 'Ikeja', count: 1020 },
      { id: null, name: 'No district', count: 32 },
    ]),
  },
} satisfies Meta<typeof CountTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,020')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops, no content is available here yet. Kindly check back later')).toBeVisible();
  },
};
