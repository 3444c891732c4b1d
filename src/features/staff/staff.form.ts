// Creating a staff member (SPEC section 3, POST /staff/create) in two steps: personal and employment details, then
// origin, residence, address and posting. The fields and rules the staff member's page edits (staffEdit.form.ts,
// itself the profile form and more) are the same here, so both forms say the same; creating adds the username, the
// staff type, the address's coordinates and the district and school.
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { defaultTitle, nameMinExclusive, staffTypes } from '../../lib/constants';
import { validationMessages as m } from '../../lib/messages';
import { usernameSchema } from '../../lib/validation';
import type { FormStep } from './formSteps.machine';
import { employmentDateFields, staffEditSchema, staffEditUpdateOf, type StaffEditValues } from './staffEdit.form';
import { placeKeys } from '../../shared/places';

type Schemas = components['schemas'];
export type StaffInput = Schemas['StaffInput'];
export type StaffMember = Schemas['Staff'];
export type Coordinates = Schemas['Coordinates'];

export type StaffCreateValues = StaffEditValues & {
  username: string;
  staffType: string;
  /** The chosen place's [lat, lng]; null for an address typed without choosing one. */
  addressCoordinates: Coordinates | null;
  districtId: string;
  schoolId: string;
};

export const emptyStaffCreateValues: StaffCreateValues = {
  title: defaultTitle,
  firstName: '',
  middleName: '',
  lastName: '',
  username: '',
  email: '',
  phoneNumber: '',
  gender: '',
  dob: '',
  maritalStatus: '',
  staffType: '',
  areaOfSpecialization: '',
  oracleNumber: '',
  tescomNumber: '',
  subebNumber: '',
  dateOfFirstAppointment: '',
  dateOfEmployment: '',
  dateOfPresentAppointment: '',
  dateOfLastPromotion: '',
  lastDateOfPosting: '',
  countryOfOrigin: '',
  stateOfOrigin: '',
  localGovernmentOfOrigin: '',
  countryOfResidence: '',
  stateOfResidence: '',
  localGovernmentOfResidence: '',
  address: '',
  addressCoordinates: null,
  districtId: '',
  schoolId: '',
};

export type StaffCreateField = keyof StaffCreateValues;

/** Step 1's fields, in the order the step shows them. */
const personalFields = [
  'title',
  'firstName',
  'middleName',
  'lastName',
  'username',
  'email',
  'phoneNumber',
  'gender',
  'dob',
  'maritalStatus',
  'staffType',
  'oracleNumber',
  'tescomNumber',
  'subebNumber',
  'areaOfSpecialization',
  ...employmentDateFields,
] as const satisfies readonly StaffCreateField[];

const placeFields = Object.values(placeKeys).flatMap((place) => Object.values(place));

/** Step 2's fields, in the order the step shows them. */
const placementFields = [...placeFields, 'address', 'districtId', 'schoolId'] as const satisfies readonly StaffCreateField[];

/** An address is optional; one typed is more than 2 characters (the contract's `Address`). */
const optionalAddress = z.string().check(
  z.refine((value) => value.trim() === '' || value.trim().length > nameMinExclusive, { error: m.nameTooShort }),
);

const personalSchema = z.intersection(
  staffEditSchema,
  z.object({ username: usernameSchema, staffType: z.enum(staffTypes, { error: m.required }) }),
);

const placementSchema = z.object({ address: optionalAddress });

export const staffCreateSteps: readonly FormStep[] = [
  { title: 'Personal and employment details', fields: personalFields, schema: personalSchema },
  { title: 'Origin, residence and posting', fields: placementFields, schema: placementSchema },
];

/** The whole form's rules, checked again on submit. */
export const staffCreateSchema = z.intersection(personalSchema, placementSchema);

/** The fields whose uniqueness is checked as they are typed. */
export const uniqueStaffFields = ['email', 'phoneNumber', 'username'] as const satisfies readonly StaffCreateField[];

/** Where the tab keeps a half-filled form. */
export const staffCreateDraftKey = 'portal.staffCreate.draft';

/** The values a kept draft holds, each taken only if it has the right shape (storage is anyone's to change). */
export function staffCreateValuesOfDraft(kept: Record<string, unknown>): StaffCreateValues {
  const values: Record<string, unknown> = { ...emptyStaffCreateValues };
  for (const [field, empty] of Object.entries(emptyStaffCreateValues)) {
    const value = kept[field];
    if (field === 'addressCoordinates') {
      if (Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number')) values[field] = value;
    } else if (typeof value === typeof empty) values[field] = value;
  }
  return values as StaffCreateValues;
}

/** POST /staff/create's body: what was typed, trimmed, empty optional fields left out. */
export function staffCreateInputOf(values: StaffCreateValues): StaffInput {
  const given = Object.fromEntries(Object.entries(staffEditUpdateOf(values)).filter(([, value]) => value !== null));
  return {
    ...(given as Omit<StaffInput, 'username' | 'staffType'>),
    username: values.username.trim(),
    staffType: values.staffType as StaffInput['staffType'],
    ...(values.addressCoordinates && values.address.trim() ? { addressCoordinates: { coordinates: values.addressCoordinates } } : {}),
    ...(values.districtId ? { districtId: values.districtId } : {}),
    ...(values.schoolId ? { schoolId: values.schoolId } : {}),
  };
}
