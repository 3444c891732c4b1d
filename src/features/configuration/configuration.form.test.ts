import { describe, expect, it } from 'vitest';
import { defaultTerminology } from '../../services/terminology';
import { stateDetailsFixture } from '../../testing/fixtures';
import { differsFrom, forecastHref, incompleteSettingsOf, priceOf, recordsTitleOf, retirementSchema } from './configuration.form';
import { forecastFixture } from '../../testing/configurationFixtures';
import { recordsList, recordsSearchOf, staffSortOf, studentSortOf } from './records.search';

describe('the retirement criteria', () => {
  it('takes whole years within the contract’s bounds, and says which is wrong in words', () => {
    expect(retirementSchema.safeParse({ maximumAge: 60, maximumYearsOfService: 35 }).success).toBe(true);
    const refused = retirementSchema.safeParse({ maximumAge: 60.5, maximumYearsOfService: 51 });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['maximumAge', 'The retirement age has to be a whole number of years from 40 to 80'],
      ['maximumYearsOfService', 'The years of service have to be a whole number from 10 to 50'],
    ]);
  });

  it('counts a section unsaved when a value differs from the saved one', () => {
    expect(differsFrom({ maximumAge: 60 }, { maximumAge: 60 })).toBe(false);
    expect(differsFrom({ maximumAge: 60 }, { maximumAge: 65 })).toBe(true);
    expect(differsFrom({ district: '' }, {})).toBe(false);
  });
});

describe('what is incomplete', () => {
  it('names missing grades, assessments short of 100 and missing traits, each with where to set them', () => {
    const state = stateDetailsFixture({ globalAssessment: [{ id: '9c1f0000-0000-4000-8000-000000000002', assessmentName: 'Test', mark: 70 }] });
    expect(incompleteSettingsOf(state).map((item) => [item.id, item.href])).toEqual([
      ['grades', '/grading/configure-grades'],
      ['assessments', '/grading'],
      ['affective', '/grading'],
      ['psychomotor', '/grading'],
    ]);
    expect(incompleteSettingsOf(state)[1]?.text).toBe('The assessments add up to 70%: report cards cannot be issued until they total 100%.');
  });

  it('shows the report-card price in naira', () => {
    expect(priceOf(stateDetailsFixture({ reportCardBilling: { pricePerReportCard: 25050, currency: 'NGN' } }))).toBe('₦250.50');
  });
});

describe('the records behind a number', () => {
  it('opens a forecast row’s staff in a year, or the total’s overdue', () => {
    expect(forecastHref(forecastFixture.rows[0]!, 2028)).toBe('/configuration/records?kind=staff&retirement=2028&district=3f1c2a4e-0000-4000-8000-000000000001&staffType=Teaching');
    expect(forecastHref(null, 'overdue')).toBe('/configuration/records?kind=staff&retirement=overdue');
  });

  it('reads the URL (a year the router hands over as a number), dropping what it does not know', () => {
    expect(recordsSearchOf({ kind: 'staff', retirement: 2030, problem: 'noClass', district: 'x', staffType: 'Teaching' })).toEqual({ kind: 'staff', retirement: '2030', problem: 'noClass', staffType: 'Teaching' });
    expect(recordsSearchOf({ retirement: 'soon', kind: 'people' })).toEqual({});
  });

  it('keeps the table’s sort in the URL, each search taking only a column it sorts by', () => {
    const sorted = recordsList.withSort({ kind: 'students', problem: 'noClass' }, { column: 'admissionNumber', direction: 'descending' });
    expect(sorted).toEqual({ kind: 'students', problem: 'noClass', sortBy: 'admissionNumber', sortDirection: 'desc' });
    expect(studentSortOf(sorted)).toEqual({ sortBy: 'admissionNumber', sortDirection: 'desc' });
    expect(staffSortOf(sorted)).toEqual({});
    expect(recordsSearchOf({ sortBy: 'email', sortDirection: 'desc' })).toEqual({});
    expect(recordsList.sortDescriptorOf(recordsSearchOf({ sortBy: 'school' }))).toEqual({ column: 'school', direction: 'ascending' });
  });

  it('names the list in its heading, with the state’s terms', () => {
    const terms = { ...defaultTerminology, oracleNumber: 'IPPIS Number' };
    expect(recordsTitleOf({ kind: 'staff', retirement: 'overdue' }, terms)).toBe('Staff past a retirement limit');
    expect(recordsTitleOf({ kind: 'staff', retirement: '2029' }, terms)).toBe('Staff retiring in 2029');
    expect(recordsTitleOf({ kind: 'staff', problem: 'noOracleNumber' }, terms)).toBe('Staff: No IPPIS Number');
    expect(recordsTitleOf({ kind: 'students', problem: 'noGuardianPhone' }, terms)).toBe("Students: No guardian's phone number");
    expect(recordsTitleOf({ kind: 'schools', problem: 'noStudents' }, terms)).toBe('Schools: No students');
  });
});
