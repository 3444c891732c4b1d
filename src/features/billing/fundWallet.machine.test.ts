import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { ControlledActors, describeEveryState, stateGraph } from '../../testing/stateGraph';
import { linkFixture, receiptFixture, stateId } from './billing.fixtures';
import { fundWalletMachine } from './fundWallet.machine';

const unavailable = new ApiError('Paystack could not start the payment: it did not answer. Try again in a moment.', { status: 502 });
const noReceipt = new ApiError('Receipt not found', { status: 404 });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(fundWalletMachine, {
  input: { walletId: stateId },
  controlled: ['createPaymentLink', 'openCheckout', 'loadReceipt'],
  events: {
    'fund.amountChanged': [
      { type: 'fund.amountChanged', amount: 25_000 },
      { type: 'fund.amountChanged', amount: 10 },
    ],
    'fund.receiptRequested': [{ type: 'fund.receiptRequested', reference: receiptFixture.reference }],
    'xstate.done.actor.createPaymentLink': [{ type: 'xstate.done.actor.createPaymentLink', output: linkFixture }],
    'xstate.error.actor.createPaymentLink': [{ type: 'xstate.error.actor.createPaymentLink', error: unavailable }],
    'xstate.done.actor.loadReceipt': [{ type: 'xstate.done.actor.loadReceipt', output: receiptFixture }],
    'xstate.error.actor.loadReceipt': [{ type: 'xstate.error.actor.loadReceipt', error: noReceipt }],
  },
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.amount, snapshot.context.error !== null, snapshot.context.receipt !== null]),
});

describeEveryState('fund wallet machine', graph, {
  choosing: ({ snapshot }) => {
    expect(snapshot.context).toMatchObject({ walletId: stateId, receipt: null, reference: null });
    expect(snapshot.hasTag('busy')).toBe(false);
  },
  editing: ({ snapshot }) => {
    expect(snapshot.context.amount).not.toBeNull();
    expect(snapshot.context.amountError).toBeNull();
  },
  invalid: ({ snapshot }) => {
    expect(snapshot.context.amountError).toMatch(/^(Enter the amount to pay|The least you can pay is ₦50\.00)$/);
  },
  creatingLink: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    // Naira as typed, in kobo.
    expect(stubs.lastInput('createPaymentLink')).toEqual({ walletId: stateId, amount: 2_500_000 });
  },
  redirecting: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('openCheckout')).toEqual({ url: linkFixture.authorizationUrl });
    expect(snapshot.context.reference).toBe(linkFixture.reference);
  },
  failed: ({ snapshot }) => {
    expect(snapshot.context.error).toBe(unavailable.message);
    expect(snapshot.hasTag('busy')).toBe(false);
  },
  confirming: ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('loadReceipt')).toEqual({ reference: receiptFixture.reference });
  },
  paid: ({ snapshot, actor }) => {
    expect(snapshot.context.receipt).toEqual(receiptFixture);
    expect(snapshot.context.justPaid).toBe(false);
    actor.send({ type: 'fund.dismissed' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.receipt).toBeNull();
  },
  notPaid: ({ snapshot }) => {
    // No receipt is a payment not completed, which the state says; no message repeats it.
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.receipt).toBeNull();
  },
});

it('starts by confirming the payment the checkout sent the payer back with, and calls it just paid', async () => {
  const stubs = new ControlledActors(['createPaymentLink', 'openCheckout', 'loadReceipt']);
  const actor = createActor(fundWalletMachine.provide({ actors: stubs.logic as never }), { input: { walletId: stateId, returnedPayment: receiptFixture.reference } }).start();
  expect(actor.getSnapshot().value).toBe('confirming');
  await vi.advanceTimersByTimeAsync(0);
  expect(stubs.lastInput('loadReceipt')).toEqual({ reference: receiptFixture.reference });
  stubs.settle('loadReceipt', { output: receiptFixture });
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toBe('paid');
  expect(actor.getSnapshot().context.justPaid).toBe(true);
});

it('says why a receipt could not be read, when it is not simply missing', async () => {
  const stubs = new ControlledActors(['createPaymentLink', 'openCheckout', 'loadReceipt']);
  const actor = createActor(fundWalletMachine.provide({ actors: stubs.logic as never }), { input: { walletId: stateId } }).start();
  actor.send({ type: 'fund.receiptRequested', reference: receiptFixture.reference });
  await vi.advanceTimersByTimeAsync(0);
  stubs.settle('loadReceipt', { error: new ApiError('Something went wrong on our side. Please try again.', { status: 500 }) });
  await vi.advanceTimersByTimeAsync(0);
  expect(actor.getSnapshot().value).toBe('notPaid');
  expect(actor.getSnapshot().context.error).toBe('Something went wrong on our side. Please try again.');
});
