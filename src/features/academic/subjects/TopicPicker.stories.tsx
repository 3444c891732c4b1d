// The topic picker machine's states through the real picker: idle, waiting (the 3-second idle countdown), searching,
// found (with and without matches) and failed, each story ending in the state it names; then choosing a found topic,
// adding a new one and removing chips, which end back in idle.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SimulatedClock, createActor, type AnyActorLogic } from 'xstate';
import { topicSearchIdleMs } from '../../../lib/constants';
import { topicChoicesOf, topicPickerMachine, type TopicPickerActor } from './topicPicker.machine';
import { topicsFixture, type Topic } from '../../../testing/academicFixtures';
import { answers, fails, pending } from '../../../testing/storySupport';
import { TopicPicker } from './TopicPicker';

const [algebra, numberBases, fractions] = topicsFixture as [Topic, Topic, Topic];
const countdown = { timeout: topicSearchIdleMs + 2000 };

/** A picker whose search answers with `search`; on a `clock` that never moves, the idle countdown never ends. */
function picker(search: AnyActorLogic = answers([algebra]), selected: Topic[] = [fractions], clock?: SimulatedClock): TopicPickerActor {
  return createActor(topicPickerMachine.provide({ actors: { searchTopics: search as never } }), { input: { selected }, ...(clock && { clock }) }).start();
}

const meta = {
  title: 'Academic/Subjects/Topic picker (topic picker machine)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { picker: TopicPickerActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const render: Story['render'] = (_args, { loaded }) => <TopicPicker actor={(loaded as Loaded).picker} />;
const stateOf = (loaded: Record<string, unknown>) => (loaded.picker as TopicPickerActor).getSnapshot();

/** `idle`: the subject's topics as chips; nothing typed. */
export const Idle: Story = {
  loaders: [async () => ({ picker: picker() })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(canvas.getByRole('row', { name: 'Fractions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add new topic' })).toBeDisabled();
  },
};

/** `waiting`: typed; the search starts 3 seconds after the last keystroke (held here on a clock that stands still). */
export const Waiting: Story = {
  loaders: [async () => ({ picker: picker(answers([algebra]), [fractions], new SimulatedClock()) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'alg');
    await expect(stateOf(loaded).value).toBe('waiting');
    await expect(canvas.getByRole('status')).toHaveTextContent('The search starts 3 seconds after you stop typing');
  },
};

/** `searching`: GET /topic/search?name= is out. */
export const Searching: Story = {
  loaders: [async () => ({ picker: picker(pending()) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'alg');
    await waitFor(() => expect(stateOf(loaded).value).toBe('searching'), countdown);
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching topics…');
  },
};

/** `found`: the matches to choose from. */
export const Found: Story = {
  loaders: [async () => ({ picker: picker(answers([algebra, numberBases])) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'a');
    await expect(await canvas.findByRole('option', { name: 'Algebraic expressions' }, countdown)).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Number bases' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 topics match');
    await expect(stateOf(loaded).value).toBe('found');
  },
};

/** `found` with no match: the typed name can be added as a new topic. */
export const FoundNothing: Story = {
  loaders: [async () => ({ picker: picker(answers([])) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'Quadratic equations');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No topic matches “Quadratic equations”'), countdown);
    await expect(stateOf(loaded).value).toBe('found');
    await expect(canvas.getByRole('button', { name: 'Add new topic' })).toBeEnabled();
  },
};

/** `failed`: the search's error; a name can still be added as new. */
export const Failed: Story = {
  loaders: [async () => ({ picker: picker(fails('The topic search is not available')) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'alg');
    await waitFor(() => expect(stateOf(loaded).value).toBe('failed'), countdown);
    await expect(canvas.getByRole('status')).toHaveTextContent('The search failed: The topic search is not available');
    await expect(canvas.getByRole('button', { name: 'Add new topic' })).toBeEnabled();
  },
};

/** Chips are removed with their × button, or Backspace on the focused chip. */
export const RemovingChips: Story = {
  loaders: [async () => ({ picker: picker(answers([]), [fractions, numberBases]) })],
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
  loaders: [async () => ({ picker: picker(answers([algebra, numberBases])) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'a');
    await userEvent.click(await canvas.findByRole('option', { name: 'Algebraic expressions' }, countdown));
    await expect(canvas.getByRole('row', { name: 'Algebraic expressions' })).toBeVisible();
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(topicChoicesOf(stateOf(loaded).context)).toEqual({ topicIds: [fractions.id, algebra.id], topicsToCreate: [] });
  },
};

/** Enter on a name nothing matches adds it as a new topic (it goes in `topicsToCreate`): back to `idle`. */
export const AddingANewTopic: Story = {
  loaders: [async () => ({ picker: picker(answers([])) })],
  render,
  play: async ({ canvas, loaded }) => {
    const search = canvas.getByRole('searchbox', { name: 'Find or add a topic' });
    await userEvent.type(search, 'Quadratic equations');
    await waitFor(() => expect(stateOf(loaded).value).toBe('found'), countdown);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('row', { name: 'Quadratic equations (new)' })).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(stateOf(loaded).value).toBe('idle');
    await expect(topicChoicesOf(stateOf(loaded).context)).toEqual({ topicIds: [fractions.id], topicsToCreate: ['Quadratic equations'] });
  },
};
