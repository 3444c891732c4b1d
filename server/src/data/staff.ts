// What a staff member is to the staff calls: how a search reads them (filters, order, the total), the rules a new
// or changed staff member keeps (dates in order, a school in its district), and how a list shows them.
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { Scope } from '../db/scoped';
import { districts, schools, staff } from '../db/schema';
import { badRequest, type HttpError } from '../errors';
import { statesCovered, type Caller } from '../plugins/access';
import type { components } from '../../../src/api/schema.gen';
import type { QueryOf, ResultOf } from '../contractTypes';
import { firstIds, inIdOrder, isoTime, listPageJson, reference, type ListJson } from './listPage';
import { normalizeName } from '../reference/nigeria';
import { retiringIn } from './retirement';
import { staffProblem } from './dataQuality';
import { today } from './students';
import { checkSearchPeriod, holdsTerm, inIdArray, nigerianPlaceOf, searchTermOf } from './values';

type StaffSearch = QueryOf<'searchStaff'>;
type StaffDownload = QueryOf<'downloadStaff'>;
type StaffList = ResultOf<'searchStaff'>;
export type StaffProfile = components['schemas']['StaffProfile'];


/**
 * A staff member as a list shows them (the contract's StaffProfile but for schoolRoles), built by the database as
 * one JSON text per row: a page of 1,000 wide rows then crosses from the database as 1,000 values, not 40,000,
 * which is most of a page's time on the embedded database.
 */
const profileJson = sql<string>`json_build_object(
  'id', ${staff.id}, 'title', ${staff.title}, 'firstName', ${staff.firstName}, 'lastName', ${staff.lastName}, 'middleName', ${staff.middleName},
  'username', ${staff.username}, 'email', ${staff.email}, 'phoneNumber', json_build_object('code', '+234', 'number', ${staff.phoneNumber}),
  'gender', ${staff.gender}, 'dob', ${staff.dob}, 'address', ${staff.address}, 'addressCoordinates', ${staff.addressCoordinates},
  'tescomNumber', ${staff.tescomNumber}, 'oracleNumber', ${staff.oracleNumber}, 'subebNumber', ${staff.subebNumber},
  'countryOfOrigin', ${staff.countryOfOrigin}, 'stateOfOrigin', ${staff.stateOfOrigin}, 'localGovernmentOfOrigin', ${staff.localGovernmentOfOrigin},
  'countryOfResidence', ${staff.countryOfResidence}, 'stateOfResidence', ${staff.stateOfResidence}, 'localGovernmentOfResidence', ${staff.localGovernmentOfResidence},
  'areaOfSpecialization', ${staff.areaOfSpecialization}, 'dateOfEmployment', ${staff.dateOfEmployment}, 'dateOfLastPromotion', ${staff.dateOfLastPromotion},
  'dateOfFirstAppointment', ${staff.dateOfFirstAppointment}, 'dateOfPresentAppointment', ${staff.dateOfPresentAppointment},
  'lastDateOfPosting', ${staff.lastDateOfPosting}, 'maritalStatus', ${staff.maritalStatus}, 'staffType', ${staff.staffType},
  'accountStatus', ${staff.accountStatus},
  'profilePicture', case when ${staff.profilePictureLocation} is null then null else json_build_object('Location', ${staff.profilePictureLocation}) end,
  'district', ${reference(staff.districtId, districts.name)}, 'school', ${reference(staff.schoolId, schools.name)},
  'lastTimeActive', ${isoTime(staff.lastTimeActive)}, 'createdAt', ${isoTime(staff.createdAt)})::text`;

const anyOf = <T extends string>(column: PgColumn, values: T[] | undefined) => (values?.length ? inArray(column, values) : undefined);
/** Place names as people type them: any case. */
const anyPlaceOf = (column: PgColumn, values: string[] | undefined) =>
  values?.length ? inArray(sql`lower(${column})`, values.map((value) => value.trim().toLowerCase())) : undefined;

function filtersOf(query: StaffSearch | StaffDownload): (SQL | undefined)[] {
  return [
    anyOf(staff.districtId, query.district),
    anyOf(staff.schoolId, query.school),
    query.startDate ? gte(staff.dateOfEmployment, query.startDate) : undefined,
    query.endDate ? lte(staff.dateOfEmployment, query.endDate) : undefined,
    anyPlaceOf(staff.countryOfOrigin, query.countryOfOrigin),
    anyPlaceOf(staff.stateOfOrigin, query.stateOfOrigin),
    anyPlaceOf(staff.localGovernmentOfOrigin, query.localGovernmentOfOrigin),
    anyPlaceOf(staff.countryOfResidence, query.countryOfResidence),
    anyPlaceOf(staff.stateOfResidence, query.stateOfResidence),
    anyPlaceOf(staff.localGovernmentOfResidence, query.localGovernmentOfResidence),
    anyOf(staff.accountStatus, query.accountStatus),
    anyOf(staff.staffType, query.staffType),
    query.gender ? eq(staff.gender, query.gender) : undefined,
  ];
}

const sortColumns = {
  name: [staff.lastName, staff.firstName],
  email: [sql`lower(${staff.email})`],
  staffType: [staff.staffType],
  district: [districts.name],
  school: [schools.name],
  dateOfEmployment: [staff.dateOfEmployment],
  accountStatus: [staff.accountStatus],
} satisfies Record<NonNullable<StaffSearch['sortBy']>, (PgColumn | SQL)[]>;

function orderOf(query: Pick<StaffSearch, 'sortBy' | 'sortDirection'>): SQL[] {
  if (!query.sortBy) return [desc(staff.createdAt), desc(staff.id)];
  const direction = query.sortDirection === 'desc' ? desc : asc;
  // Staff without a value (no district, say) come last whichever way the list is turned.
  const sorted = sortColumns[query.sortBy].map((column) => sql`${direction(column)} nulls last`);
  return [...sorted, asc(staff.lastName), asc(staff.firstName), asc(staff.id)];
}

/** The staff a search covers, as one condition; a 400 for dates the wrong way round. */
async function matchesOf(scope: Scope, caller: Caller, query: StaffSearch | StaffDownload) {
  checkSearchPeriod(query);
  const covered = await statesCovered(scope, caller, staff, { state: query.state });
  const retirement = query.retirement ? await retiringIn(scope, query.retirement, today()) : undefined;
  const problem = query.problem ? staffProblem(scope, query.problem) : undefined;
  return { covered, where: and(covered, ...filtersOf(query), retirement, problem), term: holdsTerm(staff.searchText, searchTermOf(query.searchTerm)) };
}

/** A staff member as the list and the autocomplete show them: the contract's StaffListItem, nothing else. */
const listItemFields = {
  id: staff.id,
  title: staff.title,
  firstName: staff.firstName,
  middleName: staff.middleName,
  lastName: staff.lastName,
  email: staff.email,
  oracleNumber: staff.oracleNumber,
  gender: staff.gender,
  staffType: staff.staffType,
  accountStatus: staff.accountStatus,
  dateOfEmployment: staff.dateOfEmployment,
  districtName: districts.name,
  schoolName: schools.name,
} satisfies Record<keyof components['schemas']['StaffListItem'], PgColumn>;

/** The autocomplete's page, and pages about its size. */
const shortPage = 10;

/** The answer of GET /staff/search as JSON text, ready to send: see searchStaff. */
export type StaffListJson = ListJson<StaffList>;

/** One page of the staff a search matches, in the order asked for, as the list shows them, and how many match. */
export async function searchStaff(scope: Scope, caller: Caller, query: StaffSearch): Promise<StaffListJson> {
  const { where, term } = await matchesOf(scope, caller, query);
  const limit = query.limit ?? 1000;
  return listPageJson(scope.db, {
    key: 'staff',
    table: staff,
    where,
    term,
    // A short page (the autocomplete's) stops after its first matches in the newest-first index instead.
    termPlan: limit > shortPage ? 'matches' : 'order',
    fields: listItemFields,
    joins: sql`left join ${districts} on ${eq(districts.id, staff.districtId)} left join ${schools} on ${eq(schools.id, staff.schoolId)}`,
    order: orderOf(query),
    limit,
    countUpTo: query.countUpTo,
  });
}

/**
 * The whole profiles of the first `limit` staff a search matches, in its order, and whether more match: what
 * `staffs.xlsx` writes. The search itself (and its 400s) runs now; the profiles are read a page at a time as they are
 * iterated, so a 10,000-row download holds the matches' ids and one page of profiles, never all of them.
 */
export async function staffProfilesFound(scope: Scope, caller: Caller, query: StaffDownload): Promise<{ profiles: AsyncIterable<StaffProfile>; more: boolean }> {
  const { covered, where, term } = await matchesOf(scope, caller, query);
  // The ids first, in order, then the profiles of those ids alone: ordered in one query, the database would build
  // the profile of every match before keeping the first rows.
  const { ids, more } = await firstIds(
    scope.db
      .select({ id: staff.id })
      .from(staff)
      .leftJoin(districts, eq(districts.id, staff.districtId))
      .leftJoin(schools, eq(schools.id, staff.schoolId))
      .where(and(where, term))
      // A download has no sort of its own: the list's default order.
      .orderBy(...orderOf({})),
    query.limit ?? 1000,
  );
  const posts = ids.length === 0 ? new Map<string, StaffProfile['schoolRoles']>() : await schoolPostsOf(scope);
  const profiles = inIdOrder(ids, async (pageIds) => {
    const rows = await scope.db
      .select({ profile: profileJson })
      .from(staff)
      .leftJoin(districts, eq(districts.id, staff.districtId))
      .leftJoin(schools, eq(schools.id, staff.schoolId))
      .where(and(covered, inIdArray(staff.id, pageIds)));
    return new Map(
      rows.map((row) => {
        const profile = JSON.parse(row.profile) as Omit<StaffProfile, 'schoolRoles'>;
        return [profile.id, { ...profile, schoolRoles: posts.get(profile.id) ?? [] }];
      }),
    );
  });
  return { profiles, more };
}

/** The Principal and Vice Principal posts of the scope's schools, by staff member: a few hundred rows at most. */
async function schoolPostsOf(scope: Scope) {
  const roles = new Map<string, StaffProfile['schoolRoles']>();
  const posts = await scope.db
    .select({ principalId: schools.principalId, vicePrincipalId: schools.vicePrincipalId })
    .from(schools)
    .where(scope.owns(schools, or(isNotNull(schools.principalId), isNotNull(schools.vicePrincipalId))));
  const add = (staffId: string | null, role: string) => {
    if (staffId) roles.set(staffId, [...(roles.get(staffId) ?? []), { role, staff: staffId }]);
  };
  for (const post of posts) {
    add(post.principalId, 'Principal');
    add(post.vicePrincipalId, 'Vice Principal');
  }
  return roles;
}

type StaffDates = Partial<Record<'dob' | 'dateOfEmployment' | 'dateOfLastPromotion' | 'dateOfFirstAppointment' | 'dateOfPresentAppointment' | 'lastDateOfPosting', string | null>>;

const dateLabels: Record<keyof StaffDates, string> = {
  dob: 'the date of birth',
  dateOfEmployment: 'the date of employment',
  dateOfLastPromotion: 'the date of last promotion',
  dateOfFirstAppointment: 'the date of first appointment',
  dateOfPresentAppointment: 'the date of present appointment',
  lastDateOfPosting: 'the last date of posting',
};

/** Pairs of dates where the first cannot come after the second: a career runs forward from birth. */
const datesInOrder: [keyof StaffDates, keyof StaffDates][] = [
  ['dob', 'dateOfEmployment'],
  ['dob', 'dateOfFirstAppointment'],
  ['dateOfFirstAppointment', 'dateOfPresentAppointment'],
  ['dateOfEmployment', 'dateOfLastPromotion'],
  ['dateOfFirstAppointment', 'dateOfLastPromotion'],
  ['dateOfEmployment', 'lastDateOfPosting'],
];

/**
 * Every way a staff member's dates, as they will be stored, are out of order, each a 400 naming the date the caller
 * sent (the later one when they sent both), so a form can show it beside that field and a sheet's row lists them all.
 */
export function staffDateProblems(dates: StaffDates, sent: StaffDates = dates, today = new Date().toISOString().slice(0, 10)): HttpError[] {
  const problems: HttpError[] = [];
  if (sent.dob && sent.dob > today) problems.push(badRequest('Date of birth cannot be in the future', 'dob'));
  for (const [earlier, later] of datesInOrder) {
    const first = dates[earlier];
    const second = dates[later];
    if (!first || !second || first <= second) continue;
    const field = sent[later] !== undefined ? later : earlier;
    problems.push(badRequest(`${capitalised(dateLabels[later])} cannot be before ${dateLabels[earlier]}`, field));
  }
  return problems;
}

/** A staff member's dates must be in a sensible order: the first of staffDateProblems, thrown. */
export function checkStaffDates(dates: StaffDates, sent: StaffDates = dates, today?: string) {
  const [problem] = staffDateProblems(dates, sent, today);
  if (problem) throw problem;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type StaffPlaces = Partial<Record<`${'countryOf' | 'stateOf' | 'localGovernmentOf'}${'Origin' | 'Residence'}`, string | null>>;

/**
 * A staff member's state and local government of origin (or of residence) as the reference data spells them, when
 * the country is Nigeria or not given (another country's are the staff member's own words): only the fields given,
 * the way nigerianPlaceOf refuses a misspelt one.
 */
export function staffPlaceOf(places: StaffPlaces, kind: 'Origin' | 'Residence'): StaffPlaces {
  const [stateField, lgaField] = [`stateOf${kind}`, `localGovernmentOf${kind}`] as const;
  const country = places[`countryOf${kind}`];
  if (country?.trim() && normalizeName(country) !== 'nigeria') return {};
  const place = nigerianPlaceOf(places[stateField] ?? null, places[lgaField] ?? null, { state: stateField, localGovernment: lgaField });
  return { ...(places[stateField] && { [stateField]: place.state }), ...(places[lgaField] && { [lgaField]: place.localGovernment }) };
}

/** The school posts a staff member can be given when created: the ones a school record holds. */
export const schoolPosts = { Principal: 'principalId', 'Vice Principal': 'vicePrincipalId' } as const;
export const isSchoolPost = (role: string): role is keyof typeof schoolPosts => Object.hasOwn(schoolPosts, role);

/** The account fields no two staff members share: an email or username whatever its case, a phone number exactly. */
export type UniqueStaffField = 'email' | 'username' | 'phoneNumber';

/** Whether another account (not `exceptId`) already holds `value`. Accounts are unique across states. */
export async function staffValueTaken(db: Executor, column: UniqueStaffField, value: string, exceptId?: string): Promise<boolean> {
  const match = column === 'phoneNumber' ? eq(staff.phoneNumber, value) : sql`lower(${staff[column]}) = ${value.trim().toLowerCase()}`;
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(exceptId ? and(match, sql`${staff.id} <> ${exceptId}`) : match)
    .limit(1);
  return Boolean(row);
}
