// The demo's organisations below the state: a district administrator whose only access is one district, and the
// state's owner also holding a district's and a school's role access, so the top bar's switcher has somewhere to go.
import { and, asc, eq } from 'drizzle-orm';
import { districtAdministratorRole } from '../data/districts';
import type { Executor } from './client';
import { districts, roleAccess, roles, schools, staff } from './schema';

const schoolAdministratorPermissions = ['dashboard.view', 'school.view', 'staff.view', 'student.view', 'student.create', 'student.update', 'class.view', 'subject.view'];

export const districtAdminEmail = 'district-admin@demo.test';

/** Adds the demo's district and school roles and accesses to the demo state `stateId`, owned by `ownerId`. */
export async function seedGovernanceDemo(tx: Executor, stateId: string, ownerId: string, passwordHash: string) {
  const [district] = await tx.select().from(districts).where(and(eq(districts.stateId, stateId), eq(districts.name, 'District I')));
  if (!district) throw new Error('The demo has no District I');
  const [school] = await tx.select().from(schools).where(eq(schools.districtId, district.id)).orderBy(asc(schools.name)).limit(1);
  if (!school) throw new Error(`The demo has no school in ${district.name}`);
  const [districtRole, schoolRole] = await tx
    .insert(roles)
    .values([
      // The role every approved district's administrators get (verifyDistrict), so the demo's is the same.
      { stateId, organisationId: district.id, ...districtAdministratorRole },
      { stateId, organisationId: school.id, name: 'School Administrator', description: "Keeps the school's student records.", permissions: schoolAdministratorPermissions },
    ])
    .returning();
  const [districtAdmin] = await tx
    .insert(staff)
    .values({
      stateId,
      districtId: district.id,
      title: 'Mrs',
      firstName: 'Folake',
      lastName: 'Adeyemi',
      username: 'districtadmin',
      email: districtAdminEmail,
      phoneNumber: '8030000004',
      passwordHash,
      gender: 'female',
      staffType: 'Non-Teaching',
      stateOfOrigin: 'Lagos',
      countryOfOrigin: 'Nigeria',
      countryOfResidence: 'Nigeria',
      stateOfResidence: 'Lagos',
      localGovernmentOfResidence: district.localGovernment,
      dateOfEmployment: '2012-01-09',
    })
    .returning();
  if (!districtRole || !schoolRole || !districtAdmin) throw new Error('Demo district roles not created');
  await tx.insert(roleAccess).values([
    { staffId: districtAdmin.id, stateId, organisationType: 'District', organisationId: district.id, roleId: districtRole.id },
    { staffId: ownerId, stateId, organisationType: 'District', organisationId: district.id, roleId: districtRole.id },
    { staffId: ownerId, stateId, organisationType: 'School', organisationId: school.id, roleId: schoolRole.id },
  ]);
}
