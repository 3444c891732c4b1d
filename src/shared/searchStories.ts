// Story support for the search pages and their results (staff, students, the admission register): the results' props
// in their resting state, and choosing from a filter's Select as a user does.
import { fn, userEvent, within } from 'storybook/test';
import { defaultTerminology } from '../services/terminology';

/** What every results story starts from: found, not searching, unsorted; rows lead nowhere in a story. */
export const resultsArgs = () => ({
  isLoading: false,
  error: null,
  onRetry: fn(),
  terms: defaultTerminology,
  sort: undefined,
  onSortChange: fn(),
  hrefOf: (id: string) => `#${id}`,
});

/**
 * The results' props in the Controls panel: what a designer varies (searching, the failure's text, the rows and their
 * count) has a control; the callbacks and the sort, which the stories' play functions drive, have none.
 */
export const resultsArgTypes = {
  isLoading: { control: 'boolean', description: 'A search is on its way (the last results stay meanwhile).' },
  error: { control: 'text', description: 'Why the search failed; empty when it did not.' },
  list: { control: 'object', description: 'The rows found and their total; a total above the rows shown says to narrow the filters.' },
  terms: { control: 'object', description: "The state's own words for district and the staff numbers." },
  sort: { control: false },
  onRetry: { control: false },
  onSortChange: { control: false },
  hrefOf: { control: false },
} as const;

/** A search page's props in the Controls panel: its results', and its heading, filters and what they offer. */
export const searchPageArgTypes = {
  ...resultsArgTypes,
  title: { control: 'text' },
  initial: { control: 'object', description: 'The filters the page opens with, as its address holds them.' },
  options: { control: 'object', description: 'What each filter offers.' },
} as const;

/** A Select's trigger is named by its value, then its label. */
export const selectNamed = (label: string) => new RegExp(`${label}$`);

/** Opens the Select labelled `label` and picks `option`. */
export async function chooseFilter(canvas: ReturnType<typeof within>, label: string, option: string): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: selectNamed(label) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}
