// /calendar, 'Events & Calendar': the events of the month in view (GET /calendar/view over the weeks its grid shows;
// the month is the `month` search parameter, so Back and reload keep it) and the event types (EventTypeEnum of
// GET /generic-apis/all-enum). Adding (PATCH /calendar/add-event) and deleting (PATCH /calendar/delete-event/{id})
// reload that range as soon as the server answers.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { pageTitles } from '../../app/pages';
import { useFormSubmission } from '../../app/useFormSubmission';
import { academicMessages } from '../../lib/messages';
import { CalendarView } from '../../views/academic/calendar/CalendarView';
import {
  addEventsRequestOf,
  calendarSearchSchema,
  eventFormSchema,
  monthGridRange,
  monthOf,
  type EventFormValues,
} from '../../views/academic/calendar/eventForm';
import { gatedLoader, readEventTypes, readEvents, useReload, type LoaderArgs } from './-academic';

export const Route = createFileRoute('/_main/calendar')({
  staticData: { title: pageTitles.calendar },
  validateSearch: (search: Record<string, unknown>) => calendarSearchSchema.safeParse(search).data ?? {},
  loaderDeps: ({ search }) => ({ month: search.month ?? monthOf(dayjs().format('YYYY-MM-DD')) }),
  loader: gatedLoader(async (signal, { deps }: LoaderArgs & { deps: { month: string } }) => {
    const [events, eventTypes] = await Promise.all([readEvents(signal, monthGridRange(deps.month)), readEventTypes(signal)]);
    return { month: deps.month, events, eventTypes };
  }),
  component: CalendarPage,
});

function CalendarPage() {
  const data = Route.useLoaderData();
  const reload = useReload();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const navigate = useNavigate({ from: Route.fullPath });
  const showMonth = useCallback((month: string) => void navigate({ search: { month } }), [navigate]);
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
  return (
    <CalendarView
      month={data.month}
      onMonthChange={showMonth}
      events={data.events}
      eventTypes={data.eventTypes}
      addEvent={addEvent}
      deleteEvent={deleteEvent}
      today={today}
    />
  );
}
