// Sessions and terms: a state has at most one current session and, inside it, one current term (making one current
// makes the others not current); dates run forwards; sessions never overlap; terms lie inside their session and never
// overlap each other. Every refusal names the field.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, terms } from '../../server/src/db/schema';
import { expectAccessChecks, request, withAcademicTestApp, type AcademicTestApp, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

type TermBody = { id: string; name: string; startDate: string; endDate: string; isCurrent: boolean };
type SessionBody = { id: string; name: string; startDate: string; endDate: string; isCurrent: boolean; terms: TermBody[] };

let t: TestApp, who: Sessions, admin: Session, ids: AcademicTestApp['ids'], kano: AcademicTestApp['kano'];
let current: string;
withAcademicTestApp((app) => {
  ({ t, who, admin, ids, kano } = app);
  current = ids.sessions['2026/2027']!;
});

const list = (session?: Session) => request('GET', '/api/session/view-session-by-state', session);
const view = (id: string, session?: Session) => request('GET', `/api/session/view-by-id/${id}`, session);
const add = (payload: unknown, session?: Session) => request('POST', '/api/session/add', session, payload);
const update = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/session/update/${id}`, session, payload);
const addTerm = (payload: unknown, session?: Session) => request('POST', '/api/term/add', session, payload);
const updateTerm = (id: string, payload: unknown, session?: Session) => request('PATCH', `/api/term/update/${id}`, session, payload);

/** The state's current sessions and terms, straight from the database. */
async function currentRows(stateId = admin.staff.state) {
  const [sessionRows, termRows] = await Promise.all([
    t.db.select({ name: sessions.name }).from(sessions).where(and(eq(sessions.stateId, stateId), eq(sessions.isCurrent, true))),
    t.db.select({ name: terms.name, sessionId: terms.sessionId }).from(terms).where(and(eq(terms.stateId, stateId), eq(terms.isCurrent, true))),
  ]);
  return { sessions: sessionRows.map((row) => row.name), terms: termRows };
}

/** A 409 whose first detail names `field`. */
async function expectConflict(operationId: string, options: ReturnType<typeof request>, field: string, message?: RegExp) {
  const body = errorOf(await call(t, operationId, options, 409));
  expect(body.details?.[0]?.field, JSON.stringify(body)).toBe(field);
  if (message) expect(body.message).toMatch(message);
  return body;
}

describe('listSessions', () => {
  it("answers the state's sessions, newest first, with their terms by start date", async () => {
    const body = (await call(t, 'listSessions', list(admin), 200)).json() as { sessions: SessionBody[] };
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ id: current, name: '2026/2027', startDate: '2026-09-14', endDate: '2027-07-23', isCurrent: true });
    expect(body.sessions[0]?.terms.map((term) => [term.name, term.isCurrent])).toEqual([
      ['First Term', true],
      ['Second Term', false],
      ['Third Term', false],
    ]);
  });

  it('answers 403 to the Schools Inspector (no session.view), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'listSessions', list, who, { permission: 'session.view' });
  });
});

describe('viewSession', () => {
  it('answers a session of the state with its terms', async () => {
    const body = (await call(t, 'viewSession', view(current, admin), 200)).json() as SessionBody;
    expect(body).toMatchObject({ name: '2026/2027', isCurrent: true });
    expect(body.terms).toHaveLength(3);
  });

  it("answers 404 for another state's session and an unknown id, and 400 naming a malformed id", async () => {
    expect(errorOf(await call(t, 'viewSession', view(kano.session.id, admin), 404)).message).toBe('Session not found');
    await call(t, 'viewSession', view(crypto.randomUUID(), admin), 404);
    await expectBadRequest(t, 'viewSession', view('2026-2027', admin), 'id');
  });

  it('answers 403 to the Schools Inspector (no session.view), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewSession', (session) => view(current, session), who, { permission: 'session.view' });
  });
});

describe('addSession', () => {
  it('creates a session that is not current by default, and answers it with no terms', async () => {
    const response = await call(t, 'addSession', add({ name: '2025/2026', startDate: '2025-09-08', endDate: '2026-07-17' }, admin), 201);
    expect(response.json()).toMatchObject({ name: '2025/2026', startDate: '2025-09-08', endDate: '2026-07-17', isCurrent: false, terms: [] });
    const names = ((await call(t, 'listSessions', list(admin), 200)).json() as { sessions: SessionBody[] }).sessions.map((s) => s.name);
    expect(names).toEqual(['2026/2027', '2025/2026']);
    expect(await currentRows()).toMatchObject({ sessions: ['2026/2027'] });
  });

  it('making the new session current makes every other session, and every term outside it, not current', async () => {
    const created = (await call(t, 'addSession', add({ name: '2027/2028', startDate: '2027-09-13', endDate: '2028-07-21', isCurrent: true }, admin), 201)).json() as SessionBody;
    expect(created.isCurrent).toBe(true);
    expect(await currentRows()).toEqual({ sessions: ['2027/2028'], terms: [] });
    // Back to the demo's current session and term for the tests that follow.
    await call(t, 'updateSession', update(current, { isCurrent: true }, admin), 200);
    await call(t, 'updateTerm', updateTerm(ids.terms['First Term']!, { isCurrent: true }, admin), 200);
    expect(await currentRows()).toEqual({ sessions: ['2026/2027'], terms: [{ name: 'First Term', sessionId: current }] });
  });

  it('answers 409 naming the field for a name the state has, or dates that overlap another session', async () => {
    await expectConflict('addSession', add({ name: '2026/2027', startDate: '2030-09-01', endDate: '2031-07-01' }, admin), 'name', /already exists/);
    await expectConflict('addSession', add({ name: '2028/2029', startDate: '2028-07-01', endDate: '2029-07-01' }, admin), 'startDate', /overlap the 2027\/2028 session \(13-09-2027 to 21-07-2028\)/);
    await expectConflict('addSession', add({ name: '2024/2025', startDate: '2024-09-01', endDate: '2025-09-10' }, admin), 'endDate', /2025\/2026/);
    // A session around another one overlaps it too.
    await expectConflict('addSession', add({ name: '2024/2025', startDate: '2024-09-01', endDate: '2029-09-10' }, admin), 'endDate');
  });

  it("leaves another state's sessions alone: their dates never clash, and their current session and term stay current", async () => {
    await call(t, 'addSession', add({ name: '2030/2031', startDate: '2030-09-09', endDate: '2031-07-18', isCurrent: true }, admin), 201);
    expect(await currentRows(who.pending.staff.state)).toEqual({ sessions: ['2026/2027'], terms: [{ name: 'First Term', sessionId: kano.session.id }] });
    await call(t, 'updateSession', update(current, { isCurrent: true }, admin), 200);
    await call(t, 'updateTerm', updateTerm(ids.terms['First Term']!, { isCurrent: true }, admin), 200);
  });

  it('answers 400 naming the field for dates out of order, a malformed name and other invalid values', async () => {
    const order = await expectBadRequest(t, 'addSession', add({ name: '2031/2032', startDate: '2032-07-01', endDate: '2031-09-01' }, admin), 'endDate');
    expect(order.message).toBe('The end date must be after the start date');
    await expectBadRequest(t, 'addSession', add({ name: '2031/2032', startDate: '2031-09-01', endDate: '2031-09-01' }, admin), 'endDate');
    await expectBadRequest(t, 'addSession', add({ name: '2031/2033', startDate: '2031-09-01', endDate: '2032-07-01' }, admin), 'name');
    await expectBadRequest(t, 'addSession', add({ name: '2031-2032', startDate: '2031-09-01', endDate: '2032-07-01' }, admin), 'name');
    await expectBadRequest(t, 'addSession', add({ name: '2031/2032', startDate: '2031-02-30', endDate: '2032-07-01' }, admin), 'startDate');
    await expectBadRequest(t, 'addSession', add({ name: '2031/2032', startDate: '2031-09-01' }, admin), 'endDate');
    await expectBadRequest(t, 'addSession', add({ name: '2031/2032', startDate: '2031-09-01', endDate: '2032-07-01', isCurrent: 'yes' }, admin), 'isCurrent');
  });

  it('answers 403 to the Schools Inspector (no session.manage), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addSession', (session) => add({ name: '2040/2041', startDate: '2040-09-03', endDate: '2041-07-12' }, session), who, { permission: 'session.manage' });
  });
});

describe('updateSession', () => {
  let later: string;
  beforeAll(async () => {
    const body = (await call(t, 'addSession', add({ name: '2035/2036', startDate: '2035-09-10', endDate: '2036-07-18' }, admin), 201)).json() as SessionBody;
    later = body.id;
    await call(t, 'addTerm', addTerm({ sessionId: later, name: 'First Term', startDate: '2035-09-10', endDate: '2035-12-14' }, admin), 201);
  });

  it('changes the name and dates', async () => {
    const response = await call(t, 'updateSession', update(later, { name: '2036/2037', startDate: '2035-09-03', endDate: '2036-07-25' }, admin), 200);
    expect(response.json()).toMatchObject({ id: later, name: '2036/2037', startDate: '2035-09-03', endDate: '2036-07-25', isCurrent: false });
  });

  it('making it current unsets the other session and its term; making it not current unsets its own terms', async () => {
    await call(t, 'updateSession', update(later, { isCurrent: true }, admin), 200);
    expect(await currentRows()).toEqual({ sessions: ['2036/2037'], terms: [] });
    const [term] = ((await call(t, 'viewSession', view(later, admin), 200)).json() as SessionBody).terms;
    await call(t, 'updateTerm', updateTerm(term!.id, { isCurrent: true }, admin), 200);
    await call(t, 'updateSession', update(later, { isCurrent: false }, admin), 200);
    expect(await currentRows()).toEqual({ sessions: [], terms: [] });
    await call(t, 'updateSession', update(current, { isCurrent: true }, admin), 200);
    await call(t, 'updateTerm', updateTerm(ids.terms['First Term']!, { isCurrent: true }, admin), 200);
  });

  it('answers 409 naming the field for a name in use, an overlap, or dates that would leave a term outside', async () => {
    await expectConflict('updateSession', update(later, { name: '2026/2027' }, admin), 'name');
    await expectConflict('updateSession', update(later, { startDate: '2030-10-01' }, admin), 'startDate', /2030\/2031/);
    const outside = await expectConflict('updateSession', update(later, { startDate: '2035-10-01' }, admin), 'startDate');
    expect(outside.message).toMatch(/First Term \(10-09-2035 to 14-12-2035\) would fall outside the session/);
    await expectConflict('updateSession', update(later, { endDate: '2035-12-01' }, admin), 'endDate');
  });

  it("answers 404 for another state's session, and changes nothing there", async () => {
    await call(t, 'updateSession', update(kano.session.id, { isCurrent: false }, admin), 404);
    expect(await currentRows(who.pending.staff.state)).toMatchObject({ sessions: ['2026/2027'] });
  });

  it('answers 400 naming the field for dates out of order and other invalid values', async () => {
    await expectBadRequest(t, 'updateSession', update(later, { endDate: '2035-01-01' }, admin), 'endDate');
    await expectBadRequest(t, 'updateSession', update(later, { startDate: '2037-01-01' }, admin), 'startDate');
    await expectBadRequest(t, 'updateSession', update(later, { name: '2036/2036' }, admin), 'name');
    await expectBadRequest(t, 'updateSession', update(later, {}, admin), 'body');
    await expectBadRequest(t, 'updateSession', update(later, { terms: [] }, admin), 'terms');
  });

  it('answers 403 to the Schools Inspector (no session.manage), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'updateSession', (session) => update(current, { isCurrent: true }, session), who, { permission: 'session.manage' });
  });
});

describe('addTerm', () => {
  let next: string;
  beforeAll(async () => {
    next = ((await call(t, 'addSession', add({ name: '2038/2039', startDate: '2038-09-06', endDate: '2039-07-15' }, admin), 201)).json() as SessionBody).id;
  });

  it('adds a term inside its session, not current by default', async () => {
    const response = await call(t, 'addTerm', addTerm({ sessionId: next, name: ' First  Term ', startDate: '2038-09-06', endDate: '2038-12-16' }, admin), 201);
    expect(response.json()).toMatchObject({ name: 'First Term', startDate: '2038-09-06', endDate: '2038-12-16', isCurrent: false });
    const body = (await call(t, 'viewSession', view(next, admin), 200)).json() as SessionBody;
    expect(body.terms.map((term) => term.name)).toEqual(['First Term']);
  });

  it("making a term of the current session current makes the state's other terms not current", async () => {
    // The demo's session ends on 23-07-2027, and its Third Term on that day, so room is made for a fourth term.
    await call(t, 'updateSession', update(current, { endDate: '2027-08-27' }, admin), 200);
    const term = (await call(t, 'addTerm', addTerm({ sessionId: current, name: 'Summer School', startDate: '2027-07-26', endDate: '2027-08-20', isCurrent: true }, admin), 201)).json() as TermBody;
    expect(term.isCurrent).toBe(true);
    expect(await currentRows()).toEqual({ sessions: ['2026/2027'], terms: [{ name: 'Summer School', sessionId: current }] });
    await call(t, 'updateTerm', updateTerm(ids.terms['First Term']!, { isCurrent: true }, admin), 200);
    expect(await currentRows()).toEqual({ sessions: ['2026/2027'], terms: [{ name: 'First Term', sessionId: current }] });
  });

  it('answers 409 naming the field for a term outside its session, overlapping another, named twice, or current outside the current session', async () => {
    await expectConflict('addTerm', addTerm({ sessionId: next, name: 'Early Term', startDate: '2038-09-01', endDate: '2038-10-01' }, admin), 'startDate', /cannot start before its session starts \(06-09-2038\)/);
    await expectConflict('addTerm', addTerm({ sessionId: next, name: 'Third Term', startDate: '2039-04-26', endDate: '2039-07-30' }, admin), 'endDate', /cannot end after its session ends \(15-07-2039\)/);
    await expectConflict('addTerm', addTerm({ sessionId: next, name: 'Second Term', startDate: '2038-12-10', endDate: '2039-04-01' }, admin), 'startDate', /overlap the First Term \(06-09-2038 to 16-12-2038\)/);
    await expectConflict('addTerm', addTerm({ sessionId: next, name: 'first term', startDate: '2039-01-10', endDate: '2039-04-01' }, admin), 'name', /already has a term named first term/);
    await expectConflict('addTerm', addTerm({ sessionId: next, name: 'Second Term', startDate: '2039-01-10', endDate: '2039-04-01', isCurrent: true }, admin), 'isCurrent', /make 2038\/2039 current first/);
    const body = (await call(t, 'viewSession', view(next, admin), 200)).json() as SessionBody;
    expect(body.terms).toHaveLength(1);
  });

  it("answers 404 for another state's session", async () => {
    const response = await call(t, 'addTerm', addTerm({ sessionId: kano.session.id, name: 'Second Term', startDate: '2027-01-04', endDate: '2027-04-01' }, admin), 404);
    expect(errorOf(response).message).toBe('Session not found');
  });

  it('answers 400 naming the field for dates out of order and other invalid values', async () => {
    await expectBadRequest(t, 'addTerm', addTerm({ sessionId: next, name: 'Second Term', startDate: '2039-04-01', endDate: '2039-01-10' }, admin), 'endDate');
    await expectBadRequest(t, 'addTerm', addTerm({ sessionId: next, name: 'T2', startDate: '2039-01-10', endDate: '2039-04-01' }, admin), 'name');
    await expectBadRequest(t, 'addTerm', addTerm({ sessionId: next, name: '  T2  ', startDate: '2039-01-10', endDate: '2039-04-01' }, admin), 'name');
    await expectBadRequest(t, 'addTerm', addTerm({ sessionId: 'x', name: 'Second Term', startDate: '2039-01-10', endDate: '2039-04-01' }, admin), 'sessionId');
    await expectBadRequest(t, 'addTerm', addTerm({ name: 'Second Term', startDate: '2039-01-10', endDate: '2039-04-01' }, admin), 'sessionId');
    await expectBadRequest(t, 'addTerm', addTerm({ sessionId: next, name: 'Second Term', startDate: '10-01-2039', endDate: '2039-04-01' }, admin), 'startDate');
  });

  it('answers 403 to the Schools Inspector (no session.manage), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addTerm', (session) => addTerm({ sessionId: next, name: 'Second Term', startDate: '2039-01-10', endDate: '2039-04-01' }, session), who, { permission: 'session.manage' });
  });
});

describe('updateTerm', () => {
  it('changes a term, and moves the state on to its next term', async () => {
    const second = ids.terms['Second Term']!;
    const renamed = await call(t, 'updateTerm', updateTerm(second, { name: '2nd Term', endDate: '2027-04-16' }, admin), 200);
    expect(renamed.json()).toMatchObject({ id: second, name: '2nd Term', startDate: '2027-01-11', endDate: '2027-04-16', isCurrent: false });
    await call(t, 'updateTerm', updateTerm(second, { isCurrent: true }, admin), 200);
    expect(await currentRows()).toEqual({ sessions: ['2026/2027'], terms: [{ name: '2nd Term', sessionId: current }] });
    await call(t, 'updateTerm', updateTerm(second, { isCurrent: false }, admin), 200);
    expect(await currentRows()).toEqual({ sessions: ['2026/2027'], terms: [] });
  });

  it('answers 409 naming the field for an overlap, a name in use or dates outside the session', async () => {
    const second = ids.terms['Second Term']!;
    await expectConflict('updateTerm', updateTerm(second, { startDate: '2026-12-01' }, admin), 'startDate', /First Term/);
    await expectConflict('updateTerm', updateTerm(second, { name: 'Third Term' }, admin), 'name');
    await expectConflict('updateTerm', updateTerm(ids.terms['First Term']!, { startDate: '2026-09-01' }, admin), 'startDate');
  });

  it("answers 404 for another state's term", async () => {
    await call(t, 'updateTerm', updateTerm(kano.term.id, { isCurrent: false }, admin), 404);
    expect(await currentRows(who.pending.staff.state)).toMatchObject({ terms: [{ name: 'First Term' }] });
  });

  it('answers 400 naming the field for dates out of order and other invalid values', async () => {
    await expectBadRequest(t, 'updateTerm', updateTerm(ids.terms['Third Term']!, { endDate: '2027-04-01' }, admin), 'endDate');
    await expectBadRequest(t, 'updateTerm', updateTerm(ids.terms['Third Term']!, { sessionId: current }, admin), 'sessionId');
    await expectBadRequest(t, 'updateTerm', updateTerm(ids.terms['Third Term']!, {}, admin), 'body');
  });

  it('answers 403 to the Schools Inspector (no session.manage), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'updateTerm', (session) => updateTerm(ids.terms['First Term']!, { isCurrent: true }, session), who, { permission: 'session.manage' });
  });
});
