// Funding the wallet on /billing, and its receipts: the amount (checked here, in naira), a payment link for it
// (POST /dev/wallet/payment-link), then the checkout, a page of its own the browser goes to; the checkout sends the
// payer back to /billing?payment=<reference>, where this machine starts again in `confirming`, reads the receipt and
// shows it (a payment that was cancelled or failed has none: `notPaid`). A receipt of an earlier funding, chosen in
// the logs, is read and shown the same way.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError, errorMessage } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import { billing } from './billing.calls';
import { fundingAmountProblem, koboOf, type PaymentLink, type Receipt } from './billing.form';

export type FundWalletInput = {
  walletId: string;
  /** The payment the checkout sent the payer back with, when it did. */
  returnedPayment?: string;
};

export type FundWalletContext = {
  walletId: string;
  /** The amount as typed, in naira. */
  amount: number | null;
  /** Why the amount cannot be paid, beside the field. */
  amountError: string | null;
  /** Why the payment link could not be made, or the receipt read. */
  error: string | null;
  receipt: Receipt | null;
  /** The receipt is of a payment just made (the checkout sent the payer back), not one chosen in the logs. */
  justPaid: boolean;
  reference: string | null;
  /** The checkout's page for the payment link just made. */
  checkoutUrl: string | null;
};

export type FundWalletEvent =
  | { type: 'fund.amountChanged'; amount: number | null }
  | { type: 'fund.submitted' }
  | { type: 'fund.receiptRequested'; reference: string }
  | { type: 'fund.dismissed' };

export const fundWalletMachine = setup({
  types: {
    context: {} as FundWalletContext,
    events: {} as FundWalletEvent,
    input: {} as FundWalletInput,
    tags: {} as 'busy',
  },
  actors: {
    // The form's banner says a failure itself: no notification repeats it.
    createPaymentLink: fromPromise<PaymentLink, { walletId: string; amount: number }>(({ input, signal }) =>
      billing.paymentLink(input.walletId, input.amount, { signal, headers: failureShownByCaller }),
    ),
    // The checkout is a page of its own (the local one, or Paystack's): the browser leaves the app for it.
    openCheckout: fromPromise<void, { url: string }>(async ({ input }) => {
      window.location.assign(input.url);
    }),
    loadReceipt: fromPromise<Receipt, { reference: string }>(({ input, signal }) => billing.receipt(input.reference, { signal, headers: failureShownByCaller })),
  },
  guards: {
    amountIsValid: ({ context }) => fundingAmountProblem(context.amount) === undefined,
    hasPaymentToConfirm: ({ context }) => context.reference !== null,
  },
  actions: {
    setAmount: assign((_, params: { amount: number | null }) => ({ amount: params.amount, amountError: null, error: null })),
    explainAmount: assign(({ context }) => ({ amountError: fundingAmountProblem(context.amount) ?? null })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    keepLink: assign((_, params: { link: PaymentLink }) => ({ reference: params.link.reference, checkoutUrl: params.link.authorizationUrl, error: null })),
    keepReceipt: assign((_, params: { receipt: Receipt }) => ({ receipt: params.receipt, error: null })),
    // No receipt: the payment was cancelled, failed or never completed, which `notPaid` says; anything else is said as it is.
    rememberMissingReceipt: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof ApiError && params.error.status === 404 ? null : errorMessage(params.error),
    })),
    chooseReceipt: assign((_, params: { reference: string }) => ({ reference: params.reference, justPaid: false, receipt: null, error: null })),
    forgetReceipt: assign({ receipt: null, reference: null, justPaid: false, error: null, checkoutUrl: null }),
  },
}).createMachine({
  id: 'fundWallet',
  context: ({ input }) => ({
    walletId: input.walletId,
    amount: null,
    amountError: null,
    error: null,
    receipt: null,
    justPaid: Boolean(input.returnedPayment),
    reference: input.returnedPayment ?? null,
    checkoutUrl: null,
  }),
  initial: 'choosing',
  on: {
    'fund.receiptRequested': { target: '.confirming', actions: { type: 'chooseReceipt', params: ({ event }) => ({ reference: event.reference }) } },
  },
  states: {
    choosing: {
      // Back from the checkout: its payment is confirmed first.
      always: { guard: 'hasPaymentToConfirm', target: 'confirming' },
      on: {
        'fund.amountChanged': { target: 'editing', actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        'fund.submitted': { target: 'invalid', actions: 'explainAmount' },
      },
    },
    /** An amount is typed. */
    editing: {
      on: {
        'fund.amountChanged': { actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        'fund.submitted': [{ guard: 'amountIsValid', target: 'creatingLink' }, { target: 'invalid', actions: 'explainAmount' }],
      },
    },
    /** The amount cannot be paid; the field says why. */
    invalid: {
      on: { 'fund.amountChanged': { target: 'editing', actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } } },
    },
    creatingLink: {
      tags: 'busy',
      invoke: {
        id: 'createPaymentLink',
        src: 'createPaymentLink',
        input: ({ context }) => ({ walletId: context.walletId, amount: koboOf(context.amount ?? 0) }),
        onDone: { target: 'redirecting', actions: { type: 'keepLink', params: ({ event }) => ({ link: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** On the way to the checkout: the page is left. */
    redirecting: {
      tags: 'busy',
      invoke: { id: 'openCheckout', src: 'openCheckout', input: ({ context }) => ({ url: context.checkoutUrl ?? '' }) },
    },
    /** The link could not be made; the banner says why, and the same amount can be tried again. */
    failed: {
      on: {
        'fund.amountChanged': { target: 'editing', actions: { type: 'setAmount', params: ({ event }) => ({ amount: event.amount }) } },
        'fund.submitted': [{ guard: 'amountIsValid', target: 'creatingLink' }, { target: 'invalid', actions: 'explainAmount' }],
      },
    },
    /** Reading the receipt of the payment the checkout sent back, or of one chosen in the logs. */
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => ({ reference: context.reference ?? '' }),
        onDone: { target: 'paid', actions: { type: 'keepReceipt', params: ({ event }) => ({ receipt: event.output }) } },
        onError: { target: 'notPaid', actions: { type: 'rememberMissingReceipt', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The receipt is shown, printable. */
    paid: { on: { 'fund.dismissed': { target: 'choosing', actions: 'forgetReceipt' } } },
    /** The payment has no receipt: it was not completed. */
    notPaid: { on: { 'fund.dismissed': { target: 'choosing', actions: 'forgetReceipt' } } },
  },
});

export type FundWalletLogic = typeof fundWalletMachine;
export type FundWalletActor = ActorRefFrom<typeof fundWalletMachine>;
export type FundWalletSnapshot = SnapshotFrom<typeof fundWalletMachine>;
