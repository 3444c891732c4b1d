import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { successMessages, validationMessages } from '../../lib/messages';
import { districtVerificationMachine } from './districtVerification.machine';
import { districtFixture } from '../../testing/districtFixtures';
import { describeEveryState, stateGraph } from '../../testing/stateGraph';

const pending = districtFixture();
const id = pending.id;
const approved = districtFixture({ accountStatus: 'approved' });
const note = 'The office address is a residence.';
const rejected = districtFixture({ accountStatus: 'rejected', reviewNote: note });
const refused = new ApiError('This district is already approved', { status: 409 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(districtVerificationMachine, {
  input: { id },
  controlled: ['loadDistrict', 'approveDistrict', 'rejectDistrict'],
  events: {
    'verification.noteChanged': [{ type: 'verification.noteChanged', note }],
    'xstate.done.actor.loadDistrict': [{ type: 'xstate.done.actor.loadDistrict', output: pending }],
    'xstate.error.actor.loadDistrict': [{ type: 'xstate.error.actor.loadDistrict', error: refused }],
    'xstate.done.actor.approveDistrict': [{ type: 'xstate.done.actor.approveDistrict', output: approved }],
    'xstate.error.actor.approveDistrict': [{ type: 'xstate.error.actor.approveDistrict', error: refused }],
    'xstate.done.actor.rejectDistrict': [{ type: 'xstate.done.actor.rejectDistrict', output: rejected }],
    'xstate.error.actor.rejectDistrict': [{ type: 'xstate.error.actor.rejectDistrict', error: refused }],
  },
});

describeEveryState('district verification machine', graph, {
  loading: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('loadDistrict')).toEqual({ id });
  },
  reviewing: ({ snapshot }) => {
    expect(snapshot.context.district).toEqual(pending);
    expect(snapshot.tags.size).toBe(0);
  },
  confirming: ({ snapshot, actor }) => {
    expect(snapshot.context.decision).not.toBeNull();
    // Cancelling goes back to the review, with no decision.
    actor.send({ type: 'verification.cancel' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.decision).toBeNull();
  },
  approving: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('approveDistrict')).toEqual({ id });
  },
  rejecting: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('rejectDistrict')).toEqual({ id, note });
  },
  done: ({ snapshot, emitted }) => {
    expect(snapshot.context.district?.accountStatus).not.toBe('pending');
    const message = snapshot.context.district?.accountStatus === 'approved' ? successMessages.districtApproved : successMessages.districtRejected;
    expect(emitted).toContainEqual({ type: 'notification.raised', message, tone: 'success' });
  },
  returned: ({ snapshot }) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output?.district?.accountStatus).not.toBe('pending');
  },
  failed: ({ snapshot, actor, stubs }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('This district is already approved');
    actor.send({ type: 'verification.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(stubs.inputs.get('loadDistrict')?.length).toBeGreaterThan(1);
  },
});


describe('district verification machine: a rejection', () => {
  it('needs a reason: confirming without one says the field is required and sends nothing', async () => {
    const reject = vi.fn(async () => rejected);
    const actor = createActor(
      districtVerificationMachine.provide({
        actors: { loadDistrict: fromPromise(async () => pending), rejectDistrict: fromPromise(reject) },
      }),
      { input: { id } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'verification.reject' });
    actor.send({ type: 'verification.noteChanged', note: '   ' });
    actor.send({ type: 'verification.confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.noteError).toBe(validationMessages.required);
    expect(reject).not.toHaveBeenCalled();
    actor.send({ type: 'verification.noteChanged', note: ` ${note} ` });
    expect(actor.getSnapshot().context.noteError).toBeNull();
    actor.send({ type: 'verification.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reject).toHaveBeenCalledWith(expect.objectContaining({ input: { id, note } }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
