// What the school tests share: the app each file starts from, who signs in, the demo's Lagos schools by name, and a
// school, district and staff member of another state (Kano, made straight in the database because Kano is Unverified
// and its admin can do nothing).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { districts, schools, staff } from '../../server/src/db/schema';
import { signIn, type Session, type Sessions } from './academic-helpers';
import { createTestApp, type TestApp } from './harness';

export type School = {
  id: string;
  name: string;
  category: string;
  state: { id: string; name: string };
  district: { id: string; name: string } | null;
  localGovernment: string | null;
  address: string | null;
  addressCoordinates: { coordinates: number[] } | null;
  principal: { id: string; firstName: string; lastName: string } | null;
  vicePrincipal: { id: string; firstName: string; lastName: string } | null;
  schoolRoles: { role: string; staff: string }[];
};

async function lagosRecords(t: TestApp, stateId: string) {
  const [schoolRows, districtRows, staffRows] = await Promise.all([
    t.db.select().from(schools).where(eq(schools.stateId, stateId)),
    t.db.select().from(districts).where(eq(districts.stateId, stateId)),
    t.db.select().from(staff).where(eq(staff.stateId, stateId)),
  ]);
  const byName = <T extends { name: string }>(rows: T[]) => Object.fromEntries(rows.map((row) => [row.name, row])) as Record<string, T>;
  const byUsername = Object.fromEntries(staffRows.map((row) => [row.username, row])) as Record<string, (typeof staffRows)[number]>;
  return { schools: byName(schoolRows), districts: byName(districtRows), staff: byUsername };
}

async function kanoRecords(t: TestApp, stateId: string, admin: Session) {
  const [district] = await t.db.insert(districts).values({ stateId, name: 'Kano Municipal', localGovernment: 'Kano Municipal', address: 'Kano', accountStatus: 'approved' }).returning();
  const [school] = await t.db
    .insert(schools)
    .values({ stateId, districtId: district?.id, name: 'Kano Model Secondary School', category: 'Senior Secondary', principalId: admin.staff.id })
    .returning();
  if (!district || !school) throw new Error('Kano records not created');
  return { district, school, staffId: admin.staff.id };
}

export type SchoolTestApp = {
  t: TestApp;
  who: Sessions;
  lagos: Awaited<ReturnType<typeof lagosRecords>>;
  kano: Awaited<ReturnType<typeof kanoRecords>>;
};

/** Boots a fresh app for a school test file and closes it after the file; `receive` gets it before the first test. */
export function withSchoolTestApp(receive: (app: SchoolTestApp) => void) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    const who = await signIn(t);
    receive({ t, who, lagos: await lagosRecords(t, who.admin.staff.state), kano: await kanoRecords(t, who.pending.staff.state, who.pending) });
  });
  afterAll(async () => {
    await t?.close();
  });
}
