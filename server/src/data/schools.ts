// Schools: how one leaves the server (with its state, district and role holders), their figures (staff and
// students), the search, and the rules of creating and changing them in a state.
import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { districts, schools, staff, states, students } from '../db/schema';
import type { Scope } from '../db/scoped';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { findLocalGovernment } from '../reference/nigeria';
import type { components } from '../../../src/api/schema.gen';
import { schoolProblem } from './dataQuality';
import { geoPointOf, likePattern, nameOf, sameName, textOrNull } from './values';

type Schemas = components['schemas'];
type Person = Schemas['PersonRef'] | null;

/** Written in the order a form lists them; the `Record` makes the compiler insist on every category the contract lists. */
const everyCategory: Record<Schemas['SchoolCategory'], true> = {
  Nursery: true,
  Primary: true,
  'Junior Secondary': true,
  'Senior Secondary': true,
  'Junior and Senior Secondary': true,
  Technical: true,
  'Special Needs': true,
};
export const schoolCategories = Object.keys(everyCategory) as Schemas['SchoolCategory'][];

/** The roles a school has holders for: the columns `principalId` and `vicePrincipalId`. */
export const schoolRoles = ['Principal', 'Vice Principal'] as const satisfies readonly Schemas['SchoolRole'][];

const principals = alias(staff, 'principal');
const vicePrincipals = alias(staff, 'vice_principal');
const personOf = (person: typeof principals | typeof vicePrincipals) =>
  sql<Person>`case when ${person.id} is null then null else json_build_object('id', ${person.id}, 'firstName', ${person.firstName}, 'lastName', ${person.lastName}) end`;

/**
 * The schools `where` matches (a condition built on `scope.owns`, or a search's states), with everything the
 * contract's School shows, and how many match in all.
 */
function selectSchools(scope: Scope, where: SQL, limit: number) {
  return scope.db
    .select({
      school: schools,
      state: { id: states.id, name: states.name },
      district: { id: districts.id, name: districts.name },
      principal: personOf(principals),
      vicePrincipal: personOf(vicePrincipals),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(schools)
    .innerJoin(states, eq(states.id, schools.stateId))
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .leftJoin(principals, eq(principals.id, schools.principalId))
    .leftJoin(vicePrincipals, eq(vicePrincipals.id, schools.vicePrincipalId))
    .where(where)
    .orderBy(asc(sql`lower(${schools.name})`), asc(schools.name), asc(schools.id))
    .limit(limit);
}

type SelectedSchool = Awaited<ReturnType<typeof selectSchools>>[number];

/** From the joined staff records, so a role holder whose record is gone is no holder at all. */
const schoolRolesOf = (principal: Person, vicePrincipal: Person): Schemas['SchoolRoleAssignment'][] => [
  ...(principal ? [{ role: 'Principal', staff: principal.id }] : []),
  ...(vicePrincipal ? [{ role: 'Vice Principal', staff: vicePrincipal.id }] : []),
];

const schoolOf = ({ school, state, district, principal, vicePrincipal }: SelectedSchool): Schemas['School'] => ({
  id: school.id,
  name: school.name,
  category: school.category,
  state,
  district,
  localGovernment: school.localGovernment,
  address: school.address,
  addressCoordinates: school.addressCoordinates,
  principal,
  vicePrincipal,
  schoolRoles: schoolRolesOf(principal, vicePrincipal),
  createdAt: school.createdAt.toISOString(),
});

/** The school `id` of the state; anyone else's, or none, answers 404. */
export async function viewSchoolRecord(scope: Scope, id: string): Promise<Schemas['School']> {
  const [row] = await selectSchools(scope, scope.owns(schools, eq(schools.id, id)), 1);
  if (!row) throw notFound('School');
  return schoolOf(row);
}

export type SchoolSearch = { searchTerm?: string; district?: readonly string[]; category?: Schemas['SchoolCategory']; problem?: Schemas['SchoolProblem']; limit: number };

/** The schools of the states searched (`states`, from the access layer) that match, by name, and how many in all. */
export async function searchSchoolRecords(scope: Scope, states: SQL, search: SchoolSearch): Promise<Schemas['SchoolSearchResult']> {
  const term = search.searchTerm?.trim();
  const pattern = term ? likePattern(term) : undefined;
  const where = and(
    states,
    pattern ? or(ilike(schools.name, pattern), ilike(schools.address, pattern), ilike(schools.localGovernment, pattern)) : undefined,
    search.district?.length ? inArray(schools.districtId, [...search.district]) : undefined,
    search.category ? eq(schools.category, search.category) : undefined,
    search.problem ? schoolProblem(search.problem) : undefined,
  ) as SQL;
  const rows = await selectSchools(scope, where, search.limit);
  return { foundSchools: rows.map(schoolOf), total: rows[0]?.total ?? 0 };
}

/**
 * Each school's staff and students, with its district and role holders. A school's staff are those posted to it,
 * and its principal and vice principal wherever they are posted. `schoolId` narrows every count to one school.
 */
export async function schoolFigures(scope: Scope, schoolId?: string) {
  const posted = scope.db
    .select({ schoolId: staff.schoolId, count: count().as('posted_count') })
    .from(staff)
    .where(scope.owns(staff, schoolId ? eq(staff.schoolId, schoolId) : undefined))
    .groupBy(staff.schoolId)
    .as('posted');
  const enrolled = scope.db
    .select({
      schoolId: students.schoolId,
      total: count().as('enrolled_total'),
      male: sql<number>`(count(*) filter (where ${students.gender} = 'male'))::int`.as('enrolled_male'),
      female: sql<number>`(count(*) filter (where ${students.gender} = 'female'))::int`.as('enrolled_female'),
    })
    .from(students)
    .where(scope.owns(students, schoolId ? eq(students.schoolId, schoolId) : undefined))
    .groupBy(students.schoolId)
    .as('enrolled');
  const heldElsewhere = (holder: typeof principals | typeof vicePrincipals) =>
    sql`(${holder.id} is not null and ${holder.schoolId} is distinct from ${schools.id})::int`;
  return scope.db
    .select({
      id: schools.id,
      name: schools.name,
      category: schools.category,
      district: { id: districts.id, name: districts.name },
      principal: personOf(principals),
      vicePrincipal: personOf(vicePrincipals),
      staffCount: sql<number>`(coalesce(${posted.count}, 0) + ${heldElsewhere(principals)} + ${heldElsewhere(vicePrincipals)})::int`,
      studentCount: sql<number>`coalesce(${enrolled.total}, 0)::int`,
      maleStudentCount: sql<number>`coalesce(${enrolled.male}, 0)::int`,
      femaleStudentCount: sql<number>`coalesce(${enrolled.female}, 0)::int`,
    })
    .from(schools)
    .leftJoin(districts, eq(districts.id, schools.districtId))
    .leftJoin(principals, eq(principals.id, schools.principalId))
    .leftJoin(vicePrincipals, eq(vicePrincipals.id, schools.vicePrincipalId))
    .leftJoin(posted, eq(posted.schoolId, schools.id))
    .leftJoin(enrolled, eq(enrolled.schoolId, schools.id))
    .where(scope.owns(schools, schoolId ? eq(schools.id, schoolId) : undefined))
    .orderBy(asc(sql`lower(${schools.name})`), asc(schools.name), asc(schools.id));
}

export async function schoolInformationOf(scope: Scope, id: string): Promise<Schemas['SchoolInfo']> {
  const [row] = await schoolFigures(scope, id);
  if (!row) throw notFound('School');
  const { district: _district, ...information } = row;
  return information;
}

// ───────────── rules of creating and changing a school ─────────────

/** School names are unique in a state, whatever their case: a district's too, so it looks past the district. */
async function checkSchoolName(scope: Scope, name: string, exceptId?: string) {
  const clash = await scope.statewide().findOwnedWhere(schools, and(sameName(schools.name, name), exceptId ? ne(schools.id, exceptId) : undefined));
  if (clash) throw conflict(`A school named ${clash.name} already exists`, 'name');
}

/** A school's district is an approved district of the state. */
async function checkDistrict(scope: Scope, districtId: string) {
  const district = await scope.findOwnedWhere(districts, eq(districts.id, districtId));
  if (!district) throw notFound('District', 'districtId');
  if (district.accountStatus !== 'approved') throw badRequest(`${district.name} is not an approved district`, 'districtId');
  return district;
}

async function localGovernmentOf(scope: Scope, name: string) {
  const state = await scope.findState();
  const found = findLocalGovernment(state.name, name);
  if (!found) throw badRequest(`${name} is not a local government of ${state.name}`, 'localGovernment');
  return found;
}

const roleHolders = [
  { field: 'principalId', column: 'principalId', what: 'Principal' },
  { field: 'vicePrincipalId', column: 'vicePrincipalId', what: 'Vice principal' },
] as const;

type RoleHolders = { principalId?: string | null; vicePrincipalId?: string | null };

/**
 * The school's principal and vice principal (`holders`) are two different people; each one `appointed` now is a
 * staff member of the state (404 naming the field otherwise) who holds neither role at another school.
 */
async function checkRoleHolders(scope: Scope, holders: RoleHolders, appointed: RoleHolders, exceptId?: string) {
  if (holders.principalId && holders.principalId === holders.vicePrincipalId) {
    throw badRequest('The principal cannot also be the vice principal', appointed.vicePrincipalId ? 'vicePrincipalId' : 'principalId');
  }
  for (const { field, column, what } of roleHolders) {
    const staffId = appointed[column];
    if (!staffId) continue;
    const member = await scope.findMember(staffId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? notFound(what, field) : error;
    });
    const elsewhere = await scope.findOwnedWhere(
      schools,
      and(or(eq(schools.principalId, staffId), eq(schools.vicePrincipalId, staffId)), exceptId ? ne(schools.id, exceptId) : undefined),
    );
    if (elsewhere) {
      const role = elsewhere.principalId === staffId ? 'principal' : 'vice principal';
      throw conflict(`${member.firstName} ${member.lastName} is already the ${role} of ${elsewhere.name}`, field);
    }
  }
}

/**
 * The address widget's point belongs to its address: it is kept only with an address, and an address cleared
 * takes its point with it.
 */
function checkAddressPoint(address: string | null, point: unknown) {
  if (point && !address) throw badRequest('This Field is required', 'address');
}

/** Creates a school in the state; the caller runs it in a transaction. */
export async function insertSchool(scope: Scope, input: Schemas['SchoolInput']): Promise<string> {
  // Holding the state's row serialises its school writes, so two at once cannot both take a name or a principal.
  await scope.findState({ forUpdate: true });
  const name = nameOf(input.name, 'name');
  await checkSchoolName(scope, name);
  const district = input.districtId ? await checkDistrict(scope, input.districtId) : undefined;
  const localGovernment = input.localGovernment ? await localGovernmentOf(scope, input.localGovernment) : (district?.localGovernment ?? null);
  const address = textOrNull(input.address);
  checkAddressPoint(address, input.addressCoordinates);
  await checkRoleHolders(scope, input, input);
  const [row] = await scope.insertOwned(schools, {
    name,
    category: input.category,
    districtId: district?.id ?? null,
    localGovernment,
    address,
    addressCoordinates: input.addressCoordinates ? geoPointOf(input.addressCoordinates, 'addressCoordinates') : null,
    principalId: input.principalId ?? null,
    vicePrincipalId: input.vicePrincipalId ?? null,
  });
  if (!row) throw new Error('School not created');
  return row.id;
}

/** Changes the fields of `input` that were sent; the caller runs it in a transaction. */
export async function updateSchoolRecord(scope: Scope, id: string, input: Schemas['SchoolUpdate']) {
  await scope.findState({ forUpdate: true });
  const current = await scope.findOwned(schools, id, 'School');
  const name = input.name === undefined ? undefined : nameOf(input.name, 'name');
  if (name) await checkSchoolName(scope, name, id);
  if (input.districtId) await checkDistrict(scope, input.districtId);
  const localGovernment = input.localGovernment ? await localGovernmentOf(scope, input.localGovernment) : input.localGovernment;
  const address = input.address === undefined ? current.address : textOrNull(input.address);
  const point = input.addressCoordinates === undefined ? (address ? current.addressCoordinates : null) : input.addressCoordinates;
  checkAddressPoint(address, point);
  const holders = {
    principalId: input.principalId === undefined ? current.principalId : input.principalId,
    vicePrincipalId: input.vicePrincipalId === undefined ? current.vicePrincipalId : input.vicePrincipalId,
  };
  const appointed = {
    principalId: holders.principalId === current.principalId ? undefined : holders.principalId,
    vicePrincipalId: holders.vicePrincipalId === current.vicePrincipalId ? undefined : holders.vicePrincipalId,
  };
  await checkRoleHolders(scope, holders, appointed, id);
  await scope.updateOwned(
    schools,
    id,
    {
      ...(name && { name }),
      ...(input.category && { category: input.category }),
      ...(input.districtId !== undefined && { districtId: input.districtId }),
      ...(localGovernment !== undefined && { localGovernment }),
      address,
      addressCoordinates: point ? geoPointOf(point, 'addressCoordinates') : null,
      principalId: holders.principalId,
      vicePrincipalId: holders.vicePrincipalId,
    },
    'School',
  );
}
