// The audit trail as the caller may read it: their state's records, narrowed to their district or school when that is
// the organisation they work in now. The records are written by db/audit.ts; nothing here changes them.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../db/scoped';
import { auditRecords, staff } from '../db/schema';
import { checkSearchPeriod } from './values';
import type { Caller } from '../plugins/access';
import type { QueryOf, ResultOf } from '../contractTypes';

export type AuditSearch = QueryOf<'downloadAudit'>;
export type AuditRecordOut = ResultOf<'searchAudit'>['records'][number];

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

/** Matching records, newest first: `limit` of them from `offset`. */
async function recordsOf(scope: Scope, where: SQL, limit: number, offset = 0): Promise<AuditRecordOut[]> {
  return scope.db
    .select(recordColumns)
    .from(auditRecords)
    .leftJoin(staff, eq(staff.id, auditRecords.actorId))
    .where(where)
    .orderBy(desc(auditRecords.at), desc(auditRecords.id))
    .limit(limit)
    .offset(offset);
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
