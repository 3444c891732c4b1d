// The demo state's billing: ₦300 per report card and a wallet holding ₦150,000 after a few months of funding and
// charges, so a new user sees a real log, receipts, and the low-balance warning (the balance covers 500 report
// cards, fewer than the state's students). Written as the ledger writes them: each movement a log row and two entries.
import { desc, eq } from 'drizzle-orm';
import { ledgerEntries, transactions, wallets } from '../billing/schema';
import type { Executor } from './client';
import { schools, states } from './schema';

/** ₦300, in kobo. */
export const demoPricePerReportCard = 30_000;

const day = 24 * 60 * 60 * 1000;

export async function seedDemoBilling(tx: Executor, stateId: string, adminId: string) {
  await tx.update(states).set({ reportCardBilling: { pricePerReportCard: demoPricePerReportCard, currency: 'NGN' } }).where(eq(states.id, stateId));
  const schoolRows = await tx.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.stateId, stateId)).orderBy(desc(schools.name)).limit(4);
  const now = Date.now();
  // Oldest first: [days ago, Credit naira or Debit report cards, school index, status].
  const history: [number, 'Credit' | 'Debit', number, number | null, 'success' | 'cancelled'][] = [
    [150, 'Credit', 200_000, null, 'success'],
    [136, 'Debit', 240, 0, 'success'],
    [121, 'Debit', 150, 1, 'success'],
    [92, 'Credit', 100_000, null, 'success'],
    [76, 'Debit', 210, 2, 'success'],
    [61, 'Credit', 50_000, null, 'cancelled'],
    [60, 'Credit', 150_000, null, 'success'],
    [31, 'Debit', 180, 3, 'success'],
    [14, 'Debit', 220, 0, 'success'],
  ];
  let balance = 0;
  for (const [index, [daysAgo, action, quantity, schoolIndex, status]] of history.entries()) {
    const at = new Date(now - daysAgo * day);
    const amount = action === 'Credit' ? quantity * 100 : quantity * demoPricePerReportCard;
    const school = schoolIndex === null ? undefined : schoolRows[schoolIndex % schoolRows.length];
    if (status === 'success') balance += action === 'Credit' ? amount : -amount;
    const [row] = await tx
      .insert(transactions)
      .values({
        stateId,
        schoolId: school?.id ?? null,
        transactionAction: action,
        reference: action === 'Credit' ? `PAY_demo${String(index + 1).padStart(4, '0')}` : `RC-${at.toISOString().slice(0, 7)}-${String(index + 1).padStart(3, '0')}`,
        amountKobo: amount,
        balanceAfterKobo: balance,
        status,
        description:
          action === 'Credit'
            ? `Wallet funding of ₦${quantity.toLocaleString('en-NG')}.00`
            : `${quantity} report cards for ${school?.name ?? 'the state'} at ₦300.00 each`,
        reportCards: action === 'Debit' ? quantity : null,
        provider: action === 'Credit' ? 'local' : null,
        expiresAt: action === 'Credit' ? new Date(at.getTime() + 30 * 60_000) : null,
        createdById: adminId,
        createdAt: at,
        settledAt: at,
      })
      .returning();
    if (!row || status !== 'success') continue;
    const signed = action === 'Credit' ? amount : -amount;
    await tx.insert(ledgerEntries).values([
      { stateId, transactionId: row.id, account: 'wallet', amountKobo: signed, createdAt: at },
      { stateId, transactionId: row.id, account: action === 'Credit' ? 'payments received' : 'report cards', amountKobo: -signed, createdAt: at },
    ]);
  }
  await tx.insert(wallets).values({ id: stateId, stateId, balanceKobo: balance, createdAt: new Date(now - history[0]![0] * day), updatedAt: new Date(now - 14 * day) });
}
