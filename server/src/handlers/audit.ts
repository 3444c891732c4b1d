// The audit trail: read and downloaded, never changed (the contract has no operation that would).
import { auditTrailOf, searchAuditTrail, type AuditRecordOut } from '../data/auditTrail';
import { callerOf, scopeOf } from '../plugins/access';
import { sendSpreadsheet, spreadsheetOf, type SpreadsheetColumn } from '../services/spreadsheet';
import type { Handlers } from '../contractTypes';

type AuditRow = { record: AuditRecordOut; change: AuditRecordOut['changes'][number]; field: AuditRecordOut['changes'][number]['fields'][number] | undefined };

const valueText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** The columns of `audit.xlsx`: one row per changed field, so a sheet can filter by person, record or field. */
const auditColumns: SpreadsheetColumn<AuditRow>[] = [
  { header: 'When (UTC)', text: ({ record }) => record.at.slice(0, 19).replace('T', ' '), width: 20 },
  { header: 'Person', text: ({ record }) => record.person?.name, width: 24 },
  { header: 'Email', text: ({ record }) => record.person?.email, width: 28 },
  { header: 'Organisation', text: ({ record }) => record.organisationType, width: 12 },
  { header: 'Operation', text: ({ record }) => record.operationId, width: 24 },
  { header: 'Record Type', text: ({ change }) => change.recordType, width: 16 },
  { header: 'Record Id', text: ({ change }) => change.recordId, width: 38 },
  { header: 'Action', text: ({ change }) => change.action, width: 10 },
  { header: 'Field', text: ({ field }) => field?.field },
  { header: 'Before', text: ({ field }) => (field?.hidden ? '(hidden)' : valueText(field?.before)), width: 32 },
  { header: 'After', text: ({ field }) => (field?.hidden ? '(hidden)' : valueText(field?.after)), width: 32 },
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
