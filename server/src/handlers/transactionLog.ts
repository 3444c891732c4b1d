// The transaction logs: the portal's read of the billing service's log rows (server/src/billing/logs.ts).
import { transactionLogColumns, transactionLogsFound } from '../billing/logs';
import { sendSpreadsheet, spreadsheetOf } from '../services/spreadsheet';
import type { Handlers } from '../contractTypes';

export function transactionLogHandlers(): Handlers {
  return {
    async searchTransactionLogs(request) {
      const { rows, limitReached } = await transactionLogsFound(request, request.query);
      return { transactionLogs: rows, limitReached };
    },

    async downloadTransactionLogs(request, reply) {
      const { rows, limitReached } = await transactionLogsFound(request, request.query);
      const note = limitReached ? `Only the newest ${rows.length} transactions are listed: more match these filters.` : undefined;
      // The file name keeps the specification's spelling.
      return sendSpreadsheet(reply, 'transcation-logs.xlsx', spreadsheetOf(rows, transactionLogColumns, 'Transaction logs', note));
    },
  };
}
