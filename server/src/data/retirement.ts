// When a staff member retires: on the earlier of the day they reach the state's maximum age and the day they complete
// its maximum years of service. The forecast counts those days by calendar year, and the staff search finds the
// people behind each count with the same expression, so a number and its list always agree.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '../db/scoped';
import { districts, staff, states } from '../db/schema';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];
export type RetirementParameters = Schemas['RetirementParameters'];

export const defaultRetirementParameters: RetirementParameters = { maximumAge: 60, maximumYearsOfService: 35 };

/** How many calendar years the forecast looks at: this one and the next four. */
const forecastYears = 5;

/** The state's criteria, its own where set, else the defaults. */
export const retirementParametersOf = (state: Pick<typeof states.$inferSelect, 'retirementParameters'>): RetirementParameters => ({
  ...defaultRetirementParameters,
  ...state.retirementParameters,
});

/** The day a staff member retires; null when they have neither a date of birth nor a date of first appointment. */
function retirementDay({ maximumAge, maximumYearsOfService }: RetirementParameters): SQL<string | null> {
  // least() passes over a null, so one known date is enough.
  return sql`least((${staff.dob} + make_interval(years => ${maximumAge}::int))::date, (${staff.dateOfFirstAppointment} + make_interval(years => ${maximumYearsOfService}::int))::date)`;
}

/** Staff whose retirement falls in `year` from today on, or before today for `overdue`: the search's `retirement` filter. */
export async function retiringIn(scope: Scope, retirement: string, today: string): Promise<SQL> {
  const day = retirementDay(retirementParametersOf(await scope.findState()));
  if (retirement === 'overdue') return sql`${day} < ${today}::date`;
  return sql`${day} >= ${today}::date and extract(year from ${day}) = ${Number(retirement)}`;
}

/** The forecast: staff by district and staff type, overdue and in each year of the forecast, as viewRetirementForecast answers. */
export async function retirementForecast(scope: Scope, today: string): Promise<Schemas['RetirementForecast']> {
  const criteria = retirementParametersOf(await scope.findState());
  const day = retirementDay(criteria);
  const first = Number(today.slice(0, 4));
  const years = Array.from({ length: forecastYears }, (_, index) => first + index);
  const inYear = (year: number) => sql<number>`count(*) filter (where ${day} >= ${today}::date and extract(year from ${day}) = ${year})::int`;
  const rows = await scope.db
    .select({
      districtId: districts.id,
      districtName: districts.name,
      staffType: staff.staffType,
      overdue: sql<number>`count(*) filter (where ${day} < ${today}::date)::int`,
      unknown: sql<number>`count(*) filter (where ${day} is null)::int`,
      byYear: sql<number[]>`array[${sql.join(years.map(inYear), sql`, `)}]`,
    })
    .from(staff)
    .leftJoin(districts, eq(districts.id, staff.districtId))
    .where(scope.owns(staff))
    .groupBy(districts.id, districts.name, staff.staffType)
    .orderBy(sql`${asc(districts.name)} nulls last`, sql`${asc(staff.staffType)} nulls last`);
  const counted = rows.filter((row) => row.overdue > 0 || row.byYear.some((count) => count > 0));
  return {
    criteria,
    asOf: today,
    years,
    rows: counted.map((row) => ({
      district: row.districtId ? { id: row.districtId, name: row.districtName ?? '' } : null,
      staffType: row.staffType ?? null,
      overdue: row.overdue,
      byYear: row.byYear,
    })),
    total: {
      overdue: sum(rows.map((row) => row.overdue)),
      byYear: years.map((_, index) => sum(rows.map((row) => row.byYear[index] ?? 0))),
    },
    unknown: sum(rows.map((row) => row.unknown)),
  };
}

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
