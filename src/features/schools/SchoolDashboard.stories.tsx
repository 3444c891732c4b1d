import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultTerminology } from '../../services/terminology';
import { schoolDashboard } from '../../testing/dashboardFixtures';
import { SchoolDashboard } from './SchoolDashboard';

const meta = {
  title: 'Dashboards/School',
  component: SchoolDashboard,
  args: { data: schoolDashboard, terms: defaultTerminology },
} satisfies Meta<typeof SchoolDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All schools')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Schools by District' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Schools by category' })).toBeVisible();
    const bySchool = canvas.getByRole('table', { name: 'Staff and students by school' });
    await expect(within(bySchool).getByRole('row', { name: /Agege Junior Grammar School/ })).toHaveTextContent('1,840');
  },
};
