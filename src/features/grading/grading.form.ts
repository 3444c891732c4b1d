// The grading forms as typed, checked and sent: the final grade bands (each row's rules, then the bands as a whole,
// the same rule the server applies: src/lib/gradeBands.ts), the global assessments (a running total that may not pass
// 100), the traits a report card rates, and what a report card shows. Each form's values are keyed as the contract's
// body is, so a refusal's `details` (`finalGrades[1].maximumMark`) land beside the row they name.
import { z } from 'zod/mini';
import type { components } from '../../api/schema.gen';
import { assessmentsTotal, assessmentsTotalProblem, gradeBandProblems } from '../../lib/gradeBands';

export { assessmentsTotal };
import { assessmentRowSchema, gradeRowSchema, nameSchema } from '../../lib/validation';

type Schemas = components['schemas'];
export type StateDetails = Schemas['StateDetails'];
export type Grade = Schemas['Grade'];
export type GlobalAssessment = Schemas['GlobalAssessment'];
export type DomainItem = Schemas['DomainItem'];
export type ReportCardConfiguration = Schemas['ReportCardConfiguration'];

export type GradeRow = Pick<Grade, 'gradeLabel' | 'remark' | 'minimumMark' | 'maximumMark'>;
export type GradesValues = { finalGrades: GradeRow[] };

export type AssessmentRow = {
  id?: string;
  assessmentName: string;
  mark: number;
};
export type AssessmentsValues = { globalAssessment: AssessmentRow[] };

export type TraitList = 'affectiveDomain' | 'psychomotorSkill';
export type TraitRow = { name: string; description: string | null };
export type TraitValues = Partial<Record<TraitList, TraitRow[]>>;

export type ReportCardValues = ReportCardConfiguration;

/** The state's current session and term, which the sample report card is dated with. */
export type CurrentPeriod = { sessionName: string; termName: string | null };

export const emptyGradeRow: GradeRow = {
  gradeLabel: '',
  remark: '',
  minimumMark: Number.NaN,
  maximumMark: Number.NaN,
};
export const emptyAssessmentRow: AssessmentRow = {
  assessmentName: '',
  mark: Number.NaN,
};
export const emptyTraitRow: TraitRow = { name: '', description: null };

/** A form starts with the state's rows, or one empty row: every list keeps at least one (SPEC section 5). */
const rowsOrOne = <T>(rows: T[], empty: T) => (rows.length > 0 ? rows : [empty]);

export const gradesValuesOf = (state: StateDetails): GradesValues => ({
  finalGrades: rowsOrOne(
    state.finalGrades.map(({ gradeLabel, remark, minimumMark, maximumMark }) => ({
      gradeLabel,
      remark,
      minimumMark,
      maximumMark,
    })),
    emptyGradeRow,
  ),
});

export const assessmentsValuesOf = (state: StateDetails): AssessmentsValues => ({
  globalAssessment: rowsOrOne(
    state.globalAssessment.map(({ id, assessmentName, mark }) => ({
      id,
      assessmentName,
      mark,
    })),
    emptyAssessmentRow,
  ),
});

export const traitValuesOf = (state: StateDetails, list: TraitList): TraitValues => ({ [list]: rowsOrOne(state[list], emptyTraitRow) });

export const reportCardValuesOf = (state: StateDetails): ReportCardValues => ({
  ...state.reportCardConfigurations,
});

/** The marks of the rows typed so far (a row not yet given a mark counts nothing). */
export const totalOf = (rows: readonly AssessmentRow[]) => rows.reduce((sum, row) => sum + (Number.isFinite(row.mark) ? row.mark : 0), 0);

/** What the page says while the assessments do not add up to 100, or null when they do. */
export function totalNotice(total: number): string | null {
  if (total === assessmentsTotal) return null;
  if (total > assessmentsTotal) return assessmentsTotalProblem(total);
  return `The marks add up to ${total}: report cards cannot be issued until they add up to ${assessmentsTotal}`;
}

export const gradesSchema = z.object({ finalGrades: z.array(gradeRowSchema).check(z.minLength(1)) }).check(
  z.superRefine((values, ctx) => {
    for (const problem of gradeBandProblems(values.finalGrades)) {
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        path: ['finalGrades', problem.row, problem.field],
      });
    }
  }),
);

export const assessmentsSchema = z
  .object({
    globalAssessment: z.array(assessmentRowSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((values, ctx) => {
      const tooMuch = assessmentsTotalProblem(totalOf(values.globalAssessment));
      if (tooMuch)
        ctx.addIssue({
          code: 'custom',
          message: tooMuch,
          path: ['globalAssessment'],
        });
    }),
  );

export const traitsSchema = (list: TraitList) =>
  z.object({
    [list]: z.array(z.object({ name: nameSchema })).check(z.minLength(1)),
  });

export const gradesInputOf = (values: GradesValues): Schemas['FinalGradesUpdate'] => ({
  finalGrades: values.finalGrades.map((row) => ({
    ...row,
    gradeLabel: row.gradeLabel.trim(),
    remark: row.remark.trim(),
  })),
});

export const assessmentsInputOf = (values: AssessmentsValues): Schemas['GlobalAssessmentUpdate'] => ({
  globalAssessment: values.globalAssessment.map(({ id, assessmentName, mark }) => ({
    ...(id ? { id } : {}),
    assessmentName: assessmentName.trim(),
    mark,
  })),
});

export const traitsOf = (values: TraitValues, list: TraitList): TraitRow[] =>
  (values[list] ?? []).map((row) => ({
    name: row.name.trim(),
    description: row.description,
  }));
