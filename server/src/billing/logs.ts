// The transaction logs (SPEC section 7): the portal's calls that read the billing service's log rows. Each row is a
// payment into the wallet (Credit) or a charge for report cards (Debit), newest first, with SPEC's filters. The rows
// are the caller's state's (a super-admin may name others), narrowed as every record is to a district's or a
// school's charges when that is where the caller works.
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { dayStart } from '../data/auditTrail';
import { checkSearchPeriod, likePattern } from '../data/values';
import { schools, states } from '../db/schema';
import type { QueryOf, ResultOf } from '../contractTypes';
import { scopeOf, statesSearched } from '../plugins/access';
import type { SpreadsheetColumn } from '../services/spreadsheet';
import { transactions } from './schema';

export type TransactionLogSearch = QueryOf<'searchTransactionLogs'>;
export type TransactionLogOut = ResultOf<'searchTransactionLogs'>['transactionLogs'][number];

/** The most rows a search or a download lists (SPEC: limit 1000). */
const limitOfLogs = 1000;

/** The newest `limit` log rows the search matches, and whether more match. */
export async function transactionLogsFound(request: FastifyRequest, query: TransactionLogSearch): Promise<{ rows: TransactionLogOut[]; limitReached: boolean }> {
  checkSearchPeriod(query);
  const scope = scopeOf(request);
  const pattern = query.searchTerm?.trim() ? likePattern(query.searchTerm.trim()) : undefined;
  const where = and(
    await statesSearched(request, transactions, { state: query.state }),
    query.transactionAction?.length ? inArray(transactions.transactionAction, query.transactionAction) : undefined,
    query.school?.length ? inArray(transactions.schoolId, query.school) : undefined,
    query.startDate ? gte(transactions.createdAt, dayStart(query.startDate)) : undefined,
    query.endDate ? lt(transactions.createdAt, sql`${dayStart(query.endDate)} + interval '1 day'`) : undefined,
    pattern ? or(ilike(transactions.reference, pattern), ilike(transactions.description, pattern), ilike(schools.name, pattern)) : undefined,
  ) as SQL;
  const limit = Math.min(query.limit ?? limitOfLogs, limitOfLogs);
  const rows = await scope.db
    .select({
      id: transactions.id,
      reference: transactions.reference,
      transactionAction: transactions.transactionAction,
      amount: transactions.amountKobo,
      balanceAfter: transactions.balanceAfterKobo,
      description: transactions.description,
      status: transactions.status,
      stateId: states.id,
      stateName: states.name,
      schoolId: schools.id,
      schoolName: schools.name,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .innerJoin(states, eq(states.id, transactions.stateId))
    .leftJoin(schools, eq(schools.id, transactions.schoolId))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit + 1);
  return {
    limitReached: rows.length > limit,
    rows: rows.slice(0, limit).map((row) => ({
      id: row.id,
      reference: row.reference,
      transactionAction: row.transactionAction,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      description: row.description,
      status: row.status,
      state: { id: row.stateId, name: row.stateName },
      school: row.schoolId && row.schoolName ? { id: row.schoolId, name: row.schoolName } : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

const nairaAmount = (kobo: number) => kobo / 100;

/** The columns of `transcation-logs.xlsx`, as the screen lists them. */
export const transactionLogColumns: SpreadsheetColumn<TransactionLogOut>[] = [
  { header: 'Date', date: (row) => row.createdAt },
  { header: 'Reference', text: (row) => row.reference, width: 34 },
  { header: 'Transaction Action', text: (row) => row.transactionAction, width: 18 },
  { header: 'Amount (₦)', text: (row) => nairaAmount(row.amount), width: 16 },
  { header: 'Balance After (₦)', text: (row) => nairaAmount(row.balanceAfter), width: 18 },
  { header: 'Status', text: (row) => row.status, width: 12 },
  { header: 'Description', text: (row) => row.description, width: 48 },
  { header: 'School', text: (row) => row.school?.name, width: 32 },
  { header: 'State', text: (row) => row.state.name, width: 16 },
];
