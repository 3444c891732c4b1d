// The billing service's tables, in a PostgreSQL schema of their own (`billing`) beside the portal's: the service
// writes these and no other business table. Money is integer kobo. A wallet's balance is the sum of its ledger
// entries; the stored figure is that sum kept beside the wallet's row, which every movement locks and updates in the
// transaction that adds its entries, so two charges cannot both spend the same kobo. Entries are never changed or
// deleted (the migration's trigger refuses it); a log row (a payment or a charge) may move from pending to success,
// cancelled or failed, its entries never.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const billingSchema = pgSchema('billing');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One wallet per state: its id is the state's, and `stateId` repeats it so the portal's Scope reaches it like any record. */
export const wallets = billingSchema.table(
  'wallets',
  {
    id: uuid('id').primaryKey(),
    stateId: uuid('state_id').notNull().unique(),
    balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceKobo} >= 0`), check('wallets_id_is_state', sql`${t.id} = ${t.stateId}`)],
);

export type TransactionAction = 'Credit' | 'Debit';
export type TransactionStatus = 'pending' | 'success' | 'cancelled' | 'failed';
export type PaymentProvider = 'local' | 'paystack';

/**
 * What the transaction logs list: a payment into the wallet (Credit) or a charge for report cards (Debit). A
 * payment's reference is unique everywhere (the checkout finds it by reference alone); a charge's is the caller's
 * own, unique in its wallet.
 */
export const transactions = billingSchema.table(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateId: uuid('state_id').notNull(),
    schoolId: uuid('school_id'),
    transactionAction: text('transaction_action').$type<TransactionAction>().notNull(),
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** The wallet's balance after this transaction; for one that moved no money, the balance when it last changed. */
    balanceAfterKobo: bigint('balance_after_kobo', { mode: 'number' }).notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    description: text('description').notNull(),
    /** A charge's report cards, which with the school make the body a repeated reference must match. */
    reportCards: integer('report_cards'),
    provider: text('provider').$type<PaymentProvider>(),
    /** A payment link's end: a payment not completed by then credits nothing. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    callbackUrl: text('callback_url'),
    /** Why a notification for this payment was refused (an amount or currency Paystack verified otherwise), kept for review. */
    review: text('review'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('transactions_amount_positive', sql`${t.amountKobo} > 0`),
    check('transactions_action', sql`${t.transactionAction} in ('Credit', 'Debit')`),
    check('transactions_status', sql`${t.status} in ('pending', 'success', 'cancelled', 'failed')`),
    uniqueIndex('transactions_wallet_reference').on(t.stateId, t.transactionAction, t.reference),
    uniqueIndex('transactions_payment_reference').on(t.reference).where(sql`${t.transactionAction} = 'Credit'`),
    index('transactions_state_created').on(t.stateId, t.createdAt),
  ],
);

/** The accounts a movement is between: the state's wallet, money received from a payer, report cards paid for. */
export type LedgerAccount = 'wallet' | 'payments received' | 'report cards';

/** Double entry: every movement is two entries of one transaction, summing to zero; the wallet's sum is its balance. */
export const ledgerEntries = billingSchema.table(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateId: uuid('state_id').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    account: text('account').$type<LedgerAccount>().notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_wallet').on(t.stateId, t.account), index('ledger_entries_transaction').on(t.transactionId)],
);
