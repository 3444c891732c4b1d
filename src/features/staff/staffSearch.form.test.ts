import { describe, expect, it } from 'vitest';
import {
  filterCount,
  isLimited,
  sortDescriptorOf,
  staffSearchOf,
  staffSearchQueryOf,
  withFilter,
  withoutFilters,
  withSort,
  type StaffSearch,
} from './staffSearch.form';

const ikeja = '7c1e4b52-0d7a-4c38-9d55-2f9e8a3b6c10';
const school = '0b9f3a1e-5c2d-4e8f-9a7b-6c5d4e3f2a1b';

describe('staffSearchOf (the route’s validateSearch)', () => {
  it('keeps every filter of SPEC section 7 that is well formed', () => {
    const search = {
      searchTerm: 'Adaeze',
      state: 'Lagos',
      district: ikeja,
      school,
      startDate: '2020-01-01',
      endDate: '2024-12-31',
      countryOfResidence: 'Nigeria',
      stateOfResidence: 'Lagos',
      localGovernmentOfResidence: 'Ikeja',
      countryOfOrigin: 'Nigeria',
      stateOfOrigin: 'Enugu',
      localGovernmentOfOrigin: 'Nsukka',
      accountStatus: 'Suspended',
      staffType: 'Non-Teaching',
      gender: 'female',
      sortBy: 'dateOfEmployment',
      sortDirection: 'desc',
    };
    expect(staffSearchOf(search)).toEqual(search);
  });

  it('drops a malformed value, an unknown key and a blank term without failing, and keeps the rest', () => {
    expect(
      staffSearchOf({
        district: 'not-a-uuid',
        gender: 'other',
        accountStatus: 'Deleted',
        startDate: '2024-13-01',
        endDate: 'yesterday',
        searchTerm: '   ',
        sortBy: 'password',
        page: 3,
        staffType: 'Teaching',
      }),
    ).toEqual({ staffType: 'Teaching' });
    expect(staffSearchOf({})).toEqual({});
  });

  it('drops a local government without its state, and a state without its country (SPEC section 4)', () => {
    expect(staffSearchOf({ localGovernmentOfResidence: 'Ikeja' })).toEqual({});
    expect(staffSearchOf({ stateOfOrigin: 'Enugu', localGovernmentOfOrigin: 'Nsukka' })).toEqual({});
    expect(staffSearchOf({ countryOfOrigin: 'Nigeria', localGovernmentOfOrigin: 'Nsukka' })).toEqual({ countryOfOrigin: 'Nigeria' });
  });

  it('drops a sort direction without a column', () => {
    expect(staffSearchOf({ sortDirection: 'desc' })).toEqual({});
  });
});

describe('withFilter', () => {
  const chosen: StaffSearch = {
    countryOfResidence: 'Nigeria',
    stateOfResidence: 'Lagos',
    localGovernmentOfResidence: 'Ikeja',
    district: ikeja,
    school,
    gender: 'male',
  };

  it('clears what hangs on a filter that changes: a new country clears its state and local government', () => {
    expect(withFilter(chosen, 'countryOfResidence', 'Ghana')).toEqual({ countryOfResidence: 'Ghana', district: ikeja, school, gender: 'male' });
    expect(withFilter(chosen, 'stateOfResidence', 'Ogun')).toEqual({ ...chosen, stateOfResidence: 'Ogun', localGovernmentOfResidence: undefined });
    expect(withFilter(chosen, 'stateOfResidence', 'Ogun')).not.toHaveProperty('localGovernmentOfResidence');
  });

  it('clears the school when the district changes, and keeps everything when a filter is set to what it was', () => {
    expect(withFilter(chosen, 'district', null)).not.toHaveProperty('school');
    expect(withFilter(chosen, 'district', ikeja)).toEqual(chosen);
  });

  it('removes a filter set to nothing', () => {
    expect(withFilter(chosen, 'gender', '')).not.toHaveProperty('gender');
  });

  it('clears the filters but keeps the sort', () => {
    expect(withoutFilters({ ...chosen, sortBy: 'name', sortDirection: 'desc' })).toEqual({ sortBy: 'name', sortDirection: 'desc' });
    expect(filterCount({ ...chosen, sortBy: 'name' })).toBe(6);
  });
});

describe('sorting', () => {
  it('turns the table’s sort into the URL’s and back', () => {
    const search = withSort({ gender: 'female' }, { column: 'district', direction: 'descending' });
    expect(search).toEqual({ gender: 'female', sortBy: 'district', sortDirection: 'desc' });
    expect(sortDescriptorOf(search)).toEqual({ column: 'district', direction: 'descending' });
    expect(sortDescriptorOf({})).toBeUndefined();
  });
});

describe('staffSearchQueryOf', () => {
  it('asks for at most 1000 rows, list filters as lists of one, and ascending when only a column is given', () => {
    expect(staffSearchQueryOf({ district: ikeja, gender: 'female', accountStatus: 'Active', sortBy: 'name' })).toEqual(
      expect.objectContaining({ district: [ikeja], gender: 'female', accountStatus: ['Active'], sortBy: 'name', sortDirection: 'asc', limit: 1000 }),
    );
    expect(staffSearchQueryOf({}).sortDirection).toBeUndefined();
  });

  it('knows a list stops short of the total', () => {
    expect(isLimited({ staff: [], total: 0, moreThanTotal: false })).toBe(false);
    expect(isLimited({ staff: new Array(1000).fill(null), total: 4312, moreThanTotal: false })).toBe(true);
    // The server stopped counting at the page's own length (the autocomplete's countUpTo=0).
    expect(isLimited({ staff: new Array(5).fill(null), total: 5, moreThanTotal: true })).toBe(true);
  });
});
