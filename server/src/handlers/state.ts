import { callerOf, scopeOf } from '../plugins/access';
import { notFound } from '../errors';
import { readUpload, withStoredFile } from '../services/uploads';
import type { Services } from '../services';
import { chooseOfferedClasses } from '../data/classes';
import { chooseOfferedSubjects } from '../data/subjects';
import { retirementForecast, retirementParametersOf } from '../data/retirement';
import { today } from '../data/students';
import { stateStatistics } from '../services/statistics';
import { pickFields } from './fields';
import { stateDetailsOf, terminologyKeys } from '../data/representations';
import type { BodyOf, Handlers } from '../contractTypes';

const retirementFields = ['maximumAge', 'maximumYearsOfService'] as const satisfies readonly (keyof BodyOf<'configureRetirementCriteria'>)[];

/** What updateState copies from its body; the rest of a state (status, owner, settings) has calls of its own. */
const stateProfileFields = ['address', 'addressCoordinates', 'emails', 'phoneNumbers', 'motto'] as const satisfies readonly (keyof BodyOf<'updateState'>)[];

export function stateHandlers(services: Services): Handlers {
  return {
    async viewStateDetails(request) {
      const scope = scopeOf(request);
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async updateState(request) {
      const scope = scopeOf(request);
      await scope.updateState(pickFields(request.body, stateProfileFields));
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async uploadStateLogo(request) {
      const scope = scopeOf(request);
      if (request.params.id !== scope.stateId) throw notFound('State');
      const upload = await readUpload(request, ['image'], services.config.imageMaxBytes);
      await withStoredFile(services, scope, callerOf(request), 'state-logo', upload, async (tx, file) => {
        const state = await tx.findState({ forUpdate: true });
        await tx.updateState({ logoLocation: file.location });
        return state.logoLocation;
      });
      return stateDetailsOf(scope.db, scope.stateId);
    },

    // The configure pages: which subjects and classes the state offers (see chooseOffered for the rules).
    async addSubjectsToState(request) {
      const scope = scopeOf(request);
      await scope.transaction((tx) => chooseOfferedSubjects(tx, request.body));
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async addClassesToState(request) {
      const scope = scopeOf(request);
      await scope.transaction((tx) => chooseOfferedClasses(tx, request.body));
      return stateDetailsOf(scope.db, scope.stateId);
    },

    // Only a super-admin switched into the state reaches this (x-permission: superAdmin), so a state never sets its own charge.
    async configureReportCardBilling(request) {
      const scope = scopeOf(request);
      const { pricePerReportCard } = request.body;
      await scope.transaction(async (tx) => {
        const state = await tx.findState({ forUpdate: true });
        await tx.updateState({ reportCardBilling: { ...state.reportCardBilling, pricePerReportCard } });
      });
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async configureStateTerminologies(request) {
      const scope = scopeOf(request);
      const sent = pickFields(request.body, terminologyKeys);
      const trimmed = Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, value?.trim() || null]));
      await scope.transaction(async (tx) => {
        const state = await tx.findState({ forUpdate: true });
        await tx.updateState({ terminologies: { ...state.terminologies, ...trimmed } });
      });
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async configureRetirementCriteria(request) {
      const scope = scopeOf(request);
      await scope.transaction(async (tx) => {
        const state = await tx.findState({ forUpdate: true });
        await tx.updateState({ retirementParameters: { ...retirementParametersOf(state), ...pickFields(request.body, retirementFields) } });
      });
      return stateDetailsOf(scope.db, scope.stateId);
    },

    async viewRetirementForecast(request) {
      return retirementForecast(scopeOf(request), today());
    },

    async viewStateStatistics(request) {
      return stateStatistics(scopeOf(request));
    },
  };
}
