// Story support for the search pages and their results (staff, students, the admission register): the results' props
// in their resting state, and choosing from a filter's Select as a user does.
import { fn, userEvent, within } from 'storybook/test';
import { defaultTerminology } from '../../services/terminology';

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

/** A Select's trigger is named by its value, then its label. */
export const selectNamed = (label: string) => new RegExp(`${label}$`);

/** Opens the Select labelled `label` and picks `option`. */
export async function chooseFilter(canvas: ReturnType<typeof within>, label: string, option: string): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: selectNamed(label) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}
