import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { defaultTerminology } from '../../services/terminology';
import { generalDashboard } from '../../testing/dashboardFixtures';
import { GeneralDashboard } from './GeneralDashboard';

const meta = {
  title: 'Dashboards/General',
  component: GeneralDashboard,
  tags: ['autodocs'],
  args: { data: generalDashboard, organisationName: 'Lagos', terms: defaultTerminology },
  argTypes: {
    organisationName: { control: 'text' },
    data: { control: 'object', description: "The state's totals and the next event." },
    terms: { control: 'object', description: "The state's own words for district and the staff numbers." },
  },
} satisfies Meta<typeof GeneralDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state's figures on stat cards (colours cycling by position), tiles to the other dashboards, and what is next. */
export const Figures: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('58,240')).toBeVisible();
    const tones = [...canvasElement.querySelectorAll('.ui-StatCard')].map((card) => card.getAttribute('data-tone'));
    await expect(tones).toEqual(['1', '2', '3', '4']);
    await expect(canvas.getByRole('link', { name: /Staff dashboard/ })).toHaveAttribute('href', '/dashboard/staff-management');
    await expect(canvas.getByRole('link', { name: /Student dashboard/ })).toHaveAttribute('href', '/dashboard/student-management');
    await expect(canvas.getByRole('link', { name: /School dashboard/ })).toHaveAttribute('href', '/dashboard/school-management');
    await expect(canvas.getByRole('link', { name: /District dashboard/ })).toHaveAttribute('href', '/dashboard/district');
    await expect(canvas.getByText(/Examination · 06-07-2026 to 17-07-2026/)).toBeVisible();
  },
};

/** A state that says 'LGEA' for district. */
export const RenamedDistrict: Story = {
  args: { terms: { ...defaultTerminology, district: 'LGEA' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('LGEAs')).toBeVisible();
  },
};

export const NoEventsYet: Story = {
  args: { data: { ...generalDashboard, currentSession: null, currentTerm: null, upcomingEvents: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events coming up.')).toBeVisible();
    await expect(canvas.getByText('No session yet')).toBeVisible();
  },
};

/** Working in a district: the subtitle names the district, whose figures these are. */
export const InADistrict: Story = {
  args: { organisationName: 'Ikeja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("An overview of Ikeja's schools, staff and students.")).toBeVisible();
  },
};
