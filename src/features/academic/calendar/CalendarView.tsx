// /calendar, 'Events & Calendar' (SPEC section 2): the state's events on Schedule-X's month and week views, a
// keyboard day grid and the list of the events in view. Choosing a day (on either calendar, or from the list) opens
// its dialog: that day's events, each with Delete (after a confirmation), and 'Add New Event'. The day grid's arrows and
// keys move the grid alone; the big calendar and the events list go to a day once it is chosen. The events are those of
// the month in view (the route's), and choosing a day of another month asks the route for that month. The add-event
// dialog (name, type from
// EventTypeEnum defaulting to 'Weekend', start date, end date, 'Add Events') closes once the event is added; the
// route then reloads the events.
import { pageTitles } from '../../../services/pages';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../lib/date';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import {
  AlertDialog,
  Banner,
  Button,
  Calendar,
  Dialog,
  EmptyState,
  Modal,
  PlusIcon,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextField,
} from '../../../ui';
import { PageHeader } from '../../../shared/PageHeader';
import { useSubmission } from '../../../shared/useSubmission';
import { DateRangeFields } from '../DateRangeFields';
import { FormDialog } from '../FormDialog';
import { EventCalendar } from './EventCalendar';
import {
  coversDay,
  newEventValues,
  overlaps,
  rangeOf,
  rangeTitle,
  type CalendarEvent,
  type EventType,
} from './events.form';
import { monthOf, type CalendarViewName } from './calendarMonth.form';
import '../academic.css';
import './calendar.css';

export interface CalendarViewProps {
  /** The month in view (YYYY-MM); `events` cover the weeks of its grid. */
  month: string;
  /** The day in view moved to another month: show that month (and its events). */
  onMonthChange: (month: string) => void;
  /** The picture: the month's grid or one week (the route's, so reload and Back keep it). */
  view: CalendarViewName;
  onViewChange: (view: CalendarViewName) => void;
  events: readonly CalendarEvent[];
  eventTypes: readonly EventType[];
  addEvent: FormSubmissionActor;
  /** Deletes the event whose id is sent as `{ id }`. */
  deleteEvent: FormSubmissionActor;
  /** Today (a story pins it): the day shown first when it is in the month. */
  today: string;
  /** Open with this day's dialog (stories). */
  initialOpenDay?: string | null;
  initialAddOpen?: boolean;
}

/** The event's day, or its first and last day. */
function eventDays(event: CalendarEvent): string {
  return event.startDate === event.endDate ? formatDate(event.startDate) : `${formatDate(event.startDate)} to ${formatDate(event.endDate)}`;
}

/** An event in a list: its name, then its type and its day or days. */
function EventSummary({ event }: { event: CalendarEvent }) {
  const days = eventDays(event);
  return (
    <span className="EventsList-text">
      <span className="EventsList-name">{event.name}</span>
      <span className="EventsList-meta">
        {event.eventType} · {days}
      </span>
    </span>
  );
}

/** The day to show first in a month: today if it is in it, else the month's first day. */
const firstShownDay = (month: string, today: string) => (monthOf(today) === month ? today : `${month}-01`);

export function CalendarView({
  month,
  onMonthChange,
  view,
  onViewChange,
  events,
  eventTypes,
  addEvent,
  deleteEvent,
  today,
  initialOpenDay = null,
  initialAddOpen = false,
}: CalendarViewProps) {
  const [shown, setShownDay] = useState(() => firstShownDay(month, today));
  // A month given from outside (Back, Forward) moves the day in view into it; a move made here is already there.
  const [givenMonth, setGivenMonth] = useState(month);
  if (month !== givenMonth) {
    setGivenMonth(month);
    if (monthOf(shown) !== month) setShownDay(firstShownDay(month, today));
  }
  const setShown = (day: string) => {
    if (monthOf(day) !== monthOf(shown)) onMonthChange(monthOf(day));
    setShownDay(day);
  };
  // Where the day grid's focus is: it follows the day in view, and moves on its own (its arrows, the keys) until a day
  // is chosen, so that looking at another month there leaves the big calendar where it is.
  const [gridDay, setGridDay] = useState(shown);
  const [gridFollows, setGridFollows] = useState(shown);
  if (shown !== gridFollows) {
    setGridFollows(shown);
    setGridDay(shown);
  }
  const [openDay, setOpenDay] = useState<string | null>(initialOpenDay);
  const [addingOn, setAddingOn] = useState<string | null>(initialAddOpen ? (initialOpenDay ?? today) : null);

  // 'Add Events' closes the dialog once the event is in (the route reloads the calendar).
  useEffect(() => {
    const subscription = addEvent.subscribe((snapshot) => {
      if (snapshot.matches('succeeded')) setAddingOn(null);
    });
    return () => subscription.unsubscribe();
  }, [addEvent]);

  const range = rangeOf(view, shown);
  const inView = events.filter((event) => overlaps(event, range)).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const title = rangeTitle(view, shown);
  const openDayDialog = (day: string) => {
    setShown(day);
    setOpenDay(day);
  };

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={pageTitles.calendar}
        intro="The events of your state's school calendar. Choose a day to see its events, delete one or add a new one."
        actions={
          <Button onPress={() => setAddingOn(openDay ?? shown)}>
            <PlusIcon />
            Add New Event
          </Button>
        }
      />
      <div className="CalendarPage-controls">
        <h2 className="CalendarPage-range" aria-live="polite">
          {title}
        </h2>
        <RadioGroup label="Calendar view" orientation="horizontal" value={view} onChange={(value) => onViewChange(value as CalendarViewName)}>
          <Radio value="month">Month</Radio>
          <Radio value="week">Week</Radio>
        </RadioGroup>
      </div>
      <div className="CalendarPage-layout">
        <EventCalendar events={events} view={view} date={shown} onDayChosen={openDayDialog} label={`${title} calendar`} />
        <div className="CalendarPage-side">
          <div>
            <h2 id="choose-day">Choose a day</h2>
            <Calendar<CalendarDate>
              aria-labelledby="choose-day"
              aria-describedby="choose-day-help"
              focusedValue={parseDate(gridDay)}
              onFocusChange={(date) => setGridDay(date.toString())}
              value={openDay ? parseDate(openDay) : null}
              onChange={(date) => openDayDialog(date.toString())}
            />
            <p id="choose-day-help" className="EventsList-meta">
              Arrow keys move between days, Page Up and Page Down between months; Enter opens the day.
            </p>
          </div>
          <div>
            <h2 id="events-in-view">Events in {view === 'month' ? title : `the ${title.toLowerCase()}`}</h2>
            {inView.length === 0 ? (
              <EmptyState size="compact">No events in this {view}.</EmptyState>
            ) : (
              <ul className="EventsList" aria-labelledby="events-in-view">
                {inView.map((event) => (
                  <li key={event._id} className="EventsList-item">
                    <EventSummary event={event} />
                    <Button variant="quiet" onPress={() => openDayDialog(event.startDate)} aria-label={`Open day ${formatDate(event.startDate)}: ${event.name}`}>
                      Open day
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
      {/* One modal for the day and the add dialogs, so that going from one to the other and back keeps what opened
          it: closing then gives focus back to that day or button (two modals each took the other's vanished button). */}
      <Modal
        isOpen={openDay !== null || addingOn !== null}
        onOpenChange={(open) => {
          if (open) return;
          if (addingOn !== null) setAddingOn(null);
          else setOpenDay(null);
        }}
        isDismissable={addingOn === null}
      >
        {addingOn ? (
          <AddEventDialog actor={addEvent} eventTypes={eventTypes} day={addingOn} />
        ) : (
          openDay && (
            <DayDialog
              day={openDay}
              events={events.filter((event) => coversDay(event, openDay))}
              deleteEvent={deleteEvent}
              onAdd={() => setAddingOn(openDay)}
            />
          )
        )}
      </Modal>
    </section>
  );
}

export function DayDialog({ day, events, deleteEvent, onAdd }: { day: string; events: readonly CalendarEvent[]; deleteEvent: FormSubmissionActor; onAdd: () => void }) {
  const { busy, error } = useSubmission(deleteEvent);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CalendarEvent | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const count = useRef(events.length);
  // A deleted event takes its focused Delete button with it: keep the keyboard in the dialog, on the next event's
  // Delete or, with none left, on 'Add New Event'.
  useEffect(() => {
    const fewer = events.length < count.current;
    count.current = events.length;
    const dialog = list.current?.closest<HTMLElement>('[role="dialog"]');
    if (!fewer || !dialog || dialog.contains(document.activeElement)) return;
    const next = list.current?.querySelector<HTMLElement>('button') ?? dialog.querySelector<HTMLElement>('.ui-Dialog-footer button:last-child');
    next?.focus();
  }, [events.length]);
  return (
    <Dialog
      title={`Events on ${formatDate(day)}`}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
          <Button onPress={onAdd}>
            <PlusIcon />
            Add New Event
          </Button>
        </>
      )}
    >
      <div ref={list}>
        {events.length === 0 ? (
          <EmptyState size="compact">No events on this day.</EmptyState>
        ) : (
          <ul className="EventsList" aria-label={`Events on ${formatDate(day)}`}>
            {events.map((event) => (
              <li key={event._id} className="EventsList-item">
                <EventSummary event={event} />
                <Button
                  variant="danger"
                  aria-label={`Delete ${event.name}`}
                  isPending={busy && deleting === event._id}
                  pendingLabel={`Deleting ${event.name}`}
                  isDisabled={busy && deleting !== event._id}
                  onPress={() => setConfirming(event)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && <Banner tone="error">{error}</Banner>}
      {/* Closing the confirmation (either answer) puts focus back on the Delete button that opened it. */}
      <Modal isOpen={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)} size="small">
        {confirming && (
          <AlertDialog
            title="Delete event"
            variant="destructive"
            confirmLabel="Yes, delete it"
            cancelLabel="No, keep it"
            onConfirm={() => {
              setDeleting(confirming._id);
              deleteEvent.send({ type: 'form.submit', values: { id: confirming._id } });
            }}
          >
            {`${confirming.name} (${eventDays(confirming)}) will be deleted from the calendar. This cannot be undone.`}
          </AlertDialog>
        )}
      </Modal>
    </Dialog>
  );
}

export function AddEventDialog({ actor, eventTypes, day }: { actor: FormSubmissionActor; eventTypes: readonly EventType[]; day: string }) {
  return (
    <FormDialog
      title="Add New Event"
      aria-label="Add New Event"
      submitLabel="Add Events"
      actor={actor}
      initialValues={newEventValues(day)}
    >
      {(fields) => (
        <>
          <TextField
            label="Event name"
            isRequired
            value={fields.values.name}
            onChange={fields.set('name')}
            isDisabled={fields.busy}
            {...fields.message('name')}
          />
          <Select
            label="Event type"
            selectedKey={fields.values.eventType}
            onSelectionChange={(key) => key !== null && fields.set('eventType')(String(key))}
            items={eventTypes.map((type) => ({ id: type }))}
            isDisabled={fields.busy}
            {...fields.message('eventType')}
          >
            {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
          </Select>
          <DateRangeFields {...fields} endFromStart />
        </>
      )}
    </FormDialog>
  );
}
