// /calendar, 'Events & Calendar': the state's events (GET /calendar/view) and the event types (EventTypeEnum of
// GET /generic-apis/all-enum). Adding (PATCH /calendar/add-event) and deleting (PATCH /calendar/delete-event/{id})
// reload the events as soon as the server answers.
import { createFileRoute } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { pageTitles } from '../../app/pages';
import { useFormSubmission } from '../../app/useFormSubmission';
import { academicMessages } from '../../lib/messages';
import { CalendarView } from '../../views/academic/calendar/CalendarView';
import { addEventsRequestOf, eventFormSchema, type EventFormValues } from '../../views/academic/calendar/eventForm';
import { gatedLoader, readEventTypes, readEvents, useReload } from './-academic';

export const Route = createFileRoute('/_main/calendar')({
  staticData: { title: pageTitles.calendar },
  loader: gatedLoader(async (signal) => {
    const [events, eventTypes] = await Promise.all([readEvents(signal), readEventTypes(signal)]);
    return { events, eventTypes };
  }),
  component: CalendarPage,
});

function CalendarPage() {
  const data = Route.useLoaderData();
  const reload = useReload();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const addEvent = useFormSubmission({
    submit: async (values: EventFormValues, signal) =>
      dataOf(await portalClient.PATCH('/calendar/add-event', { body: addEventsRequestOf(values), signal })),
    canSubmit: (values) => eventFormSchema.safeParse(values).success,
    successMessage: academicMessages.eventAdded,
    onSucceeded: reload,
  });
  const deleteEvent = useFormSubmission({
    submit: async (values: { id: string }, signal) => {
      dataOf(await portalClient.PATCH('/calendar/delete-event/{id}', { params: { path: { id: values.id } }, signal }));
      return values.id;
    },
    successMessage: academicMessages.eventDeleted,
    // The next delete may follow at once: no wait after this one.
    redirectDelayMs: 0,
    onSucceeded: reload,
  });
  if (!data) return null;
  return <CalendarView events={data.events} eventTypes={data.eventTypes} addEvent={addEvent} deleteEvent={deleteEvent} today={today} />;
}
