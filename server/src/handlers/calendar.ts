import { and, asc, gte, lte } from 'drizzle-orm';
import { scopeOf } from '../plugins/access';
import { events } from '../db/schema';
import { badRequest } from '../errors';
import type { Services } from '../services';
import { eventOf } from '../data/calendar';
import { checkDateOrder, checkSearchPeriod, nameOf } from '../data/values';
import type { Handlers } from '../contractTypes';

/** The longest range viewCalendar answers (a year, leap or not): the whole calendar in one answer runs to megabytes. */
const maxRangeDays = 366;
const dayMs = 24 * 60 * 60 * 1000;

/** Days from one YYYY-MM-DD to another (both read as UTC midnight, so no daylight-saving hour skews it). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export function calendarHandlers(_services: Services): Handlers {
  return {
    async viewCalendar(request) {
      const { startDate, endDate } = request.query;
      checkSearchPeriod({ startDate, endDate });
      if (daysBetween(startDate, endDate) >= maxRangeDays) throw badRequest(`The date range cannot span more than ${maxRangeDays} days`, 'endDate');
      // Events that overlap the range: ending on or after its start, starting on or before its end.
      const overlapping = and(gte(events.endDate, startDate), lte(events.startDate, endDate));
      const rows = await scopeOf(request).listOwned(events, overlapping, asc(events.startDate), asc(events.endDate), asc(events.name));
      return { events: rows.map(eventOf) };
    },

    async addEvents(request) {
      const values = request.body.events.map((event, index) => {
        checkDateOrder(event, event, true, `events.${index}.`);
        return { name: nameOf(event.name, `events.${index}.name`), eventType: event.eventType ?? 'Weekend', startDate: event.startDate, endDate: event.endDate };
      });
      const rows = await scopeOf(request).transaction((tx) => tx.insertOwned(events, values));
      rows.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || a.name.localeCompare(b.name));
      return { events: rows.map(eventOf) };
    },

    async deleteEvent(request, reply) {
      await scopeOf(request).deleteOwned(events, request.params.id, 'Event');
      return reply.status(204).send();
    },
  };
}
