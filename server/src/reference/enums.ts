/**
 * The enumerations of SPEC section 3, served by `GET /generic-apis/all-enum`.
 * The first value of each list is its default where the specification names one (event type 'Weekend', title 'Mr').
 */
import { nigerianStates } from './nigeria';

const EventTypeEnum = [
  'Weekend',
  'Public Holiday',
  'Mid-Term Break',
  'Examination',
  'Resumption',
  'Vacation',
  'School Event',
  'Meeting',
] as const;

/** Nigeria first; then neighbouring and commonly seen countries of origin/residence. */
const countryEnum = [
  'Nigeria',
  'Benin',
  'Cameroon',
  'Canada',
  'Chad',
  'Gambia',
  'Ghana',
  'Liberia',
  'Niger',
  'Senegal',
  'Sierra Leone',
  'South Africa',
  'Togo',
  'United Kingdom',
  'United States',
] as const;

const titleEnum = [
  'Mr',
  'Mrs',
  'Miss',
  'Ms',
  'Dr',
  'Prof',
  'Chief',
  'Engr',
  'Alhaji',
  'Alhaja',
  'Rev',
  'Pastor',
] as const;

const gender = ['male', 'female'] as const;

const maritalStatusEnum = ['Single', 'Married', 'Divorced', 'Widowed', 'Separated'] as const;

const accountStatusEnum = ['Active', 'Unverified', 'Suspended', 'ResetPassword'] as const;

const staffTypeEnum = ['Teaching', 'Non-Teaching'] as const;

export interface FullStateEnumEntry {
  readonly country: 'Nigeria';
  readonly states: readonly { readonly name: string; readonly lgas: readonly string[] }[];
}

const fullStateEnum: readonly FullStateEnumEntry[] = Object.freeze([
  Object.freeze({
    country: 'Nigeria' as const,
    states: Object.freeze(nigerianStates.map((s) => Object.freeze({ name: s.name, lgas: s.lgas }))),
  }),
]);

export const enums = Object.freeze({
  EventTypeEnum,
  countryEnum,
  titleEnum,
  gender,
  maritalStatusEnum,
  accountStatusEnum,
  staffTypeEnum,
  fullStateEnum,
});

export type Enums = typeof enums;
export type EventType = (typeof EventTypeEnum)[number];
export type Country = (typeof countryEnum)[number];
export type Title = (typeof titleEnum)[number];
export type Gender = (typeof gender)[number];
export type MaritalStatus = (typeof maritalStatusEnum)[number];
export type AccountStatus = (typeof accountStatusEnum)[number];
export type StaffType = (typeof staffTypeEnum)[number];
