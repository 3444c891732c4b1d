import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { redirectDelayMs } from '../lib/constants';
import { formSession, formSessionMachine, submissionOf, type FormSessionInput } from './formSession.machine';
import type { FormSubmissionInput } from './formSubmission.machine';
import { describeEveryState, stateGraph } from '../testing/stateGraph';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input: FormSessionInput = { inputOf: () => ({ values: { name: 'JSS 1' }, successMessage: 'Class Created Successfully' }) };

describeEveryState('form session machine', stateGraph(formSessionMachine, { input }), {
  open: ({ snapshot }) => {
    expect(snapshot.tags.size).toBe(0);
    expect(snapshot.context.inputOf()).toEqual(input.inputOf());
  },
});

describe('form session machine: one submission after another', () => {
  it('starts a submission from the input, and a fresh one from the input as it is then once that one is done', async () => {
    let formInput: FormSubmissionInput = { values: { name: 'JSS 1' } };
    const calls: unknown[] = [];
    const session = createActor(
      formSession(async (values: { name: string }) => {
        calls.push(values);
        return { id: 'c1' };
      }),
      { input: { inputOf: () => formInput } },
    ).start();
    const first = submissionOf(session.getSnapshot());
    expect(first.getSnapshot().context.values).toEqual({ name: 'JSS 1' });

    first.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ name: 'JSS 1' }]);
    expect(first.getSnapshot().value).toBe('succeeded');
    formInput = { values: { name: 'JSS 2' } };
    await vi.advanceTimersByTimeAsync(redirectDelayMs);

    const second = submissionOf(session.getSnapshot());
    expect(first.getSnapshot().status).toBe('done');
    expect(second).not.toBe(first);
    expect([second.getSnapshot().value, second.getSnapshot().context.values]).toEqual(['editing', { name: 'JSS 2' }]);
    expect(session.getSnapshot().value).toBe('open');
  });

  it('stops its submission when it stops', () => {
    const session = createActor(formSessionMachine, { input }).start();
    const submission = submissionOf(session.getSnapshot());
    session.stop();
    expect(submission.getSnapshot().status).toBe('stopped');
  });
});
