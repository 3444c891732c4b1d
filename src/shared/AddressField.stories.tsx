// The address lookup machine's states through the real widget: starting (the first 3 s), ready, waiting (the pause
// after typing), searching, suggesting, resolving, chosen and degraded (the geocoder unavailable), each story ending
// in the state it names; a 429 that skips one search quietly; and a form's state, whose places come first.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { wiring } from '../../.storybook/argTypes';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { addressLookupMachine, type Place, type PlaceSuggestion } from '../machines/addressLookup.machine';
import { answers, fails, pending } from '../testing/storyActors';
import { AddressField, addressUnavailableNotice, type AddressValue } from './AddressField';

const ikeja: PlaceSuggestion = { placeId: 'ng:lagos:ikeja', description: 'Ikeja, Lagos, Nigeria' };
const ibadan: PlaceSuggestion = { placeId: 'ng:oyo:ibadan', description: 'Ibadan, Oyo, Nigeria' };
const ikejaPlace: Place = { placeId: ikeja.placeId, formattedAddress: 'Ikeja, Lagos, Nigeria', coordinates: [6.6018, 3.3515] };

type Calls = { suggest?: AnyActorLogic; describe?: AnyActorLogic; delays?: { addressWidgetStart?: number; addressSuggestionDebounce?: number } };

/** A wait no story outlasts: the machine stays in the state before it. */
const forever = 10 ** 9;

/** The widget's machine with stand-in calls, started at once unless the story shows the first 3 s. */
function logicWith({ suggest = answers([ikeja, ibadan]), describe = answers(ikejaPlace), delays = {} }: Calls) {
  return addressLookupMachine.provide({
    actors: { suggestPlaces: suggest as never, describePlace: describe as never },
    delays: { addressWidgetStart: 0, ...delays },
  });
}

/** The suggestions' popover is portalled to the page's body. */
const page = () => within(document.body);
const suggestion = (name: string) => page().findByRole('option', { name }, { timeout: 3000 });

/** The widget in a form-like frame that shows what the form would hold. */
function Harness({ logic, initialValue, state }: { logic: typeof addressLookupMachine; initialValue: AddressValue; state?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <div style={{ maxWidth: '32rem' }}>
      <AddressField initialValue={initialValue} onChange={setValue} state={state} logic={logic} isRequired />
      <p data-testid="held">
        Held: {value.address || '(nothing)'} {value.coordinates ? `at ${value.coordinates.join(', ')}` : 'without coordinates'}
      </p>
    </div>
  );
}

const empty: AddressValue = { address: '', coordinates: null };

const meta = {
  title: 'Shared/Address field (address lookup machine)',
  component: Harness,
  args: { logic: logicWith({}), initialValue: empty },
  argTypes: {
    logic: wiring,
    initialValue: { control: 'object', description: 'The address and map position the form holds to start with.' },
    state: { control: 'text', description: 'The state the form says the address is in.' },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) => canvas.getByRole('combobox', { name: 'Address' });

/** `starting`: the first 3 s; typing is kept, nothing is suggested yet (a clock that stands still holds it here). */
export const Starting: Story = {
  args: { logic: logicWith({ delays: { addressWidgetStart: forever } }) },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), '12 Allen Avenue');
    await expect(canvas.getByTestId('held')).toHaveTextContent('Held: 12 Allen Avenue without coordinates');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** `ready`: started, too little typed to ask. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'I');
    await expect(canvas.getByText('Start typing, then choose a suggested place.')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** `waiting`: typed; the search waits for a pause in typing (held on a clock that stands still). */
export const Waiting: Story = {
  args: { logic: logicWith({ delays: { addressSuggestionDebounce: forever } }) },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Ik');
    await expect(canvas.getByTestId('held')).toHaveTextContent('Held: Ik without coordinates');
    await expect(await page().findByText('Looking for places…')).toBeVisible();
  },
};

/** `searching`: GET /geocoder/autocomplete is out. */
export const Searching: Story = {
  args: { logic: logicWith({ suggest: pending() }) },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Ikeja');
    await expect(canvas.getByTestId('held')).toHaveTextContent('Held: Ikeja without coordinates');
    await expect(await page().findByText('Looking for places…')).toBeVisible();
  },
};

/** `suggesting`: the places to choose from, as a listbox the arrow keys move through. */
export const Suggesting: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Ik');
    await expect(await suggestion('Ikeja, Lagos, Nigeria')).toBeVisible();
    await expect(page().getByRole('option', { name: 'Ibadan, Oyo, Nigeria' })).toBeVisible();
  },
};

/** `resolving`: a suggestion chosen by keyboard; GET /geocoder/place/{placeId} is out. */
export const Resolving: Story = {
  args: { logic: logicWith({ describe: pending() }) },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Ik');
    await suggestion('Ikeja, Lagos, Nigeria');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByText('Finding the place…')).toBeVisible());
    await expect(box(canvas)).toHaveValue('Ikeja, Lagos, Nigeria');
  },
};

/** `chosen`: the place's formatted address and coordinates are what the form holds. */
export const Chosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Ik');
    await suggestion('Ikeja, Lagos, Nigeria');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByTestId('held')).toHaveTextContent('Held: Ikeja, Lagos, Nigeria at 6.6018, 3.3515'));
    await expect(canvas.getByText('Location: 6.6018, 3.3515')).toBeVisible();
  },
};

/** `degraded`: the geocoder answered 503; a plain text box that says so, keeping the text and the focus. */
export const Degraded: Story = {
  args: { logic: logicWith({ suggest: fails('The geocoder is not available', 503) }) },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Ik');
    const plain = await canvas.findByRole('textbox', { name: 'Address' });
    await expect(canvas.getAllByText(addressUnavailableNotice)[0]).toBeVisible();
    await waitFor(() => expect(plain).toHaveFocus());
    await userEvent.keyboard('eja GRA');
    await expect(canvas.getByTestId('held')).toHaveTextContent('Held: Ikeja GRA without coordinates');
  },
};

/** A 429 from the rate limit skips that search quietly: still a combo box, no notice. */
export const RateLimited: Story = {
  args: { logic: logicWith({ suggest: fails('Too many requests', 429) }) },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Ik');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(box(canvas)).toBeVisible();
    await expect(canvas.queryByText(addressUnavailableNotice)).toBeNull();
  },
};

const garkiAbuja: PlaceSuggestion = { placeId: 'ng:federal-capital-territory:garki', description: 'Garki, Federal Capital Territory, Nigeria' };
const garkiJigawa: PlaceSuggestion = { placeId: 'ng:jigawa:garki', description: 'Garki, Jigawa, Nigeria' };

/** `suggesting` in a form that names the address's state: the search carries it, and its places come first. */
export const SuggestingInTheFormsState: Story = {
  args: {
    state: 'Federal Capital Territory',
    logic: logicWith({
      // Like the server: the named state's Garki first.
      suggest: fromPromise(async ({ input }: { input: { state: string | null } }) =>
        input.state === 'Federal Capital Territory' ? [garkiAbuja, garkiJigawa] : [garkiJigawa, garkiAbuja],
      ),
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), 'Garki');
    await suggestion(garkiAbuja.description);
    await expect(page().getAllByRole('option').map((option) => option.textContent)).toEqual([garkiAbuja.description, garkiJigawa.description]);
  },
};
