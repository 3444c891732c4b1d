// The /configuration page's pure part: the retirement criteria as typed and checked, what the state has left
// incomplete (read from its details), the forecast's numbers as the searches that list their staff, and the
// data-quality counts' names. The calls are configuration.calls.ts's.
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { isSchoolProblem, isStaffProblem, isStudentProblem, recordsHref, type RecordsSearch } from './records.search';

type Schemas = components['schemas'];
export type StateDetails = Schemas['StateDetails'];
export type RetirementForecast = Schemas['RetirementForecast'];
export type RetirementForecastRow = Schemas['RetirementForecastRow'];
export type StaffProblem = Schemas['StaffProblem'];
export type StudentProblem = Schemas['StudentProblem'];
export type SchoolProblem = Schemas['SchoolProblem'];
export type StaffDataQuality = Schemas['StaffDataQuality'];
export type StudentDataQuality = Schemas['StudentDataQuality'];
export type SchoolDataQuality = Schemas['SchoolDataQuality'];
export type DistrictFigures = Schemas['DistrictDashboard']['districts'][number];

// ───────────── retirement criteria ─────────────

export type RetirementValues = { maximumAge: number; maximumYearsOfService: number };

/** The contract's bounds (RetirementParametersUpdate), said as the form says them. */
export const retirementBounds = {
  maximumAge: { min: 40, max: 80, message: 'The retirement age has to be a whole number of years from 40 to 80' },
  maximumYearsOfService: { min: 10, max: 50, message: 'The years of service have to be a whole number from 10 to 50' },
} as const;

const wholeBetween = ({ min, max, message }: { min: number; max: number; message: string }) =>
  z.number({ error: message }).check(z.int({ error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));

export const retirementSchema = z.object({
  maximumAge: wholeBetween(retirementBounds.maximumAge),
  maximumYearsOfService: wholeBetween(retirementBounds.maximumYearsOfService),
});

export const retirementValuesOf = (state: StateDetails): RetirementValues => ({ ...state.retirementParameters });

export const retirementUpdateOf = (values: RetirementValues): Schemas['RetirementParametersUpdate'] => ({
  maximumAge: values.maximumAge,
  maximumYearsOfService: values.maximumYearsOfService,
});

/** Whether what a form holds differs from what the state has saved: the page warns before leaving it. */
export const differsFrom = (saved: Record<string, unknown>, typed: Record<string, unknown>) =>
  Object.keys(saved).some((key) => (typed[key] ?? '') !== (saved[key] ?? ''));

// ───────────── what is incomplete ─────────────

export type Incomplete = { id: string; text: string; href: string };

/** What keeps the state's report cards from being computed, from its details: each with where it is fixed. */
export function incompleteSettingsOf(state: StateDetails): Incomplete[] {
  const total = state.globalAssessment.reduce((sum, assessment) => sum + assessment.mark, 0);
  const found: (Incomplete | false)[] = [
    state.finalGrades.length === 0 && { id: 'grades', text: 'No final grades are set.', href: '/grading/configure-grades' },
    state.globalAssessment.length === 0
      ? { id: 'assessments', text: 'No assessments are set.', href: '/grading' }
      : total !== 100 && {
          id: 'assessments',
          text: `The assessments add up to ${total}%: report cards cannot be issued until they total 100%.`,
          href: '/grading',
        },
    state.affectiveDomain.length === 0 && { id: 'affective', text: 'No affective domain traits are set.', href: '/grading' },
    state.psychomotorSkill.length === 0 && { id: 'psychomotor', text: 'No psychomotor skills are set.', href: '/grading' },
  ];
  return found.filter((item): item is Incomplete => item !== false);
}

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** The report-card price (integer kobo) in naira. */
export const priceOf = (state: StateDetails) => naira.format(state.reportCardBilling.pricePerReportCard / 100);

// ───────────── the records behind a number ─────────────

/** The staff behind a forecast number: a row's (its district and staff type) or the total's, in a year or overdue. */
export const forecastHref = (row: RetirementForecastRow | null, retirement: number | 'overdue') =>
  recordsHref({
    kind: 'staff',
    retirement: String(retirement),
    ...(row?.district && { district: row.district.id }),
    ...(row?.staffType && { staffType: row.staffType }),
  });

export const staffProblemLabels: Record<StaffProblem, (terms: { oracleNumber: string; tescomNumber: string; subebNumber: string }) => string> = {
  noOracleNumber: (terms) => `No ${terms.oracleNumber}`,
  noTescomNumber: (terms) => `No ${terms.tescomNumber}`,
  noSubebNumber: (terms) => `No ${terms.subebNumber}`,
  noDateOfBirth: () => 'No date of birth',
  noDateOfFirstAppointment: () => 'No date of first appointment',
  duplicate: () => 'Same name and date of birth',
};

export const studentProblemLabels: Record<StudentProblem, string> = {
  noClass: 'No class',
  noGuardianPhone: "No guardian's phone number",
  duplicate: 'Same name and date of birth',
};

export const schoolProblemLabels: Record<SchoolProblem, string> = {
  noPrincipal: 'No principal',
  noStudents: 'No students',
};

/** What the records page is about, in words: its heading. */
export function recordsTitleOf(search: RecordsSearch, terms: { oracleNumber: string; tescomNumber: string; subebNumber: string }): string {
  const { kind = 'staff', retirement, problem } = search;
  if (kind === 'staff' && retirement) return retirement === 'overdue' ? 'Staff past a retirement limit' : `Staff retiring in ${retirement}`;
  if (kind === 'staff' && isStaffProblem(problem)) return `Staff: ${staffProblemLabels[problem](terms)}`;
  if (kind === 'students' && isStudentProblem(problem)) return `Students: ${studentProblemLabels[problem]}`;
  if (kind === 'schools' && isSchoolProblem(problem)) return `Schools: ${schoolProblemLabels[problem]}`;
  return kind === 'staff' ? 'Staff' : kind === 'students' ? 'Students' : 'Schools';
}
