// How records leave the server: the contract's StateDetails and Staff, built in one place for every handler.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { classes, districts, permissions, roleAccess, roles, schools, staff, states, subjects } from '../db/schema';
import { notFound } from '../errors';
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
const defaultRetirementParameters = { maximumAge: 60, maximumYearsOfService: 35 };
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
const defaultReportCardBilling = { pricePerReportCard: 0, currency: 'NGN' };

export type TerminologyKey = keyof typeof defaultTerminologies;

export function resolveTerminologies(values: Partial<Record<TerminologyKey, string | null>>): StateDetails['stateTerminologies'] {
  const entry = (key: TerminologyKey) => {
    const stateValue = values[key] ?? null;
    return { stateValue, defaultValue: defaultTerminologies[key], value: stateValue ?? defaultTerminologies[key] };
  };
  return { district: entry('district'), oracleNumber: entry('oracleNumber'), tescomNumber: entry('tescomNumber'), subebNumber: entry('subebNumber') };
}

export async function stateDetailsOf(db: Executor, stateId: string): Promise<StateDetails> {
  const [state] = await db.select().from(states).where(eq(states.id, stateId));
  if (!state) throw notFound('State');
  const [offeredSubjects, offeredClasses] = await Promise.all([
    db.select({ id: subjects.id, name: subjects.name }).from(subjects).where(and(eq(subjects.stateId, stateId), eq(subjects.offered, true))).orderBy(asc(subjects.name)),
    db.select({ id: classes.id, name: classes.name }).from(classes).where(and(eq(classes.stateId, stateId), eq(classes.offered, true))).orderBy(asc(classes.name)),
  ]);
  return {
    id: state.id,
    name: state.name,
    country: state.country,
    logo: state.logoLocation ? { Location: state.logoLocation } : null,
    accountStatus: state.accountStatus as StateDetails['accountStatus'],
    address: state.address,
    addressCoordinates: state.addressCoordinates,
    emails: state.emails,
    phoneNumbers: state.phoneNumbers,
    motto: state.motto,
    retirementParameters: { ...defaultRetirementParameters, ...state.retirementParameters },
    stateTerminologies: resolveTerminologies(state.terminologies),
    finalGrades: state.finalGrades,
    globalAssessment: state.globalAssessment,
    affectiveDomain: state.affectiveDomain,
    psychomotorSkill: state.psychomotorSkill,
    reportCardConfigurations: { ...defaultReportCardConfigurations, ...state.reportCardConfigurations },
    reportCardBilling: { ...defaultReportCardBilling, ...state.reportCardBilling },
    subjects: offeredSubjects,
    classes: offeredClasses,
  } as StateDetails;
}

/** A staff member as the contract shows them, in the state they work in now. */
export async function staffOf(db: Executor, staffId: string): Promise<Staff> {
  const [member] = await db.select().from(staff).where(eq(staff.id, staffId));
  if (!member) throw notFound('Staff');
  const accessRows = await db
    .select({
      id: roleAccess.id,
      stateId: roleAccess.stateId,
      organisationId: roleAccess.organisationId,
      organisationType: roleAccess.organisationType,
      isOwner: roleAccess.isOwner,
      roleId: roles.id,
      roleName: roles.name,
      permissions: roles.permissions,
      organisationName: sql<string>`coalesce(${states.name}, ${districts.name}, ${schools.name}, '')`,
    })
    .from(roleAccess)
    .leftJoin(roles, eq(roles.id, roleAccess.roleId))
    .leftJoin(states, eq(states.id, roleAccess.organisationId))
    .leftJoin(districts, eq(districts.id, roleAccess.organisationId))
    .leftJoin(schools, eq(schools.id, roleAccess.organisationId))
    .where(eq(roleAccess.staffId, staffId))
    .orderBy(asc(roleAccess.createdAt));
  const current = accessRows.find((row) => row.id === member.currentRoleAccessId) ?? accessRows.find((row) => row.isOwner) ?? accessRows[0];
  const workingStateId = current?.stateId ?? member.stateId;
  const schoolRoles = await db
    .select({ principalId: schools.principalId, vicePrincipalId: schools.vicePrincipalId })
    .from(schools)
    .where(sql`${schools.principalId} = ${staffId} or ${schools.vicePrincipalId} = ${staffId}`);
  const everyPermission = accessRows.some((row) => row.isOwner)
    ? (await db.select({ operation: permissions.operation }).from(permissions).orderBy(asc(permissions.operation))).map((row) => row.operation)
    : [];
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
    schoolRoles: schoolRoles.map((row) => ({ role: row.principalId === staffId ? 'Principal' : 'Vice Principal', staff: staffId })),
    roleAccess: accessRows.map((row) => ({
      id: row.id,
      organisation: { id: row.organisationId, name: row.organisationName, type: row.organisationType },
      role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null,
      permissions: row.isOwner ? everyPermission : (row.permissions ?? []),
    })),
    currentRoleAccess: current?.id ?? null,
    lastTimeActive: member.lastTimeActive?.toISOString() ?? null,
    createdAt: member.createdAt.toISOString(),
  } as Staff;
}
