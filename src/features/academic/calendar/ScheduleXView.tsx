// Schedule-X's calendar itself, a chunk of its own that EventCalendar loads once the page is on screen, with the
// Temporal polyfill first where the browser has no Temporal.
import type {} from 'temporal-polyfill/global';
import { createViewMonthGrid, createViewWeek, viewMonthGrid, viewWeek } from '@schedule-x/calendar';
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react';
import { useEffect, useRef } from 'react';
import type { EventCalendarProps } from './EventCalendar';
import type { CalendarEvent } from './events.form';

function toScheduleX(events: readonly CalendarEvent[]) {
  return events.map((event) => ({
    id: event._id,
    title: `${event.name} (${event.eventType})`,
    start: Temporal.PlainDate.from(event.startDate),
    end: Temporal.PlainDate.from(event.endDate),
  }));
}

export default function ScheduleX({ events, view, date, onDayChosen }: Omit<EventCalendarProps, 'label'>) {
  const chosen = useRef(onDayChosen);
  useEffect(() => {
    chosen.current = onDayChosen;
  });
  const calendar = useCalendarApp({
    views: [createViewMonthGrid(), createViewWeek()],
    defaultView: view === 'month' ? viewMonthGrid.name : viewWeek.name,
    selectedDate: Temporal.PlainDate.from(date),
    firstDayOfWeek: 1,
    locale: 'en-GB',
    events: toScheduleX(events),
    monthGridOptions: { nEventsPerDay: 3 },
    // School hours: the week view's hour grid stays short enough not to need a scroll box of its own (a scrolling
    // region would need to take keyboard focus; events here are all-day anyway).
    dayBoundaries: { start: '07:00', end: '18:00' },
    callbacks: {
      onClickDate: (day) => chosen.current(day.toString()),
      onClickDateTime: (dateTime) => chosen.current(dateTime.toPlainDate().toString()),
      onEventClick: (event) => chosen.current(String(event.start).slice(0, 10)),
      onClickPlusEvents: (day) => chosen.current(day.toString()),
    },
  });
  useEffect(() => {
    calendar?.events.set(toScheduleX(events));
  }, [calendar, events]);
  return <ScheduleXCalendar calendarApp={calendar} />;
}
