import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultTerminology } from '../../services/terminology';
import { staffDashboard } from '../../testing/dashboardFixtures';
import { StaffDashboard } from './StaffDashboard';

const meta = {
  title: 'Dashboards/Staff',
  component: StaffDashboard,
  args: { data: staffDashboard, terms: defaultTerminology },
} satisfies Meta<typeof StaffDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('.ui-StatCard')].map((card) => card.getAttribute('data-tone'));
    await expect(tones).toEqual(['1', '2', '3', '4', '5']);
    const byDistrict = canvas.getByRole('table', { name: 'Staff by District' });
    await expect(within(byDistrict).getByRole('rowheader', { name: 'No District' })).toBeVisible();
    await expect(within(byDistrict).getByRole('columnheader', { name: 'District' })).toBeVisible();
    for (const table of ['Staff by staff type', 'Staff by gender', 'Staff by account status', 'Staff by school']) {
      await expect(canvas.getByRole('table', { name: table })).toBeVisible();
    }
    await expect(within(canvas.getByRole('table', { name: 'Staff by staff type' })).getByRole('rowheader', { name: 'Not set' })).toBeVisible();
    // Genders are capitalised as everywhere else.
    const byGender = within(canvas.getByRole('table', { name: 'Staff by gender' }));
    await expect(byGender.getByRole('rowheader', { name: 'Male' })).toBeVisible();
    await expect(byGender.getByRole('rowheader', { name: 'Female' })).toBeVisible();
    // Each chart is a picture of its table: hidden from assistive technology, which reads the table.
    const charts = [...canvasElement.querySelectorAll('.ui-BarChart')];
    await expect(charts).toHaveLength(5);
    for (const chart of charts) await expect(chart).toHaveAttribute('aria-hidden', 'true');
  },
};

export const RenamedDistrict: Story = {
  args: { terms: { ...defaultTerminology, district: 'LGEA' } },
  play: async ({ canvas }) => {
    const byDistrict = canvas.getByRole('table', { name: 'Staff by LGEA' });
    await expect(within(byDistrict).getByRole('rowheader', { name: 'No LGEA' })).toBeVisible();
  },
};

/** What the route places below the figures (the staff search's results, whose stories are the staff area's). */
export const WithStaffList: Story = {
  args: {
    children: (
      <section aria-labelledby="dashboard-staff" className="Dashboard-staff">
        <h2 id="dashboard-staff">Staff</h2>
        <p>The staff search's results.</p>
      </section>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Staff' })).toBeVisible();
  },
};
