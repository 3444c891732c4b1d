import { describe, expect, it } from 'vitest';
import { staffFixture } from '../../testing/fixtures';
import {
  employmentDateMessages,
  mayChangeAccount,
  mayChangeAccountStatus,
  placeChange,
  staffEditSchema,
  staffEditUpdateOf,
  staffEditValuesOf,
  withPlacementNames,
  type StaffMember,
} from './staffEdit.form';
import { fieldErrorsOf } from '../../lib/validation';

const organisation = { id: '3f0c8b8e-5b1a-4d6e-9a57-0c1d2e3f4a50', name: 'Lagos', type: 'State' as const };
const holding = (id: string, ...permissions: string[]): Partial<StaffMember> => ({
  id,
  currentRoleAccess: `${id.slice(0, -4)}aaaa`,
  roleAccess: [{ id: `${id.slice(0, -4)}aaaa`, organisation, role: null, permissions }],
});

const editor = staffFixture(holding('11111111-1111-4111-8111-111111111111', 'staff.view', 'staff.update', 'class.view'));
const teacher = staffFixture(holding('22222222-2222-4222-8222-222222222222', 'class.view'));
const inspector = staffFixture(holding('33333333-3333-4333-8333-333333333333', 'staff.view', 'billing.fund'));
const viewer = staffFixture(holding('44444444-4444-4444-8444-444444444444', 'staff.view'));

describe('who may change whom, as the screen offers it', () => {
  it('lets an editor change someone whose permissions they all hold, but not someone holding more', () => {
    expect(mayChangeAccount(editor, teacher)).toBe(true);
    expect(mayChangeAccount(editor, inspector)).toBe(false);
  });

  it('needs staff.update to change anyone else, and nobody but a super-admin changes a super-admin', () => {
    expect(mayChangeAccount(viewer, teacher)).toBe(false);
    expect(mayChangeAccount(editor, { ...teacher, isSuperAdmin: true })).toBe(false);
    expect(mayChangeAccount({ ...viewer, isSuperAdmin: true }, { ...teacher, isSuperAdmin: true })).toBe(true);
  });

  it('lets everyone change their own profile, but not their own account status', () => {
    expect(mayChangeAccount(viewer, viewer)).toBe(true);
    expect(mayChangeAccountStatus(viewer, viewer)).toBe(false);
    expect(mayChangeAccountStatus(editor, teacher)).toBe(true);
  });
});

describe('the staff edit form', () => {
  const member = staffFixture({ dob: '1980-05-01', stateOfOrigin: 'Enugu', dateOfEmployment: '2005-09-01' });

  it('starts from the record and sends an emptied field as null', () => {
    const values = staffEditValuesOf(member);
    expect(values).toMatchObject({ stateOfOrigin: 'Enugu', dateOfEmployment: '2005-09-01', lastDateOfPosting: '' });
    expect(staffEditUpdateOf({ ...values, stateOfOrigin: '' })).toMatchObject({ stateOfOrigin: null, dateOfEmployment: '2005-09-01' });
  });

  it('refuses employment dates out of order or in the future, on the later field', () => {
    const values = staffEditValuesOf(member);
    expect(fieldErrorsOf(staffEditSchema, values)).toEqual({});
    expect(fieldErrorsOf(staffEditSchema, { ...values, dateOfLastPromotion: '2004-01-01' })).toEqual({
      dateOfLastPromotion: employmentDateMessages.beforeEmployment,
    });
    expect(fieldErrorsOf(staffEditSchema, { ...values, dateOfEmployment: '1979-01-01' })).toEqual({
      dateOfEmployment: employmentDateMessages.beforeBirth,
    });
    expect(fieldErrorsOf(staffEditSchema, { ...values, lastDateOfPosting: '2999-01-01' })).toEqual({
      lastDateOfPosting: employmentDateMessages.future,
    });
  });
});

describe('placeChange', () => {
  it('clears the state and local government when the country changes, and only the local government when the state does', () => {
    expect(placeChange('origin', 'country', 'Ghana')).toEqual({ countryOfOrigin: 'Ghana', stateOfOrigin: '', localGovernmentOfOrigin: '' });
    expect(placeChange('residence', 'state', 'Ogun')).toEqual({ stateOfResidence: 'Ogun', localGovernmentOfResidence: '' });
    expect(placeChange('residence', 'localGovernment', 'Ikeja')).toEqual({ localGovernmentOfResidence: 'Ikeja' });
  });
});

describe('withPlacementNames', () => {
  it('names the district and school from the lists read, keeping a name the record gives', () => {
    const district = { id: '9e730213-49e8-4c8d-8bf1-985d75def34c', name: 'District II' };
    const school = { id: 'f9ae3b08-a20c-4544-8daa-483225e7d34c', name: 'Kosofe Junior Grammar School', districtId: district.id };
    const named = withPlacementNames(staffFixture({ district: { id: district.id }, school: { id: school.id, name: 'As recorded' } }), {
      districts: [district],
      schools: [school],
    });
    expect(named.district).toEqual(district);
    expect(named.school).toEqual({ id: school.id, name: 'As recorded' });
    expect(withPlacementNames(staffFixture(), { districts: [], schools: [] }).district).toBeNull();
  });
});
