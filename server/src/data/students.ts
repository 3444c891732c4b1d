// Students: how one leaves the server (with its state, school, class and arm, district), the search (filters of
// SPEC section 7, two orders and a sort on the list's columns, the total), the statistics, and the rules of
// admitting and changing a student in a state.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldedSql } from '../db/folding';
import { classes, districts, schools, states, students } from '../db/schema';
import type { Scope } from '../db/scoped';
import { badRequest, conflict, notFound } from '../errors';
import type { QueryOf } from '../contractTypes';
import { findLocalGovernment } from '../reference/nigeria';
import { studentStatistics, studentsByGroup } from '../services/statistics';
import type { components } from '../../../src/api/schema.gen';
import { studentProblem } from './dataQuality';
import { firstIds, inIdOrder, listPageJson, type ListJson } from './listPage';
import { anyOf, anyPlaceOf, checkSearchPeriod, foldedName, holdsTerm, inIdArray, inTextArray, nameOf, nigerianPlaceOf, searchTermOf, textOrNull } from './values';

type Schemas = components['schemas'];
export type StudentSearch = QueryOf<'searchStudents'>;

export const today = () => new Date().toISOString().slice(0, 10);

function selectStudents(scope: Scope) {
  return scope.db
    .select({
      student: students,
      state: { id: states.id, name: states.name },
      school: { id: schools.id, name: schools.name },
      klass: { id: classes.id, name: classes.name },
      district: { id: districts.id, name: districts.name },
    })
    .from(students)
    .innerJoin(states, eq(states.id, students.stateId))
    .leftJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(classes, eq(classes.id, students.classId))
    // The district is the school's now, so a school moved to another district takes its students with it.
    .leftJoin(districts, eq(districts.id, schools.districtId));
}

type SelectedStudent = Awaited<ReturnType<ReturnType<typeof selectStudents>['where']>>[number];

export const studentOf = ({ student, state, school, klass, district }: SelectedStudent): Schemas['Student'] => ({
  id: student.id,
  admissionNumber: student.admissionNumber,
  firstName: student.firstName,
  lastName: student.lastName,
  middleName: student.middleName,
  gender: student.gender as Schemas['Gender'],
  dob: student.dob,
  admissionDate: student.admissionDate,
  state,
  school,
  class: klass,
  classArm: student.classArm,
  district,
  address: student.address,
  stateOfOrigin: student.stateOfOrigin,
  localGovernmentOfOrigin: student.localGovernmentOfOrigin,
  guardianName: student.guardianName,
  guardianPhoneNumber: student.guardianPhoneNumber,
  createdAt: student.createdAt.toISOString(),
});

/** The student `id` of the state; anyone else's, or none, answers 404. */
export async function viewStudentRecord(scope: Scope, id: string): Promise<Schemas['Student']> {
  const [row] = await selectStudents(scope).where(scope.owns(students, eq(students.id, id)));
  if (!row) throw notFound('Student');
  return studentOf(row);
}

// ───────────── the search ─────────────

function filtersOf(scope: Scope, search: StudentSearch): (SQL | undefined)[] {
  return [
    search.district?.length
      ? inArray(students.schoolId, scope.db.select({ id: schools.id }).from(schools).where(inArray(schools.districtId, [...search.district])))
      : undefined,
    anyOf(students.schoolId, search.school),
    anyOf(students.classId, search.class),
    search.gender ? eq(students.gender, search.gender) : undefined,
    search.startDate ? gte(students.admissionDate, search.startDate) : undefined,
    search.endDate ? lte(students.admissionDate, search.endDate) : undefined,
    anyPlaceOf(students.stateOfOrigin, search.stateOfOrigin),
    anyPlaceOf(students.localGovernmentOfOrigin, search.localGovernmentOfOrigin),
    search.problem ? studentProblem(scope, search.problem) : undefined,
  ];
}

const sortColumns = {
  name: [students.lastName, students.firstName],
  admissionNumber: [sql`lower(${students.admissionNumber})`],
  class: [classes.name, students.classArm],
  school: [schools.name],
  district: [districts.name],
  gender: [students.gender],
  dob: [students.dob],
  admissionDate: [students.admissionDate],
} satisfies Record<NonNullable<StudentSearch['sortBy']>, (PgColumn | SQL)[]>;

const orders = {
  name: [students.lastName, students.firstName],
  admission: [students.admissionDate, sql`lower(${students.admissionNumber})`],
} satisfies Record<NonNullable<StudentSearch['order']>, (PgColumn | SQL)[]>;

/**
 * `sortBy` first when given, turned by `sortDirection`; then the `order` (by name, or the admission register's),
 * turned by `sortDirection` only when it is the whole order. Students without a value come last either way.
 */
function orderOf(search: StudentSearch): SQL[] {
  const direction = search.sortDirection === 'desc' ? desc : asc;
  const sorted = (columns: (PgColumn | SQL)[], turn: typeof asc) => columns.map((column) => sql`${turn(column)} nulls last`);
  const order = orders[search.order ?? 'name'];
  if (!search.sortBy) return [...sorted(order, direction), direction(students.id)];
  return [...sorted(sortColumns[search.sortBy], direction), ...sorted(order, asc), asc(students.id)];
}

/**
 * The first `limit` students of the states searched (`states`, from the access layer) that match, in the search's
 * order, and whether more match: what `students.xlsx` writes. The ids are found now (and the search's 400s given);
 * the students are read a page at a time as they are iterated, so a 10,000-row download never holds them all.
 */
export async function studentsFound(scope: Scope, states: SQL, search: StudentSearch): Promise<{ students: AsyncIterable<Schemas['Student']>; more: boolean }> {
  checkSearchPeriod(search);
  const { ids, more } = await firstIds(
    scope.db
      .select({ id: students.id })
      .from(students)
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .leftJoin(classes, eq(classes.id, students.classId))
      .leftJoin(districts, eq(districts.id, schools.districtId))
      .where(and(states, ...filtersOf(scope, search), holdsTerm(students.searchText, searchTermOf(search.searchTerm))))
      .orderBy(...orderOf(search)),
    search.limit ?? 1000,
  );
  const read = inIdOrder(ids, async (pageIds) => {
    const rows = await selectStudents(scope).where(and(states, inIdArray(students.id, pageIds)));
    return new Map(rows.map((row) => [row.student.id, studentOf(row)]));
  });
  return { students: read, more };
}

/** A student as the list and the admission register show them: the contract's StudentListItem, nothing else. */
const listItemFields = {
  id: students.id,
  admissionNumber: students.admissionNumber,
  firstName: students.firstName,
  lastName: students.lastName,
  middleName: students.middleName,
  gender: students.gender,
  dob: students.dob,
  admissionDate: students.admissionDate,
  className: classes.name,
  classArm: students.classArm,
  schoolName: schools.name,
  districtName: districts.name,
} satisfies Record<keyof Schemas['StudentListItem'], PgColumn>;

/** How many pages of the name order a term's page is looked for in: a term one in 25 students match is found there. */
const walkedPages = 25;

/** The first `limit` students of the states searched that match, and how many match: the answer of GET /student/search as JSON text. */
export async function searchStudentsJson(scope: Scope, statesCovered: SQL, search: StudentSearch): Promise<ListJson<Schemas['StudentSearchResult']>> {
  checkSearchPeriod(search);
  const limit = search.limit ?? 1000;
  const filters = filtersOf(scope, search).filter(Boolean);
  // A term alone, over one whole state, in name order: the state's name index holds the search text, so the page is
  // looked for along it first (see TermPlan). Other filters, places or orders would need the rows themselves.
  const byName = (search.sortBy ?? 'name') === 'name' && (search.order ?? 'name') === 'name' && search.sortDirection !== 'desc';
  const wholeState = !search.state?.length && !scope.placement.districtId && !scope.placement.schoolId;
  const term = searchTermOf(search.searchTerm);
  // Whether every match so far has the term in the surname: then they lie together in the name order.
  const together = holdsTerm(foldedSql(sql`${students.lastName}`), term);
  const walkable = filters.length === 0 && byName && wholeState;
  return listPageJson(scope.db, {
    key: 'foundStudents',
    table: students,
    where: and(statesCovered, ...filters),
    term: holdsTerm(students.searchText, term),
    termPlan: walkable && together ? { walk: walkedPages * limit, together, leading: students.lastName } : 'matches',
    fields: listItemFields,
    joins: sql`left join ${schools} on ${eq(schools.id, students.schoolId)} left join ${classes} on ${eq(classes.id, students.classId)}
      left join ${districts} on ${eq(districts.id, schools.districtId)}`,
    order: orderOf(search),
    limit,
    countUpTo: search.countUpTo,
  });
}

/** The student dashboard's figures: in all, and by class, school and gender. */
export async function studentStatisticsOf(scope: Scope): Promise<Schemas['StateStudentsStatistics']> {
  const [statistics, byClass, bySchool, byGender] = await Promise.all([
    studentStatistics(scope),
    studentsByGroup(scope, 'class'),
    studentsByGroup(scope, 'school'),
    scope.db
      .select({ gender: sql<Schemas['Gender']>`${students.gender}`, count: count() })
      .from(students)
      .where(scope.owns(students))
      .groupBy(students.gender)
      .orderBy(asc(students.gender)),
  ]);
  return { ...statistics, byClass, bySchool, byGender };
}

// ───────────── rules of admitting and changing a student ─────────────

type StudentRow = typeof students.$inferSelect;

/** The refusal of an admission number another student of the school holds. */
export const admissionNumberTaken = (clash: Pick<StudentRow, 'admissionNumber' | 'firstName' | 'lastName'>) =>
  conflict(`The admission number ${clash.admissionNumber} is already ${clash.firstName} ${clash.lastName}'s`, 'admissionNumber');

/** Admission numbers are the school's, whatever their case: one key for a school's number. */
export const admissionNumberKey = (schoolId: string, admissionNumber: string) => `${schoolId} ${admissionNumber.trim().toLowerCase()}`;

/** Admission numbers are the school's, whatever their case. */
async function checkAdmissionNumber(scope: Scope, schoolId: string, admissionNumber: string, exceptId?: string) {
  const clash = await scope.findOwnedWhere(
    students,
    and(eq(students.schoolId, schoolId), sql`lower(${students.admissionNumber}) = ${admissionNumber.toLowerCase()}`, exceptId ? ne(students.id, exceptId) : undefined),
  );
  if (clash) throw admissionNumberTaken(clash);
}

/** The students of the state holding any of these admission numbers, by `admissionNumberKey`: a whole sheet's in one query. */
export async function studentsByAdmissionNumber(scope: Scope, admissionNumbers: readonly string[]): Promise<Map<string, StudentRow>> {
  const wanted = [...new Set(admissionNumbers.map((number) => number.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const holders = await scope.db
    .select()
    .from(students)
    .where(scope.owns(students, inTextArray(sql`lower(${students.admissionNumber})`, wanted)));
  return new Map(holders.flatMap((holder) => (holder.schoolId ? [[admissionNumberKey(holder.schoolId, holder.admissionNumber), holder] as const] : [])));
}

/** Who a student is when their admission number is not given: their school, first and last name, and date of birth. */
export const studentPersonKey = (person: { schoolId: string; firstName: string; lastName: string; dob: string }) =>
  `${person.schoolId} ${person.dob} ${foldedName(person.firstName)} ${foldedName(person.lastName)}`;

/**
 * The students of the state at any of these schools born on any of these days, by `studentPersonKey`: who a sheet's
 * rows may already be, in one query. A school's students born on one day are few, so the names are compared here,
 * as foldedName has them (the database has no such folding).
 */
export async function studentsByPerson(scope: Scope, people: readonly { schoolId: string; dob: string }[]): Promise<Map<string, StudentRow>> {
  const schoolIds = [...new Set(people.map((person) => person.schoolId))];
  const days = [...new Set(people.map((person) => person.dob))];
  if (schoolIds.length === 0) return new Map();
  const found = await scope.db
    .select()
    .from(students)
    .where(scope.owns(students, and(inIdArray(students.schoolId, schoolIds), inTextArray(sql`${students.dob}::text`, days))));
  return new Map(
    found.flatMap((student) =>
      student.schoolId && student.dob ? [[studentPersonKey({ ...student, schoolId: student.schoolId, dob: student.dob }), student] as const] : [],
    ),
  );
}

/**
 * The next free number of the school's admission year, such as LAG/2026/0007: three letters of the state, the year
 * of admission, and one more than the highest number the school has used in that year.
 */
async function highestAdmissionNumber(scope: Scope, schoolId: string, prefix: string) {
  const used = await scope.db
    .select({ admissionNumber: students.admissionNumber })
    .from(students)
    .where(scope.owns(students, and(eq(students.schoolId, schoolId), ilike(students.admissionNumber, `${prefix}%`))));
  return Math.max(0, ...used.map((row) => Number(row.admissionNumber.slice(prefix.length))).filter(Number.isInteger));
}

const admissionPrefix = (stateName: string, admissionDate: string) => `${stateName.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}/${admissionDate.slice(0, 4)}/`;

type SchoolRow = typeof schools.$inferSelect;
type ClassRow = typeof classes.$inferSelect;

/** A student's school must be one of the state's. */
export function admittingSchool(school: SchoolRow | undefined): SchoolRow {
  if (!school) throw notFound('School', 'schoolId');
  return school;
}

/** A student's class must be one of the state's, and offered. */
export function admittingClass(klass: ClassRow | undefined): ClassRow {
  if (!klass) throw notFound('Class', 'classId');
  if (!klass.offered) throw badRequest(`${klass.name} is no longer offered`, 'classId');
  return klass;
}

const schoolOf = async (scope: Scope, schoolId: string) => admittingSchool(await scope.findOwnedWhere(schools, eq(schools.id, schoolId)));
const classOf = async (scope: Scope, classId: string) => admittingClass(await scope.findOwnedWhere(classes, eq(classes.id, classId)));

/** The arm as the class spells it; an arm needs a class that has it. */
export function armOf(klass: { name: string; arms: string[] } | null, arm: string | null): string | null {
  const wanted = arm?.trim();
  if (!wanted) return null;
  if (!klass) throw badRequest('Choose the class before its arm', 'classArm');
  const found = klass.arms.find((candidate) => candidate.toLowerCase() === wanted.toLowerCase());
  if (!found) throw badRequest(`${klass.name} has no arm ${wanted}`, 'classArm');
  return found;
}

/** The state and local government of origin as the reference data spells them; a local government needs its state. */
export function originOf(stateOfOrigin: string | null, localGovernmentOfOrigin: string | null) {
  const origin = nigerianPlaceOf(stateOfOrigin, localGovernmentOfOrigin, { state: 'stateOfOrigin', localGovernment: 'localGovernmentOfOrigin' });
  return { stateOfOrigin: origin.state, localGovernmentOfOrigin: origin.localGovernment };
}

/** Born on or before today, and not after being admitted; the message names the date the caller sent. */
export function checkDates(dob: string | null, admissionDate: string | null, sent: { dob?: unknown; admissionDate?: unknown }) {
  if (dob && sent.dob !== undefined && dob > today()) throw badRequest('Date of birth cannot be in the future', 'dob');
  if (dob && admissionDate && admissionDate < dob) {
    throw badRequest('The admission date cannot be before the date of birth', sent.admissionDate !== undefined ? 'admissionDate' : 'dob');
  }
}

/**
 * The student a school admits, under every rule that needs no query (dates, class arm, names, origin), given the
 * school and class already found; the admission number is the one sent, or null for the school's next free one.
 */
export function admissionOf(input: Schemas['StudentInput'], school: SchoolRow, klass: ClassRow | null) {
  const admissionDate = input.admissionDate ?? today();
  checkDates(input.dob, admissionDate, input);
  return {
    schoolId: school.id,
    districtId: school.districtId,
    classId: klass?.id ?? null,
    classArm: armOf(klass, input.classArm ?? null),
    admissionNumber: input.admissionNumber?.trim() || null,
    admissionDate,
    firstName: nameOf(input.firstName, 'firstName'),
    lastName: nameOf(input.lastName, 'lastName'),
    middleName: textOrNull(input.middleName),
    gender: input.gender,
    dob: input.dob,
    address: textOrNull(input.address),
    ...originOf(input.stateOfOrigin ?? null, input.localGovernmentOfOrigin ?? null),
    guardianName: input.guardianName ? nameOf(input.guardianName, 'guardianName') : null,
    guardianPhoneNumber: input.guardianPhoneNumber ?? null,
  };
}

/**
 * Admits students to schools of the state under the rules of admitting one, in the caller's transaction, with a few
 * queries for them all (a sheet of 10,000 rows, say). A student the rules refuse throws `refused(index, error)`, and
 * nothing is admitted.
 */
export async function insertStudents(
  scope: Scope,
  inputs: readonly Schemas['StudentInput'][],
  refused: (index: number, error: unknown) => unknown = (_, error) => error,
): Promise<string[]> {
  if (inputs.length === 0) return [];
  // Holding the state's row serialises its student writes, so two admissions at once cannot take one number.
  const state = await scope.findState({ forUpdate: true });
  const schoolIds = [...new Set(inputs.map((input) => input.schoolId))];
  const classIds = [...new Set(inputs.flatMap((input) => (input.classId ? [input.classId] : [])))];
  // One after another: inside a transaction the queries share one connection, which takes one query at a time.
  const schoolRows = await scope.listOwned(schools, inArray(schools.id, schoolIds));
  const classRows = classIds.length ? await scope.listOwned(classes, inArray(classes.id, classIds)) : [];
  const schoolsById = new Map(schoolRows.map((school) => [school.id, school]));
  const classesById = new Map(classRows.map((klass) => [klass.id, klass]));
  const ruled = <T>(index: number, rule: () => T): T => {
    try {
      return rule();
    } catch (error) {
      throw refused(index, error);
    }
  };
  const admissions = inputs.map((input, index) =>
    ruled(index, () => admissionOf(input, admittingSchool(schoolsById.get(input.schoolId)), input.classId ? admittingClass(classesById.get(input.classId)) : null)),
  );
  // A blank number is the school's next free one of the admission year: read once per school and year, then counted on.
  const highest = new Map<string, number>();
  const numbers: string[] = [];
  for (const admission of admissions) {
    if (admission.admissionNumber) {
      numbers.push(admission.admissionNumber);
      continue;
    }
    const prefix = admissionPrefix(state.name, admission.admissionDate);
    const key = admissionNumberKey(admission.schoolId, prefix);
    const next = (highest.get(key) ?? (await highestAdmissionNumber(scope, admission.schoolId, prefix))) + 1;
    highest.set(key, next);
    numbers.push(`${prefix}${String(next).padStart(4, '0')}`);
  }
  const holders = await studentsByAdmissionNumber(scope, numbers);
  const firstIndex = new Map<string, number>();
  admissions.forEach((admission, index) =>
    ruled(index, () => {
      const key = admissionNumberKey(admission.schoolId, numbers[index] ?? '');
      const holder = holders.get(key);
      if (holder) throw admissionNumberTaken(holder);
      const first = firstIndex.get(key);
      if (first !== undefined) throw conflict(`The admission number ${numbers[index]} is given twice`, 'admissionNumber');
      firstIndex.set(key, index);
    }),
  );
  const values = admissions.map((admission, index) => ({ ...admission, admissionNumber: numbers[index] ?? '' }));
  return (await scope.insertManyOwned(students, values, { id: students.id })).map((row) => row.id);
}

/** Admits a student to a school of the state; the caller runs it in a transaction. */
export async function insertStudent(scope: Scope, input: Schemas['StudentInput']): Promise<string> {
  const [id] = await insertStudents(scope, [input]);
  if (!id) throw new Error('Student not created');
  return id;
}

/** Changes the fields of `input` that were sent; the caller runs it in a transaction. */
export async function updateStudentRecord(scope: Scope, id: string, input: Schemas['StudentUpdate']) {
  await scope.findState({ forUpdate: true });
  const current = await scope.findOwned(students, id, 'Student');
  const school = input.schoolId && input.schoolId !== current.schoolId ? await schoolOf(scope, input.schoolId) : undefined;
  const schoolId = school?.id ?? current.schoolId;
  const classId = input.classId === undefined ? current.classId : input.classId;
  const klass = !classId
    ? null
    : classId === current.classId
      ? await scope.findOwned(classes, classId, 'Class')
      : await classOf(scope, classId);
  // A class changed or cleared without an arm takes the old arm with it only when the new class has it too.
  const arm = input.classArm !== undefined ? input.classArm : klass?.arms.includes(current.classArm ?? '') ? current.classArm : null;
  const dob = input.dob ?? current.dob;
  const admissionDate = input.admissionDate === undefined ? current.admissionDate : input.admissionDate;
  checkDates(dob, admissionDate, input);
  const admissionNumber = input.admissionNumber?.trim() ?? current.admissionNumber;
  if (schoolId && (school || input.admissionNumber !== undefined)) await checkAdmissionNumber(scope, schoolId, admissionNumber, id);
  // A state of origin changed without a local government keeps the old one only when the new state has it.
  const stateOfOrigin = input.stateOfOrigin === undefined ? current.stateOfOrigin : input.stateOfOrigin;
  const keptLocalGovernment =
    stateOfOrigin && current.localGovernmentOfOrigin && findLocalGovernment(stateOfOrigin, current.localGovernmentOfOrigin) ? current.localGovernmentOfOrigin : null;
  const origin = originOf(stateOfOrigin, input.localGovernmentOfOrigin === undefined ? keptLocalGovernment : input.localGovernmentOfOrigin);
  await scope.updateOwned(
    students,
    id,
    {
      ...(school && { schoolId: school.id, districtId: school.districtId }),
      classId,
      classArm: armOf(klass, arm),
      admissionNumber,
      admissionDate,
      dob,
      ...(input.firstName !== undefined && { firstName: nameOf(input.firstName, 'firstName') }),
      ...(input.lastName !== undefined && { lastName: nameOf(input.lastName, 'lastName') }),
      ...(input.middleName !== undefined && { middleName: textOrNull(input.middleName) }),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.address !== undefined && { address: textOrNull(input.address) }),
      ...origin,
      ...(input.guardianName !== undefined && { guardianName: input.guardianName ? nameOf(input.guardianName, 'guardianName') : null }),
      ...(input.guardianPhoneNumber !== undefined && { guardianPhoneNumber: input.guardianPhoneNumber }),
    },
    'Student',
  );
}
