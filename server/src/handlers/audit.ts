// The audit trail: read and downloaded, never changed (the contract has no operation that would).
import { auditTrailOf, searchAuditTrail, type AuditRecordOut } from '../data/auditTrail';
import { callerOf, scopeOf } from '../plugins/access';
import { sendSpreadsheet, spreadsheetOf, type SpreadsheetColumn } from '../services/spreadsheet';
import type { Handlers } from '../contractTypes';

type AuditRow = { record: AuditRecordOut; change: AuditRecordOut['changes'][number]; field: AuditRecordOut['changes'][number]['fields'][number] | undefined };

/** The columns of `audit.xlsx`, in the words of the screen: one row per changed field, so a sheet can filter by person, record or field. */
const auditColumns: SpreadsheetColumn<AuditRow>[] = [
  { header: 'When (WAT)', dateTime: ({ record }) => record.at, width: 17 },
  { header: 'Person', text: ({ record }) => record.person?.name, width: 24 },
  { header: 'Email', text: ({ record }) => record.person?.email, width: 28 },
  { header: 'Organisation', text: ({ record }) => record.organisationType, width: 12 },
  { header: 'Operation', text: ({ record }) => record.operation, width: 28 },
  { header: 'Record Type', text: ({ change }) => change.recordType, width: 16 },
  { header: 'Record', text: ({ change }) => change.recordName ?? change.recordId, width: 38 },
  { header: 'Action', text: ({ change }) => change.action, width: 10 },
  { header: 'Field', text: ({ field }) => field?.label },
  { header: 'Before', text: ({ field }) => (field?.hidden ? '(hidden)' : field?.beforeText), width: 32 },
  { header: 'After', text: ({ field }) => (field?.hidden ? '(hidden)' : field?.afterText), width: 32 },
];

const rowsOf = (records: AuditRecordOut[]): AuditRow[] =>
  records.flatMap((record) =>
    record.changes.flatMap((change) => (change.fields.length ? change.fields : [undefined]).map((field) => ({ record, change, field }))),
  );

export function auditHandlers(): Handlers {
  return {
    async searchAudit(request) {
      return searchAuditTrail(scopeOf(request), callerOf(request), request.query);
    },

    async downloadAudit(request, reply) {
      const records = await auditTrailOf(scopeOf(request), callerOf(request), request.query);
      return sendSpreadsheet(reply, 'audit.xlsx', spreadsheetOf(rowsOf(records), auditColumns, 'Audit trail'));
    },
  };
}
