import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../api/errors';
import { topicSearchIdleMs } from '../../../lib/constants';
import { ControlledActors, describeEveryState, stateGraph } from '../../../testing/stateGraph';
import { topicChoicesOf, topicPickerMachine, type Topic } from './topicPicker.machine';

const algebra: Topic = { id: '0b5d3c8e-1c43-4c1f-9b7e-3f2a9a1d0001', name: 'Algebra' };
const fractions: Topic = { id: '0b5d3c8e-1c43-4c1f-9b7e-3f2a9a1d0002', name: 'Fractions' };
const searchFailed = new ApiError('The search is not available', { status: 500 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(topicPickerMachine, {
  input: { selected: [fractions] },
  controlled: ['searchTopics'],
  events: {
    'topics.typed': [
      { type: 'topics.typed', query: 'alg' },
      { type: 'topics.typed', query: '' },
    ],
    'topics.selected': [{ type: 'topics.selected', topic: algebra }],
    'topics.newAdded': [{ type: 'topics.newAdded', name: 'Quadratic equations' }],
    'topics.removed': [{ type: 'topics.removed', id: fractions.id }],
    'topics.newRemoved': [{ type: 'topics.newRemoved', name: 'Quadratic equations' }],
    'xstate.done.actor.searchTopics': [{ type: 'xstate.done.actor.searchTopics', output: [algebra] }],
    'xstate.error.actor.searchTopics': [{ type: 'xstate.error.actor.searchTopics', error: searchFailed }],
  },
  // Chips make the context open-ended; states differ by value and by what is shown.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.query, snapshot.context.foundTopics.length, snapshot.context.error]),
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;

const expectations: Record<string, Check> = {
  idle: ({ snapshot }) => {
    expect(snapshot.context.query).toBe('');
    expect(snapshot.context.selected).toEqual([fractions]);
    expect(snapshot.tags.size).toBe(0);
  },
  waiting: ({ snapshot, stubs }) => {
    expect(snapshot.context.query).toBe('alg');
    expect(stubs.inputs.get('searchTopics')).toEqual([]);
  },
  searching: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('searchTopics')).toEqual({ name: 'alg' });
  },
  found: ({ snapshot }) => {
    expect(snapshot.context.foundTopics).toEqual([algebra]);
  },
  failed: ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('The search is not available');
  },
};

describeEveryState('topic picker machine', graph, expectations);

function picker() {
  const stubs = new ControlledActors(['searchTopics']);
  const actor = createActor(topicPickerMachine.provide({ actors: stubs.logic as never }), { input: { selected: [fractions] } }).start();
  return { actor, stubs };
}

describe('topic picker machine: the idle countdown', () => {
  it('searches 3 s after the last keystroke, not before', async () => {
    const { actor, stubs } = picker();
    actor.send({ type: 'topics.typed', query: 'a' });
    await vi.advanceTimersByTimeAsync(topicSearchIdleMs - 1);
    actor.send({ type: 'topics.typed', query: 'al' });
    await vi.advanceTimersByTimeAsync(topicSearchIdleMs - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(stubs.inputs.get('searchTopics')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('searching');
    expect(stubs.inputs.get('searchTopics')).toEqual([{ name: 'al' }]);
  });

  it('typing during a search drops it and counts down again', async () => {
    const { actor, stubs } = picker();
    actor.send({ type: 'topics.typed', query: 'alg' });
    await vi.advanceTimersByTimeAsync(topicSearchIdleMs);
    actor.send({ type: 'topics.typed', query: 'alge' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(stubs.pending.get('searchTopics')).toHaveLength(0);
  });

  it('clearing the box forgets the results', async () => {
    const { actor, stubs } = picker();
    actor.send({ type: 'topics.typed', query: 'alg' });
    await vi.advanceTimersByTimeAsync(topicSearchIdleMs);
    stubs.settle('searchTopics', { output: [algebra] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'topics.typed', query: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.foundTopics).toEqual([]);
  });
});

describe('topic picker machine: chips', () => {
  it('sends chosen topics as topicIds and new names as topicsToCreate', () => {
    const { actor } = picker();
    actor.send({ type: 'topics.selected', topic: algebra });
    actor.send({ type: 'topics.newAdded', name: '  Quadratic   equations ' });
    expect(topicChoicesOf(actor.getSnapshot().context)).toEqual({
      topicIds: [fractions.id, algebra.id],
      topicsToCreate: ['Quadratic equations'],
    });
  });

  it('does not add the same topic or name twice, whatever its case', () => {
    const { actor } = picker();
    actor.send({ type: 'topics.selected', topic: fractions });
    actor.send({ type: 'topics.newAdded', name: 'Geometry' });
    actor.send({ type: 'topics.newAdded', name: 'geometry' });
    actor.send({ type: 'topics.newAdded', name: 'FRACTIONS' });
    actor.send({ type: 'topics.newAdded', name: '   ' });
    expect(actor.getSnapshot().context.selected).toEqual([fractions]);
    expect(actor.getSnapshot().context.newTopics).toEqual(['Geometry']);
  });

  it('adds a typed name that matches a found topic as that topic, not a new one', async () => {
    const { actor, stubs } = picker();
    actor.send({ type: 'topics.typed', query: 'algebra' });
    await vi.advanceTimersByTimeAsync(topicSearchIdleMs);
    stubs.settle('searchTopics', { output: [algebra] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'topics.newAdded', name: 'ALGEBRA' });
    expect(topicChoicesOf(actor.getSnapshot().context)).toEqual({ topicIds: [fractions.id, algebra.id], topicsToCreate: [] });
  });

  it('removes chips of either kind', () => {
    const { actor } = picker();
    actor.send({ type: 'topics.newAdded', name: 'Geometry' });
    actor.send({ type: 'topics.removed', id: fractions.id });
    actor.send({ type: 'topics.newRemoved', name: 'Geometry' });
    expect(topicChoicesOf(actor.getSnapshot().context)).toEqual({ topicIds: [], topicsToCreate: [] });
  });

  it('a new chip gives way when the existing topic of that name is chosen', () => {
    const { actor } = picker();
    actor.send({ type: 'topics.newAdded', name: 'algebra' });
    actor.send({ type: 'topics.selected', topic: algebra });
    expect(topicChoicesOf(actor.getSnapshot().context)).toEqual({ topicIds: [fractions.id, algebra.id], topicsToCreate: [] });
  });
});
