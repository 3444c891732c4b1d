// Calendar events (SPEC section 3: name, eventType defaulting to 'Weekend', startDate, endDate) as typed, checked and
// sent, and the few date sums the calendar screen needs.
import dayjs from 'dayjs';
import { z } from 'zod/mini';
import type { components } from '../../../api/schema.gen';
import { defaultEventType } from '../../../lib/constants';
import { dateSchema } from '../../../lib/dateValidation';
import { nameSchema } from '../../../lib/validation';
import type { CalendarViewName } from './calendarMonth.form';

export type CalendarEvent = components['schemas']['Event'];
export type EventType = components['schemas']['EventType'];
export type EventInput = components['schemas']['EventInput'];

export type EventFormValues = { name: string; eventType: string; startDate: string; endDate: string };

export const endBeforeStartMessage = 'The end date cannot be before the start date';

export const eventFormSchema = z
  .object({ name: nameSchema, eventType: z.string().check(z.minLength(1)), startDate: dateSchema, endDate: dateSchema })
  .check(
    z.refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
      error: endBeforeStartMessage,
      path: ['endDate'],
    }),
  );

export function newEventValues(day: string): EventFormValues {
  return { name: '', eventType: defaultEventType, startDate: day, endDate: day };
}

/** PATCH /calendar/add-event takes a list; the dialog adds one. */
export function addEventsRequestOf(values: EventFormValues): { events: EventInput[] } {
  return {
    events: [{ name: values.name.trim(), eventType: values.eventType as EventType, startDate: values.startDate, endDate: values.endDate }],
  };
}

/** Whether the event covers the day (all days YYYY-MM-DD, so they compare as strings). */
export function coversDay(event: Pick<CalendarEvent, 'startDate' | 'endDate'>, day: string): boolean {
  return event.startDate <= day && day <= event.endDate;
}

export function overlaps(event: Pick<CalendarEvent, 'startDate' | 'endDate'>, range: { start: string; end: string }): boolean {
  return event.startDate <= range.end && range.start <= event.endDate;
}

/** The days a view shows around `day`: its month, or its Monday-to-Sunday week. */
export function rangeOf(view: CalendarViewName, day: string): { start: string; end: string } {
  const date = dayjs(day);
  if (view === 'month') return { start: date.startOf('month').format('YYYY-MM-DD'), end: date.endOf('month').format('YYYY-MM-DD') };
  const monday = date.subtract((date.day() + 6) % 7, 'day');
  return { start: monday.format('YYYY-MM-DD'), end: monday.add(6, 'day').format('YYYY-MM-DD') };
}

/** 'October 2026', or 'Week of 05-10-2026'. */
export function rangeTitle(view: CalendarViewName, day: string): string {
  const range = rangeOf(view, day);
  return view === 'month' ? dayjs(day).format('MMMM YYYY') : `Week of ${dayjs(range.start).format('DD-MM-YYYY')}`;
}

/**
 * The days the month grid of `month` (YYYY-MM) shows: the whole Monday-to-Sunday weeks around it. Every week view of
 * a day in the month lies inside it too, so the page asks the server for just this range.
 */
export function monthGridRange(month: string): { start: string; end: string } {
  const first = rangeOf('month', `${month}-01`);
  return { start: rangeOf('week', first.start).start, end: rangeOf('week', first.end).end };
}
