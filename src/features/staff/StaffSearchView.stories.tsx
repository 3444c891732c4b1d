// The staff search page: the filters (each selector enabled by the one it hangs on, and cleared when that one changes)
// over the results. The route keeps the search in the URL; here a story's state stands in for it.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseFilter, resultsArgs, searchPageArgTypes, selectNamed } from '../../shared/searchStories';
import { withFilter, withoutFilters, type StaffSearch } from './staffSearch.form';
import { filterOptionsFixture, staffListFixture } from '../../testing/staffFixtures';
import { StaffSearchView, type StaffSearchViewProps } from './StaffSearchView';
import { MediaQueryAnswers, narrowScreen } from '../../ui';

/** The view with the search held as the route holds it: each change through withFilter. */
function SearchPage({ initial, ...props }: Omit<StaffSearchViewProps, 'search' | 'onFilterChange' | 'onClearFilters'> & { initial: StaffSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <StaffSearchView
        {...props}
        search={search}
        onFilterChange={(key, value) => setSearch((current) => withFilter(current, key, value))}
        onClearFilters={() => setSearch(withoutFilters)}
      />
      <output data-testid="search" hidden>
        {JSON.stringify(search)}
      </output>
    </>
  );
}

const meta = {
  title: 'Staff/Search page',
  component: SearchPage,
  argTypes: searchPageArgTypes,
  args: {
    title: 'Staff Management',
    initial: {},
    options: filterOptionsFixture,
    list: staffListFixture,
    ...resultsArgs(),
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchOf = (element: HTMLElement) => JSON.parse(element.querySelector('[data-testid="search"]')?.textContent ?? '{}') as StaffSearch;

const choose = chooseFilter;

/** Nothing chosen: every filter offered, the places' later selectors waiting for the earlier ones. */
export const NoFilters: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Staff filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: selectNamed('State of residence') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: selectNamed('Local government of origin') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: selectNamed('State Any') })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** Country, then state, then local government; a new state clears the local government (SPEC section 4). */
export const PlaceFilters: Story = {
  play: async ({ canvas, canvasElement }) => {
    await choose(canvas, 'Country of residence', 'Nigeria');
    await waitFor(() => expect(canvas.getByRole('button', { name: selectNamed('State of residence') })).toBeEnabled());
    await choose(canvas, 'State of residence', 'Lagos');
    await choose(canvas, 'Local government of residence', 'Ikeja');
    await expect(searchOf(canvasElement)).toEqual({ countryOfResidence: 'Nigeria', stateOfResidence: 'Lagos', localGovernmentOfResidence: 'Ikeja' });
    await choose(canvas, 'State of residence', 'Enugu');
    await expect(searchOf(canvasElement)).toEqual({ countryOfResidence: 'Nigeria', stateOfResidence: 'Enugu' });
    await expect(canvas.getByRole('button', { name: selectNamed('Local government of residence') })).toHaveTextContent('Any');
  },
};

/** A district narrows the schools offered; the search term goes on Enter; Clear forgets every filter. */
export const DistrictAndTerm: Story = {
  play: async ({ canvas, canvasElement }) => {
    await choose(canvas, 'District', 'District II');
    await userEvent.click(canvas.getByRole('button', { name: selectNamed('School') }));
    await expect(await within(document.body).findByRole('option', { name: 'Kosofe Senior High School' })).toBeVisible();
    await expect(within(document.body).queryByRole('option', { name: 'Agege Junior Grammar School' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search staff' }), 'Bello{Enter}');
    await expect(searchOf(canvasElement)).toMatchObject({ district: filterOptionsFixture.districts[1]!.id, searchTerm: 'Bello' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(searchOf(canvasElement)).toEqual({});
    await expect(canvas.getByRole('searchbox', { name: 'Search staff' })).toHaveValue('');
  },
};

/** A super-admin may search another state, so the state filter is offered too. */
export const SuperAdmin: Story = {
  args: { options: { ...filterOptionsFixture, states: ['Kano', 'Lagos'] }, initial: { state: 'Lagos', gender: 'female' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lagos State' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Female Gender' })).toBeVisible();
  },
};

/** A phone's width, which the story tests' wider window answers for with a stand-in. */
const onAPhone: Decorator = (Story) => (
  <MediaQueryAnswers.Provider value={(query) => query === narrowScreen}>
    <Story />
  </MediaQueryAnswers.Provider>
);

/** On a phone the selectors fold up behind Show filters, beside Clear filters; the search term stays. */
export const OnAPhone: Story = {
  decorators: [onAPhone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search staff' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: selectNamed('District') })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: selectNamed('District') })).toBeVisible();
  },
};

/** Folded with a filter chosen: the button says so. */
export const OnAPhoneFiltered: Story = {
  decorators: [onAPhone],
  args: { initial: { gender: 'female' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show filters (some chosen)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};
