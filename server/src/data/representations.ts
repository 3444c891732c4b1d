// How records leave the server: the contract's StateDetails and Staff, built in one place for every handler.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Scope } from '../db/scoped';
import { classes, districts, permissions, roleAccess, roles, schools, staff, states, subjects } from '../db/schema';
import { notFound } from '../errors';
import { retirementParametersOf } from './retirement';
import type { components } from '../../../src/api/schema.gen';

type StateDetails = components['schemas']['StateDetails'];
type Staff = components['schemas']['Staff'];

/** The specification's default terms; a state's own value, when set, takes their place. */
export const defaultTerminologies = {
  district: 'District',
  oracleNumber: 'Oracle Number',
  tescomNumber: 'Tescom Number',
  subebNumber: 'Subeb Number',
} as const;

/** What a state that has not configured these yet works with. */
const defaultReportCardConfigurations = {
  showPosition: true,
  showClassAverage: true,
  showAttendance: true,
  showAffectiveDomain: true,
  showPsychomotorSkill: true,
  teacherCommentRequired: true,
  principalCommentRequired: true,
  ratingScaleMaximum: 5,
  passMark: 40,
};
const defaultReportCardBilling = { pricePerReportCard: 0, currency: 'NGN' } as const;

export type TerminologyKey = keyof typeof defaultTerminologies;
export const terminologyKeys = Object.keys(defaultTerminologies) as TerminologyKey[];

export function resolveTerminologies(values: Partial<Record<TerminologyKey, string | null>>): StateDetails['stateTerminologies'] {
  const entry = (key: TerminologyKey) => {
    const stateValue = values[key] ?? null;
    return { stateValue, defaultValue: defaultTerminologies[key], value: stateValue ?? defaultTerminologies[key] };
  };
  return { district: entry('district'), oracleNumber: entry('oracleNumber'), tescomNumber: entry('tescomNumber'), subebNumber: entry('subebNumber') };
}

/** The terms the caller's state uses now, for headers and labels the server writes (a download's columns). */
export const stateTermsOf = async (scope: Scope) => resolveTerminologies((await scope.findState()).terminologies);

/** The state's terms as a staff record and a staff sheet name them: the district, and the Oracle, Tescom and Subeb numbers. */
export async function staffTermsOf(scope: Scope) {
  const terms = await stateTermsOf(scope);
  return { district: terms.district.value, oracleNumber: terms.oracleNumber.value, tescomNumber: terms.tescomNumber.value, subebNumber: terms.subebNumber.value };
}

// Drizzle writes a column of a one-table query unqualified; inside a subquery that would name the subquery's own column.
const outerStateId = sql.raw('"states"."id"');
const outerStaffId = sql.raw('"staff"."id"');

/** The offered subjects or classes of a state, as a JSON list inside the state's own query (one round trip). */
const offered = (table: typeof subjects | typeof classes) =>
  sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name) from ${table} o where o.state_id = ${outerStateId} and o.offered), '[]'::json)`;

/** The state's owner, named inside the state's own query: someone without a role is told whom to ask. */
const ownerOfState = sql<StateDetails['owner']>`(select json_build_object('id', o.id, 'firstName', o.first_name, 'lastName', o.last_name, 'email', o.email) from ${staff} o where o.id = ${sql.raw('"states"."owner_id"')})`;

export async function stateDetailsOf(db: Executor, stateId: string): Promise<StateDetails> {
  const [row] = await db
    .select({ state: states, offeredSubjects: offered(subjects), offeredClasses: offered(classes), owner: ownerOfState })
    .from(states)
    .where(eq(states.id, stateId));
  if (!row) throw notFound('State');
  const { state, offeredSubjects, offeredClasses, owner } = row;
  return {
    id: state.id,
    name: state.name,
    country: state.country,
    owner: owner ?? null,
    logo: state.logoLocation ? { Location: state.logoLocation } : null,
    accountStatus: state.accountStatus,
    address: state.address,
    addressCoordinates: state.addressCoordinates,
    emails: state.emails,
    phoneNumbers: state.phoneNumbers,
    motto: state.motto,
    retirementParameters: retirementParametersOf(state),
    stateTerminologies: resolveTerminologies(state.terminologies),
    finalGrades: state.finalGrades,
    globalAssessment: state.globalAssessment,
    affectiveDomain: state.affectiveDomain,
    psychomotorSkill: state.psychomotorSkill,
    reportCardConfigurations: { ...defaultReportCardConfigurations, ...state.reportCardConfigurations },
    reportCardBilling: { ...defaultReportCardBilling, ...state.reportCardBilling },
    subjects: offeredSubjects,
    classes: offeredClasses,
  };
}

/** A staff member as the contract shows them, in the state they work in now. */
type AccessRow = {
  id: string;
  stateId: string;
  organisationId: string;
  organisationType: 'State' | 'District' | 'School';
  isOwner: boolean;
  roleId: string | null;
  roleName: string | null;
  permissions: string[] | null;
  organisationName: string;
};

/**
 * `seenFrom`: the state of a caller looking at someone else. They see that state's side of the staff member only:
 * its details and the role accesses held there, never another state the member works in (a super-admin who
 * switched elsewhere, say). Without it, the staff member sees themselves whole.
 */
export async function staffOf(db: Executor, staffId: string, seenFrom?: string): Promise<Staff> {
  // One round trip for the staff member, their role access in every organisation and their school roles; the
  // state they work in comes in a second. The hot path of every sign-in, refresh and profile view.
  const [row] = await db
    .select({
      member: staff,
      accessRows: sql<AccessRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', ra.id, 'stateId', ra.state_id, 'organisationId', ra.organisation_id, 'organisationType', ra.organisation_type,
          'isOwner', st_owner.owner_id is not null, 'roleId', r.id, 'roleName', r.name, 'permissions', r.permissions,
          'organisationName', coalesce(st.name, d.name, sc.name, '')) order by ra.created_at, array_position(array['State', 'District', 'School'], ra.organisation_type))
        from ${roleAccess} ra
        left join ${roles} r on r.id = ra.role_id
        left join ${states} st on st.id = ra.organisation_id
        left join ${states} st_owner on st_owner.id = ra.state_id and st_owner.owner_id = ra.staff_id and ra.organisation_type = 'State'
        left join ${districts} d on d.id = ra.organisation_id
        left join ${schools} sc on sc.id = ra.organisation_id
        where ra.staff_id = ${outerStaffId}), '[]'::json)`,
      schoolRoles: sql<{ role: string }[]>`coalesce((
        select json_agg(json_build_object('role', case when sc.principal_id = ${outerStaffId} then 'Principal' else 'Vice Principal' end))
        from ${schools} sc where (sc.principal_id = ${outerStaffId} or sc.vice_principal_id = ${outerStaffId})
          and (${seenFrom ?? null}::uuid is null or sc.state_id = ${seenFrom ?? null}::uuid)), '[]'::json)`,
      everyPermission: sql<string[]>`case when exists (select 1 from ${states} s where s.owner_id = ${outerStaffId})
        then coalesce((select json_agg(p.operation order by p.operation) from ${permissions} p), '[]'::json) else '[]'::json end`,
    })
    .from(staff)
    .where(eq(staff.id, staffId));
  if (!row) throw notFound('Staff');
  const { member, schoolRoles, everyPermission } = row;
  const accessRows = seenFrom ? row.accessRows.filter((access) => access.stateId === seenFrom) : row.accessRows;
  const current = row.accessRows.find((access) => access.id === member.currentRoleAccessId) ?? accessRows.find((access) => access.isOwner) ?? accessRows[0];
  const visibleCurrent = current && accessRows.includes(current) ? current : undefined;
  const workingStateId = seenFrom ?? current?.stateId ?? member.stateId;
  const { passwordHash: _passwordHash, stateId: _stateId, districtId, schoolId, profilePictureLocation, phoneNumber, currentRoleAccessId: _current, ...profile } = member;
  return {
    ...profile,
    phoneNumber: { code: '+234', number: phoneNumber },
    dob: member.dob,
    state: workingStateId,
    stateDetails: await stateDetailsOf(db, workingStateId),
    profilePicture: profilePictureLocation ? { Location: profilePictureLocation } : null,
    district: districtId ? { id: districtId } : null,
    school: schoolId ? { id: schoolId } : null,
    schoolRoles: schoolRoles.map(({ role }) => ({ role, staff: staffId })),
    roleAccess: accessRows.map((row) => ({
      id: row.id,
      organisation: { id: row.organisationId, name: row.organisationName, type: row.organisationType },
      role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null,
      permissions: row.isOwner ? everyPermission : (row.permissions ?? []),
    })),
    currentRoleAccess: visibleCurrent?.id ?? null,
    lastTimeActive: member.lastTimeActive?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
  } as Staff;
}
