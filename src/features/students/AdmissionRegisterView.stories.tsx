// The admission register: the students in order of admission, and its other states (as the search's results).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { resultsArgs, resultsArgTypes } from '../../shared/searchStories';
import { AdmissionRegisterView } from './AdmissionRegisterView';
import { studentResultsMessages } from './StudentResults';
import { limitedStudentListFixture, studentListFixture } from '../../testing/studentFixtures';

const meta = {
  title: 'Students/Admission register',
  component: AdmissionRegisterView,
  tags: ['autodocs'],
  argTypes: { ...resultsArgTypes, title: { control: 'text' } },
  args: {
    title: 'Admission Register',
    list: studentListFixture,
    ...resultsArgs(),
  },
} satisfies Meta<typeof AdmissionRegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In order of admission: the date, admission number, name, class and arm, and school. */
export const Register: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Admission Register' });
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Admitted', 'Admission number', 'Name', 'Class and arm', 'School']);
    await expect(within(grid).getByRole('rowheader', { name: 'Eze, Ngozi' })).toBeVisible();
    await expect(within(grid).getAllByText('JSS 1 A').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { list: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: studentResultsMessages.searching })).toBeVisible();
  },
};

export const LimitReached: Story = {
  args: { list: limitedStudentListFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 20 of more than 5,000: narrow the filters')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { list: null, error: 'The server is unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
