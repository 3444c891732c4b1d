import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../lib/messages';
import { fieldErrorsOf } from '../../lib/validation';
import {
  districtCreateSchema,
  districtInputOf,
  districtListSearchOf,
  districtPageOf,
  districtPlaceChange,
  emailChipAdded,
  emptyDistrictValues,
  phoneChipAdded,
  type DistrictFormValues,
} from './districts.form';

const filled: DistrictFormValues = {
  ...emptyDistrictValues,
  name: ' Ikeja North ',
  country: 'Nigeria',
  state: 'Lagos',
  localGovernment: 'Ikeja',
  address: '3 Obafemi Awolowo Way',
  addressCoordinates: [6.6, 3.35],
  districtPhoneNumbers: ['8031112222'],
  districtEmails: ['one@lagos.edu.test'],
  administrator: { title: 'Mrs', firstName: 'Ngozi', lastName: 'Eze', username: 'ngozi.eze', email: 'ngozi@demo.test', phoneNumber: '8095551234' },
};

describe('the district form', () => {
  it('clears what hangs on a place part that changes (SPEC section 4)', () => {
    expect(districtPlaceChange('country', 'Nigeria')).toEqual({ country: 'Nigeria', state: '', localGovernment: '' });
    expect(districtPlaceChange('state', 'Lagos')).toEqual({ state: 'Lagos', localGovernment: '' });
    expect(districtPlaceChange('localGovernment', 'Ikeja')).toEqual({ localGovernment: 'Ikeja' });
  });

  it('adds a phone chip only with ten digits, and an email only when valid, never twice', () => {
    expect(phoneChipAdded({ ...filled, phoneDraft: '803111' })).toBeNull();
    expect(phoneChipAdded({ ...filled, phoneDraft: '803 111 2222' })).toEqual({ districtPhoneNumbers: ['8031112222'], phoneDraft: '' });
    expect(phoneChipAdded({ ...filled, phoneDraft: '8031113333' })?.districtPhoneNumbers).toEqual(['8031112222', '8031113333']);
    expect(emailChipAdded({ ...filled, emailDraft: 'not an email' })).toBeNull();
    expect(emailChipAdded({ ...filled, emailDraft: ' ONE@lagos.edu.test ' })).toEqual({ districtEmails: ['one@lagos.edu.test'], emailDraft: '' });
  });

  it("checks SPEC's rules, a box's leftover text included", () => {
    expect(fieldErrorsOf(districtCreateSchema, filled)).toEqual({});
    expect(fieldErrorsOf(districtCreateSchema, { ...filled, name: 'Fifteen letters', state: '', phoneDraft: '80', administrator: { ...filled.administrator, email: 'x' } })).toEqual({
      name: validationMessages.districtNameTooLong,
      state: validationMessages.stateRequired,
      phoneDraft: validationMessages.phoneDigits,
      'administrator.email': validationMessages.emailInvalid,
    });
  });

  it('sends the chips with +234, a valid leftover in a box, the coordinates and the administrator', () => {
    const input = districtInputOf({ ...filled, emailDraft: 'two@lagos.edu.test' });
    expect(input).toEqual({
      name: 'Ikeja North',
      country: 'Nigeria',
      state: 'Lagos',
      localGovernment: 'Ikeja',
      address: '3 Obafemi Awolowo Way',
      addressCoordinates: { coordinates: [6.6, 3.35] },
      districtPhoneNumbers: [{ code: '+234', number: '8031112222' }],
      districtEmails: ['one@lagos.edu.test', 'two@lagos.edu.test'],
      administrator: { title: 'Mrs', firstName: 'Ngozi', lastName: 'Eze', username: 'ngozi.eze', email: 'ngozi@demo.test', phoneNumber: { code: '+234', number: '8095551234' } },
    });
  });

  it("opens a pending district's review and another's details; the lists' URL falls back to the verified list", () => {
    expect(districtPageOf({ id: 'a', accountStatus: 'pending' }).to).toBe('/district-creation/verify-district/district-pending-info');
    expect(districtPageOf({ id: 'a', accountStatus: 'rejected' }).to).toBe('/district-creation/verify-district/district-info');
    expect(districtListSearchOf({ status: 'archived' })).toEqual({ status: 'approved' });
    expect(districtListSearchOf({ status: 'pending' })).toEqual({ status: 'pending' });
  });
});
