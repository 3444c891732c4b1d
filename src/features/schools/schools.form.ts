// The school form (create and edit) as typed, checked and sent (SPEC sections 2 and 3: name, district, category, the
// address widget, principal and vice principal picked with the staff autocomplete).
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { validationMessages as m } from '../../lib/messages';
import { nameSchema } from '../../lib/validation';

type Schemas = components['schemas'];
export type School = Schemas['School'];
export type SchoolInfo = Schemas['SchoolInfo'];
export type SchoolCategory = Schemas['SchoolCategory'];
export type SchoolInput = Schemas['SchoolInput'];
export type SchoolUpdate = Schemas['SchoolUpdate'];
export type SchoolStatistics = Schemas['StateSchoolsStatistics'];
type Coordinates = Schemas['Coordinates'];

export { schoolCategories, schoolSearchOf, schoolSearchQueryOf, type SchoolSearch } from './schoolSearch.form';

export const schoolsPath = '/dashboard/school-management';
export const editSchoolHref = (id: string) => `${schoolsPath}/edit-school/${id}`;

/** A staff member chosen for a school role: their id, and the name the picker shows. */
export type StaffChoice = { id: string; name: string };

export type SchoolFormValues = {
  name: string;
  category: SchoolCategory | '';
  districtId: string;
  address: { address: string; coordinates: Coordinates | null };
  principal: StaffChoice | null;
  vicePrincipal: StaffChoice | null;
};

export const emptySchoolValues: SchoolFormValues = {
  name: '',
  category: '',
  districtId: '',
  address: { address: '', coordinates: null },
  principal: null,
  vicePrincipal: null,
};

export const samePersonMessage = 'The principal and the vice principal must be two different staff members';
export const addressTooShortMessage = 'Enter at least 3 characters of the address, or leave it empty';

const staffChoice = z.nullable(z.object({ id: z.string(), name: z.string() }));

export const schoolFormSchema = z
  .object({
    name: nameSchema,
    category: z.string().check(z.minLength(1, { error: m.required })),
    districtId: z.string(),
    address: z.object({
      address: z.string().check(z.refine((text) => text.trim().length === 0 || text.trim().length >= 3, { error: addressTooShortMessage })),
      coordinates: z.nullable(z.tuple([z.number(), z.number()])),
    }),
    principal: staffChoice,
    vicePrincipal: staffChoice,
  })
  .check(
    z.refine((values) => !values.principal || !values.vicePrincipal || values.principal.id !== values.vicePrincipal.id, {
      error: samePersonMessage,
      path: ['vicePrincipal'],
    }),
  );

/** 'Adaeze Okafor': how a school names its principal and vice principal. */
export const personNameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const choiceOf = (person: School['principal']): StaffChoice | null => (person ? { id: person.id, name: personNameOf(person) } : null);

export function schoolValuesOf(record: School): SchoolFormValues {
  return {
    name: record.name,
    category: record.category,
    districtId: record.district?.id ?? '',
    address: { address: record.address ?? '', coordinates: record.addressCoordinates?.coordinates ?? null },
    principal: choiceOf(record.principal),
    vicePrincipal: choiceOf(record.vicePrincipal),
  };
}

/** The request body of POST /school/add: what is empty is left out. */
export function schoolInputOf(values: SchoolFormValues): SchoolInput {
  const address = values.address.address.trim();
  return {
    name: values.name.trim(),
    category: values.category as SchoolCategory,
    districtId: values.districtId || null,
    ...(address && { address }),
    ...(address && values.address.coordinates && { addressCoordinates: { coordinates: values.address.coordinates } }),
    principalId: values.principal?.id ?? null,
    vicePrincipalId: values.vicePrincipal?.id ?? null,
  };
}

/** The request body of PATCH /school/update/{id}: every field, an emptied one cleared (null). */
export function schoolUpdateOf(values: SchoolFormValues): SchoolUpdate {
  const input = schoolInputOf(values);
  return { ...input, address: input.address ?? null, addressCoordinates: input.addressCoordinates ?? null };
}
