import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { studentDashboard } from '../../testing/dashboardFixtures';
import { StudentDashboard } from './StudentDashboard';

const meta = {
  title: 'Dashboards/Student',
  component: StudentDashboard,
  args: { data: studentDashboard },
} satisfies Meta<typeof StudentDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('58,240')).toBeVisible();
    const byClass = canvas.getByRole('table', { name: 'Students by class' });
    await expect(within(byClass).getAllByRole('row')).toHaveLength(7);
  },
};
