import { eq } from 'drizzle-orm';
import { callerOf } from '../plugins/access';
import { states } from '../db/schema';
import { notFound } from '../errors';
import { readUpload, storeFile } from '../services/uploads';
import type { Services } from '../services';
import { chooseOfferedClasses, chooseOfferedSubjects } from './academic';
import { stateDetailsOf } from './representations';
import type { Handlers } from './types';

export function stateHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    async viewStateDetails(request) {
      return stateDetailsOf(db, callerOf(request).stateId);
    },

    async updateState(request) {
      const caller = callerOf(request);
      await db.update(states).set(request.body).where(eq(states.id, caller.stateId));
      return stateDetailsOf(db, caller.stateId);
    },

    async uploadStateLogo(request) {
      const caller = callerOf(request);
      if (request.params.id !== caller.stateId) throw notFound('State');
      const upload = await readUpload(request, ['image'], services.config.imageMaxBytes);
      await db.transaction(async (tx) => {
        const file = await storeFile(services, tx, caller.stateId, 'state-logo', upload);
        await tx.update(states).set({ logoLocation: file.location }).where(eq(states.id, caller.stateId));
      });
      return stateDetailsOf(db, caller.stateId);
    },

    // The configure pages: which subjects and classes the state offers (see chooseOffered for the rules).
    async addSubjectsToState(request) {
      const caller = callerOf(request);
      await db.transaction((tx) => chooseOfferedSubjects(tx, caller.stateId, request.body));
      return stateDetailsOf(db, caller.stateId);
    },

    async addClassesToState(request) {
      const caller = callerOf(request);
      await db.transaction((tx) => chooseOfferedClasses(tx, caller.stateId, request.body));
      return stateDetailsOf(db, caller.stateId);
    },

    async configureStateTerminologies(request) {
      const caller = callerOf(request);
      await db.transaction(async (tx) => {
        const [state] = await tx.select({ terminologies: states.terminologies }).from(states).where(eq(states.id, caller.stateId)).for('update');
        const trimmed = Object.fromEntries(Object.entries(request.body).map(([key, value]) => [key, value?.trim() || null]));
        await tx.update(states).set({ terminologies: { ...state?.terminologies, ...trimmed } }).where(eq(states.id, caller.stateId));
      });
      return stateDetailsOf(db, caller.stateId);
    },
  };
}
