import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { callerOf } from '../plugins/access';
import { events } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { Services } from '../services';
import { checkDateOrder, eventOf, nameOf } from './academic';
import type { Handlers } from './types';

/** The longest range viewCalendar answers (a year, leap or not): the whole calendar in one answer grew to megabytes. */
const maxRangeDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

/** Days from one YYYY-MM-DD to another (both read as UTC midnight, so no daylight-saving hour skews it). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export function calendarHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    async viewCalendar(request) {
      const { stateId } = callerOf(request);
      const { startDate, endDate } = request.query;
      if (endDate < startDate) throw badRequest('The end date cannot be before the start date', 'endDate');
      if (daysBetween(startDate, endDate) >= maxRangeDays) throw badRequest(`The date range cannot span more than ${maxRangeDays} days`, 'endDate');
      const rows = await db
        .select()
        .from(events)
        // Events that overlap the range: ending on or after its start, starting on or before its end.
        .where(and(eq(events.stateId, stateId), gte(events.endDate, startDate), lte(events.startDate, endDate)))
        .orderBy(asc(events.startDate), asc(events.endDate), asc(events.name));
      return { events: rows.map(eventOf) };
    },

    async addEvents(request) {
      const { stateId } = callerOf(request);
      const values = request.body.events.map((event, index) => {
        checkDateOrder(event, event, true, `events.${index}.`);
        return { stateId, name: nameOf(event.name, `events.${index}.name`), eventType: event.eventType ?? 'Weekend', startDate: event.startDate, endDate: event.endDate };
      });
      const rows = await db.transaction((tx) => tx.insert(events).values(values).returning());
      rows.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || a.name.localeCompare(b.name));
      return { events: rows.map(eventOf) };
    },

    async deleteEvent(request, reply) {
      const { stateId } = callerOf(request);
      const [row] = await db
        .delete(events)
        .where(and(eq(events.id, request.params.id), eq(events.stateId, stateId)))
        .returning({ id: events.id });
      if (!row) throw notFound('Event');
      return reply.status(204).send();
    },
  };
}
