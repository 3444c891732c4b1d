// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { z } from 'zod/mini';
import { readDraft } from '../../lib/formDraft';
import { emailSchema, nameSchema } from '../../lib/validation';
import { formStepsMachine, type FormStep, type FormStepsInput } from './formSteps.machine';
import { describeEveryState, stateGraph } from '../../testing/stateGraph';

const steps: FormStep[] = [
  { title: 'Personal', fields: ['firstName', 'email'], schema: z.object({ firstName: nameSchema, email: emailSchema }) },
  { title: 'Placement', fields: ['school'], schema: z.object({ school: nameSchema }) },
];
const empty = { firstName: '', email: '', school: '' };
const input: FormStepsInput = { steps, values: empty, draftKey: 'test.draft' };
const draftOf = () => readDraft(sessionStorage, 'test.draft');

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(formStepsMachine, {
  input,
  events: {
    'steps.edited': [{ type: 'steps.edited', values: { firstName: 'Adaeze', email: 'adaeze@demo.test' } }],
    'steps.next': [{ type: 'steps.next' }],
    'steps.startedOver': [{ type: 'steps.startedOver', values: empty }],
  },
  // The steps' schemas are not data: states differ by value, step, values and problems.
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.step, snapshot.context.values, snapshot.context.fieldErrors]),
  compareContext: ({ steps: _steps, refusals: _refusals, ...rest }) => rest,
});

describeEveryState('form steps machine', graph, {
  'editing.ready': ({ snapshot }) => {
    expect(snapshot.context.step).toBe(0);
    expect(snapshot.context.fieldErrors).toEqual({});
  },
  'editing.invalid': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.step).toBe(0);
    expect(snapshot.context.fieldErrors).toEqual({ firstName: 'This Field is required', email: 'This Field is required' });
  },
  finished: ({ snapshot }) => {
    expect(snapshot.status).toBe('done');
    expect(draftOf()).toBeNull();
  },
});

function stepsActor(overrides: Partial<FormStepsInput> = {}) {
  return createActor(formStepsMachine, { input: { ...input, ...overrides } }).start();
}

describe('form steps machine: moving between steps', () => {
  it("won't leave a step with problems; another actor's problem with a field counts too", () => {
    const actor = stepsActor();
    actor.send({ type: 'steps.edited', values: { firstName: 'Adaeze', email: 'adaeze@demo.test' } });
    actor.send({ type: 'steps.next', problems: { email: 'Email already taken', school: 'not this step' } });
    expect(actor.getSnapshot().context).toMatchObject({ step: 0, fieldErrors: { email: 'Email already taken' }, refusals: 1 });
    actor.send({ type: 'steps.next' });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('Back keeps what was typed, and a change clears only its own message', () => {
    const actor = stepsActor();
    actor.send({ type: 'steps.next' });
    actor.send({ type: 'steps.edited', values: { firstName: 'Adaeze' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'This Field is required' });
    actor.send({ type: 'steps.edited', values: { email: 'adaeze@demo.test' } });
    actor.send({ type: 'steps.next' });
    actor.send({ type: 'steps.edited', values: { school: 'Government College' } });
    actor.send({ type: 'steps.back' });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 0,
      values: { firstName: 'Adaeze', email: 'adaeze@demo.test', school: 'Government College' },
    });
  });

  it('keeps the step and values as the tab’s draft, and drops it when started over', () => {
    const actor = stepsActor();
    actor.send({ type: 'steps.edited', values: { firstName: 'Adaeze', email: 'adaeze@demo.test' } });
    actor.send({ type: 'steps.next' });
    expect(draftOf()).toEqual({ step: 1, values: { firstName: 'Adaeze', email: 'adaeze@demo.test', school: '' } });
    actor.send({ type: 'steps.startedOver', values: empty });
    expect(draftOf()).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({ step: 0, values: empty, restored: false });
  });

  it("a refusal of the form's check or the server goes to the first step showing a refused field", () => {
    const actor = stepsActor({ step: 1 });
    actor.send({ type: 'steps.refused', fieldErrors: { 'email.address': 'Email already taken', unknown: 'no step shows it' } });
    expect(actor.getSnapshot().value).toEqual({ editing: 'invalid' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 0, fieldErrors: { email: 'Email already taken' }, refusals: 1 });
    const elsewhere = stepsActor({ step: 1 });
    elsewhere.send({ type: 'steps.refused', fieldErrors: { unknown: 'no step shows it' } });
    expect(elsewhere.getSnapshot().context).toMatchObject({ step: 1, refusals: 0 });
  });

  it('a restored draft starts on its step (never past the last)', () => {
    expect(stepsActor({ step: 1, restored: true }).getSnapshot().context).toMatchObject({ step: 1, restored: true });
    expect(stepsActor({ step: 7 }).getSnapshot().context.step).toBe(1);
  });

  it('Next on the last step and Back on the first do nothing (the form sends; there is nowhere back to go)', () => {
    const actor = stepsActor({ step: 1, values: { ...empty, school: '' } });
    actor.send({ type: 'steps.next' });
    expect(actor.getSnapshot().context).toMatchObject({ step: 1, refusals: 0 });
    actor.send({ type: 'steps.back' });
    actor.send({ type: 'steps.back' });
    expect(actor.getSnapshot().context.step).toBe(0);
  });
});
