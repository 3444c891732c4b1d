// The district creation form (SPEC sections 2, 3 and 5) as typed, checked and sent: the district's name (under 15
// characters), country → state → local government, the address widget, phone numbers and emails added as chips, and
// its administrator, whose account the server creates with it. Also the lists' words: which statuses there are, what
// each list is called, and where a district's page is.
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { phoneCode } from '../../lib/constants';
import { validationMessages as m } from '../../lib/messages';
import {
  districtFormSchema,
  emailSchema,
  isAddablePhoneChip,
  nameSchema,
  phoneDigitsSchema,
  phoneNumberPattern,
  requiredText,
  usernameSchema,
} from '../../lib/validation';
import { placePartChange, type PlacePart } from '../../shared/places';

type Schemas = components['schemas'];
export type District = Schemas['District'];
export type DistrictStatus = Schemas['DistrictStatus'];
export type DistrictInput = Schemas['DistrictInput'];
type Coordinates = Schemas['Coordinates'];

export type DistrictAdministratorValues = { title: string; firstName: string; lastName: string; username: string; email: string; phoneNumber: string };

export type DistrictFormValues = {
  name: string;
  country: string;
  state: string;
  localGovernment: string;
  address: string;
  addressCoordinates: Coordinates | null;
  /** The chips: the last ten digits of each number (the code is always +234). */
  districtPhoneNumbers: string[];
  /** What is typed in the phone box, not yet a chip. */
  phoneDraft: string;
  districtEmails: string[];
  emailDraft: string;
  administrator: DistrictAdministratorValues;
};

export const emptyDistrictValues: DistrictFormValues = {
  name: '',
  country: '',
  state: '',
  localGovernment: '',
  address: '',
  addressCoordinates: null,
  districtPhoneNumbers: [],
  phoneDraft: '',
  districtEmails: [],
  emailDraft: '',
  administrator: { title: 'Mr', firstName: '', lastName: '', username: '', email: '', phoneNumber: '' },
};

const isEmail = (text: string) => emailSchema.safeParse(text).success;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A box still holding text when the form is sent is sent with it when it could be a chip, and refused otherwise. */
const draftOf = (isValid: (text: string) => boolean, error: string) =>
  z.string().check(z.refine((text) => text.trim() === '' || isValid(text.trim()), { error }));

export const districtCreateSchema = z.extend(districtFormSchema, {
  phoneDraft: draftOf((text) => phoneNumberPattern.test(digitsOf(text)), m.phoneDigits),
  emailDraft: draftOf(isEmail, m.emailInvalid),
  administrator: z.object({
    title: requiredText,
    firstName: nameSchema,
    lastName: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    phoneNumber: phoneDigitsSchema,
  }),
});

/** Whether the phone box holds a number that may become a chip (SPEC section 5: ten digits, code +234). */
export const canAddPhone = (values: Pick<DistrictFormValues, 'phoneDraft'>) => isAddablePhoneChip({ code: phoneCode, number: digitsOf(values.phoneDraft) });
export const canAddEmail = (values: Pick<DistrictFormValues, 'emailDraft'>) => isEmail(values.emailDraft.trim());

/** The change that turns the phone box into a chip, or null when it may not (a number already listed is not repeated). */
export function phoneChipAdded(values: DistrictFormValues): Partial<DistrictFormValues> | null {
  if (!canAddPhone(values)) return null;
  const number = digitsOf(values.phoneDraft);
  return { districtPhoneNumbers: [...new Set([...values.districtPhoneNumbers, number])], phoneDraft: '' };
}

export function emailChipAdded(values: DistrictFormValues): Partial<DistrictFormValues> | null {
  if (!canAddEmail(values)) return null;
  return { districtEmails: [...new Set([...values.districtEmails, values.emailDraft.trim().toLowerCase()])], emailDraft: '' };
}

const districtPlaceKeys = { country: 'country', state: 'state', localGovernment: 'localGovernment' } as const;

/** The change of one part of the district's place: the parts after it are cleared (SPEC section 4). */
export const districtPlaceChange = (part: PlacePart, value: string): Partial<DistrictFormValues> => placePartChange(districtPlaceKeys, part, value);

/** POST /staff/register-district-admin-on-state-portal's body; a valid number or email left in its box is sent too. */
export function districtInputOf(values: DistrictFormValues): DistrictInput {
  const phones = phoneChipAdded(values)?.districtPhoneNumbers ?? values.districtPhoneNumbers;
  const emails = emailChipAdded(values)?.districtEmails ?? values.districtEmails;
  const { administrator } = values;
  return {
    name: values.name.trim(),
    country: values.country as DistrictInput['country'],
    state: values.state,
    localGovernment: values.localGovernment,
    address: values.address.trim(),
    ...(values.addressCoordinates && { addressCoordinates: { coordinates: values.addressCoordinates } }),
    districtPhoneNumbers: phones.map((number) => ({ code: phoneCode, number })),
    districtEmails: emails,
    administrator: {
      title: administrator.title as Schemas['Title'],
      firstName: administrator.firstName.trim(),
      lastName: administrator.lastName.trim(),
      username: administrator.username.trim(),
      email: administrator.email.trim(),
      phoneNumber: { code: phoneCode, number: administrator.phoneNumber.trim() },
    },
  };
}

export const districtCreationPath = '/district-creation';
export const verifyDistrictPath = '/district-creation/verify-district';

export { districtListSearchOf, districtPageSearchOf, districtStatuses, type DistrictListSearch } from './districtSearch.form';
/** What each list of the verify-district page is called. */
export const districtStatusTitles: Record<DistrictStatus, string> = { approved: 'Verified', pending: 'Pending', rejected: 'Rejected' };

/** Where a district of the lists opens: its review while pending, else its details. */
export function districtPageOf(district: Pick<District, 'id' | 'accountStatus'>): { to: string; search: { id: string } } {
  const page = district.accountStatus === 'pending' ? 'district-pending-info' : 'district-info';
  return { to: `${verifyDistrictPath}/${page}`, search: { id: district.id } };
}

/** 'Tunde Bakare', or a dash when the creator's account is gone. */
export const creatorNameOf = (district: Pick<District, 'createdBy'>) =>
  district.createdBy ? `${district.createdBy.firstName} ${district.createdBy.lastName}` : '—';
