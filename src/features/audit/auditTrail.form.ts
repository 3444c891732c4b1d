// The audit trail of /audit-trail (GET /audit/search): its filters as the URL keeps them, the call's query made from
// them, and a changed field as one line. The words themselves (the operation, a record's name, a field's label, its
// values as text) are the server's, which writes audit.xlsx in the same words.
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

/** One changed field in words: "First name: Ada → Adaeze", "Password: changed (hidden)". */
export function fieldChangeOf(field: AuditField, action: AuditChange['action']): string {
  if (field.hidden) return `${field.label}: changed (hidden)`;
  if (action === 'created') return `${field.label}: ${field.afterText ?? '(none)'}`;
  if (action === 'removed') return `${field.label}: was ${field.beforeText ?? '(none)'}`;
  return `${field.label}: ${field.beforeText ?? '(none)'} → ${field.afterText ?? '(none)'}`;
}
