// The audit trail as the caller may read it: their state's records, narrowed to their district or school when that is
// the organisation they work in now. The records are written by db/audit.ts; nothing here changes them.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../db/scoped';
import { auditRecords, classes, districts, events, roles, schools, sessions, staff, states, students, subjects, terms, topics, type AuditChange } from '../db/schema';
import { naira } from '../billing/ledger';
import { ledgerEntries, transactions } from '../billing/schema';
import { checkSearchPeriod } from './values';
import type { Caller } from '../plugins/access';
import type { QueryOf, ResultOf } from '../contractTypes';

export type AuditSearch = QueryOf<'downloadAudit'>;
export type AuditRecordOut = ResultOf<'searchAudit'>['records'][number];
/** A record as db/audit.ts keeps it, before it is put in words. */
type StoredAuditRecord = Omit<AuditRecordOut, 'operation' | 'changes'> & { changes: AuditChange[] };

/** The day a change counts for is the day in Nigeria (West Africa Time, no daylight saving). */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Africa/Lagos')`;

/** The records of the caller's organisation: a district's or a school's administrator sees only theirs. */
function organisationOf(scope: Scope, caller: Caller): SQL {
  const narrowed =
    caller.organisationType === 'District'
      ? eq(auditRecords.districtId, caller.organisationId)
      : caller.organisationType === 'School'
        ? eq(auditRecords.schoolId, caller.organisationId)
        : undefined;
  return scope.owns(auditRecords, narrowed);
}

function matching(scope: Scope, caller: Caller, query: AuditSearch): SQL {
  checkSearchPeriod(query);
  return and(
    organisationOf(scope, caller),
    query.person ? eq(auditRecords.actorId, query.person) : undefined,
    query.recordType ? eq(auditRecords.recordType, query.recordType) : undefined,
    query.startDate ? gte(auditRecords.at, dayStart(query.startDate)) : undefined,
    query.endDate ? lt(auditRecords.at, sql`${dayStart(query.endDate)} + interval '1 day'`) : undefined,
  ) as SQL;
}

const recordColumns = {
  id: auditRecords.id,
  at: sql<string>`to_char(${auditRecords.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  person: sql<AuditRecordOut['person']>`case when ${staff.id} is null then null else json_build_object('id', ${staff.id}, 'name', ${staff.firstName} || ' ' || ${staff.lastName}, 'email', ${staff.email}) end`,
  organisationType: sql<AuditRecordOut['organisationType']>`${auditRecords.organisationType}`,
  operationId: auditRecords.operationId,
  recordType: auditRecords.recordType,
  recordId: auditRecords.recordId,
  changes: auditRecords.changes,
};

/** Words for a name written as code: `dateOfEmployment` → "Date of employment", `updateClass` → "Update class". */
export function inWordsOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Field names whose words are not their spelling. */
const fieldWords: Record<string, string> = { dob: 'Date of birth', lga: 'Local government', passwordHash: 'Password' };

/** Operations whose words are not their spelling: a spreadsheet's rows create some people and update others. */
const operationWords: Record<string, string> = { createMultipleStaff: 'Import staff', createMultipleStudents: 'Import students' };

/** A phone number as the portal shows it everywhere else: +234 and its ten digits (staff store the digits alone). */
function phoneTextOf(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\d{10}$/.test(value)) return `+234${value}`;
  if (value && typeof value === 'object' && 'number' in value && typeof value.number === 'string') return `${'code' in value && typeof value.code === 'string' ? value.code : '+234'}${value.number}`;
  return undefined;
}

/** A field in words: the record an id field names is named by what it is (`organisationId` → "Organisation"). */
const fieldLabelOf = (field: string) => fieldWords[field] ?? inWordsOf(field.replace(/Ids?$/, (end) => (end === 'Ids' ? 's' : '')));

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ids a stored value holds, at any depth. */
function idsIn(value: unknown, found: Set<string>) {
  if (typeof value === 'string' && uuidPattern.test(value)) found.add(value.toLowerCase());
  else if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) idsIn(item, found);
}

/**
 * The names of the records `ids` name, from every table whose records have one: one query a table, whatever the number
 * of records. An id no record holds any more keeps no name, and is shown as it is.
 */
async function namesOf(scope: Scope, ids: Set<string>): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const wanted = [...ids];
  const named = [states, districts, schools, roles, classes, subjects, topics, sessions, terms, events] as const;
  const people = [staff, students] as const;
  const found = await Promise.all([
    ...named.map((table) => scope.db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted))),
    ...people.map((table) =>
      scope.db.select({ id: table.id, name: sql<string>`${table.firstName} || ' ' || ${table.lastName}` }).from(table).where(inArray(table.id, wanted)),
    ),
    billingNamesOf(scope, wanted),
  ]);
  return new Map(found.flat().map((row) => [row.id.toLowerCase(), row.name]));
}

/**
 * A payment or charge is known by its reference and amount, as the transaction logs and receipts show it
 * ("PAY_3F9A… (₦10,000.00)"); a ledger entry by its transaction's reference and the account it moved.
 */
async function billingNamesOf(scope: Scope, wanted: string[]): Promise<{ id: string; name: string }[]> {
  const [payments, entries] = await Promise.all([
    scope.db.select({ id: transactions.id, reference: transactions.reference, amount: transactions.amountKobo }).from(transactions).where(inArray(transactions.id, wanted)),
    scope.db
      .select({ id: ledgerEntries.id, reference: transactions.reference, account: ledgerEntries.account })
      .from(ledgerEntries)
      .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
      .where(inArray(ledgerEntries.id, wanted)),
  ]);
  return [
    ...payments.map((row) => ({ id: row.id, name: `${row.reference} (${naira(row.amount)})` })),
    ...entries.map((row) => ({ id: row.id, name: `${row.reference}: ${row.account}` })),
  ];
}

/** A stored value as a person reads it: records by name, dates as DD-MM-YYYY, yes or no, lists, phones and places as text. */
function textOf(value: unknown, names: ReadonlyMap<string, string>, field = ''): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (/phoneNumbers?$/i.test(field)) {
    const phones = (Array.isArray(value) ? value : [value]).map(phoneTextOf);
    if (phones.every((phone) => phone !== undefined)) return phones.join(', ') || '(none)';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (uuidPattern.test(value)) return names.get(value.toLowerCase()) ?? value;
    const date = isoDatePattern.exec(value);
    return date ? `${date[3]}-${date[2]}-${date[1]}` : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((item) => textOf(item, names)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    const coordinate = (key: string) => entries.find(([name]) => name.toLowerCase() === key)?.[1];
    const [latitude, longitude] = [coordinate('lat') ?? coordinate('latitude'), coordinate('lng') ?? coordinate('longitude')];
    if (typeof latitude === 'number' && typeof longitude === 'number') return `${latitude}, ${longitude}`;
    return entries.map(([key, item]) => `${inWordsOf(key)}: ${textOf(item, names)}`).join('; ');
  }
  return String(value);
}

/** The records as people read them: the operation, each record's name, each field's label and values in words. */
async function inWords(scope: Scope, records: StoredAuditRecord[]): Promise<AuditRecordOut[]> {
  const ids = new Set<string>();
  for (const record of records) for (const change of record.changes) idsIn([change.recordId, change.fields.map((field) => [field.before, field.after])], ids);
  const names = await namesOf(scope, ids);
  return records.map((record) => ({
    ...record,
    operation: operationWords[record.operationId] ?? inWordsOf(record.operationId),
    changes: record.changes.map((change) => ({
      ...change,
      recordName: names.get(change.recordId.toLowerCase()) ?? null,
      fields: change.fields.map((field) => ({
        ...field,
        label: fieldLabelOf(field.field),
        ...(field.hidden || !('before' in field) ? {} : { beforeText: textOf(field.before, names, field.field) }),
        ...(field.hidden || !('after' in field) ? {} : { afterText: textOf(field.after, names, field.field) }),
      })),
    })),
  }));
}

/** Matching records, newest first: `limit` of them from `offset`, in words. */
async function recordsOf(scope: Scope, where: SQL, limit: number, offset = 0): Promise<AuditRecordOut[]> {
  const stored: StoredAuditRecord[] = await scope.db
    .select(recordColumns)
    .from(auditRecords)
    .leftJoin(staff, eq(staff.id, auditRecords.actorId))
    .where(where)
    .orderBy(desc(auditRecords.at), desc(auditRecords.id))
    .limit(limit)
    .offset(offset);
  return inWords(scope, stored);
}

/** One page of the trail, how many records match in all, and the record types the caller's trail holds. */
export async function searchAuditTrail(scope: Scope, caller: Caller, query: QueryOf<'searchAudit'>): Promise<ResultOf<'searchAudit'>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const where = matching(scope, caller, query);
  const [records, [counted], types] = await Promise.all([
    recordsOf(scope, where, limit, (page - 1) * limit),
    scope.db.select({ total: count() }).from(auditRecords).where(where),
    scope.db
      .selectDistinct({ recordType: auditRecords.recordType })
      .from(auditRecords)
      .where(organisationOf(scope, caller))
      .orderBy(auditRecords.recordType),
  ]);
  return { records, total: counted?.total ?? 0, page, limit, recordTypes: types.map((row) => row.recordType) };
}

/** What a download holds at most: a year of a busy state's changes, and a file a spreadsheet opens at once. */
export const auditDownloadLimit = 10_000;

export async function auditTrailOf(scope: Scope, caller: Caller, query: AuditSearch): Promise<AuditRecordOut[]> {
  return recordsOf(scope, matching(scope, caller, query), auditDownloadLimit);
}
