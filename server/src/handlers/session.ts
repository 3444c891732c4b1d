import { eq } from 'drizzle-orm';
import { callerOf } from '../plugins/access';
import { sessions, terms } from '../db/schema';
import type { Services } from '../services';
import {
  checkDateOrder,
  checkSessionFits,
  checkSessionName,
  checkTermFits,
  findSession,
  findTerm,
  lockState,
  makeSessionCurrent,
  makeTermCurrent,
  nameOf,
  sessionOf,
  sessionsOf,
  termOf,
} from './academic';
import type { Handlers } from './types';

export function sessionHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    async listSessions(request) {
      return { sessions: await sessionsOf(db, callerOf(request).stateId) };
    },

    async viewSession(request) {
      return sessionOf(db, callerOf(request).stateId, request.params.id);
    },

    async addSession(request, reply) {
      const { stateId } = callerOf(request);
      const { isCurrent = false, ...candidate } = request.body;
      checkSessionName(candidate.name);
      checkDateOrder(candidate, candidate);
      const id = await db.transaction(async (tx) => {
        await lockState(tx, stateId);
        await checkSessionFits(tx, stateId, candidate);
        const [row] = await tx.insert(sessions).values({ stateId, ...candidate }).returning({ id: sessions.id });
        if (!row) throw new Error('Session not created');
        if (isCurrent) await makeSessionCurrent(tx, stateId, row.id, true);
        return row.id;
      });
      reply.status(201);
      return sessionOf(db, stateId, id);
    },

    async updateSession(request) {
      const { stateId } = callerOf(request);
      const { id } = request.params;
      const { isCurrent, ...changes } = request.body;
      if (changes.name) checkSessionName(changes.name);
      await db.transaction(async (tx) => {
        await lockState(tx, stateId);
        const session = await findSession(tx, stateId, id);
        const candidate = { name: session.name, startDate: session.startDate, endDate: session.endDate, ...changes };
        checkDateOrder(candidate, changes);
        await checkSessionFits(tx, stateId, candidate, id);
        if (Object.keys(changes).length) await tx.update(sessions).set(changes).where(eq(sessions.id, id));
        if (isCurrent !== undefined && isCurrent !== session.isCurrent) await makeSessionCurrent(tx, stateId, id, isCurrent);
      });
      return sessionOf(db, stateId, id);
    },

    async addTerm(request, reply) {
      const { stateId } = callerOf(request);
      const { sessionId, isCurrent = false, ...fields } = request.body;
      const candidate = { ...fields, name: nameOf(fields.name, 'name'), isCurrent };
      checkDateOrder(candidate, candidate);
      const term = await db.transaction(async (tx) => {
        await lockState(tx, stateId);
        const session = await findSession(tx, stateId, sessionId);
        await checkTermFits(tx, session, candidate);
        const [row] = await tx.insert(terms).values({ stateId, sessionId, ...candidate, isCurrent: false }).returning({ id: terms.id });
        if (!row) throw new Error('Term not created');
        if (isCurrent) await makeTermCurrent(tx, stateId, row.id);
        return findTerm(tx, stateId, row.id);
      });
      reply.status(201);
      return termOf(term);
    },

    async updateTerm(request) {
      const { stateId } = callerOf(request);
      const { id } = request.params;
      const { isCurrent, ...changes } = request.body;
      if (changes.name !== undefined) changes.name = nameOf(changes.name, 'name');
      const term = await db.transaction(async (tx) => {
        await lockState(tx, stateId);
        const existing = await findTerm(tx, stateId, id);
        const session = await findSession(tx, stateId, existing.sessionId);
        const candidate = { name: existing.name, startDate: existing.startDate, endDate: existing.endDate, ...changes, isCurrent: isCurrent ?? existing.isCurrent };
        checkDateOrder(candidate, changes);
        await checkTermFits(tx, session, candidate, id);
        if (Object.keys(changes).length) await tx.update(terms).set(changes).where(eq(terms.id, id));
        if (isCurrent && !existing.isCurrent) await makeTermCurrent(tx, stateId, id);
        if (isCurrent === false && existing.isCurrent) await tx.update(terms).set({ isCurrent: false }).where(eq(terms.id, id));
        return findTerm(tx, stateId, id);
      });
      return termOf(term);
    },
  };
}
