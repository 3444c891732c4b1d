import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../lib/validation';
import {
  emptyStaffCreateValues,
  staffCreateInputOf,
  staffCreateSchema,
  staffCreateSteps,
  staffCreateValuesOfDraft,
  type StaffCreateValues,
} from './staff.form';

const filledIn: StaffCreateValues = {
  ...emptyStaffCreateValues,
  firstName: ' Chiamaka ',
  lastName: 'Okonkwo',
  username: 'chiamaka.okonkwo',
  email: 'chiamaka.okonkwo@demo.test',
  phoneNumber: '8091234567',
  gender: 'female',
  staffType: 'Teaching',
  dob: '1990-03-14',
  dateOfFirstAppointment: '2015-09-02',
  address: 'Ikeja, Lagos, Nigeria',
  addressCoordinates: [6.6, 3.35],
  districtId: '4a1c2e3f-5b6d-4e7f-8a9b-000000000801',
};

describe('staff creation form', () => {
  it('starts with the title Mr and nothing else chosen', () => {
    expect(emptyStaffCreateValues).toMatchObject({ title: 'Mr', gender: '', staffType: '', addressCoordinates: null });
  });

  it('step 1 asks for the required details with the messages of SPEC section 5', () => {
    const [personal] = staffCreateSteps;
    expect(fieldErrorsOf(personal!.schema, { ...emptyStaffCreateValues, phoneNumber: '080' })).toMatchObject({
      firstName: 'This Field is required',
      username: 'Username is required',
      email: 'This Field is required',
      phoneNumber: 'Please put in only the last ten digits of your phone number.',
      gender: 'This Field is required',
      staffType: 'This Field is required',
    });
  });

  it('refuses a date of birth in the future and employment dates out of order', () => {
    const errors = fieldErrorsOf(staffCreateSchema, { ...filledIn, dob: '2999-01-01', dateOfPresentAppointment: '2010-01-01' });
    expect(errors.dob).toBe('Date of birth cannot be in the future');
    expect(errors.dateOfPresentAppointment).toBeDefined();
    expect(fieldErrorsOf(staffCreateSchema, filledIn)).toEqual({});
  });

  it('sends what was typed, trimmed, without the empty optional fields, the coordinates as a GeoPoint', () => {
    expect(staffCreateInputOf(filledIn)).toEqual({
      title: 'Mr',
      firstName: 'Chiamaka',
      lastName: 'Okonkwo',
      username: 'chiamaka.okonkwo',
      email: 'chiamaka.okonkwo@demo.test',
      phoneNumber: { code: '+234', number: '8091234567' },
      gender: 'female',
      staffType: 'Teaching',
      dob: '1990-03-14',
      dateOfFirstAppointment: '2015-09-02',
      address: 'Ikeja, Lagos, Nigeria',
      addressCoordinates: { coordinates: [6.6, 3.35] },
      districtId: '4a1c2e3f-5b6d-4e7f-8a9b-000000000801',
    });
  });

  it('takes from a kept draft only values of the right shape', () => {
    const values = staffCreateValuesOfDraft({ firstName: 'Ada', gender: 7, addressCoordinates: [1, 'x'], extra: 'dropped' });
    expect(values).toEqual({ ...emptyStaffCreateValues, firstName: 'Ada' });
    expect(staffCreateValuesOfDraft({ addressCoordinates: [6.6, 3.35] }).addressCoordinates).toEqual([6.6, 3.35]);
  });
});
