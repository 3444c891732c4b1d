// /billing in every state of the funding machine (choosing, editing, invalid, creating the link, on the way to the
// checkout, failed, confirming a returning payment, paid with its receipt, not paid), and the logs' own states: the
// 1,000 limit reached, none matching, and a failed read.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createActor } from 'xstate';
import { submissionIn } from '../../../.storybook/submission';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { answers, fails, pending, settledIn } from '../../testing/storySupport';
import { billingMessages } from './billing.form';
import { fundedWalletFixture, linkFixture, logsFixture, lowWalletFixture, receiptFixture, stateId } from './billing.fixtures';
import { BillingView, type BillingViewProps } from './BillingView';
import { fundWalletMachine, type FundWalletActor } from './fundWallet.machine';
import { priceSchema } from './price.form';

type FundState = 'choosing' | 'editing' | 'invalid' | 'creatingLink' | 'redirecting' | 'failed' | 'confirming' | 'paid' | 'notPaid';

/** The funding actor brought to `state` by the events a person would send, its calls answering as that state needs. */
async function fundIn(state: FundState): Promise<FundWalletActor> {
  const machine = fundWalletMachine.provide({
    actors: {
      createPaymentLink: state === 'failed' ? fails('Paystack could not start the payment: it did not answer. Try again in a moment.', 502) : state === 'creatingLink' ? pending() : answers(linkFixture),
      openCheckout: pending(),
      loadReceipt: state === 'notPaid' ? fails('Receipt not found', 404) : state === 'confirming' ? pending() : answers(receiptFixture),
    },
  });
  const returning = state === 'confirming' || state === 'paid' || state === 'notPaid';
  const actor = createActor(machine, { input: { walletId: stateId, returnedPayment: returning ? receiptFixture.reference : undefined } }).start();
  if (state === 'editing' || state === 'creatingLink' || state === 'redirecting' || state === 'failed') actor.send({ type: 'fund.amountChanged', amount: 25_000 });
  if (state === 'invalid') actor.send({ type: 'fund.amountChanged', amount: 20 });
  if (state === 'invalid' || state === 'creatingLink' || state === 'redirecting' || state === 'failed') actor.send({ type: 'fund.submitted' });
  return settledIn(actor, (snapshot) => snapshot.matches(state));
}

const meta = {
  title: 'Billing/Billing',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = { fund: FundWalletActor; onPrint: ReturnType<typeof fn>; onSearchChange: ReturnType<typeof fn> };

const loaders = (state: FundState) => [async () => ({ fund: await fundIn(state), onPrint: fn(), onSearchChange: fn() })];

function view(loaded: unknown, props: Partial<BillingViewProps> = {}) {
  const { fund, onPrint, onSearchChange } = loaded as Loaded;
  return (
    <BillingView
      title="Billing"
      wallet={lowWalletFixture}
      walletError={null}
      fund={fund}
      search={{}}
      logs={logsFixture}
      logsError={null}
      isLoading={false}
      schools={[{ id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b', name: 'Ojo Senior High School 4' }]}
      onRetry={() => {}}
      onSearchChange={onSearchChange ?? (() => {})}
      download={null}
      onPrint={onPrint ?? (() => {})}
      {...props}
    />
  );
}

const render =
  (props: Partial<BillingViewProps> = {}): Story['render'] =>
  (_args, { loaded }) =>
    view(loaded, props);

/** `choosing`: the balance in naira, what it covers, the low-balance warning, and the logs. */
export const Choosing: Story = {
  loaders: loaders('choosing'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance').closest('.ui-StatCard')).toHaveTextContent('₦150,000.00');
    await expect(canvas.getByText('covers 500 report cards; the state has 570 students')).toBeVisible();
    await expect(canvas.getByText(billingMessages.lowBalanceTitle)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Transaction logs' })).toBeVisible();
  },
};

/** A balance that covers a term for every student: no warning. */
export const ChoosingFunded: Story = {
  loaders: loaders('choosing'),
  render: render({ wallet: fundedWalletFixture }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦200,000.00')).toBeVisible();
    await expect(canvas.queryByText(billingMessages.lowBalanceTitle)).toBeNull();
  },
};

/** `editing`: an amount typed, ready to go to the checkout. */
export const Editing: Story = {
  loaders: loaders('editing'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount (₦)' })).toHaveValue('25,000');
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  },
};

/** `invalid`: below the least a link takes, said beside the field. */
export const Invalid: Story = {
  loaders: loaders('invalid'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The least you can pay is ₦50.00')).toBeVisible();
  },
};

/** `creatingLink`: the button is busy. */
export const CreatingLink: Story = {
  loaders: loaders('creatingLink'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount (₦)' })).toBeDisabled();
  },
};

/** `redirecting`: on the way to the checkout. */
export const Redirecting: Story = {
  loaders: loaders('redirecting'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(billingMessages.opening)).toBeVisible();
  },
};

/** `failed`: the link could not be made; the banner says why, once. */
export const Failed: Story = {
  loaders: loaders('failed'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Paystack could not start the payment: it did not answer. Try again in a moment.')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  },
};

/** `confirming`: back from the checkout, the payment is being confirmed. */
export const Confirming: Story = {
  loaders: loaders('confirming'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: billingMessages.confirming })).toBeVisible();
  },
};

/** `paid`: the receipt, printable, with its reference. */
export const Paid: Story = {
  loaders: loaders('paid'),
  render: render({ wallet: { ...lowWalletFixture, balance: 17_500_000, reportCardsCovered: 583 } }),
  play: async ({ canvas, loaded }) => {
    const receipt = within(canvas.getByRole('heading', { name: billingMessages.paid }).closest('.Billing-receipt') as HTMLElement);
    await expect(receipt.getByText(receiptFixture.reference)).toBeVisible();
    await expect(receipt.getByText('₦25,000.00')).toBeVisible();
    await userEvent.click(receipt.getByRole('button', { name: 'Print receipt' }));
    await expect((loaded as Loaded).onPrint).toHaveBeenCalled();
  },
};

/** `notPaid`: the checkout sent the payer back without paying. */
export const NotPaid: Story = {
  loaders: loaders('notPaid'),
  render: render(),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(billingMessages.notPaid)).toBeVisible();
  },
};

/** The logs list the newest 1,000 and say more match. */
export const LogsLimitReached: Story = {
  loaders: loaders('choosing'),
  render: render({ logs: { ...logsFixture, limitReached: true } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(billingMessages.limitReached)).toBeVisible();
  },
};

/** No transaction matches the filters, which can be cleared. */
export const LogsNoneMatch: Story = {
  loaders: loaders('choosing'),
  render: render({ logs: { transactionLogs: [], limitReached: false }, search: { transactionAction: 'Debit' } }),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(billingMessages.noLogs)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect((loaded as Loaded).onSearchChange).toHaveBeenCalledWith({});
  },
};

/** The logs or the wallet could not be read: said once each, with a way to try again. */
export const ReadFailed: Story = {
  loaders: loaders('choosing'),
  render: render({ wallet: null, walletError: 'The billing service is not answering', logs: null, logsError: 'The transaction logs could not be read' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The billing service is not answering')).toBeVisible();
    await expect(await canvas.findByText('The transaction logs could not be read')).toBeVisible();
  },
};

/** A super-admin switched into the state sets its price per report card. */
export const PriceEditing: Story = {
  loaders: [async () => ({ fund: await fundIn('choosing'), price: await submissionIn('editing', { values: { pricePerReportCard: 300 }, schema: priceSchema }) })],
  render: (_args, { loaded }) => view(loaded, { price: (loaded as { price: FormSubmissionActor }).price }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Price (₦)' })).toHaveValue('300.00');
    await expect(canvas.getByRole('button', { name: 'Save price' })).toBeEnabled();
  },
};

/** A price below nothing is refused beside the field, once. */
export const PriceInvalid: Story = {
  loaders: [async () => ({ fund: await fundIn('choosing'), price: await submissionIn('invalid', { values: { pricePerReportCard: -1 }, schema: priceSchema }) })],
  render: (_args, { loaded }) => view(loaded, { price: (loaded as { price: FormSubmissionActor }).price }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Enter the price in naira, ₦0.00 or more, with at most two decimal places')).toHaveLength(1);
  },
};

/** A super-admin reads any state's logs: the state filter. */
export const SuperAdminStateFilter: Story = {
  loaders: loaders('choosing'),
  render: render({ states: ['Kano', 'Lagos'], search: { state: 'Kano' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /State/ })).toHaveTextContent('Kano');
  },
};
