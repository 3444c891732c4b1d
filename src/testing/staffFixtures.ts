// Story data: staff as GET /staff/search lists them, the lists the search's selectors choose from, and a staff member.
import { staffFixture } from './fixtures';
import type { StaffMember } from '../features/staff/staffEdit.form';
import type { StaffList, StaffListItem } from '../features/staff/staffSearch.form';
import type { StaffFilterOptions } from '../shared/filterOptions.calls';

const districts = [
  { id: '9e730213-49e8-4c8d-8bf1-985d75def34c', name: 'District I' },
  { id: 'a1b2c3d4-49e8-4c8d-8bf1-985d75def34c', name: 'District II' },
];

const schools = [
  { id: 'f9ae3b08-a20c-4544-8daa-483225e7d34c', name: 'Agege Junior Grammar School', districtId: districts[0]!.id },
  { id: 'e8ad2a07-a20c-4544-8daa-483225e7d34c', name: 'Kosofe Senior High School', districtId: districts[1]!.id },
];

export const filterOptionsFixture: StaffFilterOptions = {
  districts,
  schools,
  states: null,
  places: [
    {
      country: 'Nigeria',
      states: [
        { name: 'Enugu', lgas: ['Nsukka', 'Udi'] },
        { name: 'Lagos', lgas: ['Epe', 'Ikeja'] },
      ],
    },
  ],
};

const firstNames = ['Adebayo', 'Chiamaka', 'Emeka', 'Funmilayo', 'Ibrahim', 'Ngozi', 'Segun', 'Aisha', 'Tunde', 'Yusuf'];
const lastNames = ['Adeyemi', 'Okonkwo', 'Bello', 'Abubakar', 'Ogunleye', 'Ibe', 'Eze', 'Okafor', 'Balogun', 'Musa'];

/** The `index`th staff member of a made-up Lagos list, as the list shows them. */
export function staffListItemFixture(index: number): StaffListItem {
  const firstName = firstNames[index % firstNames.length]!;
  const lastName = lastNames[Math.floor(index / firstNames.length) % lastNames.length]!;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: index % 2 ? 'Mrs' : 'Mr',
    firstName,
    middleName: null,
    lastName,
    email: `staff${index}@lagos.edu.test`,
    gender: index % 2 ? 'female' : 'male',
    oracleNumber: `OR${100200 + index}`,
    staffType: index % 3 ? 'Teaching' : 'Non-Teaching',
    accountStatus: index % 7 === 6 ? 'Suspended' : 'Active',
    dateOfEmployment: `${2000 + (index % 20)}-09-01`,
    districtName: districts[index % 2]!.name,
    schoolName: schools[index % 2]!.name,
  };
}

export const staffListFixture: StaffList = { staff: Array.from({ length: 6 }, (_, index) => staffListItemFixture(index)), total: 6, moreThanTotal: false };

/**
 * A search that found more than it was given: the server gives the first 1000; the story gives 20 (a thousand rows
 * outlast a story test's time, most of it in the accessibility check), which the view treats alike.
 */
export const limitedStaffListFixture: StaffList = { staff: Array.from({ length: 20 }, (_, index) => staffListItemFixture(index)), total: 4312, moreThanTotal: false };

/** A teacher with every field of the staff form filled. */
export const staffMemberFixture: StaffMember = staffFixture({
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  title: 'Mr',
  firstName: 'Emeka',
  lastName: 'Bello',
  username: 'emeka.bello',
  email: 'emeka.bello@lagos.edu.test',
  phoneNumber: { code: '+234', number: '8032000002' },
  gender: 'male',
  dob: '1972-03-15',
  maritalStatus: 'Married',
  address: '12 Ikorodu Road, Kosofe',
  areaOfSpecialization: 'Mathematics',
  oracleNumber: 'OR100202',
  tescomNumber: 'TS5002',
  countryOfOrigin: 'Nigeria',
  stateOfOrigin: 'Enugu',
  localGovernmentOfOrigin: 'Nsukka',
  countryOfResidence: 'Nigeria',
  stateOfResidence: 'Lagos',
  localGovernmentOfResidence: 'Ikeja',
  dateOfFirstAppointment: '2007-09-01',
  dateOfEmployment: '2007-09-01',
  dateOfPresentAppointment: '2015-01-05',
  dateOfLastPromotion: '2019-01-07',
  lastDateOfPosting: '2021-09-13',
  staffType: 'Teaching',
  district: districts[1]!,
  school: { id: schools[1]!.id, name: schools[1]!.name },
  schoolRoles: [{ role: 'Principal', staff: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d' }],
});
