import { scopeOf } from '../plugins/access';
import { highestFirst, removeGlobalAssessment, saveFinalGrades, saveGlobalAssessments, traitsOf } from '../data/grading';
import { pickFields } from './fields';
import { stateDetailsOf } from '../data/representations';
import type { BodyOf, Handlers } from '../contractTypes';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];

/** What each row of the grading bodies brings; anything else a row holds never reaches the state. */
const gradeFields = ['gradeLabel', 'remark', 'minimumMark', 'maximumMark'] as const satisfies readonly (keyof Schemas['GradeInput'])[];
const assessmentFields = ['id', 'assessmentName', 'mark'] as const satisfies readonly (keyof Schemas['GlobalAssessmentInput'])[];
const traitFields = ['name', 'description'] as const satisfies readonly (keyof Schemas['DomainItemInput'])[];
const reportCardFields = [
  'showPosition',
  'showClassAverage',
  'showAttendance',
  'showAffectiveDomain',
  'showPsychomotorSkill',
  'teacherCommentRequired',
  'principalCommentRequired',
  'ratingScaleMaximum',
  'passMark',
] as const satisfies readonly (keyof BodyOf<'configureReportCard'>)[];

/** Each row of a list body, copied field by field. */
const rowsOf = <T extends object, K extends keyof T>(rows: readonly T[], names: readonly K[]) => rows.map((row) => pickFields(row, names) as Pick<T, K>);

export function gradingHandlers(): Handlers {
  return {
    async addFinalGrades(request) {
      const scope = scopeOf(request);
      await saveFinalGrades(scope, rowsOf(request.body.finalGrades, gradeFields));
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async listFinalGrades(request) {
      const state = await scopeOf(request).findState();
      return { finalGrades: highestFirst(state.finalGrades) };
    },

    async listGlobalAssessments(request) {
      const state = await scopeOf(request).findState();
      return { globalAssessment: state.globalAssessment };
    },

    async configureGlobalAssessment(request) {
      const scope = scopeOf(request);
      await saveGlobalAssessments(scope, rowsOf(request.body.globalAssessment, assessmentFields));
      return { globalAssessment: (await scope.findState()).globalAssessment };
    },

    async deleteGlobalAssessment(request) {
      return { globalAssessment: await removeGlobalAssessment(scopeOf(request), request.params.id) };
    },

    async configureAffectiveDomain(request) {
      const scope = scopeOf(request);
      await scope.updateState({ affectiveDomain: traitsOf('affectiveDomain', rowsOf(request.body.affectiveDomain, traitFields)) });
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async configurePsychomotorSkill(request) {
      const scope = scopeOf(request);
      await scope.updateState({ psychomotorSkill: traitsOf('psychomotorSkill', rowsOf(request.body.psychomotorSkill, traitFields)) });
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async configureReportCard(request) {
      const scope = scopeOf(request);
      const sent = pickFields(request.body, reportCardFields);
      await scope.transaction(async (tx) => {
        const state = await tx.findState({ forUpdate: true });
        await tx.updateState({ reportCardConfigurations: { ...state.reportCardConfigurations, ...sent } });
      });
      return stateDetailsOf(scope.db, scope.stateId);
    },
  };
}
