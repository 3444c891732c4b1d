import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../lib/validation';
import {
  emptySchoolValues,
  samePersonMessage,
  schoolFormSchema,
  schoolInputOf,
  schoolSearchOf,
  schoolUpdateOf,
  schoolValuesOf,
  type School,
  type SchoolFormValues,
} from './schools.form';

const adaeze = { id: '4f7c2a10-0000-4000-8000-000000000001', name: 'Adaeze Okafor' };
const adamu = { id: '4f7c2a10-0000-4000-8000-000000000002', name: 'Adamu Bello' };

const filled: SchoolFormValues = {
  ...emptySchoolValues,
  name: '  Government College Ikeja ',
  category: 'Senior Secondary',
  districtId: '9bab21bd-4a47-4bc9-9fbd-fe58a542c7d6',
  address: { address: 'Ikeja, Lagos, Nigeria', coordinates: [6.6, 3.35] },
  principal: adaeze,
  vicePrincipal: adamu,
};

describe('the school form', () => {
  it('sends the chosen staff by id and the address with its coordinates', () => {
    expect(schoolInputOf(filled)).toEqual({
      name: 'Government College Ikeja',
      category: 'Senior Secondary',
      districtId: '9bab21bd-4a47-4bc9-9fbd-fe58a542c7d6',
      address: 'Ikeja, Lagos, Nigeria',
      addressCoordinates: { coordinates: [6.6, 3.35] },
      principalId: adaeze.id,
      vicePrincipalId: adamu.id,
    });
  });

  it('leaves an empty address out of a new school, and clears it on an update', () => {
    const values = { ...filled, address: { address: ' ', coordinates: null }, principal: null };
    expect(schoolInputOf(values)).not.toHaveProperty('address');
    expect(schoolInputOf(values).principalId).toBeNull();
    expect(schoolUpdateOf(values)).toMatchObject({ address: null, addressCoordinates: null, principalId: null });
  });

  it('refuses one staff member as both principal and vice principal, naming the vice principal', () => {
    expect(fieldErrorsOf(schoolFormSchema, { ...filled, vicePrincipal: adaeze })).toEqual({ vicePrincipal: samePersonMessage });
    expect(fieldErrorsOf(schoolFormSchema, filled)).toEqual({});
  });

  it('requires a name and a category', () => {
    expect(Object.keys(fieldErrorsOf(schoolFormSchema, emptySchoolValues)).sort()).toEqual(['category', 'name']);
  });

  it('fills the form from a school, naming its principal', () => {
    const school = {
      id: '6a1d2b3c-0000-4000-8000-000000000001',
      name: 'Government College Ikeja',
      category: 'Senior Secondary',
      state: { id: '6a1d2b3c-0000-4000-8000-000000000009', name: 'Lagos' },
      district: null,
      localGovernment: null,
      address: null,
      addressCoordinates: null,
      principal: { id: adaeze.id, firstName: 'Adaeze', lastName: 'Okafor' },
      vicePrincipal: null,
      schoolRoles: [],
      createdAt: '2026-05-12T08:00:00.000Z',
    } satisfies School;
    expect(schoolValuesOf(school)).toEqual({
      name: 'Government College Ikeja',
      category: 'Senior Secondary',
      districtId: '',
      address: { address: '', coordinates: null },
      principal: adaeze,
      vicePrincipal: null,
    });
  });
});

describe('the schools page search', () => {
  it('keeps a known category and a state, and drops what is malformed', () => {
    expect(schoolSearchOf({ category: 'Primary', state: 'Lagos' })).toEqual({ category: 'Primary', state: 'Lagos' });
    expect(schoolSearchOf({ category: 'University', state: '' })).toEqual({});
    expect(schoolSearchOf({ category: 3 })).toEqual({});
  });
});
