// Contract-typed sample data for machine tests (and stories): a signed-in staff member, what login answers, and a
// registration form filled in correctly.
import type { components } from '../api/schema.gen';
import type { RegistrationValues } from '../features/auth/registration.machine';

type Staff = components['schemas']['Staff'];
type StateDetails = components['schemas']['StateDetails'];
type LoginResponse = components['schemas']['LoginResponse'];

const terminology = (defaultValue: string) => ({ stateValue: null, defaultValue, value: defaultValue });

export function stateDetailsFixture(overrides: Partial<StateDetails> = {}): StateDetails {
  return {
    id: '3f0c8b8e-5b1a-4d6e-9a57-0c1d2e3f4a50',
    name: 'Lagos',
    country: 'Nigeria',
    owner: { id: '7d3c2a1b-0e9f-4a8b-8c7d-6e5f4a3b2c1d', firstName: 'Tunde', lastName: 'Bakare', email: 'admin@demo.test' },
    logo: null,
    accountStatus: 'Active',
    address: 'State Secretariat, Ikeja',
    addressCoordinates: { coordinates: [6.6018, 3.3515] },
    emails: ['info@lagos.edu.test'],
    phoneNumbers: [{ code: '+234', number: '8030000000' }],
    motto: null,
    retirementParameters: { maximumAge: 60, maximumYearsOfService: 35 },
    stateTerminologies: {
      district: terminology('District'),
      oracleNumber: terminology('Oracle Number'),
      subebNumber: terminology('Subeb Number'),
      tescomNumber: terminology('Tescom Number'),
    },
    finalGrades: [],
    globalAssessment: [],
    affectiveDomain: [],
    psychomotorSkill: [],
    reportCardConfigurations: {
      showPosition: true,
      showClassAverage: true,
      showAttendance: true,
      showAffectiveDomain: true,
      showPsychomotorSkill: true,
      teacherCommentRequired: true,
      principalCommentRequired: true,
      ratingScaleMaximum: 5,
      passMark: 40,
    },
    reportCardBilling: { pricePerReportCard: 0, currency: 'NGN' },
    subjects: [],
    classes: [],
    ...overrides,
  };
}

export function staffFixture(overrides: Partial<Staff> = {}): Staff {
  return {
    id: '7d3c2a1b-0e9f-4a8b-8c7d-6e5f4a3b2c1d',
    title: 'Mrs',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    middleName: null,
    username: 'adaeze.okafor',
    email: 'admin@demo.test',
    phoneNumber: { code: '+234', number: '8030000002' },
    gender: 'female',
    dob: null,
    address: null,
    addressCoordinates: null,
    tescomNumber: null,
    oracleNumber: null,
    subebNumber: null,
    countryOfOrigin: null,
    stateOfOrigin: null,
    localGovernmentOfOrigin: null,
    countryOfResidence: null,
    stateOfResidence: null,
    localGovernmentOfResidence: null,
    areaOfSpecialization: null,
    dateOfEmployment: null,
    dateOfLastPromotion: null,
    dateOfFirstAppointment: null,
    dateOfPresentAppointment: null,
    lastDateOfPosting: null,
    maritalStatus: null,
    staffType: 'Non-Teaching',
    accountStatus: 'Active',
    profilePicture: null,
    district: null,
    school: null,
    schoolRoles: [],
    lastTimeActive: null,
    createdAt: '2025-01-06T09:00:00.000Z',
    state: '3f0c8b8e-5b1a-4d6e-9a57-0c1d2e3f4a50',
    stateDetails: stateDetailsFixture(),
    isSuperAdmin: false,
    roleAccess: [],
    currentRoleAccess: null,
    ...overrides,
  };
}

/** Every permission of the contract's catalogue (its `x-permissions`), as the state's owner holds them. */
export const everyPermission = [
  'dashboard.view', 'class.view', 'class.create', 'class.update', 'subject.view', 'subject.create', 'subject.update', 'topic.view',
  'session.view', 'session.manage', 'calendar.view', 'calendar.manage', 'scheme.view', 'scheme.manage', 'staff.view', 'staff.create',
  'staff.update', 'staff.upload', 'staff.download', 'staff.transferRight', 'student.view', 'student.create', 'student.update',
  'student.upload', 'student.download', 'school.view', 'school.create', 'school.update', 'school.download', 'district.view',
  'district.create', 'role.view', 'role.create', 'role.update', 'role.delete', 'state.update', 'state.configure', 'grading.view',
  'grading.configure', 'billing.view', 'billing.fund', 'audit.view',
];

/** A staff member working in their state with `permissions` there (all of them, as the state's owner, by default). */
export function staffHoldingFixture(permissions: string[] = everyPermission, overrides: Partial<Staff> = {}): Staff {
  const base = staffFixture(overrides);
  const access = {
    id: 'a1b2c3d4-0000-4000-8000-00000000a001',
    organisation: { id: base.state, name: base.stateDetails.name, type: 'State' as const },
    role: null,
    permissions,
  };
  return { ...base, roleAccess: [access], currentRoleAccess: access.id };
}

export function loginResponseFixture(token: string, staff: Staff = staffFixture()): LoginResponse {
  return { authorizationToken: token, staff };
}

/** The state-admin registration form, every field valid (Oyo's first admin). */
export const registrationFixture: RegistrationValues = {
  stateName: 'Oyo',
  title: 'Mr',
  firstName: 'Tunde',
  lastName: 'Bakare',
  middleName: '',
  email: 'tunde@oyo.test',
  username: 'tunde.bakare',
  phoneNumber: { code: '+234', number: '8030000099' },
  gender: 'male',
  password: 'Portal@2026',
  confirmPassword: 'Portal@2026',
};
