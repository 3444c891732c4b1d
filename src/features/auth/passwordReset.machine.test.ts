import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { redirectDelayMs } from '../../lib/constants';
import { validationMessages as m } from '../../lib/messages';
import { passwordResetMachine } from './passwordReset.machine';
import { ControlledActors, describeEveryState, stateGraph } from '../../testing/stateGraph';

const resetCodeId = '5b7e2c1a-9d4f-4e3b-8a6c-2f1e0d9c8b7a';
const tooMany = new ApiError('Too many codes were requested. Wait 10 minutes and try again.', { status: 429 });
const wrongCode = new ApiError('The code is wrong or has expired. Request a new one if you need to.', { status: 400 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(passwordResetMachine, {
  controlled: ['sendResetCode', 'resetPassword'],
  events: {
    'reset.emailChanged': [{ type: 'reset.emailChanged', email: 'admin@demo.test' }],
    'reset.codeChanged': [{ type: 'reset.codeChanged', code: '123456' }],
    'reset.passwordChanged': [{ type: 'reset.passwordChanged', password: 'Portal@2027' }],
    'reset.confirmPasswordChanged': [{ type: 'reset.confirmPasswordChanged', confirmPassword: 'Portal@2027' }],
    'xstate.done.actor.sendResetCode': [{ type: 'xstate.done.actor.sendResetCode', output: { id: resetCodeId } }],
    'xstate.error.actor.sendResetCode': [{ type: 'xstate.error.actor.sendResetCode', error: tooMany }],
    'xstate.done.actor.resetPassword': [
      { type: 'xstate.done.actor.resetPassword', output: { message: 'Password Updated Successfully' } },
    ],
    'xstate.error.actor.resetPassword': [{ type: 'xstate.error.actor.resetPassword', error: wrongCode }],
  },
  // What the graph needs to tell apart: where it is, which fields are filled, and whether an error shows.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      email: snapshot.context.email,
      filled: [snapshot.context.code, snapshot.context.password, snapshot.context.confirmPassword].map(Boolean),
      code: snapshot.context.resetCodeId !== null,
      error: snapshot.context.error !== null,
      fieldErrors: Object.keys(snapshot.context.fieldErrors),
    }),
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;
const messages = (emitted: { type: string }[]) =>
  emitted.filter((event) => event.type === 'notification.raised').map((event) => (event as { message?: string }).message);

const expectations: Record<string, Check> = {
  'enteringEmail.ready': ({ snapshot }) => {
    expect(snapshot.context.email).toBe('');
    expect(snapshot.hasTag('error')).toBe(false);
    expect(snapshot.hasTag('busy')).toBe(false);
  },
  'enteringEmail.failed': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe(tooMany.message);
    expect(snapshot.context.email).toBe('admin@demo.test');
  },
  requestingCode: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('sendResetCode')).toEqual({ email: 'admin@demo.test' });
  },
  codeSent: ({ snapshot, emitted }) => {
    expect(snapshot.context.resetCodeId).toBe(resetCodeId);
    expect(messages(emitted)).toEqual(['Reset Code Has Been Sent To Your Email']);
  },
  'enteringCode.ready': ({ snapshot }) => {
    expect(snapshot.context.resetCodeId).toBe(resetCodeId);
    expect(snapshot.hasTag('error')).toBe(false);
  },
  'enteringCode.failed': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).not.toBeNull();
  },
  resendingCode: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.inputs.get('sendResetCode')).toEqual([{ email: 'admin@demo.test' }, { email: 'admin@demo.test' }]);
  },
  updatingPassword: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('resetPassword')).toEqual({
      email: 'admin@demo.test',
      code: '123456',
      resetCodeId,
      password: 'Portal@2027',
    });
  },
  passwordUpdated: ({ snapshot, emitted }) => {
    expect(messages(emitted)).toContain('Password Updated Successfully');
    expect(snapshot.context.password).toBe('');
    expect(emitted.map((event) => event.type)).not.toContain('session.endRequested');
  },
  done: ({ snapshot, emitted }) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ redirectTo: '/login' });
    expect(emitted.map((event) => event.type)).toContain('session.endRequested');
  },
};

describeEveryState('password reset machine', graph, expectations, ({ snapshot }) => {
  // What the flow keeps across a reload: a state that holds a code always knows its resetCodeId.
  if (snapshot.hasTag('codeHeld')) expect(snapshot.context.resetCodeId).not.toBeNull();
  else expect(snapshot.matches('enteringCode')).toBe(false);
});

describe('password reset machine: flows', () => {
  const start = (email?: string) => {
    const stubs = new ControlledActors(['sendResetCode', 'resetPassword']);
    const actor = createActor(passwordResetMachine.provide({ actors: stubs.logic as never }), { input: { email } });
    return { actor: actor.start(), stubs };
  };
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('checks the email before asking for a code', () => {
    const { actor, stubs } = start();
    actor.send({ type: 'reset.requestCode' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: m.required });
    actor.send({ type: 'reset.emailChanged', email: 'admin@' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'reset.requestCode' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'E-mail must be valid' });
    expect(actor.getSnapshot().matches('enteringEmail')).toBe(true);
    expect(stubs.inputs.get('sendResetCode')).toEqual([]);
  });

  it('goes on to the OTP page after the redirect delay, or at once on continue', async () => {
    const { actor, stubs } = start('admin@demo.test');
    actor.send({ type: 'reset.requestCode' });
    stubs.settle('sendResetCode', { output: { id: resetCodeId } });
    await settle();
    expect(actor.getSnapshot().value).toBe('codeSent');
    await vi.advanceTimersByTimeAsync(redirectDelayMs);
    expect(actor.getSnapshot().matches('enteringCode')).toBe(true);

    const second = start('admin@demo.test');
    second.actor.send({ type: 'reset.requestCode' });
    second.stubs.settle('sendResetCode', { output: { id: resetCodeId } });
    await settle();
    second.actor.send({ type: 'reset.continue' });
    expect(second.actor.getSnapshot().matches('enteringCode')).toBe(true);
  });

  it('checks the code and both passwords, and clears a message as soon as it is fixed', async () => {
    const { actor, stubs } = start('admin@demo.test');
    actor.send({ type: 'reset.requestCode' });
    stubs.settle('sendResetCode', { output: { id: resetCodeId } });
    await settle();
    actor.send({ type: 'reset.continue' });
    actor.send({ type: 'reset.codeChanged', code: '12345' });
    actor.send({ type: 'reset.passwordChanged', password: 'weak' });
    actor.send({ type: 'reset.confirmPasswordChanged', confirmPassword: 'other' });
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      code: m.codeDigits,
      password: m.passwordRule,
      confirmPassword: m.passwordsDiffer,
    });
    actor.send({ type: 'reset.codeChanged', code: '123456' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: m.passwordRule, confirmPassword: m.passwordsDiffer });
    actor.send({ type: 'reset.passwordChanged', password: 'Portal@2027' });
    actor.send({ type: 'reset.confirmPasswordChanged', confirmPassword: 'Portal@2027' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'reset.submit' });
    expect(actor.getSnapshot().value).toBe('updatingPassword');
  });

  it('keeps what was typed when the server refuses the code, and can resend it', async () => {
    const { actor, stubs } = start('admin@demo.test');
    actor.send({ type: 'reset.requestCode' });
    stubs.settle('sendResetCode', { output: { id: resetCodeId } });
    await settle();
    actor.send({ type: 'reset.continue' });
    actor.send({ type: 'reset.codeChanged', code: '000000' });
    actor.send({ type: 'reset.passwordChanged', password: 'Portal@2027' });
    actor.send({ type: 'reset.confirmPasswordChanged', confirmPassword: 'Portal@2027' });
    actor.send({ type: 'reset.submit' });
    stubs.settle('resetPassword', { error: wrongCode });
    await settle();
    expect(actor.getSnapshot().matches({ enteringCode: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ code: '000000', password: 'Portal@2027', error: wrongCode.message });

    actor.send({ type: 'reset.resendCode' });
    stubs.settle('sendResetCode', { output: { id: 'a-new-code-id' } });
    await settle();
    expect(actor.getSnapshot().matches({ enteringCode: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ resetCodeId: 'a-new-code-id', code: '', error: null });
  });

  it('signs out and finishes one redirect delay after the password is updated', async () => {
    const { actor, stubs } = start('admin@demo.test');
    const emitted: string[] = [];
    actor.on('*', (event) => emitted.push(event.type));
    actor.send({ type: 'reset.requestCode' });
    stubs.settle('sendResetCode', { output: { id: resetCodeId } });
    await settle();
    actor.send({ type: 'reset.continue' });
    actor.send({ type: 'reset.codeChanged', code: '123456' });
    actor.send({ type: 'reset.passwordChanged', password: 'Portal@2027' });
    actor.send({ type: 'reset.confirmPasswordChanged', confirmPassword: 'Portal@2027' });
    actor.send({ type: 'reset.submit' });
    stubs.settle('resetPassword', { output: { message: 'Password Updated Successfully' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('passwordUpdated');
    await vi.advanceTimersByTimeAsync(redirectDelayMs - 1);
    expect(emitted).not.toContain('session.endRequested');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toContain('session.endRequested');
  });

  it('can go back to change the email', async () => {
    const { actor, stubs } = start('admin@demo.test');
    actor.send({ type: 'reset.requestCode' });
    stubs.settle('sendResetCode', { output: { id: resetCodeId } });
    await settle();
    actor.send({ type: 'reset.continue' });
    actor.send({ type: 'reset.changeEmail' });
    expect(actor.getSnapshot().matches({ enteringEmail: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('admin@demo.test');
  });
});
