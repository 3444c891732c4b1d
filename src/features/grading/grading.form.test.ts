import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { failureShown } from '../../machines/formSubmission.machine';
import { fieldErrorsOf } from '../../lib/fieldErrors';
import { stateDetailsFixture } from '../../testing/fixtures';
import {
  assessmentsInputOf,
  assessmentsSchema,
  assessmentsValuesOf,
  emptyGradeRow,
  gradesSchema,
  gradesValuesOf,
  totalNotice,
  totalOf,
  traitsSchema,
} from './grading.form';

const row = (gradeLabel: string, minimumMark: number, maximumMark: number) => ({
  gradeLabel,
  remark: 'Remark',
  minimumMark,
  maximumMark,
});

describe('the grades form', () => {
  it('starts from the state’s bands, or one empty row', () => {
    expect(gradesValuesOf(stateDetailsFixture()).finalGrades).toEqual([emptyGradeRow]);
  });

  it('shows each band problem beside its row, as the server names it', () => {
    const values = {
      finalGrades: [row('A1', 75, 100), row('B2', 70, 80), row('F9', 0, 69)],
    };
    expect(fieldErrorsOf(gradesSchema, values)).toEqual({
      'finalGrades.1.maximumMark': 'overlaps A1, 75–100',
    });
    const refused = new ApiError('The grades must hold every mark from 0 to 100 exactly once', {
      status: 400,
      details: [
        {
          field: 'finalGrades[1].maximumMark',
          message: 'overlaps A1, 75–100',
        },
      ],
    });
    expect(failureShown(refused, values).fieldErrors).toEqual({
      'finalGrades.1.maximumMark': 'overlaps A1, 75–100',
    });
  });

  it('needs every field of a row, and at least one row', () => {
    expect(fieldErrorsOf(gradesSchema, { finalGrades: [emptyGradeRow] })).toMatchObject({
      'finalGrades.0.gradeLabel': 'This Field is required',
      'finalGrades.0.minimumMark': 'Number has to be between 0 and 100',
    });
    expect(gradesSchema.safeParse({ finalGrades: [] }).success).toBe(false);
  });
});

describe('the assessments form', () => {
  it('keeps the ids of saved assessments and sends new rows without one', () => {
    const state = stateDetailsFixture({
      globalAssessment: [{ id: 'a1', assessmentName: 'Exam', mark: 60 }],
    });
    const values = assessmentsValuesOf(state);
    values.globalAssessment.push({ assessmentName: ' Test ', mark: 40 });
    expect(assessmentsInputOf(values)).toEqual({
      globalAssessment: [
        { id: 'a1', assessmentName: 'Exam', mark: 60 },
        { assessmentName: 'Test', mark: 40 },
      ],
    });
  });

  it('counts the running total, saves one under 100 with a notice, and refuses one over 100', () => {
    expect(
      totalOf([
        { assessmentName: 'Exam', mark: 60 },
        { assessmentName: '', mark: Number.NaN },
      ]),
    ).toBe(60);
    expect(totalNotice(100)).toBeNull();
    expect(totalNotice(60)).toBe('The marks add up to 60: report cards cannot be issued until they add up to 100');
    expect(
      assessmentsSchema.safeParse({
        globalAssessment: [{ assessmentName: 'Exam', mark: 60 }],
      }).success,
    ).toBe(true);
    expect(
      fieldErrorsOf(assessmentsSchema, {
        globalAssessment: [
          { assessmentName: 'Test', mark: 50 },
          { assessmentName: 'Exam', mark: 60 },
        ],
      }),
    ).toEqual({
      globalAssessment: 'The marks add up to 110; they may not add up to more than 100',
    });
  });
});

describe('the traits forms', () => {
  it('need a name of more than 2 characters in each row', () => {
    expect(
      fieldErrorsOf(traitsSchema('affectiveDomain'), {
        affectiveDomain: [
          { name: 'Punctuality', description: null },
          { name: 'ab', description: null },
        ],
      }),
    ).toEqual({
      'affectiveDomain.1.name': 'This field must be more than 2 characters',
    });
  });
});
