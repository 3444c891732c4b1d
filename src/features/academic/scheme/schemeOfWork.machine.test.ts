import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../api/errors';
import { schemeMaxWeeks } from '../../../lib/constants';
import { academicMessages, validationMessages } from '../../../lib/messages';
import {
  choiceAfter,
  schemeOfWorkMachine,
  weeksOf,
  type SchemeChoice,
  type SchemeOfWorkCheck,
} from './schemeOfWork.machine';
import { classNotesFixture, schemeChoiceFixture, schemeFixture } from '../../../testing/academicFixtures';
import { ControlledActors, describeEveryState, stateGraph } from '../../../testing/stateGraph';

const { sessionId, termId, classId, subjectId } = schemeChoiceFixture;
const found: SchemeOfWorkCheck = { exists: true, scheme: schemeFixture, classNotes: classNotesFixture };
const none: SchemeOfWorkCheck = { exists: false, scheme: null, classNotes: [] };
const rejected = new ApiError('Week numbers must be unique', { status: 400 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(schemeOfWorkMachine, {
  controlled: ['checkScheme', 'createScheme', 'updateScheme'],
  events: {
    'scheme.sessionChosen': [{ type: 'scheme.sessionChosen', id: sessionId }],
    'scheme.termChosen': [{ type: 'scheme.termChosen', id: termId }],
    'scheme.classChosen': [{ type: 'scheme.classChosen', id: classId }],
    'scheme.subjectChosen': [{ type: 'scheme.subjectChosen', id: subjectId }],
    'scheme.weekChanged': [{ type: 'scheme.weekChanged', index: 0, topic: 'Whole numbers' }],
    'scheme.weekRemoved': [{ type: 'scheme.weekRemoved', index: 1 }],
    'xstate.done.actor.checkScheme': [
      { type: 'xstate.done.actor.checkScheme', output: none },
      { type: 'xstate.done.actor.checkScheme', output: found },
    ],
    'xstate.error.actor.checkScheme': [{ type: 'xstate.error.actor.checkScheme', error: new ApiError('Subject not found', { status: 404 }) }],
    'xstate.done.actor.createScheme': [{ type: 'xstate.done.actor.createScheme', output: schemeFixture }],
    'xstate.error.actor.createScheme': [{ type: 'xstate.error.actor.createScheme', error: rejected }],
    'xstate.done.actor.updateScheme': [{ type: 'xstate.done.actor.updateScheme', output: schemeFixture }],
    'xstate.error.actor.updateScheme': [{ type: 'xstate.error.actor.updateScheme', error: rejected }],
  },
  // Weeks can be added without end: states differ by value, choice, how many weeks (up to three), whether every week
  // has a topic, whether the scheme is saved and the message.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.choice,
      Math.min(snapshot.context.weeks.length, 3),
      snapshot.context.weeks.every((week) => week.topic.trim() !== ''),
      snapshot.context.scheme?.id ?? null,
      snapshot.context.error,
    ]),
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;
const messages = (emitted: { type: string }[]) => emitted.map((event) => (event as { message?: string }).message);

const expectations: Record<string, Check> = {
  choosing: ({ snapshot }) => {
    expect(snapshot.context.scheme).toBeNull();
    expect(snapshot.tags.size).toBe(0);
  },
  checking: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('checkScheme')).toEqual(schemeChoiceFixture);
  },
  checkFailed: ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('Subject not found');
  },
  'creating.drafting': ({ snapshot }) => {
    expect(snapshot.context.scheme).toBeNull();
    expect(snapshot.context.weeks).toEqual([{ topic: '', description: '' }]);
  },
  'creating.saving': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('createScheme')).toEqual({ ...schemeChoiceFixture, schemeId: null, weeks: [{ week: 1, topic: 'Whole numbers' }] });
  },
  'creating.failed': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect([validationMessages.formInvalid, 'Week numbers must be unique']).toContain(snapshot.context.error);
  },
  'editing.drafting': ({ snapshot }) => {
    expect(snapshot.context.scheme?.id).toBe(schemeFixture.id);
    expect(snapshot.context.weeks.map((week) => week.topic)).toEqual(['Number bases', 'Fractions', 'Algebraic expressions']);
    expect(snapshot.context.classNotes).toEqual(classNotesFixture);
  },
  'editing.saving': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('updateScheme')).toMatchObject({ schemeId: schemeFixture.id });
  },
  'editing.failed': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.weeks.length).toBeGreaterThan(0);
  },
};

describeEveryState('scheme of work machine', graph, expectations);

function scheme() {
  const stubs = new ControlledActors(['checkScheme', 'createScheme', 'updateScheme']);
  const actor = createActor(schemeOfWorkMachine.provide({ actors: stubs.logic as never })).start();
  const emitted: { type: string }[] = [];
  actor.on('*', (event) => emitted.push(event));
  const chooseAll = () => {
    actor.send({ type: 'scheme.sessionChosen', id: sessionId });
    actor.send({ type: 'scheme.termChosen', id: termId });
    actor.send({ type: 'scheme.classChosen', id: classId });
    actor.send({ type: 'scheme.subjectChosen', id: subjectId });
  };
  return { actor, stubs, emitted, chooseAll };
}

describe('scheme of work machine: the check decides', () => {
  it('checks only once all four are chosen, and again when one changes', async () => {
    const { actor, stubs, chooseAll } = scheme();
    actor.send({ type: 'scheme.sessionChosen', id: sessionId });
    actor.send({ type: 'scheme.termChosen', id: termId });
    actor.send({ type: 'scheme.classChosen', id: classId });
    expect(actor.getSnapshot().value).toBe('choosing');
    chooseAll();
    expect(actor.getSnapshot().value).toBe('checking');
    stubs.settle('checkScheme', { output: found });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'scheme.classChosen', id: '4a1c2e3f-5b6d-4e7f-8a9b-000000000101' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.scheme).toBeNull();
    expect(stubs.lastInput('checkScheme')).toMatchObject({ classId: '4a1c2e3f-5b6d-4e7f-8a9b-000000000101' });
  });

  it('a new session forgets the term, which belongs to the old one', () => {
    const choice: SchemeChoice = { ...schemeChoiceFixture };
    expect(choiceAfter(choice, { type: 'scheme.sessionChosen', id: 'another' })).toEqual({ ...choice, sessionId: 'another', termId: null });
    expect(choiceAfter(choice, { type: 'scheme.sessionChosen', id: sessionId })).toBe(choice);
  });

  it('creates, then edits what it created', async () => {
    const { actor, stubs, emitted, chooseAll } = scheme();
    chooseAll();
    stubs.settle('checkScheme', { output: none });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'scheme.weekChanged', index: 0, topic: '  Number bases ', description: ' ' });
    actor.send({ type: 'scheme.weekAdded' });
    actor.send({ type: 'scheme.weekChanged', index: 1, topic: 'Fractions', description: 'Proper and improper' });
    actor.send({ type: 'scheme.save' });
    expect(stubs.lastInput('createScheme')).toEqual({
      ...schemeChoiceFixture,
      schemeId: null,
      weeks: [
        { week: 1, topic: 'Number bases' },
        { week: 2, topic: 'Fractions', description: 'Proper and improper' },
      ],
    });
    stubs.settle('createScheme', { output: schemeFixture });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'drafting' });
    expect(messages(emitted)).toEqual([academicMessages.schemeCreated]);
    actor.send({ type: 'scheme.save' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'saving' });
    expect(stubs.lastInput('updateScheme')).toMatchObject({ schemeId: schemeFixture.id, weeks: weeksOf(actor.getSnapshot().context.weeks) });
    stubs.settle('updateScheme', { output: schemeFixture });
    await vi.advanceTimersByTimeAsync(0);
    expect(messages(emitted)).toEqual([academicMessages.schemeCreated, academicMessages.schemeUpdated]);
  });

  it('refuses to save a week without a topic, and keeps what was typed', async () => {
    const { actor, stubs, chooseAll } = scheme();
    chooseAll();
    stubs.settle('checkScheme', { output: found });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'scheme.weekAdded' });
    actor.send({ type: 'scheme.save' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.error).toBe(validationMessages.formInvalid);
    expect(stubs.inputs.get('updateScheme')).toEqual([]);
    expect(actor.getSnapshot().context.weeks).toHaveLength(4);
  });

  it('keeps at least one week and at most 52', async () => {
    const { actor, stubs, chooseAll } = scheme();
    chooseAll();
    stubs.settle('checkScheme', { output: none });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'scheme.weekRemoved', index: 0 });
    expect(actor.getSnapshot().context.weeks).toHaveLength(1);
    for (let i = 0; i < 60; i += 1) actor.send({ type: 'scheme.weekAdded' });
    expect(actor.getSnapshot().context.weeks).toHaveLength(schemeMaxWeeks);
  });

  it('does not take week edits while saving', async () => {
    const { actor, stubs, chooseAll } = scheme();
    chooseAll();
    stubs.settle('checkScheme', { output: found });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'scheme.save' });
    actor.send({ type: 'scheme.weekAdded' });
    actor.send({ type: 'scheme.classChosen', id: 'another' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'saving' });
    expect(actor.getSnapshot().context.weeks).toHaveLength(3);
  });

  it('retries a failed check', async () => {
    const { actor, stubs, chooseAll } = scheme();
    chooseAll();
    stubs.settle('checkScheme', { error: new Error('offline') });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'scheme.retry' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(stubs.inputs.get('checkScheme')).toHaveLength(2);
  });
});
