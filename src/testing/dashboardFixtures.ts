// Story data shaped like the demo state's dashboards (GET /dashboard/general, /staff/state-staffs-statistics,
// /dashboard/student, /school/state-schools-statistics).
import type { GeneralDashboardData } from '../features/dashboard/GeneralDashboard';
import type { SchoolDashboardData } from '../features/schools/SchoolDashboard';
import type { StaffDashboardData } from '../features/dashboard/StaffDashboard';
import type { StudentDashboardData } from '../features/dashboard/StudentDashboard';

const districts = [
  { id: '9bab21bd-4a47-4bc9-9fbd-fe58a542c7d6', name: 'Ikeja' },
  { id: '0698fb06-b0fc-4fbd-b040-058e0e879faa', name: 'Badagry' },
  { id: 'e011e82b-c683-40bb-97dd-4b8594eb49fe', name: 'Epe' },
  { id: '1c062440-51b4-4c95-8136-b2e92b939517', name: 'Ikorodu' },
];

export const generalDashboard: GeneralDashboardData = {
  statistics: { districtCount: 4, schoolCount: 128, staffCount: 3412, studentCount: 58240 },
  currentSession: { id: '337bd8ff-b279-4905-a63b-3c0ef4ea36f8', name: '2025/2026' },
  currentTerm: { id: 'c1263064-d1e7-4484-a04e-95f6faa2257d', name: 'Third Term' },
  upcomingEvents: [
    { _id: 'a42d0cfd-3991-4cbd-ac71-3c1108734e1b', name: 'Principals Meeting', eventType: 'Meeting', startDate: '2026-05-26', endDate: '2026-05-26' },
    { _id: 'ad84f5bc-9219-4e8b-bad8-30674399fd15', name: 'Third Term Examinations', eventType: 'Examination', startDate: '2026-07-06', endDate: '2026-07-17' },
    { _id: 'a374aa3f-dc06-447a-84b0-cefeff224fa7', name: 'Long Vacation', eventType: 'Vacation', startDate: '2026-07-24', endDate: '2026-09-13' },
  ],
};

const schools = [
  { id: '721e684b-1887-4fc3-8b16-b0be481062a4', name: 'Agege Junior Grammar School', category: 'Junior Secondary' as const, district: districts[0] ?? null },
  { id: 'a548e728-144a-4eaa-b0cf-cbaef1165207', name: 'Agege Senior High School 1', category: 'Senior Secondary' as const, district: districts[0] ?? null },
  { id: '7286d278-9ad6-425f-828d-bfcf26677a4c', name: 'Eti-Osa Junior Grammar School', category: 'Junior Secondary' as const, district: districts[2] ?? null },
];

export const staffDashboard: StaffDashboardData = {
  total: 3412,
  teaching: 2980,
  nonTeaching: 432,
  male: 1540,
  female: 1872,
  byDistrict: [
    ...districts.map((d, i) => ({ ...d, count: [1020, 760, 688, 912][i] ?? 0 })),
    { id: null, name: 'No district', count: 32 },
  ],
  bySchool: [...schools.map((s, i) => ({ id: s.id, name: s.name, count: [84, 77, 69][i] ?? 0 })), { id: null, name: 'No school', count: 3182 }],
  byStaffType: [
    { staffType: 'Teaching', count: 2980 },
    { staffType: 'Non-Teaching', count: 420 },
    { staffType: null, count: 12 },
  ],
  byGender: [
    { gender: 'male', count: 1540 },
    { gender: 'female', count: 1872 },
  ],
  byAccountStatus: [
    { accountStatus: 'Active', count: 3360 },
    { accountStatus: 'Unverified', count: 40 },
    { accountStatus: 'Suspended', count: 12 },
  ],
};

export const studentDashboard: StudentDashboardData = {
  total: 58240,
  male: 28410,
  female: 29830,
  byGender: [
    { gender: 'male', count: 28410 },
    { gender: 'female', count: 29830 },
  ],
  byClass: ['JSS 1', 'JSS 2', 'JSS 3', 'SS 1', 'SS 2', 'SS 3'].map((name, i) => ({
    id: `0000000${i}-0000-4000-8000-000000000000`,
    name,
    count: [10480, 10120, 9860, 9540, 9280, 8960][i] ?? 0,
  })),
  bySchool: [
    { id: '721e684b-1887-4fc3-8b16-b0be481062a4', name: 'Agege Junior Grammar School', count: 1840 },
    { id: 'a548e728-144a-4eaa-b0cf-cbaef1165207', name: 'Agege Senior High School 1', count: 1622 },
    { id: '7286d278-9ad6-425f-828d-bfcf26677a4c', name: 'Eti-Osa Junior Grammar School', count: 1490 },
    { id: null, name: 'No school', count: 12 },
  ],
};

export const schoolDashboard: SchoolDashboardData = {
  total: 128,
  byCategory: [
    { category: 'Junior Secondary', count: 64 },
    { category: 'Senior Secondary', count: 60 },
    { category: 'Technical', count: 4 },
  ],
  byDistrict: districts.map((d, i) => ({ ...d, count: [40, 28, 24, 36][i] ?? 0 })),
  bySchool: schools.map((s, i) => ({
    ...s,
    staffCount: [84, 77, 69][i] ?? 0,
    studentCount: [1840, 1622, 1490][i] ?? 0,
    maleStudentCount: [900, 810, 700][i] ?? 0,
    femaleStudentCount: [940, 812, 790][i] ?? 0,
  })),
};
