// The state's grading settings, described once: each section's form (its starting values from the state's details,
// its rules, its call and its message: 'Configuration changes saved successfully', as the contract assigns them) and
// the read of the current session and term the report-card preview is dated with.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import type { CallOptions } from '../../shared/calls';
import {
  assessmentsInputOf,
  assessmentsSchema,
  assessmentsValuesOf,
  gradesInputOf,
  gradesSchema,
  gradesValuesOf,
  reportCardValuesOf,
  traitsOf,
  traitsSchema,
  traitValuesOf,
  type AssessmentsValues,
  type CurrentPeriod,
  type GlobalAssessment,
  type GradesValues,
  type ReportCardValues,
  type StateDetails,
  type TraitList,
  type TraitValues,
} from './grading.form';

export const grading = {
  /** The current session and its current term, for the preview's heading; null when the state has none current. */
  currentPeriod: async (call: CallOptions): Promise<CurrentPeriod | null> => {
    const { sessions } = dataOf(await portalClient.GET('/session/view-session-by-state', call));
    const session = sessions.find((candidate) => candidate.isCurrent);
    return session
      ? {
          sessionName: session.name,
          termName: session.terms.find((term) => term.isCurrent)?.name ?? null,
        }
      : null;
  },

  /** PATCH /state/add-final-grades-to-state. */
  gradesForm: (state: StateDetails): FormDescription<GradesValues, StateDetails> => ({
    values: gradesValuesOf(state),
    schema: gradesSchema,
    successMessage: successMessages.configurationSaved,
    redirectTo: '/grading',
    submit: async (values, call) =>
      dataOf(
        await portalClient.PATCH('/state/add-final-grades-to-state', {
          body: gradesInputOf(values),
          ...call,
        }),
      ),
  }),

  /** PATCH /state/configure-global-assessment. */
  assessmentsForm: (state: StateDetails): FormDescription<AssessmentsValues, GlobalAssessment[]> => ({
    values: assessmentsValuesOf(state),
    schema: assessmentsSchema,
    successMessage: successMessages.configurationSaved,
    submit: async (values, call) =>
      dataOf(
        await portalClient.PATCH('/state/configure-global-assessment', {
          body: assessmentsInputOf(values),
          ...call,
        }),
      ).globalAssessment,
  }),

  /** PATCH /state/configure-affective-domain or /state/configure-psychomotor-skill. */
  traitsForm: (state: StateDetails, list: TraitList): FormDescription<TraitValues, StateDetails> => ({
    values: traitValuesOf(state, list),
    schema: traitsSchema(list),
    successMessage: successMessages.configurationSaved,
    submit: async (values, call) =>
      list === 'affectiveDomain'
        ? dataOf(
            await portalClient.PATCH('/state/configure-affective-domain', {
              body: { affectiveDomain: traitsOf(values, list) },
              ...call,
            }),
          )
        : dataOf(
            await portalClient.PATCH('/state/configure-psychomotor-skill', {
              body: { psychomotorSkill: traitsOf(values, list) },
              ...call,
            }),
          ),
  }),

  /** PATCH /state/report-card-configuration. */
  reportCardForm: (state: StateDetails): FormDescription<ReportCardValues, StateDetails> => ({
    values: reportCardValuesOf(state),
    successMessage: successMessages.configurationSaved,
    submit: async (values, call) =>
      dataOf(
        await portalClient.PATCH('/state/report-card-configuration', {
          body: values,
          ...call,
        }),
      ),
  }),
};
