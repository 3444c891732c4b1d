// Counts for the dashboards and statistics calls: one aggregate query each, always within one state.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { classes, districts, events, schools, sessions, staff, students, terms } from '../db/schema';

const countOf = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

export async function stateStatistics(db: Executor, stateId: string) {
  const [row] = await db
    .select({
      districtCount: sql<number>`(select count(*)::int from ${districts} where ${districts.stateId} = ${stateId} and ${districts.accountStatus} = 'approved')`,
      schoolCount: sql<number>`(select count(*)::int from ${schools} where ${schools.stateId} = ${stateId})`,
      staffCount: sql<number>`(select count(*)::int from ${staff} where ${staff.stateId} = ${stateId})`,
      studentCount: sql<number>`(select count(*)::int from ${students} where ${students.stateId} = ${stateId})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { districtCount: 0, schoolCount: 0, staffCount: 0, studentCount: 0 };
}

export async function staffStatistics(db: Executor, stateId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      teaching: countOf(sql`${staff.staffType} = 'Teaching'`),
      nonTeaching: countOf(sql`${staff.staffType} = 'Non-Teaching'`),
      male: countOf(sql`${staff.gender} = 'male'`),
      female: countOf(sql`${staff.gender} = 'female'`),
    })
    .from(staff)
    .where(eq(staff.stateId, stateId));
  return row ?? { total: 0, teaching: 0, nonTeaching: 0, male: 0, female: 0 };
}

export async function studentStatistics(db: Executor, stateId: string, schoolId?: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      male: countOf(sql`${students.gender} = 'male'`),
      female: countOf(sql`${students.gender} = 'female'`),
    })
    .from(students)
    .where(and(eq(students.stateId, stateId), schoolId ? eq(students.schoolId, schoolId) : undefined));
  return row ?? { total: 0, male: 0, female: 0 };
}

export async function schoolStatistics(db: Executor, stateId: string) {
  const byCategory = await db
    .select({ category: schools.category, count: count() })
    .from(schools)
    .where(eq(schools.stateId, stateId))
    .groupBy(schools.category)
    .orderBy(asc(schools.category));
  return { total: byCategory.reduce((sum, row) => sum + row.count, 0), byCategory };
}

/** Staff or schools per district, with a row for those in no district. */
export async function countByDistrict(db: Executor, stateId: string, table: typeof staff | typeof schools) {
  return db
    .select({ id: districts.id, name: sql<string>`coalesce(${districts.name}, 'No district')`, count: count() })
    .from(table)
    .leftJoin(districts, eq(districts.id, table.districtId))
    .where(eq(table.stateId, stateId))
    .groupBy(districts.id, districts.name)
    .orderBy(asc(districts.name));
}

export async function staffByAccountStatus(db: Executor, stateId: string) {
  return db
    .select({ accountStatus: staff.accountStatus, count: count() })
    .from(staff)
    .where(eq(staff.stateId, stateId))
    .groupBy(staff.accountStatus)
    .orderBy(asc(staff.accountStatus));
}

export async function studentsByGroup(db: Executor, stateId: string, group: 'class' | 'school', schoolId?: string) {
  const table = group === 'class' ? classes : schools;
  const key = group === 'class' ? students.classId : students.schoolId;
  return db
    .select({ id: table.id, name: sql<string>`coalesce(${table.name}, ${group === 'class' ? 'No class' : 'No school'})`, count: count() })
    .from(students)
    .leftJoin(table, eq(table.id, key))
    .where(and(eq(students.stateId, stateId), schoolId ? eq(students.schoolId, schoolId) : undefined))
    .groupBy(table.id, table.name)
    .orderBy(asc(table.name));
}

export async function currentSessionAndTerm(db: Executor, stateId: string) {
  const [session] = await db.select({ id: sessions.id, name: sessions.name }).from(sessions).where(and(eq(sessions.stateId, stateId), eq(sessions.isCurrent, true)));
  const [term] = session
    ? await db.select({ id: terms.id, name: terms.name }).from(terms).where(and(eq(terms.sessionId, session.id), eq(terms.isCurrent, true)))
    : [];
  return { currentSession: session ?? null, currentTerm: term ?? null };
}

export async function upcomingEvents(db: Executor, stateId: string, from: string, limit = 10) {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.stateId, stateId), gte(events.endDate, from)))
    .orderBy(asc(events.startDate))
    .limit(limit);
  return rows.map((row) => ({ _id: row.id, name: row.name, eventType: row.eventType, startDate: row.startDate, endDate: row.endDate }));
}
