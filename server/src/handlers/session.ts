import { scopeOf } from '../plugins/access';
import { sessions, terms } from '../db/schema';
import type { Services } from '../services';
import { checkSessionFits, checkTermFits, findSession, findTerm, makeSessionCurrent, makeTermCurrent, sessionOf, sessionsOf, termOf } from '../data/sessions';
import { checkDateOrder, checkSessionName, nameOf } from '../data/values';
import type { Handlers } from '../contractTypes';

export function sessionHandlers(_services: Services): Handlers {
  return {
    async listSessions(request) {
      return { sessions: await sessionsOf(scopeOf(request)) };
    },

    async viewSession(request) {
      return sessionOf(scopeOf(request), request.params.id);
    },

    async addSession(request, reply) {
      const scope = scopeOf(request);
      const { isCurrent = false, ...candidate } = request.body;
      checkSessionName(candidate.name);
      checkDateOrder(candidate, candidate);
      const id = await scope.transaction(async (tx) => {
        await tx.findState({ forUpdate: true });
        await checkSessionFits(tx, candidate);
        const [row] = await tx.insertOwned(sessions, candidate);
        if (!row) throw new Error('Session not created');
        if (isCurrent) await makeSessionCurrent(tx, row.id, true);
        return row.id;
      });
      reply.status(201);
      return sessionOf(scope, id);
    },

    async updateSession(request) {
      const scope = scopeOf(request);
      const { id } = request.params;
      const { isCurrent, ...changes } = request.body;
      if (changes.name) checkSessionName(changes.name);
      await scope.transaction(async (tx) => {
        await tx.findState({ forUpdate: true });
        const session = await findSession(tx, id);
        const candidate = { name: session.name, startDate: session.startDate, endDate: session.endDate, ...changes };
        checkDateOrder(candidate, changes);
        await checkSessionFits(tx, candidate, id);
        if (Object.keys(changes).length) await tx.updateOwned(sessions, id, changes, 'Session');
        if (isCurrent !== undefined && isCurrent !== session.isCurrent) await makeSessionCurrent(tx, id, isCurrent);
      });
      return sessionOf(scope, id);
    },

    async addTerm(request, reply) {
      const scope = scopeOf(request);
      const { sessionId, isCurrent = false, ...fields } = request.body;
      const candidate = { ...fields, name: nameOf(fields.name, 'name'), isCurrent };
      checkDateOrder(candidate, candidate);
      const term = await scope.transaction(async (tx) => {
        await tx.findState({ forUpdate: true });
        const session = await findSession(tx, sessionId);
        await checkTermFits(tx, session, candidate);
        const [row] = await tx.insertOwned(terms, { sessionId, ...candidate, isCurrent: false });
        if (!row) throw new Error('Term not created');
        if (isCurrent) await makeTermCurrent(tx, row.id);
        return findTerm(tx, row.id);
      });
      reply.status(201);
      return termOf(term);
    },

    async updateTerm(request) {
      const scope = scopeOf(request);
      const { id } = request.params;
      const { isCurrent, ...changes } = request.body;
      if (changes.name !== undefined) changes.name = nameOf(changes.name, 'name');
      const term = await scope.transaction(async (tx) => {
        await tx.findState({ forUpdate: true });
        const existing = await findTerm(tx, id);
        const session = await findSession(tx, existing.sessionId);
        const candidate = { name: existing.name, startDate: existing.startDate, endDate: existing.endDate, ...changes, isCurrent: isCurrent ?? existing.isCurrent };
        checkDateOrder(candidate, changes);
        await checkTermFits(tx, session, candidate, id);
        if (Object.keys(changes).length) await tx.updateOwned(terms, id, changes, 'Term');
        if (isCurrent && !existing.isCurrent) await makeTermCurrent(tx, id);
        if (isCurrent === false && existing.isCurrent) await tx.updateOwned(terms, id, { isCurrent: false }, 'Term');
        return findTerm(tx, id);
      });
      return termOf(term);
    },
  };
}
