// The staff autocomplete machine's states through the real combo boxes: idle, debouncing (the 200 ms wait), searching,
// suggesting (with and without matches) and failed, each story ending in the state it names; then the picker of a
// form, choosing a staff member by keyboard.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock, createActor, type AnyActorLogic } from 'xstate';
import { storyRouter, withMemoryRouter } from '../../.storybook/appServices';
import {
  staffAutocompleteMachine,
  type StaffAutocompleteActor,
  type StaffSuggestion,
} from '../machines/staffAutocomplete.machine';
import { answers, fails, pending } from '../testing/storyActors';
import { StaffPicker, StaffSearchCombo } from './StaffAutocomplete';

const suggestions: StaffSuggestion[] = [
  { id: '4f7c2a10-0000-4000-8000-000000000001', name: 'Mrs Adaeze Okafor', email: 'adaeze.okafor@demo.test' },
  { id: '4f7c2a10-0000-4000-8000-000000000002', name: 'Mr Adamu Bello', email: 'adamu.bello@demo.test' },
  { id: '4f7c2a10-0000-4000-8000-000000000003', name: 'Dr Adebayo Adeyemi', email: 'adebayo.adeyemi@demo.test' },
];

/** An autocomplete whose search answers with `search`; on a `clock` that never moves, the 200 ms wait never ends. */
function autocomplete(search: AnyActorLogic = answers(suggestions), clock?: SimulatedClock, chosen: StaffSuggestion | null = null) {
  return createActor(staffAutocompleteMachine.provide({ actors: { searchStaff: search as never } }), {
    input: { chosen },
    ...(clock && { clock }),
  }).start();
}

const meta = {
  title: 'Shared/Staff autocomplete (staff autocomplete machine)',
  decorators: [withMemoryRouter],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { actor: StaffAutocompleteActor; router: unknown };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const loaders = (actor: () => StaffAutocompleteActor) => [async () => ({ actor: actor(), router: await storyRouter('/dashboard') })];
const searchBox: Story['render'] = (_args, { loaded }) => (
  <div style={{ maxWidth: '22rem', minHeight: '18rem' }}>
    <StaffSearchCombo actor={(loaded as Loaded).actor} />
  </div>
);
const stateOf = (loaded: Record<string, unknown>) => (loaded.actor as StaffAutocompleteActor).getSnapshot();
const box = (canvas: ReturnType<typeof within>) => canvas.getByRole('combobox', { name: 'Find a staff member' });
const page = () => within(document.body);

/** Types `text` into the search box by keyboard, then waits for the machine to reach `state`. */
async function typeAndReach(canvas: ReturnType<typeof within>, loaded: Record<string, unknown>, text: string, state: string) {
  await userEvent.click(box(canvas));
  await userEvent.keyboard(text);
  await waitFor(() => expect(stateOf(loaded).value).toBe(state));
}

/** `idle`: nothing typed. */
export const Idle: Story = {
  loaders: loaders(() => autocomplete()),
  render: searchBox,
  play: async ({ canvas, loaded }) => {
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(box(canvas)).toHaveValue('');
  },
};

/** `debouncing`: typed; the search starts 200 ms after the last keystroke (held here on a clock that stands still). */
export const Debouncing: Story = {
  loaders: loaders(() => autocomplete(answers(suggestions), new SimulatedClock())),
  render: searchBox,
  play: async ({ canvas, loaded }) => {
    await typeAndReach(canvas, loaded, 'ada', 'debouncing');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching staff…');
  },
};

/** `searching`: GET /staff/search?searchTerm=ada&limit=5 is out. */
export const Searching: Story = {
  loaders: loaders(() => autocomplete(pending())),
  render: searchBox,
  play: async ({ canvas, loaded }) => {
    await typeAndReach(canvas, loaded, 'ada', 'searching');
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching staff…');
  },
};

/** `suggesting`: up to five staff members, each a link to their page; the arrows reach them. */
export const Suggesting: Story = {
  loaders: loaders(() => autocomplete()),
  render: searchBox,
  play: async ({ canvas, loaded }) => {
    await typeAndReach(canvas, loaded, 'ada', 'suggesting');
    const listbox = await page().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 staff members match');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box(canvas)).toHaveAttribute('aria-activedescendant');
    const first = within(listbox).getAllByRole('option')[0] as HTMLElement;
    await expect(first).toHaveTextContent('Mrs Adaeze Okafor');
    await expect(first).toHaveAttribute('href', `/staff-management/${suggestions[0]?.id}`);
  },
};

/** `suggesting` with no match: the list says so. */
export const NoMatch: Story = {
  loaders: loaders(() => autocomplete(answers([]))),
  render: searchBox,
  play: async ({ canvas, loaded }) => {
    await typeAndReach(canvas, loaded, 'zzz', 'suggesting');
    await expect(canvas.getByRole('status')).toHaveTextContent('No staff member matches “zzz”');
  },
};

/** `failed`: the server's message, said in the box's live region. */
export const Failed: Story = {
  loaders: loaders(() => autocomplete(fails('The search is not available', 500))),
  render: searchBox,
  play: async ({ canvas, loaded }) => {
    await typeAndReach(canvas, loaded, 'ada', 'failed');
    await expect(canvas.getByRole('status')).toHaveTextContent('The search failed: The search is not available');
  },
};

function PickerForm({ actor, onChange }: { actor: StaffAutocompleteActor; onChange: (staff: StaffSuggestion | null) => void }) {
  const [value, setValue] = useState<StaffSuggestion | null>(actor.getSnapshot().context.chosen);
  return (
    <div style={{ maxWidth: '22rem', minHeight: '18rem' }}>
      <StaffPicker
        label="Principal"
        actor={actor}
        onChange={(staff) => {
          setValue(staff);
          onChange(staff);
        }}
      />
      <p>Chosen: {value?.name ?? 'nobody'}</p>
    </div>
  );
}

const onChosen = fn();

/** The picker of a form: typed, then a staff member chosen with the arrows and Enter; back in `idle` with the choice. */
export const PickerChosen: Story = {
  loaders: loaders(() => autocomplete()),
  render: (_args, { loaded }) => <PickerForm actor={(loaded as Loaded).actor} onChange={onChosen} />,
  play: async ({ canvas, loaded }) => {
    const input = canvas.getByRole('combobox', { name: 'Principal' });
    await userEvent.click(input);
    await userEvent.keyboard('ada');
    await waitFor(() => expect(stateOf(loaded).value).toBe('suggesting'));
    await page().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Mr Adamu Bello'));
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(stateOf(loaded).context.chosen).toEqual(suggestions[1]);
    await expect(onChosen).toHaveBeenLastCalledWith(suggestions[1]);
    await expect(canvas.getByText('Chosen: Mr Adamu Bello')).toBeVisible();
  },
};

/** The picker of a school being edited: its principal already chosen. */
export const PickerStartsChosen: Story = {
  loaders: loaders(() => autocomplete(answers(suggestions), undefined, { id: suggestions[2]?.id ?? '', name: 'Dr Adebayo Adeyemi' })),
  render: (_args, { loaded }) => <PickerForm actor={(loaded as Loaded).actor} onChange={fn()} />,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('combobox', { name: 'Principal' })).toHaveValue('Dr Adebayo Adeyemi');
    await expect(stateOf(loaded).value).toBe('idle');
  },
};
