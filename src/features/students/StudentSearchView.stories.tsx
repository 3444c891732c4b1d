// The student search page: the filters (the local government of origin waits for its state; a new district clears the
// school) over the results in each of their states. The route keeps the search in the URL; a story's state stands in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { anyChoice, loadingChoice } from '../../shared/ChoiceSelect';
import { noFilterOptions } from '../../shared/filterOptions.calls';
import { chooseFilter, resultsArgs, searchPageArgTypes, selectNamed } from '../../shared/searchStories';
import { studentSearchRules, type StudentSearch } from './studentSearch.form';
import { studentResultsMessages } from './StudentResults';
import { limitedStudentListFixture, studentListFixture, studentOptionsFixture } from '../../testing/studentFixtures';
import { StudentSearchView, type StudentSearchViewProps } from './StudentSearchView';

/** The view with the search held as the route holds it: each change through withFilter. */
function SearchPage({ initial, ...props }: Omit<StudentSearchViewProps, 'search' | 'onFilterChange' | 'onClearFilters'> & { initial: StudentSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <StudentSearchView
        {...props}
        search={search}
        onFilterChange={(key, value) => setSearch((current) => studentSearchRules.withFilter(current, key, value))}
        onClearFilters={() => setSearch(studentSearchRules.withoutFilters)}
      />
      <output data-testid="search" hidden>
        {JSON.stringify(search)}
      </output>
    </>
  );
}

const meta = {
  title: 'Students/Search page',
  component: SearchPage,
  argTypes: searchPageArgTypes,
  args: {
    title: 'Student Management',
    initial: {},
    options: studentOptionsFixture,
    list: studentListFixture,
    ...resultsArgs(),
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchOf = (element: HTMLElement) => JSON.parse(element.querySelector('[data-testid="search"]')?.textContent ?? '{}') as StudentSearch;
const choose = chooseFilter;

/** Found: every filter offered, every row, the count said; Add student and the register beside the heading. */
export const Results: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: 'Student filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: selectNamed('Local government of origin') })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Add student' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Admission register' })).toBeVisible();
    await expect(canvas.getByText('Showing all 6 students found')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Eze, Ngozi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Admission number/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'admissionNumber', direction: 'ascending' });
  },
};

/** Filters: a class, a state of origin and its local government; a new state clears it; Clear forgets every filter. */
export const Filters: Story = {
  play: async ({ canvas, canvasElement }) => {
    await choose(canvas, 'Class', 'JSS 2');
    await choose(canvas, 'State of origin', 'Enugu');
    await waitFor(() => expect(canvas.getByRole('button', { name: selectNamed('Local government of origin') })).toBeEnabled());
    await choose(canvas, 'Local government of origin', 'Nsukka');
    await expect(searchOf(canvasElement)).toEqual({
      class: studentOptionsFixture.classes[1]!.id,
      stateOfOrigin: 'Enugu',
      localGovernmentOfOrigin: 'Nsukka',
    });
    await choose(canvas, 'State of origin', 'Lagos');
    await expect(searchOf(canvasElement)).toEqual({ class: studentOptionsFixture.classes[1]!.id, stateOfOrigin: 'Lagos' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search students' }), 'AJGS{Enter}');
    await expect(searchOf(canvasElement)).toMatchObject({ searchTerm: 'AJGS' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(searchOf(canvasElement)).toEqual({});
  },
};

/**
 * The address filters by a class while the lists are still read: the Class filter says it is loading, never "Any" of a
 * search that filters by it; the class's name shows once the lists come.
 */
export const FilterOptionsLoading: Story = {
  args: {
    initial: { class: studentOptionsFixture.classes[1]!.id },
    options: { ...noFilterOptions, classes: [] },
    isLoading: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: selectNamed('Class') })).toHaveTextContent(loadingChoice);
    await expect(canvas.getByRole('button', { name: selectNamed('School') })).toHaveTextContent(anyChoice);
  },
};

/** Searching: the progress is said, the last answer stays. */
export const Searching: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: studentResultsMessages.searching })).toBeVisible();
  },
};

/** None found. */
export const Empty: Story = {
  args: { list: { foundStudents: [], total: 0, moreThanTotal: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(studentResultsMessages.none)).toBeVisible();
  },
};

/** Cut at the limit: says how many there are and asks for narrower filters. */
export const LimitReached: Story = {
  args: { list: limitedStudentListFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 20 of more than 5,000: narrow the filters')).toBeVisible();
  },
};

/** Failed: the reason and Try again. */
export const Failed: Story = {
  args: { list: null, error: 'The server is unavailable' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The server is unavailable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
