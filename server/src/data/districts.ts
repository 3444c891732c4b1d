// Districts: how one leaves the server (with its state's name and its creator) and the search the district lists,
// the school form and the staff filters read.
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { districts, staff, states } from '../db/schema';
import type { Scope } from '../db/scoped';
import type { components } from '../../../src/api/schema.gen';
import { likePattern } from './values';

type Schemas = components['schemas'];

export type DistrictSearch = { accountStatus?: readonly Schemas['DistrictStatus'][]; searchTerm?: string; limit: number };

/** The districts of the states searched (`states`, from the access layer) that match, newest first. */
export async function searchDistrictRecords(scope: Scope, searched: SQL, search: DistrictSearch): Promise<Schemas['DistrictList']> {
  const term = search.searchTerm?.trim();
  const pattern = term ? likePattern(term) : undefined;
  const rows = await scope.db
    .select({
      district: districts,
      stateName: states.name,
      createdBy: sql<Schemas['PersonRef'] | null>`case when ${staff.id} is null then null else json_build_object('id', ${staff.id}, 'firstName', ${staff.firstName}, 'lastName', ${staff.lastName}) end`,
    })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .leftJoin(staff, eq(staff.id, districts.createdById))
    .where(
      and(
        searched,
        search.accountStatus?.length ? inArray(districts.accountStatus, [...search.accountStatus]) : undefined,
        pattern ? or(ilike(districts.name, pattern), ilike(districts.localGovernment, pattern)) : undefined,
      ),
    )
    .orderBy(desc(districts.createdAt), desc(districts.id))
    .limit(search.limit);
  return {
    districts: rows.map(({ district, stateName, createdBy }) => ({
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
    })),
  };
}
