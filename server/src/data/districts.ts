// Districts: how one leaves the server (with its state's name and its creator), the search the district lists, the
// school form and the staff filters read, and the rules of a new district (its name, where it lies, what its
// administrator may do once it is approved).
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { districts, staff, states } from '../db/schema';
import type { Scope } from '../db/scoped';
import { badRequest, notFound } from '../errors';
import type { components } from '../../../src/api/schema.gen';
import { likePattern } from './values';

type Schemas = components['schemas'];

export type DistrictSearch = { accountStatus?: readonly Schemas['DistrictStatus'][]; searchTerm?: string; limit: number };

/** The districts matching `where` (a condition built on `scope`), newest first. */
async function districtRecords(scope: Scope, where: SQL | undefined, limit: number): Promise<Schemas['District'][]> {
  const rows = await scope.db
    .select({
      district: districts,
      stateName: states.name,
      createdBy: sql<Schemas['PersonRef'] | null>`case when ${staff.id} is null then null else json_build_object('id', ${staff.id}, 'firstName', ${staff.firstName}, 'lastName', ${staff.lastName}) end`,
    })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .leftJoin(staff, eq(staff.id, districts.createdById))
    .where(where)
    .orderBy(desc(districts.createdAt), desc(districts.id))
    .limit(limit);
  return rows.map(({ district, stateName, createdBy }) => ({
    id: district.id,
    name: district.name,
    country: district.country,
    state: stateName,
    localGovernment: district.localGovernment,
    address: district.address,
    addressCoordinates: district.addressCoordinates,
    districtPhoneNumbers: district.phoneNumbers,
    districtEmails: district.emails,
    accountStatus: district.accountStatus,
    reviewNote: district.reviewNote,
    createdBy,
    createdAt: district.createdAt.toISOString(),
  }));
}

/** The districts of the states searched (`states`, from the access layer) that match, newest first. */
export async function searchDistrictRecords(scope: Scope, searched: SQL, search: DistrictSearch): Promise<Schemas['DistrictList']> {
  const term = search.searchTerm?.trim();
  const pattern = term ? likePattern(term) : undefined;
  const where = and(
    searched,
    search.accountStatus?.length ? inArray(districts.accountStatus, [...search.accountStatus]) : undefined,
    pattern ? or(ilike(districts.name, pattern), ilike(districts.localGovernment, pattern)) : undefined,
  );
  return { districts: await districtRecords(scope, where, search.limit) };
}

/** The district `id` of the scope's state as the contract shows it; anyone else's answers 404. */
export async function districtOf(scope: Scope, id: string): Promise<Schemas['District']> {
  const [district] = await districtRecords(scope, scope.owns(districts, eq(districts.id, id)), 1);
  if (!district) throw notFound('District');
  return district;
}

/** SPEC section 5: a district's name is more than 2 and under 15 characters; spaces around it do not count. */
export function districtNameOf(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name.length <= 2) throw badRequest('This field must be more than 2 characters', 'name');
  if (name.length >= 15) throw badRequest('District Name must not be more than 15 characters', 'name');
  return name;
}

/** The role an approved district's administrators get in their district. */
export const districtAdministratorRole = {
  name: 'District Administrator',
  description: "Runs the district's schools, staff and students.",
  permissions: [
    'dashboard.view',
    'school.view',
    'school.create',
    'school.update',
    'school.download',
    'staff.view',
    'staff.create',
    'staff.update',
    'staff.download',
    'student.view',
    'student.create',
    'student.update',
    'student.download',
    'class.view',
    'subject.view',
    'session.view',
    'calendar.view',
    'district.view',
  ],
};
