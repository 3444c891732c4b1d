// Editing a staff member (/staff-management/{id}): the user-profile form (profile.form.ts) and the rest of the staff form
// of SPEC section 3, the places of origin and residence and the employment dates, as typed, checked and sent; and the
// account-status change. The profile's own fields and rules are the profile form's, so both forms say the same.
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { accountStatuses } from '../../lib/constants';
import { dateSchema } from '../../lib/dateValidation';
import { isFutureDay } from '../../lib/date';
import { validationMessages as m } from '../../lib/messages';
import type { NamedOption, StaffFilterOptions } from '../../shared/filterOptions.calls';
import { placeKeys, placePartChange, type PlaceKind, type PlacePart } from '../../shared/places';
import { permissionsOf } from '../../lib/permissions';
import { profileSchema, profileValuesOf, staffUpdateOf, type ProfileValues, type StaffUpdate } from '../../shared/profile.form';

type Schemas = components['schemas'];
export type StaffMember = Schemas['Staff'];
export type AccountStatus = Schemas['AccountStatus'];

/** The staff form's dates beyond the user profile's date of birth, each YYYY-MM-DD ('' for none). */
export const employmentDateFields = [
  'dateOfFirstAppointment',
  'dateOfEmployment',
  'dateOfPresentAppointment',
  'dateOfLastPromotion',
  'lastDateOfPosting',
] as const satisfies readonly (keyof StaffUpdate)[];

type PlaceField = (typeof placeKeys)[keyof typeof placeKeys][keyof (typeof placeKeys)['origin']];
type EmploymentDateField = (typeof employmentDateFields)[number];

export type StaffEditValues = ProfileValues & Record<PlaceField | EmploymentDateField, string>;

const placeFieldNames = Object.values(placeKeys).flatMap((place) => Object.values(place)) as PlaceField[];

export function staffEditValuesOf(member: StaffMember): StaffEditValues {
  const more = Object.fromEntries([...placeFieldNames, ...employmentDateFields].map((field) => [field, member[field] ?? ''])) as Record<
    PlaceField | EmploymentDateField,
    string
  >;
  return { ...profileValuesOf(member), ...more };
}

/** The messages of the employment dates' order. */
export const employmentDateMessages = {
  future: 'This date cannot be in the future',
  beforeBirth: 'This date cannot be before the date of birth',
  beforeFirstAppointment: 'This date cannot be before the date of first appointment',
  beforeEmployment: 'This date cannot be before the date of employment',
} as const;

const optionalDate = z.string().check(
  z.refine((value) => value === '' || dateSchema.safeParse(value).success, { error: m.dateInvalid }),
  z.refine((value) => value === '' || !isFutureDay(value), { error: employmentDateMessages.future }),
);

/** `later` must not come before `earlier` when both are given. */
const inOrder = (earlier: keyof StaffEditValues, later: keyof StaffEditValues, error: string) =>
  z.refine(
    (input: unknown) => {
      const values = input as StaffEditValues;
      return !values[earlier] || !values[later] || values[later] >= values[earlier];
    },
    { error, path: [later] },
  );

export const staffEditSchema = z
  .object({
    ...profileSchema.shape,
    ...Object.fromEntries(employmentDateFields.map((field) => [field, optionalDate])),
  })
  .check(
    inOrder('dob', 'dateOfFirstAppointment', employmentDateMessages.beforeBirth),
    inOrder('dob', 'dateOfEmployment', employmentDateMessages.beforeBirth),
    inOrder('dateOfFirstAppointment', 'dateOfPresentAppointment', employmentDateMessages.beforeFirstAppointment),
    inOrder('dateOfEmployment', 'dateOfLastPromotion', employmentDateMessages.beforeEmployment),
    inOrder('dateOfEmployment', 'lastDateOfPosting', employmentDateMessages.beforeEmployment),
  );


/** A place of origin or residence changed. */
export const placeChange = (kind: PlaceKind, part: PlacePart, value: string): Partial<StaffEditValues> => placePartChange(placeKeys[kind], part, value);

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** PATCH /staff/update/{id}'s body: the profile's, then the places and dates (an empty one clears it). */
export function staffEditUpdateOf(values: StaffEditValues): StaffUpdate {
  const more = Object.fromEntries([...placeFieldNames, ...employmentDateFields].map((field) => [field, orNull(values[field])]));
  return { ...staffUpdateOf(values), ...more };
}

export type AccountStatusValues = { accountStatus: string };

export const accountStatusSchema = z.object({ accountStatus: z.enum(accountStatuses, { error: m.required }) });

/** What changing to each status means, said in the confirmation. */
export const accountStatusConsequences: Record<AccountStatus, string> = {
  Active: 'They can sign in and use the portal again.',
  Suspended: 'They are signed out everywhere at once and cannot sign in until their account is made active again.',
  Unverified: 'They see the review-pending notice and cannot use the portal until their account is made active.',
  ResetPassword: 'They must set a new password (through the password reset) before they can use the portal.',
};


/**
 * Whether the caller may change `member`'s profile, picture and status: the contract's "who may change whom" rule
 * (x-target account) as far as the client can tell it, so the screen offers only what the server would allow. Everyone
 * may change their own; a super-admin anyone; nobody else a super-admin; others need `staff.update` and every
 * permission the member holds (the state's owner holds all, so only the owner changes the owner).
 */
export function mayChangeAccount(caller: StaffMember, member: StaffMember): boolean {
  if (caller.id === member.id || caller.isSuperAdmin) return true;
  if (member.isSuperAdmin) return false;
  const held = permissionsOf(caller);
  return held.has('staff.update') && member.roleAccess.every((access) => access.permissions.every((permission) => held.has(permission)));
}

/** Whether the caller may change `member`'s account status: as for the profile, but never their own. */
export function mayChangeAccountStatus(caller: StaffMember, member: StaffMember): boolean {
  return caller.id !== member.id && mayChangeAccount(caller, member);
}

const named = (ref: { id: string; name?: string } | null, options: readonly NamedOption[]) =>
  ref && { ...ref, name: ref.name ?? options.find((option) => option.id === ref.id)?.name };

/** The member with their district and school named from the lists the page read, where the record gives only ids. */
export function withPlacementNames(member: StaffMember, options: Pick<StaffFilterOptions, 'districts' | 'schools'>): StaffMember {
  return { ...member, district: named(member.district, options.districts), school: named(member.school, options.schools) };
}
