import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { z } from 'zod/mini';
import { ApiError } from '../api/errors';
import { failureShownByCaller } from '../api/middleware/failure';
import { redirectDelayLongMs, redirectDelayMs } from '../lib/constants';
import { successMessages, validationMessages } from '../lib/messages';
import { formSubmission, formSubmissionMachine, type FormSubmissionInput } from './formSubmission.machine';
import { ControlledActors, describeEveryState, stateGraph } from '../testing/stateGraph';

const duplicate = new ApiError('A class named JSS 1 already exists', { status: 409 });
const input: FormSubmissionInput = {
  values: { name: '', description: 'Junior secondary' },
  successMessage: successMessages.classCreated,
  redirectDelayMs: redirectDelayLongMs,
  redirectTo: '/class-management',
};
const addClass = formSubmissionMachine.provide({
  guards: { canSubmit: (_, { values }) => typeof values.name === 'string' && values.name.length > 2 },
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(addClass, {
  input,
  controlled: ['submit'],
  events: {
    'form.changed': [
      { type: 'form.changed', values: { name: 'JSS 1' } },
      { type: 'form.changed', values: { name: '' } },
    ],
    'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: { id: 'c1', name: 'JSS 1' } }],
    'xstate.error.actor.submit': [{ type: 'xstate.error.actor.submit', error: duplicate }],
  },
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;
const notices = (emitted: { type: string }[]) => emitted.map((event) => (event as { message?: string }).message);

const expectations: Record<string, Check> = {
  editing: ({ snapshot }) => {
    expect(snapshot.context.values).toEqual({ name: '', description: 'Junior secondary' });
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.tags.size).toBe(0);
  },
  invalid: ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe(validationMessages.formInvalid);
  },
  submitting: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('submit')).toEqual({ values: { name: 'JSS 1', description: 'Junior secondary' } });
  },
  succeeded: ({ snapshot, emitted }) => {
    expect(snapshot.context.result).toEqual({ id: 'c1', name: 'JSS 1' });
    expect(notices(emitted)).toEqual(['Class Created Successfully']);
  },
  failed: ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('A class named JSS 1 already exists');
    expect(snapshot.context.values).toEqual({ name: 'JSS 1', description: 'Junior secondary' });
  },
  done: ({ snapshot }) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ result: { id: 'c1', name: 'JSS 1' }, redirectTo: '/class-management' });
  },
};

describeEveryState('form submission machine', graph, expectations);

describe('form submission machine: timing and reuse', () => {
  it('redirects after the configured delay', async () => {
    const stubs = new ControlledActors(['submit']);
    const actor = createActor(addClass.provide({ actors: stubs.logic as never }), { input }).start();
    actor.send({ type: 'form.submit', values: { name: 'JSS 1' } });
    stubs.settle('submit', { output: { id: 'c1' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(redirectDelayLongMs - 1);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps a change typed while the success shows on a form that stays on its page, and ends only a redirecting one', async () => {
    const stays = createActor(formSubmission(async (values: { name: string }) => values), { input: { values: { name: 'JSS 1' } } }).start();
    stays.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(stays.getSnapshot().value).toBe('succeeded');
    stays.send({ type: 'form.changed', values: { name: 'JSS 2' } });
    expect(stays.getSnapshot().value).toBe('editing');
    expect(stays.getSnapshot().context.values).toEqual({ name: 'JSS 2' });
    await vi.advanceTimersByTimeAsync(redirectDelayMs);
    expect(stays.getSnapshot().value).toBe('editing');

    const stubs = new ControlledActors(['submit']);
    const leaves = createActor(addClass.provide({ actors: stubs.logic as never }), { input }).start();
    leaves.send({ type: 'form.submit', values: { name: 'JSS 1' } });
    stubs.settle('submit', { output: { id: 'c1' } });
    await vi.advanceTimersByTimeAsync(0);
    leaves.send({ type: 'form.changed', values: { name: 'JSS 9' } });
    expect(leaves.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(redirectDelayLongMs);
    expect(leaves.getSnapshot().status).toBe('done');
  });

  it('defaults to the 1 s redirect and raises nothing without a success message', async () => {
    const submit = vi.fn(async (values: { name: string }) => ({ saved: values.name }));
    const actor = createActor(formSubmission(submit)).start();
    const emitted: unknown[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.send({ type: 'form.submit', values: { name: 'JSS 2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(submit).toHaveBeenCalledWith({ name: 'JSS 2' }, { signal: expect.any(AbortSignal), headers: failureShownByCaller });
    expect(actor.getSnapshot().context.result).toEqual({ saved: 'JSS 2' });
    await vi.advanceTimersByTimeAsync(redirectDelayMs);
    expect(actor.getSnapshot().output).toEqual({ result: { saved: 'JSS 2' }, redirectTo: null });
    expect(emitted).toEqual([]);
  });

  it('fails loudly when no submit actor was provided', async () => {
    const actor = createActor(formSubmissionMachine).start();
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatch(/needs a submit actor/);
  });

  it('submits again from failed with the values kept', async () => {
    const stubs = new ControlledActors(['submit']);
    const actor = createActor(addClass.provide({ actors: stubs.logic as never }), { input }).start();
    actor.send({ type: 'form.submit', values: { name: 'JSS 1' } });
    stubs.settle('submit', { error: duplicate });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(stubs.lastInput('submit')).toEqual({ values: { name: 'JSS 1', description: 'Junior secondary' } });
  });
});

describe('form submission machine: the server names fields', () => {
  it('puts each named field’s message beside its field only, and forgets a field’s message when it changes', async () => {
    const stubs = new ControlledActors(['submit']);
    const actor = createActor(addClass.provide({ actors: stubs.logic as never }), { input }).start();
    actor.send({ type: 'form.submit', values: { name: 'JSS 1', startDate: '2026-09-01', endDate: '2026-07-01' } });
    const overlap = new ApiError('The session overlaps 2025/2026', {
      status: 409,
      details: [
        { field: 'body.startDate', message: 'The session overlaps 2025/2026' },
        { field: 'endDate', message: 'The end date must be after the start date' },
        { field: 'body.startDate', message: 'A second message for the same field' },
      ],
    });
    stubs.settle('submit', { error: overlap });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      startDate: 'The session overlaps 2025/2026',
      endDate: 'The end date must be after the start date',
    });
    // The banner does not repeat them: it says only that the form needs attention.
    expect(actor.getSnapshot().context.error).toBe(validationMessages.formInvalid);
    actor.send({ type: 'form.changed', values: { startDate: '2026-08-01' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ endDate: 'The end date must be after the start date' });
  });

  it('shows in the banner what names no field of the form', async () => {
    const stubs = new ControlledActors(['submit']);
    const actor = createActor(addClass.provide({ actors: stubs.logic as never }), { input }).start();
    actor.send({ type: 'form.submit', values: { name: 'JSS 1' } });
    const refused = new ApiError('content-type: send application/json', {
      status: 400,
      details: [{ field: 'content-type', message: 'send application/json' }],
    });
    stubs.settle('submit', { error: refused });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.error).toBe('content-type: send application/json');
  });
});

describe('form submission machine: one schema, applied by the machine', () => {
  const schema = z.object({ name: z.string().check(z.minLength(3, { error: 'Too short' })), description: z.string() });
  const submit = vi.fn(async () => ({ id: 'c1' }));
  const withSchema = () => createActor(formSubmission(submit), { input: { ...input, schema } }).start();

  it('refuses values the schema refuses, with each message beside its field, and sends nothing', () => {
    const actor = withSchema();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'Too short' });
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps what was typed in the machine, so a view that remounts shows it', () => {
    const actor = withSchema();
    actor.send({ type: 'form.changed', values: { name: 'JS' } });
    actor.send({ type: 'form.changed', values: { description: 'Junior' } });
    expect(actor.getSnapshot().context.values).toEqual({ name: 'JS', description: 'Junior' });
  });

  it('sends values the schema accepts', async () => {
    const actor = withSchema();
    actor.send({ type: 'form.changed', values: { name: 'JSS 1' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('starts over from other values on form.reset (a dialog opened for another record)', () => {
    const actor = withSchema();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.reset', values: { name: 'SS 1', description: '' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ values: { name: 'SS 1', description: '' }, fieldErrors: {}, error: null });
  });
});
