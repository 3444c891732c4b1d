// The calendar: events of the state that overlap a date range of at most 366 days, several added at once (all or none,
// type 'Weekend' unless given, never ending before they start) and deleted one at a time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../server/src/db/schema';
import { expectAccessChecks, otherStateRecords, request, signIn, type Session, type Sessions } from './academic-helpers';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

type EventBody = { _id: string; name: string; eventType: string; startDate: string; endDate: string };

let t: TestApp;
let who: Sessions;
let admin: Session;
let kano: Awaited<ReturnType<typeof otherStateRecords>>;

beforeAll(async () => {
  t = await createTestApp();
  who = await signIn(t);
  admin = who.admin;
  kano = await otherStateRecords(t, who.pending.staff.state);
});
afterAll(async () => {
  await t?.close();
});

const view = (query: string, session?: Session) => request('GET', `/api/calendar/view${query}`, session);
const add = (payload: unknown, session?: Session) => request('PATCH', '/api/calendar/add-event', session, payload);
const remove = (id: string, session?: Session) => request('PATCH', `/api/calendar/delete-event/${id}`, session);

/** The seeded events' year: the longest range a view may ask for. */
const year2026 = '?startDate=2026-01-01&endDate=2026-12-31';
const eventsOf = async (query: string) => ((await call(t, 'viewCalendar', view(query, admin), 200)).json() as { events: EventBody[] }).events;
const lagosEventCount = async () => (await t.db.select({ id: events.id }).from(events).where(eq(events.stateId, admin.staff.state))).length;

describe('viewCalendar', () => {
  it("answers the state's events by start date, and none of another state's", async () => {
    const list = await eventsOf(year2026);
    expect(list.map((event) => event.name)).toEqual(['Independence Day', 'Mid-Term Break', 'Principals Meeting', 'First Term Examinations', 'Christmas Holiday']);
    expect(list[0]).toEqual({ _id: expect.any(String), name: 'Independence Day', eventType: 'Public Holiday', startDate: '2026-10-01', endDate: '2026-10-01' });
    expect(list.map((event) => event._id)).not.toContain(kano.event.id);
  });

  it('answers only the events that overlap the range', async () => {
    expect((await eventsOf('?startDate=2026-10-30&endDate=2026-12-07')).map((event) => event.name)).toEqual(['Mid-Term Break', 'Principals Meeting', 'First Term Examinations']);
    expect((await eventsOf('?startDate=2026-12-17&endDate=2027-12-16')).map((event) => event.name)).toEqual(['Christmas Holiday']);
    expect((await eventsOf('?startDate=2026-10-01&endDate=2026-10-01')).map((event) => event.name)).toEqual(['Independence Day']);
    expect(await eventsOf('?startDate=2027-01-01&endDate=2027-01-31')).toEqual([]);
  });

  it('answers 400 naming the parameter for a missing or malformed date, or a range that ends before it starts', async () => {
    await expectBadRequest(t, 'viewCalendar', view('', admin), 'startDate');
    await expectBadRequest(t, 'viewCalendar', view('?startDate=2026-10-01', admin), 'endDate');
    await expectBadRequest(t, 'viewCalendar', view('?endDate=2026-10-01', admin), 'startDate');
    await expectBadRequest(t, 'viewCalendar', view('?startDate=01-10-2026&endDate=2026-10-31', admin), 'startDate');
    await expectBadRequest(t, 'viewCalendar', view('?startDate=2026-12-01&endDate=2026-11-01', admin), 'endDate');
  });

  it('answers a range of up to 366 days, and 400 naming endDate for a longer one', async () => {
    expect(await eventsOf('?startDate=2028-01-01&endDate=2028-12-31')).toEqual([]);
    const body = await expectBadRequest(t, 'viewCalendar', view('?startDate=2026-01-01&endDate=2027-01-02', admin), 'endDate');
    expect(body.message).toBe('The date range cannot span more than 366 days');
    await expectBadRequest(t, 'viewCalendar', view('?startDate=2000-01-01&endDate=2099-12-31', admin), 'endDate');
  });

  it('answers 403 to the Schools Inspector (no calendar.view), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'viewCalendar', (session) => view(year2026, session), who, { permission: 'calendar.view' });
  });
});

describe('addEvents', () => {
  it("adds every event at once, type 'Weekend' unless given, and answers the added ones by start date", async () => {
    const before = await lagosEventCount();
    const response = await call(
      t,
      'addEvents',
      add({ events: [{ name: ' Inter-House Sports ', eventType: 'School Event', startDate: '2027-02-12', endDate: '2027-02-13' }, { name: 'Long Weekend', startDate: '2027-01-30', endDate: '2027-01-31' }] }, admin),
      200,
    );
    const added = (response.json() as { events: EventBody[] }).events;
    expect(added.map(({ name, eventType, startDate, endDate }) => ({ name, eventType, startDate, endDate }))).toEqual([
      { name: 'Long Weekend', eventType: 'Weekend', startDate: '2027-01-30', endDate: '2027-01-31' },
      { name: 'Inter-House Sports', eventType: 'School Event', startDate: '2027-02-12', endDate: '2027-02-13' },
    ]);
    expect(await lagosEventCount()).toBe(before + 2);
    expect((await eventsOf('?startDate=2027-01-01&endDate=2027-12-31')).map((event) => event._id)).toEqual(added.map((event) => event._id));
  });

  it('accepts a one-day event', async () => {
    await call(t, 'addEvents', add({ events: [{ name: 'Open Day', eventType: 'School Event', startDate: '2027-03-05', endDate: '2027-03-05' }] }, admin), 200);
  });

  it('answers 400 naming the field of the event that ends before it starts, and adds none of them', async () => {
    const before = await lagosEventCount();
    const body = await expectBadRequest(
      t,
      'addEvents',
      add({ events: [{ name: 'Fine Event', startDate: '2027-03-01', endDate: '2027-03-02' }, { name: 'Backwards Event', startDate: '2027-03-10', endDate: '2027-03-09' }] }, admin),
      'events.1.endDate',
    );
    expect(body.message).toBe('The end date cannot be before the start date');
    expect(await lagosEventCount()).toBe(before);
  });

  it('answers 400 naming the field for other invalid values', async () => {
    await expectBadRequest(t, 'addEvents', add({ events: [] }, admin), 'events');
    await expectBadRequest(t, 'addEvents', add({ name: 'Not a list', startDate: '2027-03-01', endDate: '2027-03-02' }, admin), 'events');
    await expectBadRequest(t, 'addEvents', add({ events: [{ startDate: '2027-03-01', endDate: '2027-03-02' }] }, admin), 'events.0.name');
    await expectBadRequest(t, 'addEvents', add({ events: [{ name: 'Ok', startDate: '2027-03-01', endDate: '2027-03-02' }] }, admin), 'events.0.name');
    await expectBadRequest(t, 'addEvents', add({ events: [{ name: '   Ok   ', startDate: '2027-03-01', endDate: '2027-03-02' }] }, admin), 'events.0.name');
    await expectBadRequest(t, 'addEvents', add({ events: [{ name: 'Carnival', eventType: 'Carnival', startDate: '2027-03-01', endDate: '2027-03-02' }] }, admin), 'events.0.eventType');
    await expectBadRequest(t, 'addEvents', add({ events: [{ name: 'Carnival', startDate: '2027-13-01', endDate: '2027-03-02' }] }, admin), 'events.0.startDate');
  });

  it('answers 403 to the Schools Inspector (no calendar.manage), and 401, 451 and 403 as every protected operation does', async () => {
    await expectAccessChecks(t, 'addEvents', (session) => add({ events: [{ name: 'Sneaky Event', startDate: '2027-03-01', endDate: '2027-03-02' }] }, session), who, { permission: 'calendar.manage' });
  });
});

describe('deleteEvent', () => {
  it('deletes an event of the state and answers 204; deleting it again answers 404', async () => {
    const [event] = await eventsOf('?startDate=2026-12-25&endDate=2026-12-25');
    expect(event?.name).toBe('Christmas Holiday');
    const response = await call(t, 'deleteEvent', remove(event!._id, admin), 204);
    expect(response.body).toBe('');
    expect((await eventsOf(year2026)).map((e) => e.name)).not.toContain('Christmas Holiday');
    await call(t, 'deleteEvent', remove(event!._id, admin), 404);
  });

  it("answers 404 for another state's event, and leaves it there", async () => {
    expect(errorOf(await call(t, 'deleteEvent', remove(kano.event.id, admin), 404)).message).toBe('Event not found');
    expect(await t.db.select({ id: events.id }).from(events).where(eq(events.id, kano.event.id))).toHaveLength(1);
  });

  it('answers 400 naming a malformed id', async () => {
    await expectBadRequest(t, 'deleteEvent', remove('christmas', admin), 'id');
  });

  it('answers 403 to the Schools Inspector (no calendar.manage), and 401, 451 and 403 as every protected operation does', async () => {
    const [event] = await eventsOf(year2026);
    await expectAccessChecks(t, 'deleteEvent', (session) => remove(event!._id, session), who, { permission: 'calendar.manage' });
  });
});
