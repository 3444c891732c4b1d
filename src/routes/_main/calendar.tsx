// /calendar, 'Events & Calendar': the events of the month in view (GET /calendar/view over the weeks its grid shows;
// the month is the `month` search parameter and the month or week picture the `view` one, so Back and reload keep
// them) and the event types (EventTypeEnum of
// GET /generic-apis/all-enum). Adding (PATCH /calendar/add-event) and deleting (PATCH /calendar/delete-event/{id})
// reload that range as soon as the server answers.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { pageTitles } from '../../services/pages';
import { useFormSubmission } from '../../app/useFormSubmission';
import { events } from '../../features/academic/calendar/events.calls';
import { CalendarView } from '../../features/academic/calendar/CalendarView';
import { monthGridRange } from '../../features/academic/calendar/events.form';
import { calendarSearchOf, currentMonth, type CalendarViewName } from '../../features/academic/calendar/calendarMonth.form';
import { gatedLoader, useReload, type LoaderArgs } from './-academic';
import { routeSearch } from '../-search';

const validateSearch = routeSearch(calendarSearchOf);

export const Route = createFileRoute('/_main/calendar')({
  staticData: { title: pageTitles.calendar },
  validateSearch,
  loaderDeps: ({ search }) => ({ month: search.month ?? currentMonth() }),
  loader: gatedLoader(loadCalendar),
  component: CalendarPage,
});

// A named function, not an inline arrow: the router's code splitter moves the loader into the page's chunk and
// cannot carry an inline type annotation with it.
async function loadCalendar(signal: AbortSignal, { deps }: LoaderArgs & { deps: { month: string } }) {
  const [list, eventTypes] = await Promise.all([events.list(monthGridRange(deps.month), { signal }), events.types({ signal })]);
  return { month: deps.month, events: list, eventTypes };
}

function CalendarPage() {
  const data = Route.useLoaderData();
  const reload = useReload();
  const [today] = useState(() => dayjs().format('YYYY-MM-DD'));
  const { view = 'month' } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const showMonth = useCallback((month: string) => void navigate({ search: (search) => ({ ...search, month }) }), [navigate]);
  // The month's grid is the page's own picture, so only a week is named in the address.
  const showView = useCallback((next: CalendarViewName) => void navigate({ search: (search) => ({ ...search, view: next === 'week' ? next : undefined }) }), [navigate]);
  const addEvent = useFormSubmission({ ...events.addForm, onSucceeded: reload });
  const deleteEvent = useFormSubmission({ ...events.deleteForm, onSucceeded: reload });
  if (!data) return null;
  return (
    <CalendarView
      month={data.month}
      onMonthChange={showMonth}
      view={view}
      onViewChange={showView}
      events={data.events}
      eventTypes={data.eventTypes}
      addEvent={addEvent}
      deleteEvent={deleteEvent}
      today={today}
    />
  );
}
