// The audit trail of /audit-trail (GET /audit/search): its filters as the URL keeps them, the call's query made from
// them, and a change's fields in words (`firstName` → "First name", a value as text, a secret as "hidden").
import type { components, operations } from '../../api/schema.gen';
import { isoDateParam, searchParams, textParam, uuidParam, wholeNumberParam } from '../../lib/searchParams';

export type AuditList = components['schemas']['AuditList'];
export type AuditRecord = components['schemas']['AuditRecord'];
export type AuditChange = components['schemas']['AuditChange'];
export type AuditField = components['schemas']['AuditField'];
type AuditQuery = NonNullable<operations['searchAudit']['parameters']['query']>;

/** Records on a page of the screen. */
export const auditPageSize = 20;

const auditSearchParams = searchParams({
  person: uuidParam,
  /** The chosen person's name, so the person filter shows it after a reload without another call. */
  personName: textParam(100),
  recordType: textParam(60),
  startDate: isoDateParam,
  endDate: isoDateParam,
  page: wholeNumberParam(1, 100_000),
});

/** The trail's filters as the URL keeps them: each optional, a malformed one dropped. */
export type AuditSearch = ReturnType<typeof auditSearchParams.parse>;

export function auditSearchOf(search: Record<string, unknown>): AuditSearch {
  return auditSearchParams.parse(search);
}

/** The search with one filter changed (empty clears it); any change starts again from the first page. */
export function withAuditFilter(search: AuditSearch, changes: Partial<Omit<AuditSearch, 'page'>>): AuditSearch {
  return auditSearchOf({ ...search, ...changes, page: undefined });
}

/** The download's query: the filters, no paging. */
export const auditDownloadQueryOf = ({ person, recordType, startDate, endDate }: AuditSearch) => ({ person, recordType, startDate, endDate });

export const auditQueryOf = (search: AuditSearch): AuditQuery => ({ ...auditDownloadQueryOf(search), page: search.page ?? 1, limit: auditPageSize });

/** How many pages the matching records fill. */
export const pageCountOf = (list: Pick<AuditList, 'total' | 'limit'>) => Math.max(1, Math.ceil(list.total / list.limit));

/** A field's name in words: `dateOfEmployment` → "Date of employment". */
export function fieldLabelOf(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: nothing as "(none)", a list or an object as short JSON. */
export function valueTextOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** One changed field in words: "First name: Ada → Adaeze", "Password: changed (hidden)". */
export function fieldChangeOf(field: AuditField, action: AuditChange['action']): string {
  const label = fieldLabelOf(field.field);
  // Only a secret's hash is ever written ("passwordHash"): what changed, for a reader, is the password.
  if (field.hidden) return `${fieldLabelOf(field.field.replace(/Hash$/, ''))}: changed (hidden)`;
  if (action === 'created') return `${label}: ${valueTextOf(field.after)}`;
  if (action === 'removed') return `${label}: was ${valueTextOf(field.before)}`;
  return `${label}: ${valueTextOf(field.before)} → ${valueTextOf(field.after)}`;
}

/** An operation id in words: `updateClass` → "Update class". */
export const operationLabelOf = fieldLabelOf;
