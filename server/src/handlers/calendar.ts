import { and, asc, gte, lte } from 'drizzle-orm';
import { scopeOf } from '../plugins/access';
import { events } from '../db/schema';
import { badRequest } from '../errors';
import type { Services } from '../services';
import { eventOf } from '../data/calendar';
import { checkDateOrder, nameOf } from '../data/values';
import type { Handlers } from './types';

export function calendarHandlers(_services: Services): Handlers {
  return {
    async viewCalendar(request) {
      const { startDate, endDate } = request.query;
      if (startDate && endDate && endDate < startDate) throw badRequest('The end date cannot be before the start date', 'endDate');
      // Events that overlap the range: ending on or after its start, starting on or before its end.
      const overlapping = and(startDate ? gte(events.endDate, startDate) : undefined, endDate ? lte(events.startDate, endDate) : undefined);
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
