// The staff search's results in each of their states: searching, found, none found, cut at the limit, failed; as wide
// as a 1280 px window gives them and on a phone, the columns left out in each row's details.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultTerminology } from '../../services/terminology';
import { resultsArgs, resultsArgTypes } from '../../shared/searchStories';
import { limitedStaffListFixture, staffListFixture, staffListItemFixture } from '../../testing/staffFixtures';
import { StaffResults, staffResultsMessages } from './StaffResults';

/**
 * The results as wide as the staff search gives them (`resultsWidth`): 968 px in a 1280 px window, 358 px on a 390 px
 * phone. The story tests' own window is narrower than the first, so the width is set here, not by the window.
 */
const atWidth: Decorator = (Story, { parameters }) => (
  <div style={{ width: parameters.resultsWidth as number }}>
    <Story />
  </div>
);

const meta = {
  title: 'Staff/Search results',
  component: StaffResults,
  tags: ['autodocs'],
  decorators: [atWidth],
  parameters: { resultsWidth: 968 },
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
    await expect((await canvas.findByRole('grid', { name: 'Staff' })).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new search on its way: the last answer stays until the new one comes. */
export const SearchingAgain: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: staffResultsMessages.searching })).toBeVisible();
    await canvas.findByRole('rowheader', { name: 'Adeyemi, Adebayo' });
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

/** Found: every row, the count said, and the sortable columns sort on the server (the route is told). */
export const Results: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing all 6 staff found')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Adeyemi, Adebayo' })).toBeVisible();
    const district = canvas.getByRole('columnheader', { name: /District/ });
    await userEvent.click(district);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'district', direction: 'ascending' });
  },
};

/** Nothing scrolls sideways: the grid is as wide as its columns. */
const fitsItsWidth = async (grid: HTMLElement) => {
  await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
};

/**
 * At 1280 px: the name, email, district, school and staff type; the rest (Oracle Number, gender, account status, date
 * of employment) in each row's details.
 */
export const At1280: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Staff' });
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Email', 'District', 'School', 'Staff type', 'Details']);
    await expect(within(grid).getByRole('columnheader', { name: 'School' })).toBeVisible();
    await fitsItsWidth(grid);
  },
};

/** On a 390 px phone: the name and the school, everything else one tap away in the row's details. */
export const OnAPhone: Story = {
  parameters: { resultsWidth: 358 },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Staff' });
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'School', 'Details']);
    await expect(within(grid).getByRole('columnheader', { name: 'School' })).toBeVisible();
    await fitsItsWidth(grid);
    const button = within(grid).getByRole('button', { name: 'Information about Adeyemi, Adebayo' });
    await userEvent.click(button);
    await expect(await within(document.body).findByRole('dialog', { name: 'Adeyemi, Adebayo' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};

/**
 * A row's details, opened from the keyboard: into the table, along the first row to its details button, Enter. The
 * columns left out are listed with their values.
 */
export const DetailsOpen: Story = {
  parameters: { resultsWidth: 358 },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Staff' });
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const button = canvas.getByRole('button', { name: 'Information about Adeyemi, Adebayo' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const details = within(await within(document.body).findByRole('dialog', { name: 'Adeyemi, Adebayo' }));
    for (const [term, value] of [
      ['Email', 'staff0@lagos.edu.test'],
      ['Oracle Number', 'OR100200'],
      ['District', 'District I'],
      ['Staff type', 'Non-Teaching'],
      ['Gender', 'Male'],
      ['Account status', 'Active'],
      ['Employed', '01-09-2000'],
    ] as const) {
      await expect(details.getByText(term)).toBeVisible();
      await expect(details.getByText(value)).toBeVisible();
    }
    await expect(details.queryByText('Agege Junior Grammar School')).toBeNull();
  },
};

/** Sorted by name, newest order given up: the header says which way. */
export const SortedByName: Story = {
  args: { sort: { column: 'name', direction: 'descending' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  },
};

/** The state's own terms label the district and Oracle Number columns (in a window wide enough for every column). */
export const RenamedTerms: Story = {
  parameters: { resultsWidth: 1400 },
  args: { terms: { ...defaultTerminology, district: 'LGEA', oracleNumber: 'IPPIS Number' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('columnheader', { name: /LGEA/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'IPPIS Number' })).toBeVisible();
  },
};

/** A long list draws fifty rows at first and fifty more each time its end is scrolled near, until every row is there. */
export const ManyRows: Story = {
  args: { list: { staff: Array.from({ length: 120 }, (_, index) => staffListItemFixture(index)), total: 120, moreThanTotal: false } },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Staff' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '51'));
    await expect(canvas.getByText('Showing all 120 staff found')).toBeVisible();
    // Scrolled to the end until the next fifty have come: the end moves as they are laid out.
    for (const rowCount of ['101', '121']) {
      await waitFor(
        () => {
          grid.scrollTop = grid.scrollHeight;
          expect(grid).toHaveAttribute('aria-rowcount', rowCount);
        },
        { timeout: 10_000 },
      );
    }
  },
};

/** No one matches. */
export const Empty: Story = {
  args: { list: { staff: [], total: 0, moreThanTotal: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(staffResultsMessages.none)).toBeVisible();
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
