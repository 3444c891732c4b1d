// /calendar, 'Events & Calendar': the state's events (GET /calendar/view) and the event types (EventTypeEnum of
// GET /generic-apis/all-enum). Adding (PATCH /calendar/add-event) and deleting (PATCH /calendar/delete-event/{id})
// reload the events as soon as the server answers.
import { createFileRoute } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import { pageTitles } from '../../services/pages';
import { useFormSubmission } from '../../app/useFormSubmission';
import { events } from '../../resources/events';
import { CalendarView } from '../../views/academic/calendar/CalendarView';
import { gatedLoader, useReload } from './-academic';

export const Route = createFileRoute('/_main/calendar')({
  staticData: { title: pageTitles.calendar },
  loader: gatedLoader(async (signal) => {
    const [list, eventTypes] = await Promise.all([events.list({ signal }), events.types({ signal })]);
    return { events: list, eventTypes };
  }),
  component: CalendarPage,
});

function CalendarPage() {
  const data = Route.useLoaderData();
  const reload = useReload();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const addEvent = useFormSubmission({ ...events.addForm, onSucceeded: reload });
  const deleteEvent = useFormSubmission({ ...events.deleteForm, onSucceeded: reload });
  if (!data) return null;
  return <CalendarView events={data.events} eventTypes={data.eventTypes} addEvent={addEvent} deleteEvent={deleteEvent} today={today} />;
}
