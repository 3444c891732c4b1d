// Where a state's records are incomplete: one condition per gap, which both counts (viewStaffDataQuality and the
// others) and finds the records behind a count (the searches' `problem` filter), so a count and its list agree.
import { asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../db/scoped';
import { districts, schools, staff, students } from '../db/schema';
import { foldedSql } from '../db/folding';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];

const blank = (column: PgColumn) => sql`coalesce(trim(${column}), '') = ''`;

/**
 * Records of the scope sharing a name (folded, as a search compares names) and a date of birth with another record
 * of the scope: suspected duplicates. Only the scope's records are compared, so a count says nothing of another
 * district's people.
 */
function sameNameAndBirth(scope: Scope, table: typeof staff | typeof students): SQL {
  const name = foldedSql(sql`${table.firstName} || ' ' || ${table.lastName}`);
  return sql`${table.id} in (select twin.id from (select ${table.id} as id, count(*) over (partition by ${name}, ${table.dob}) as people
    from ${table} where ${scope.owns(table)} and ${table.dob} is not null) as twin where twin.people > 1)`;
}

export function staffProblem(scope: Scope, problem: Schemas['StaffProblem']): SQL {
  const conditions: Record<Schemas['StaffProblem'], () => SQL> = {
    noOracleNumber: () => blank(staff.oracleNumber),
    noTescomNumber: () => blank(staff.tescomNumber),
    noSubebNumber: () => blank(staff.subebNumber),
    noDateOfBirth: () => isNull(staff.dob),
    noDateOfFirstAppointment: () => isNull(staff.dateOfFirstAppointment),
    duplicate: () => sameNameAndBirth(scope, staff),
  };
  return conditions[problem]();
}

export function studentProblem(scope: Scope, problem: Schemas['StudentProblem']): SQL {
  const conditions: Record<Schemas['StudentProblem'], () => SQL> = {
    noClass: () => isNull(students.classId),
    noGuardianPhone: () => sql`coalesce(${students.guardianPhoneNumber}->>'number', '') = ''`,
    duplicate: () => sameNameAndBirth(scope, students),
  };
  return conditions[problem]();
}

export function schoolProblem(problem: Schemas['SchoolProblem']): SQL {
  const conditions: Record<Schemas['SchoolProblem'], () => SQL> = {
    noPrincipal: () => isNull(schools.principalId),
    noStudents: () => sql`not exists (select 1 from ${students} where ${students.schoolId} = ${schools.id})`,
  };
  return conditions[problem]();
}

const staffProblems: Schemas['StaffProblem'][] = ['noOracleNumber', 'noTescomNumber', 'noSubebNumber', 'noDateOfBirth', 'noDateOfFirstAppointment', 'duplicate'];
const studentProblems: Schemas['StudentProblem'][] = ['noClass', 'noGuardianPhone', 'duplicate'];
const schoolProblems: Schemas['SchoolProblem'][] = ['noPrincipal', 'noStudents'];

type Counted<P extends string> = { total: Record<P, number>; byDistrict: { district: Schemas['EntityRef']; counts: Record<P, number> }[] };

/**
 * Each gap counted per district, from one grouped query (`district` the column a search's district filter reads), and
 * the total over every record of the scope, those in no district included. Every district of the scope has a row.
 */
async function countedByDistrict<P extends string>(
  scope: Scope,
  problems: readonly P[],
  conditionOf: (problem: P) => SQL,
  table: typeof staff | typeof students | typeof schools,
  district: PgColumn,
  joins: (query: ReturnType<typeof selectCounts>) => ReturnType<typeof selectCounts>,
): Promise<Counted<P>> {
  const counts = Object.fromEntries(problems.map((problem) => [problem, sql<number>`count(*) filter (where ${conditionOf(problem)})::int`])) as Record<P, SQL<number>>;
  const [rows, scopeDistricts] = await Promise.all([
    joins(selectCounts(scope, { district, ...counts }, table)).where(scope.owns(table)).groupBy(district),
    scope.db.select({ id: districts.id, name: districts.name }).from(districts).where(scope.owns(districts)).orderBy(asc(districts.name)),
  ]);
  const zero = () => Object.fromEntries(problems.map((problem) => [problem, 0])) as Record<P, number>;
  const countsOf = (row: Record<string, unknown>) => Object.fromEntries(problems.map((problem) => [problem, Number(row[problem])])) as Record<P, number>;
  const byId = new Map(rows.map((row) => [row.district as string | null, countsOf(row)]));
  const total = zero();
  for (const row of byId.values()) for (const problem of problems) total[problem] += row[problem];
  return { total, byDistrict: scopeDistricts.map((row) => ({ district: row, counts: byId.get(row.id) ?? zero() })) };
}

const selectCounts = (scope: Scope, fields: Record<string, PgColumn | SQL>, table: typeof staff | typeof students | typeof schools) =>
  scope.db.select(fields).from(table).$dynamic();

export const staffDataQuality = (scope: Scope) =>
  countedByDistrict(scope, staffProblems, (problem) => staffProblem(scope, problem), staff, staff.districtId, (query) => query);

export const studentDataQuality = (scope: Scope) =>
  // A student's district is their school's, as the student search's district filter reads it.
  countedByDistrict(scope, studentProblems, (problem) => studentProblem(scope, problem), students, schools.districtId, (query) =>
    query.leftJoin(schools, eq(schools.id, students.schoolId)),
  );

export const schoolDataQuality = (scope: Scope) => countedByDistrict(scope, schoolProblems, schoolProblem, schools, schools.districtId, (query) => query);
