// Counts for the dashboards and statistics calls: one aggregate query each, always within one state.
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Scope } from '../db/scoped';
import { classes, districts, events, schools, sessions, staff, students, terms } from '../db/schema';

const countOf = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

export async function stateStatistics(scope: Scope) {
  const [row] = await scope.db
    .select({
      districtCount: sql<number>`(select count(*)::int from ${districts} where ${scope.owns(districts)} and ${districts.accountStatus} = 'approved')`,
      schoolCount: sql<number>`(select count(*)::int from ${schools} where ${scope.owns(schools)})`,
      staffCount: sql<number>`(select count(*)::int from ${staff} where ${scope.owns(staff)})`,
      studentCount: sql<number>`(select count(*)::int from ${students} where ${scope.owns(students)})`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { districtCount: 0, schoolCount: 0, staffCount: 0, studentCount: 0 };
}

/**
 * Each district of the scope, whatever its verification status, with its schools, staff and students, counted as
 * the lists count them: staff by their district, students by their school's.
 */
export async function districtFigures(scope: Scope) {
  const within = (table: typeof schools | typeof staff, id: typeof districts.id) =>
    sql<number>`(select count(*)::int from ${table} where ${scope.owns(table, eq(table.districtId, id))})`;
  return scope.db
    .select({
      id: districts.id,
      name: districts.name,
      accountStatus: districts.accountStatus,
      schoolCount: within(schools, districts.id),
      staffCount: within(staff, districts.id),
      studentCount: sql<number>`(select count(*)::int from ${students} join ${schools} on ${eq(schools.id, students.schoolId)} where ${scope.owns(students)} and ${eq(schools.districtId, districts.id)})`,
    })
    .from(districts)
    .where(scope.owns(districts))
    .orderBy(asc(districts.name));
}

export async function staffStatistics(scope: Scope) {
  const [row] = await scope.db
    .select({
      total: sql<number>`count(*)::int`,
      teaching: countOf(sql`${staff.staffType} = 'Teaching'`),
      nonTeaching: countOf(sql`${staff.staffType} = 'Non-Teaching'`),
      male: countOf(sql`${staff.gender} = 'male'`),
      female: countOf(sql`${staff.gender} = 'female'`),
    })
    .from(staff)
    .where(scope.owns(staff));
  return row ?? { total: 0, teaching: 0, nonTeaching: 0, male: 0, female: 0 };
}

/** Staff per school, with a row for those in no school. */
export async function staffBySchool(scope: Scope) {
  return scope.db
    .select({ id: schools.id, name: sql<string>`coalesce(${schools.name}, 'No school')`, count: count() })
    .from(staff)
    .leftJoin(schools, eq(schools.id, staff.schoolId))
    .where(scope.owns(staff))
    .groupBy(schools.id, schools.name)
    .orderBy(asc(schools.name));
}

/** Staff per value of a column (staff type, gender), with a null row for those without one. */
async function staffByValue<C extends typeof staff.staffType | typeof staff.gender>(scope: Scope, column: C) {
  return scope.db.select({ value: column, count: count() }).from(staff).where(scope.owns(staff)).groupBy(column).orderBy(asc(column));
}

/** Every count of the state's staff the staff dashboard charts: in all, and by district, school, type, gender and status. */
export async function staffStatisticsReport(scope: Scope) {
  const [totals, byDistrict, bySchool, byStaffType, byGender, byAccountStatus] = await Promise.all([
    staffStatistics(scope),
    countByDistrict(scope, staff),
    staffBySchool(scope),
    staffByValue(scope, staff.staffType),
    staffByValue(scope, staff.gender),
    staffByAccountStatus(scope),
  ]);
  return {
    ...totals,
    byDistrict,
    bySchool,
    byStaffType: byStaffType.map(({ value, count }) => ({ staffType: value, count })),
    byGender: byGender.map(({ value, count }) => ({ gender: value as 'male' | 'female' | null, count })),
    byAccountStatus,
  };
}

export async function studentStatistics(scope: Scope, schoolId?: string) {
  const [row] = await scope.db
    .select({
      total: sql<number>`count(*)::int`,
      male: countOf(sql`${students.gender} = 'male'`),
      female: countOf(sql`${students.gender} = 'female'`),
    })
    .from(students)
    .where(and(scope.owns(students), schoolId ? eq(students.schoolId, schoolId) : undefined));
  return row ?? { total: 0, male: 0, female: 0 };
}

export async function schoolStatistics(scope: Scope) {
  const byCategory = await scope.db
    .select({ category: schools.category, count: count() })
    .from(schools)
    .where(scope.owns(schools))
    .groupBy(schools.category)
    .orderBy(asc(schools.category));
  return { total: byCategory.reduce((sum, row) => sum + row.count, 0), byCategory };
}

/** Staff or schools per district, with a row for those in no district. */
export async function countByDistrict(scope: Scope, table: typeof staff | typeof schools) {
  return scope.db
    .select({ id: districts.id, name: sql<string>`coalesce(${districts.name}, 'No district')`, count: count() })
    .from(table)
    .leftJoin(districts, eq(districts.id, table.districtId))
    .where(scope.owns(table))
    .groupBy(districts.id, districts.name)
    .orderBy(asc(districts.name));
}

export async function staffByAccountStatus(scope: Scope) {
  return scope.db
    .select({ accountStatus: staff.accountStatus, count: count() })
    .from(staff)
    .where(scope.owns(staff))
    .groupBy(staff.accountStatus)
    .orderBy(asc(staff.accountStatus));
}

export async function studentsByGroup(scope: Scope, group: 'class' | 'school', schoolId?: string) {
  const table = group === 'class' ? classes : schools;
  const key = group === 'class' ? students.classId : students.schoolId;
  return scope.db
    .select({ id: table.id, name: sql<string>`coalesce(${table.name}, ${group === 'class' ? 'No class' : 'No school'})`, count: count() })
    .from(students)
    .leftJoin(table, eq(table.id, key))
    .where(and(scope.owns(students), schoolId ? eq(students.schoolId, schoolId) : undefined))
    .groupBy(table.id, table.name)
    .orderBy(asc(table.name));
}

export async function currentSessionAndTerm(scope: Scope) {
  const [session] = await scope.db.select({ id: sessions.id, name: sessions.name }).from(sessions).where(and(scope.owns(sessions), eq(sessions.isCurrent, true)));
  const [term] = session
    ? await scope.db.select({ id: terms.id, name: terms.name }).from(terms).where(and(eq(terms.sessionId, session.id), eq(terms.isCurrent, true)))
    : [];
  return { currentSession: session ?? null, currentTerm: term ?? null };
}

export async function upcomingEvents(scope: Scope, from: string, limit = 10) {
  const rows = await scope.db
    .select()
    .from(events)
    .where(and(scope.owns(events), gte(events.endDate, from)))
    .orderBy(asc(events.startDate))
    .limit(limit);
  return rows.map((row) => ({ _id: row.id, name: row.name, eventType: row.eventType, startDate: row.startDate, endDate: row.endDate }));
}
