// What the grading stories share: the demo state's grading settings and each form's actor in a given state.
import { submissionIn } from '../../.storybook/submission';
import { waecGrades } from '../lib/gradeBands';
import { stateDetailsFixture } from './fixtures';
import {
  assessmentsSchema,
  assessmentsValuesOf,
  gradesSchema,
  gradesValuesOf,
  reportCardValuesOf,
  traitsSchema,
  traitValuesOf,
  type StateDetails,
} from '../features/grading/grading.form';

export const gradedState: StateDetails = stateDetailsFixture({
  finalGrades: waecGrades.map((grade, index) => ({ id: `00000000-0000-4000-8000-00000000000${index}`, ...grade, createdAt: '2026-01-05T09:00:00.000Z' })),
  globalAssessment: [
    {
      id: '10000000-0000-4000-8000-000000000001',
      assessmentName: 'First Test',
      mark: 20,
    },
    {
      id: '10000000-0000-4000-8000-000000000002',
      assessmentName: 'Second Test',
      mark: 20,
    },
    {
      id: '10000000-0000-4000-8000-000000000003',
      assessmentName: 'Examination',
      mark: 60,
    },
  ],
  affectiveDomain: ['Punctuality', 'Neatness', 'Politeness'].map((name) => ({
    name,
    description: null,
  })),
  psychomotorSkill: ['Handwriting', 'Sports'].map((name) => ({
    name,
    description: null,
  })),
  subjects: ['Mathematics', 'English Language', 'Basic Science'].map((name, index) => ({
    id: `20000000-0000-4000-8000-00000000000${index}`,
    name,
  })),
  classes: [{ id: '30000000-0000-4000-8000-000000000001', name: 'JSS 1' }],
});

type State = Parameters<typeof submissionIn>[0];
type Failure = {
  error?: string;
  details?: { field: string; message: string }[];
};

export const gradesIn = (state: State, values = gradesValuesOf(gradedState), failure: Failure = {}) =>
  submissionIn(state, { values, schema: gradesSchema, ...failure });
export const assessmentsIn = (state: State, values = assessmentsValuesOf(gradedState), failure: Failure = {}) =>
  submissionIn(state, { values, schema: assessmentsSchema, ...failure });
export const affectiveIn = (state: State) =>
  submissionIn(state, {
    values: traitValuesOf(gradedState, 'affectiveDomain'),
    schema: traitsSchema('affectiveDomain'),
  });
export const psychomotorIn = (state: State) =>
  submissionIn(state, {
    values: traitValuesOf(gradedState, 'psychomotorSkill'),
    schema: traitsSchema('psychomotorSkill'),
  });
export const reportCardIn = (state: State, failure: Failure = {}) => submissionIn(state, { values: reportCardValuesOf(gradedState), ...failure });
