// The staff search's results in each of their states: searching, found, none found, cut at the limit, failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { defaultTerminology } from '../../services/terminology';
import { resultsArgs, resultsArgTypes } from '../../shared/searchStories';
import { limitedStaffListFixture, staffListFixture } from '../../testing/staffFixtures';
import { StaffResults, staffResultsMessages } from './StaffResults';

const meta = {
  title: 'Staff/Search results',
  component: StaffResults,
  tags: ['autodocs'],
  argTypes: resultsArgTypes,
  args: {
    list: staffListFixture,
    ...resultsArgs(),
  },
} satisfies Meta<typeof StaffResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first search on its way: nothing to show yet. */
export const Loading: Story = {
  args: { list: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: staffResultsMessages.searching })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Staff' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new search on its way: the last answer stays until the new one comes. */
export const SearchingAgain: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: staffResultsMessages.searching })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

/** Found: every row, the count said, and the sortable columns sort on the server (the route is told). */
export const Results: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing all 6 staff found')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Adeyemi, Adebayo' })).toBeVisible();
    const district = canvas.getByRole('columnheader', { name: /District/ });
    await userEvent.click(district);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'district', direction: 'ascending' });
  },
};

/** Sorted by name, newest order given up: the header says which way. */
export const SortedByName: Story = {
  args: { sort: { column: 'name', direction: 'descending' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** The state's own terms label the district and Oracle Number columns. */
export const RenamedTerms: Story = {
  args: { terms: { ...defaultTerminology, district: 'LGEA', oracleNumber: 'IPPIS Number' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /LGEA/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'IPPIS Number' })).toBeVisible();
  },
};

/** No one matches. */
export const Empty: Story = {
  args: { list: { staff: [], total: 0, moreThanTotal: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(staffResultsMessages.none)).toBeVisible();
  },
};

/** More match than came back (the server gives at most 1000): the page says so and to narrow the filters. */
export const LimitReached: Story = {
  args: { list: limitedStaffListFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 20 of 4,312: narrow the filters')).toBeVisible();
  },
};

/** The search failed: the reason, once, and a way to try again. */
export const Failed: Story = {
  args: { list: null, error: 'The request failed (503)' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The request failed (503)')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
