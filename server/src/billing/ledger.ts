// The wallet and its ledger: every movement of money is one log row (a payment or a charge) and two ledger entries
// that sum to zero, written in one transaction that holds the wallet's row locked. The lock is what keeps a balance
// from going below zero when charges race: the second waits for the first, then reads the balance it left. The
// wallet's stored balance moves in the same transaction as its entries, so it always equals their sum
// (`ledgerDisagreements` proves it, and the server tests check it after every billing test).
import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { components } from '../../../src/api/billing.gen';
import type { Executor } from '../db/client';
import { scopedTo, type Scope } from '../db/scoped';
import { schools, staff, students } from '../db/schema';
import { conflict, HttpError, notFound } from '../errors';
import { ledgerEntries, transactions, wallets, type LedgerAccount, type PaymentProvider, type TransactionAction } from './schema';

type Schemas = components['schemas'];
export type Transaction = typeof transactions.$inferSelect;

/** How long a payment link may be paid. */
export const paymentLinkMinutes = 30;

/** The state's price per report card, in kobo; 0 when none is set. */
export async function priceOf(scope: Scope): Promise<number> {
  const state = await scope.findState();
  return state.reportCardBilling.pricePerReportCard ?? 0;
}

/** The wallet as the contract shows it: the balance, and what it means for the state's students at its price. */
export async function walletOf(scope: Scope): Promise<Schemas['Wallet']> {
  const statewide = scope.statewide();
  const [row] = await statewide.listOwned(wallets);
  const state = await statewide.findState();
  const price = state.reportCardBilling.pricePerReportCard ?? 0;
  const [counted] = await statewide.db.select({ students: count() }).from(students).where(statewide.owns(students));
  const balance = row?.balanceKobo ?? 0;
  const studentCount = counted?.students ?? 0;
  return {
    id: scope.stateId,
    balance,
    currency: 'NGN',
    updatedAt: (row?.updatedAt ?? state.createdAt).toISOString(),
    pricePerReportCard: price,
    reportCardsCovered: price > 0 ? Math.floor(balance / price) : null,
    students: studentCount,
    lowBalance: price > 0 && balance < studentCount * price,
  };
}

/** The caller's own wallet named in a body or a path; any other state's is not found, as every other record is. */
export function ownWallet(scope: Scope, walletId: string, field?: string) {
  if (walletId !== scope.stateId) throw notFound('Wallet', field);
}

/**
 * The state's wallet row, created when the state first moves money, and locked until the transaction ends: every
 * movement of the wallet goes through here first.
 */
async function lockedWallet(tx: Scope) {
  await tx.statewide().insertOwned(wallets, { id: tx.stateId }, { ignoreConflicts: true });
  const [row] = await tx.db.select().from(wallets).where(tx.owns(wallets)).for('update');
  if (!row) throw notFound('Wallet');
  return row;
}

/** The account money comes from (a Credit) or goes to (a Debit). */
const counterpart: Record<TransactionAction, LedgerAccount> = { Credit: 'payments received', Debit: 'report cards' };

/** Moves `transaction`'s amount in or out of the locked wallet: its two entries, and the wallet's balance. */
async function move(tx: Scope, wallet: typeof wallets.$inferSelect, transaction: Transaction): Promise<number> {
  const signed = transaction.transactionAction === 'Credit' ? transaction.amountKobo : -transaction.amountKobo;
  const balance = wallet.balanceKobo + signed;
  const statewide = tx.statewide();
  await statewide.insertOwned(ledgerEntries, [
    { transactionId: transaction.id, account: 'wallet', amountKobo: signed },
    { transactionId: transaction.id, account: counterpart[transaction.transactionAction], amountKobo: -signed },
  ]);
  await statewide.updateOwned(wallets, wallet.id, { balanceKobo: balance, updatedAt: new Date() }, 'Wallet');
  return balance;
}

/** An amount as people read it: ₦150,000.00. */
export const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type ChargeInput = { reference: string; reportCards: number; schoolId?: string };

/**
 * Charges the wallet for report cards at the state's price. The same reference with the same body answers the first
 * charge (`repeated`); with another body it is 409. A charge the balance does not cover is 402, and nothing of it is
 * kept, so the same reference charges once the wallet is funded.
 */
export async function chargeWallet(scope: Scope, input: ChargeInput, callerId: string): Promise<{ charge: Transaction; repeated: boolean }> {
  return scope.transaction(async (tx) => {
    const wallet = await lockedWallet(tx);
    const statewide = tx.statewide();
    const [earlier] = await statewide.listOwned(transactions, and(eq(transactions.transactionAction, 'Debit'), eq(transactions.reference, input.reference)));
    if (earlier) {
      if (earlier.reportCards !== input.reportCards || earlier.schoolId !== (input.schoolId ?? null)) {
        throw conflict('This reference was used for a different charge', 'reference');
      }
      return { charge: earlier, repeated: true };
    }
    const price = await priceOf(tx);
    if (price <= 0) throw conflict('No report-card price is set for this state, so report cards cannot be charged yet');
    const school = input.schoolId ? await tx.findOwnedWhere(schools, eq(schools.id, input.schoolId)) : undefined;
    if (input.schoolId && !school) throw notFound('School', 'schoolId');
    const amount = input.reportCards * price;
    if (amount > wallet.balanceKobo) {
      throw new HttpError(
        402,
        `The wallet holds ${naira(wallet.balanceKobo)}, which does not cover ${input.reportCards} report cards (${naira(amount)}). Fund the wallet and try again.`,
        'INSUFFICIENT_BALANCE',
      );
    }
    const [charge] = await statewide.insertOwned(transactions, {
      transactionAction: 'Debit',
      reference: input.reference,
      schoolId: input.schoolId ?? null,
      reportCards: input.reportCards,
      amountKobo: amount,
      balanceAfterKobo: wallet.balanceKobo - amount,
      status: 'success',
      description: `${input.reportCards} report card${input.reportCards === 1 ? '' : 's'}${school ? ` for ${school.name}` : ''} at ${naira(price)} each`,
      createdById: callerId,
      settledAt: new Date(),
    });
    if (!charge) throw new Error('Charge not recorded');
    await move(tx, wallet, charge);
    return { charge, repeated: false };
  });
}

/** A payment reference: random, of the contract's form, never reused. */
export const newPaymentReference = () => `PAY_${randomBytes(15).toString('base64url')}`;

/** A pending payment into the wallet, payable until its link expires. */
export async function startPayment(
  scope: Scope,
  payment: { reference: string; amount: number; provider: PaymentProvider; callbackUrl: string | null; createdById: string },
): Promise<Transaction> {
  return scope.transaction(async (tx) => {
    const wallet = await lockedWallet(tx);
    const [row] = await tx.statewide().insertOwned(transactions, {
      transactionAction: 'Credit',
      reference: payment.reference,
      amountKobo: payment.amount,
      balanceAfterKobo: wallet.balanceKobo,
      status: 'pending',
      description: `Wallet funding of ${naira(payment.amount)}`,
      provider: payment.provider,
      callbackUrl: payment.callbackUrl,
      expiresAt: new Date(Date.now() + paymentLinkMinutes * 60_000),
      createdById: payment.createdById,
    });
    if (!row) throw new Error('Payment not recorded');
    return row;
  });
}

/** A payment by its reference, whichever state's: the provider's notifications and the checkout name it alone. */
export async function paymentByReference(db: Executor, reference: string): Promise<Transaction> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.transactionAction, 'Credit'), eq(transactions.reference, reference)));
  if (!row) throw notFound('Payment');
  return row;
}

/** The scope of the state a payment belongs to, for the provider's calls, which have no caller. */
export const scopeOfPayment = (db: Executor, payment: Transaction) => scopedTo(db, payment.stateId);

/** What a payment notification says happened, as the provider confirmed it. */
export type Settlement =
  | { status: 'success'; walletId: string; amount: number; currency?: string }
  | { status: 'cancelled'; walletId: string; amount: number };

/** Why a payment completed after its link expired was not credited. */
export const expiredLinkReview = 'This payment link expired before it was paid, so nothing was credited';

const closedAs: Record<Transaction['status'], string> = { pending: 'started', success: 'paid', cancelled: 'cancelled', failed: 'closed without being credited' };

export type SettleOutcome = 'credited' | 'cancelled' | 'alreadyProcessed' | 'expired' | 'refused';

/**
 * Applies a provider's word on a pending payment, once: a success credits the wallet, a cancellation closes it; the
 * same word again changes nothing (`alreadyProcessed`). A success for a link that has expired credits nothing and
 * closes the payment as failed; one whose wallet, amount or currency differs from the link's credits nothing, keeps
 * the payment as failed with the reason for review, and is `refused`. Anything else about a payment no longer
 * pending is 409.
 */
export async function settlePayment(db: Executor, reference: string, settlement: Settlement): Promise<{ outcome: SettleOutcome; payment: Transaction }> {
  const found = await paymentByReference(db, reference);
  return scopeOfPayment(db, found).transaction(async (tx) => {
    const wallet = await lockedWallet(tx);
    const statewide = tx.statewide();
    // Read again under the wallet's lock: a notification racing its own repeat sees the first one's outcome.
    const payment = await statewide.findOwned(transactions, found.id, 'Payment');
    if (payment.status === settlement.status) return { outcome: 'alreadyProcessed', payment };
    if (payment.status !== 'pending') throw conflict(`This payment was ${closedAs[payment.status]} already`, 'status');
    const close = async (values: Partial<Transaction>) =>
      statewide.updateOwned(transactions, payment.id, { ...values, balanceAfterKobo: wallet.balanceKobo, settledAt: new Date() }, 'Payment');
    const mismatch =
      settlement.walletId !== payment.stateId
        ? 'the notification names another wallet'
        : settlement.amount !== payment.amountKobo
          ? `${naira(settlement.amount)} was paid where the link asked for ${naira(payment.amountKobo)}`
          : settlement.status === 'success' && settlement.currency && settlement.currency !== 'NGN'
            ? `the payment was made in ${settlement.currency}, not NGN`
            : undefined;
    if (mismatch) {
      if (settlement.status !== 'success') throw conflict(`This notification does not match the payment: ${mismatch}`);
      return { outcome: 'refused', payment: await close({ status: 'failed', review: `Not credited: ${mismatch}` }) };
    }
    if (settlement.status === 'cancelled') return { outcome: 'cancelled', payment: await close({ status: 'cancelled' }) };
    if (payment.expiresAt && payment.expiresAt.getTime() < Date.now()) {
      return { outcome: 'expired', payment: await close({ status: 'failed', review: expiredLinkReview }) };
    }
    const balance = await move(tx, wallet, payment);
    const credited = await statewide.updateOwned(transactions, payment.id, { status: 'success', balanceAfterKobo: balance, settledAt: new Date() }, 'Payment');
    return { outcome: 'credited', payment: credited };
  });
}

/** A log row as the billing contract shows it. */
export const walletTransactionOf = (row: Transaction): Schemas['WalletTransaction'] => ({
  id: row.id,
  reference: row.reference,
  transactionAction: row.transactionAction,
  amount: row.amountKobo,
  balanceAfter: row.balanceAfterKobo,
  status: row.status,
  description: row.description,
  reportCards: row.reportCards,
  schoolId: row.schoolId,
  createdAt: row.createdAt.toISOString(),
});

/** The state's payment `reference` while it is still pending, if it is. */
export const pendingPaymentOf = (scope: Scope, reference: string) =>
  scope
    .statewide()
    .findOwnedWhere(transactions, and(eq(transactions.transactionAction, 'Credit'), eq(transactions.reference, reference), eq(transactions.status, 'pending')));

/** The receipt of a payment that credited the wallet; any other is not found. */
export async function receiptOf(scope: Scope, reference: string): Promise<Schemas['Receipt']> {
  const statewide = scope.statewide();
  const payment = await statewide.findOwnedWhere(
    transactions,
    and(eq(transactions.transactionAction, 'Credit'), eq(transactions.reference, reference), eq(transactions.status, 'success')),
  );
  if (!payment) throw notFound('Receipt');
  const state = await statewide.findState();
  const [payer] = payment.createdById
    ? await statewide.db
        .select({ id: staff.id, name: sql<string>`concat_ws(' ', ${staff.firstName}, ${staff.lastName})` })
        .from(staff)
        .where(eq(staff.id, payment.createdById))
    : [];
  return {
    reference: payment.reference,
    amount: payment.amountKobo,
    currency: 'NGN',
    paidAt: (payment.settledAt ?? payment.createdAt).toISOString(),
    state: { id: state.id, name: state.name },
    paidBy: payer ?? null,
    provider: payment.provider ?? 'local',
    balanceAfter: payment.balanceAfterKobo,
  };
}
