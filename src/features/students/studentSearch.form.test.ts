import { describe, expect, it } from 'vitest';
import { registerSearchOf, studentSearchOf, studentSearchQueryOf, studentSearchRules } from './studentSearch.form';

const district = '7c1e4b52-0d7a-4c38-9d55-2f9e8a3b6c10';
const school = '0b9f3a1e-5c2d-4e8f-9a7b-6c5d4e3f2a1b';
const jss1 = '4f2b1c3d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('studentSearchOf (the route’s validateSearch)', () => {
  it('keeps every filter of the student search that is well formed, and drops the malformed and the unknown', () => {
    const search = {
      searchTerm: 'Ngozi',
      district,
      school,
      class: jss1,
      startDate: '2024-09-01',
      endDate: '2025-07-31',
      stateOfOrigin: 'Enugu',
      localGovernmentOfOrigin: 'Nsukka',
      gender: 'female',
      sortBy: 'admissionNumber',
      sortDirection: 'desc',
    };
    expect(studentSearchOf(search)).toEqual(search);
    expect(studentSearchOf({ class: 'JSS 1', gender: 'other', sortBy: 'email', accountStatus: 'Active', school })).toEqual({ school });
  });

  it('drops a local government of origin without its state, and a direction without a column', () => {
    expect(studentSearchOf({ localGovernmentOfOrigin: 'Nsukka', sortDirection: 'desc' })).toEqual({});
  });

  it('clears the school when the district changes, and the local government when the state of origin does', () => {
    const search = studentSearchOf({ district, school, stateOfOrigin: 'Enugu', localGovernmentOfOrigin: 'Nsukka' });
    expect(studentSearchRules.withFilter(search, 'district', '')).toEqual({ stateOfOrigin: 'Enugu', localGovernmentOfOrigin: 'Nsukka' });
    expect(studentSearchRules.withFilter(search, 'stateOfOrigin', 'Lagos')).toEqual({ district, school, stateOfOrigin: 'Lagos' });
    expect(studentSearchRules.withFilter(search, 'stateOfOrigin', 'Enugu')).toEqual(search);
  });
});

describe('the admission register', () => {
  it('keeps only the sort from the URL, and asks for the admission order', () => {
    expect(registerSearchOf({ gender: 'female', sortBy: 'school', sortDirection: 'desc' })).toEqual({ sortBy: 'school', sortDirection: 'desc' });
    expect(studentSearchQueryOf({}, 'admission')).toMatchObject({ order: 'admission', limit: 1000, sortBy: undefined, sortDirection: undefined });
  });
});

describe('studentSearchQueryOf', () => {
  it('makes each list filter a list of one, at most the list limit, by name unless sorted', () => {
    expect(studentSearchQueryOf({ class: jss1, district, gender: 'male', sortBy: 'dob' })).toEqual({
      searchTerm: undefined,
      state: undefined,
      district: [district],
      school: undefined,
      class: [jss1],
      startDate: undefined,
      endDate: undefined,
      stateOfOrigin: undefined,
      localGovernmentOfOrigin: undefined,
      gender: 'male',
      order: 'name',
      sortBy: 'dob',
      sortDirection: 'asc',
      limit: 1000,
    });
  });
});
