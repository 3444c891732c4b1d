// The user-profile form: its values as typed, the rules they must pass (SPEC section 5), and the request body made
// from them (empty optional fields are sent as null).
import { z } from 'zod/mini';
import type { components } from '../api/schema.gen';
import { phoneCode } from '../lib/constants';
import { dobSchema } from '../lib/dateValidation';
import { emailSchema, nameSchema, optionalNameSchema, phoneDigitsSchema } from '../lib/validation';
import type { Staff } from '../machines/session.machine';

type Schemas = components['schemas'];
export type StaffUpdate = Schemas['StaffUpdate'];
export type Title = Schemas['Title'];
export type Gender = Schemas['Gender'];
export type MaritalStatus = Schemas['MaritalStatus'];

export const titles = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Prof', 'Chief', 'Engr', 'Alhaji', 'Alhaja', 'Rev', 'Pastor'] as const satisfies readonly Title[];
export const genders = ['male', 'female'] as const satisfies readonly Gender[];

/** A gender as every page writes it: capitalised, like the form's choices. */
export const genderName = (gender: Gender) => (gender === 'male' ? 'Male' : 'Female');
export const maritalStatuses = ['Single', 'Married', 'Divorced', 'Widowed', 'Separated'] as const satisfies readonly MaritalStatus[];

export type ProfileValues = {
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  gender: string;
  dob: string;
  maritalStatus: string;
  address: string;
  areaOfSpecialization: string;
  oracleNumber: string;
  tescomNumber: string;
  subebNumber: string;
};

export function profileValuesOf(staff: Staff): ProfileValues {
  return {
    title: staff.title,
    firstName: staff.firstName,
    middleName: staff.middleName ?? '',
    lastName: staff.lastName,
    email: staff.email,
    phoneNumber: staff.phoneNumber.number,
    gender: staff.gender,
    dob: staff.dob ?? '',
    maritalStatus: staff.maritalStatus ?? '',
    address: staff.address ?? '',
    areaOfSpecialization: staff.areaOfSpecialization ?? '',
    oracleNumber: staff.oracleNumber ?? '',
    tescomNumber: staff.tescomNumber ?? '',
    subebNumber: staff.subebNumber ?? '',
  };
}

const optionalDob = z.string().check(
  z.refine((v) => v === '' || dobSchema.safeParse(v).success, {
    error: (issue) => dobSchema.safeParse(issue.input).error?.issues[0]?.message ?? 'Enter a valid date',
  }),
);

export const profileSchema = z.object({
  title: z.enum(titles),
  firstName: nameSchema,
  middleName: optionalNameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phoneNumber: phoneDigitsSchema,
  gender: z.enum(genders, { error: 'This Field is required' }),
  dob: optionalDob,
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function staffUpdateOf(values: ProfileValues): StaffUpdate {
  return {
    title: values.title as Title,
    firstName: values.firstName.trim(),
    middleName: orNull(values.middleName),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: { code: phoneCode, number: values.phoneNumber.trim() },
    gender: values.gender as Gender,
    dob: orNull(values.dob),
    maritalStatus: (orNull(values.maritalStatus) as MaritalStatus | null) ?? null,
    address: orNull(values.address),
    areaOfSpecialization: orNull(values.areaOfSpecialization),
    oracleNumber: orNull(values.oracleNumber),
    tescomNumber: orNull(values.tescomNumber),
    subebNumber: orNull(values.subebNumber),
  };
}
