// The topic picker machine's states through the real picker: idle, waiting (the 3-second idle countdown), searching,
// found (with and without matches) and failed, each story ending in the state it names; then choosing a found topic,
// adding a new one and removing chips, which end back in idle. The pickers run on a simulated clock, which a story moves
// past the countdown instead of waiting it out.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SimulatedClock, createActor, type AnyActorLogic } from 'xstate';
import { topicSearchIdleMs } from '../../../lib/constants';
import { topicChoicesOf, topicPickerMachine, type TopicPickerActor } from './topicPicker.machine';
import { topicsFixture, type Topic } from '../../../testing/academicFixtures';
import { answers, fails, pending } from '../../../testing/storySupport';
import { TopicPicker } from './TopicPicker';

const [algebra, numberBases, fractions] = topicsFixture as [Topic, Topic, Topic];

/** A picker whose search answers with `search`, on a clock that moves only when the story moves it. */
function picker(search: AnyActorLogic = answers([algebra]), selected: Topic[] = [fractions]): Loaded {
  const clock = new SimulatedClock();
  return { picker: createActor(topicPickerMachine.provide({ actors: { searchTopics: search as never } }), { input: { selected }, clock }).start(), clock };
}

/** Types `text` into the search box and lets the idle countdown run out. */
async function typeAndWait(canvas: Canvas, loaded: Record<string, unknown>, text: string) {
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), text);
  (loaded as Loaded).clock.increment(topicSearchIdleMs);
}

const meta = {
  title: 'Academic/Subjects/Topic picker (topic picker machine)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { picker: TopicPickerActor; clock: SimulatedClock };
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const render: Story['render'] = (_args, { loaded }) => <TopicPicker actor={(loaded as Loaded).picker} />;
const stateOf = (loaded: Record<string, unknown>) => (loaded.picker as TopicPickerActor).getSnapshot();

/** `idle`: the subject's topics as chips; nothing typed. */
export const Idle: Story = {
  loaders: [async () => picker()],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(canvas.getByRole('row', { name: 'Fractions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add new topic' })).toBeDisabled();
  },
};

/** `waiting`: typed; the search starts 3 seconds after the last keystroke (held here: the story's clock does not move). */
export const Waiting: Story = {
  loaders: [async () => picker()],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'alg');
    await expect(stateOf(loaded).value).toBe('waiting');
    await expect(canvas.getByRole('status')).toHaveTextContent('The search starts 3 seconds after you stop typing');
  },
};

/** `searching`: GET /topic/search?name= is out. */
export const Searching: Story = {
  loaders: [async () => picker(pending())],
  render,
  play: async ({ canvas, loaded }) => {
    await typeAndWait(canvas, loaded, 'alg');
    await waitFor(() => expect(stateOf(loaded).value).toBe('searching'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching topics…');
  },
};

/** `found`: the matches to choose from. */
export const Found: Story = {
  loaders: [async () => picker(answers([algebra, numberBases]))],
  render,
  play: async ({ canvas, loaded }) => {
    await typeAndWait(canvas, loaded, 'a');
    await expect(await canvas.findByRole('option', { name: 'Algebraic expressions' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Number bases' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 topics match');
    await expect(stateOf(loaded).value).toBe('found');
  },
};

/** `found` with no match: the typed name can be added as a new topic. */
export const FoundNothing: Story = {
  loaders: [async () => picker(answers([]))],
  render,
  play: async ({ canvas, loaded }) => {
    await typeAndWait(canvas, loaded, 'Quadratic equations');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No topic matches “Quadratic equations”'));
    await expect(stateOf(loaded).value).toBe('found');
    await expect(canvas.getByRole('button', { name: 'Add new topic' })).toBeEnabled();
  },
};

/** `failed`: the search's error; a name can still be added as new. */
export const Failed: Story = {
  loaders: [async () => picker(fails('The topic search is not available'))],
  render,
  play: async ({ canvas, loaded }) => {
    await typeAndWait(canvas, loaded, 'alg');
    await waitFor(() => expect(stateOf(loaded).value).toBe('failed'));
    await expect(canvas.getByRole('status')).toHaveTextContent('The search failed: The topic search is not available');
    await expect(canvas.getByRole('button', { name: 'Add new topic' })).toBeEnabled();
  },
};

/** Chips are removed with their × button, or Backspace on the focused chip. */
export const RemovingChips: Story = {
  loaders: [async () => picker(answers([]), [fractions, numberBases])],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Fractions' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'Fractions' })).toBeNull());
    canvas.getByRole('row', { name: 'Number bases' }).focus();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(canvas.getByText('No topics chosen yet')).toBeVisible());
    await expect(topicChoicesOf(stateOf(loaded).context)).toEqual({ topicIds: [], topicsToCreate: [] });
  },
};

/** Choosing a found topic adds its chip (it goes as a topic id) and empties the box: back to `idle`. */
export const ChoosingAFoundTopic: Story = {
  loaders: [async () => picker(answers([algebra, numberBases]))],
  render,
  play: async ({ canvas, loaded }) => {
    await typeAndWait(canvas, loaded, 'a');
    await userEvent.click(await canvas.findByRole('option', { name: 'Algebraic expressions' }));
    await expect(canvas.getByRole('row', { name: 'Algebraic expressions' })).toBeVisible();
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(topicChoicesOf(stateOf(loaded).context)).toEqual({ topicIds: [fractions.id, algebra.id], topicsToCreate: [] });
  },
};

/** Enter on a name nothing matches adds it as a new topic (it goes in `topicsToCreate`): back to `idle`. */
export const AddingANewTopic: Story = {
  loaders: [async () => picker(answers([]))],
  render,
  play: async ({ canvas, loaded }) => {
    const search = canvas.getByRole('searchbox', { name: 'Find or add a topic' });
    await typeAndWait(canvas, loaded, 'Quadratic equations');
    await waitFor(() => expect(stateOf(loaded).value).toBe('found'));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('row', { name: 'Quadratic equations (new)' })).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(topicChoicesOf(stateOf(loaded).context)).toEqual({ topicIds: [fractions.id], topicsToCreate: ['Quadratic equations'] });
  },
};
