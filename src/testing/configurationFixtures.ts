// What the configuration's tests and stories show: a forecast, data-quality counts and districts of the demo's kind.
import type { DistrictFigures, RetirementForecast, SchoolDataQuality, StaffDataQuality, StudentDataQuality } from '../features/configuration/configuration.form';

export const districtOne = { id: '3f1c2a4e-0000-4000-8000-000000000001', name: 'District I' };
export const districtTwo = { id: '3f1c2a4e-0000-4000-8000-000000000002', name: 'District II' };

export const forecastFixture: RetirementForecast = {
  criteria: { maximumAge: 60, maximumYearsOfService: 35 },
  asOf: '2026-11-26',
  years: [2026, 2027, 2028, 2029, 2030],
  rows: [
    { district: districtOne, staffType: 'Teaching', overdue: 2, byYear: [1, 4, 3, 0, 6] },
    { district: districtOne, staffType: 'Non-Teaching', overdue: 0, byYear: [0, 1, 0, 2, 1] },
    { district: districtTwo, staffType: 'Teaching', overdue: 1, byYear: [0, 2, 5, 1, 0] },
    { district: null, staffType: 'Non-Teaching', overdue: 0, byYear: [0, 0, 1, 0, 0] },
  ],
  total: { overdue: 3, byYear: [1, 7, 9, 3, 7] },
  unknown: 4,
};

/** The same staff once the retirement age is 65: fewer retire soon. */
export const laterForecastFixture: RetirementForecast = {
  ...forecastFixture,
  criteria: { maximumAge: 65, maximumYearsOfService: 35 },
  rows: [{ district: districtOne, staffType: 'Teaching', overdue: 1, byYear: [0, 1, 1, 0, 2] }],
  total: { overdue: 1, byYear: [0, 1, 1, 0, 2] },
};

const staffCounts = (n: number) => ({ noOracleNumber: n, noTescomNumber: n + 1, noSubebNumber: 0, noDateOfBirth: 2 * n, noDateOfFirstAppointment: n, duplicate: n > 0 ? 2 : 0 });

export const staffQualityFixture: StaffDataQuality = {
  total: staffCounts(5),
  byDistrict: [
    { district: districtOne, counts: staffCounts(3) },
    { district: districtTwo, counts: staffCounts(0) },
  ],
};

export const studentQualityFixture: StudentDataQuality = {
  total: { noClass: 4, noGuardianPhone: 12, duplicate: 0 },
  byDistrict: [
    { district: districtOne, counts: { noClass: 4, noGuardianPhone: 7, duplicate: 0 } },
    { district: districtTwo, counts: { noClass: 0, noGuardianPhone: 5, duplicate: 0 } },
  ],
};

export const schoolQualityFixture: SchoolDataQuality = {
  total: { noPrincipal: 2, noStudents: 1 },
  byDistrict: [
    { district: districtOne, counts: { noPrincipal: 1, noStudents: 1 } },
    { district: districtTwo, counts: { noPrincipal: 1, noStudents: 0 } },
  ],
};

export const districtFiguresFixture: DistrictFigures[] = [
  { ...districtOne, accountStatus: 'approved', schoolCount: 12, staffCount: 340, studentCount: 5120 },
  { ...districtTwo, accountStatus: 'approved', schoolCount: 9, staffCount: 210, studentCount: 3900 },
  { id: '3f1c2a4e-0000-4000-8000-000000000003', name: 'Epe', accountStatus: 'pending', schoolCount: 0, staffCount: 1, studentCount: 0 },
];
