// Events & Calendar: Schedule-X's month and week views beside the keyboard day grid and the events list; the day
// dialog (events with Delete, confirmed first, and 'Add New Event') and the add-event dialog through their submit flows.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { academicMessages, validationMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { eventTypesFixture, eventsFixture, type Event } from '../../../testing/academicFixtures';
import { answers, fails, pending, submissionActor } from '../../../testing/storySupport';
import { CalendarView, type CalendarViewProps } from './CalendarView';
import { eventFormSchema } from './events.form';
import type { CalendarViewName } from './calendarMonth.form';

const meta = {
  title: 'Academic/Events & Calendar',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
/** The add dialog starts its actor over from the day it opens on. */
const noEvent = { name: '', eventType: '', startDate: '', endDate: '' };

/** `monthsAsked`: each month the view asked the route for (the route then loads it). */
type Loaded = { addEvent: FormSubmissionActor; deleteEvent: FormSubmissionActor; monthsAsked: string[] };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

function actors(calls: { add?: ReturnType<typeof pending>; remove?: ReturnType<typeof pending> } = {}): Loaded {
  return {
    addEvent: submissionActor({ submit: calls.add ?? pending(), values: noEvent, schema: eventFormSchema, successMessage: academicMessages.eventAdded }),
    deleteEvent: submissionActor({ submit: calls.remove ?? pending(), values: { id: '' }, successMessage: academicMessages.eventDeleted }),
    monthsAsked: [],
  };
}

type CalendarStoryProps = Omit<CalendarViewProps, 'month' | 'onMonthChange' | 'view' | 'onViewChange' | 'eventTypes' | 'today' | 'addEvent' | 'deleteEvent'> & {
  loaded: Loaded;
  month?: string;
};

/** The view as the route gives it: the month asked for becomes the month in view, the view chosen the one shown. */
function CalendarStory({ loaded: { monthsAsked, ...actorsOf }, month: initialMonth = '2026-10', ...props }: CalendarStoryProps) {
  const [month, setMonth] = useState(initialMonth);
  const [view, setView] = useState<CalendarViewName>('month');
  const showMonth = (next: string) => {
    monthsAsked.push(next);
    setMonth(next);
  };
  return <CalendarView month={month} onMonthChange={showMonth} view={view} onViewChange={setView} eventTypes={eventTypesFixture} today="2026-10-01" {...actorsOf} {...props} />;
}

const render = (options: { events?: readonly Event[]; openDay?: string; addOpen?: boolean; month?: string } = {}): Story['render'] =>
  function Render(_args, { loaded }) {
    return (
      <CalendarStory
        loaded={loaded as Loaded}
        month={options.month}
        events={options.events ?? eventsFixture}
        initialOpenDay={options.openDay ?? null}
        initialAddOpen={options.addOpen}
      />
    );
  };
const body = () => within(document.body);

/**
 * React Aria focuses a dialog again half a second after it opens when the page's body has focus then (a workaround for
 * VoiceOver on iOS). A confirmation answered within that half second passes focus through the body on its way back to
 * the button that opened it, and can lose it to the dialog; a person takes longer, so a story waits as long first.
 */
const pastDialogRefocus = () => new Promise((resolve) => setTimeout(resolve, 600));

async function calendarDrawn(canvas: ReturnType<typeof within>) {
  const region = canvas.getByRole('region', { name: 'October 2026 calendar' });
  // The library is a chunk of its own, fetched once the page is drawn: the first story to draw it waits for it.
  await waitFor(() => expect(region.querySelector('.sx__month-grid-wrapper, .sx__week-wrapper')).not.toBeNull(), { timeout: 5000 });
  return region;
}

/** The month: Schedule-X's grid, the day grid and the month's events in a list. */
export const Month: Story = {
  loaders: [async () => actors()],
  render: render(),
  play: async ({ canvas }) => {
    const region = await calendarDrawn(canvas);
    await waitFor(() => expect(within(region).getByText('Independence Day (Public Holiday)')).toBeVisible());
    const list = canvas.getByRole('list', { name: 'Events in October 2026' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Independence Day'),
      expect.stringContaining('Staff meeting'),
      expect.stringContaining('Mid-term break'),
    ]);
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();
  },
};

/** The week view, chosen with the keyboard (arrow keys in the view switch). */
export const Week: Story = {
  loaders: [async () => actors()],
  render: render(),
  play: async ({ canvas }) => {
    await calendarDrawn(canvas);
    canvas.getByRole('radio', { name: 'Month' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Week of 28-09-2026' })).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Week of 28-09-2026 calendar' });
    await waitFor(() => expect(region.querySelector('.sx__week-wrapper')).not.toBeNull());
    await expect(canvas.getByRole('list', { name: /Events in the week of 28-09-2026/ })).toBeVisible();
  },
};

/** With no events: the list says so. */
export const NoEvents: Story = {
  loaders: [async () => actors()],
  render: render({ events: [] }),
  play: async ({ canvas }) => {
    await calendarDrawn(canvas);
    await expect(canvas.getByText('No events in this month.')).toBeVisible();
  },
};

/**
 * The keyboard day grid: arrows move, Page Down goes a month on, each moving the grid alone; Enter opens the day, and
 * the big calendar goes to it (its month asked of the route).
 */
export const KeyboardDayGrid: Story = {
  loaders: [async () => actors()],
  render: render(),
  play: async ({ canvas, loaded }) => {
    await calendarDrawn(canvas);
    const grid = canvas.getByRole('grid', { name: /October 2026/ });
    (grid.querySelector('[tabindex="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect(canvas.getByRole('grid', { name: /November 2026/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'October 2026 calendar' })).toBeVisible();
    await expect((loaded as Loaded).monthsAsked).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('region', { name: 'November 2026 calendar' })).toBeVisible();
    await expect((loaded as Loaded).monthsAsked).toEqual(['2026-11']);
    const dialog = await body().findByRole('dialog', { name: 'Events on 08-11-2026' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The day grid's month arrows move the grid alone: the big calendar and the events list stay on their month. */
export const DayGridArrows: Story = {
  loaders: [async () => actors()],
  render: render(),
  play: async ({ canvas, loaded }) => {
    await calendarDrawn(canvas);
    // The grid's own arrow (React Aria adds a hidden Next for screen readers at its end).
    const next = canvas.getAllByRole('button', { name: 'Next' }).find((button) => button.classList.contains('ui-Calendar-nav'));
    await userEvent.click(next as HTMLElement);
    await expect(canvas.getByRole('grid', { name: /November 2026/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'October 2026 calendar' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Events in October 2026' })).toBeVisible();
    await expect((loaded as Loaded).monthsAsked).toEqual([]);
  },
};

/** A month given by the route (a reload or Back on ?month=2026-12) shows that month from its first day. */
export const MonthFromTheRoute: Story = {
  loaders: [async () => actors()],
  render: render({ month: '2026-12' }),
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Events in December 2026' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'December 2026 calendar' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: /December 2026/ }).querySelector('[tabindex="0"]')).toHaveTextContent('1');
    await expect((loaded as Loaded).monthsAsked).toEqual([]);
  },
};

/** The day dialog: that day's events with Delete, and 'Add New Event'. */
export const DayDialog: Story = {
  loaders: [async () => actors()],
  render: render({ openDay: '2026-10-01' }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).getByRole('button', { name: 'Delete Staff meeting' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Add New Event' })).toBeVisible();
  },
};

/** From a day to 'Add New Event' and back, then closed: focus returns to what opened the day, not to the page body. */
export const DayDialogAddAndBackRestoresFocus: Story = {
  loaders: [async () => actors()],
  render: render(),
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: /^Open day 01-10-2026: Independence Day/ });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const day = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    within(day).getByRole('button', { name: 'Add New Event' }).focus();
    await userEvent.keyboard('{Enter}');
    const add = await body().findByRole('dialog', { name: 'Add New Event' });
    within(add).getByRole('button', { name: 'Cancel' }).focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A multi-day event shows on each of its days. */
export const DayDialogWithinAnEvent: Story = {
  loaders: [async () => actors()],
  render: render({ openDay: '2026-10-28' }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Events on 28-10-2026' });
    await expect(within(dialog).getByText('Mid-Term Break · 26-10-2026 to 30-10-2026')).toBeVisible();
  },
};

/** Delete asks first: the confirmation names the event, and its cancel button has the focus; nothing is sent yet. */
export const DayDialogConfirmingDelete: Story = {
  loaders: [async () => actors()],
  render: render({ openDay: '2026-10-01' }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Staff meeting' }));
    const confirm = await body().findByRole('alertdialog', { name: 'Delete event' });
    await expect(confirm).toHaveAccessibleDescription('Staff meeting (01-10-2026) will be deleted from the calendar. This cannot be undone.');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'No, keep it' })).toHaveFocus());
    await expect(within(confirm).getByRole('button', { name: 'Yes, delete it' })).toBeVisible();
    await expect((loaded as Loaded).deleteEvent.getSnapshot().value).toBe('editing');
  },
};

/** 'No, keep it' (or Escape): nothing is deleted, and the keyboard is back on the event's Delete button. */
export const DayDialogDeleteCancelled: Story = {
  loaders: [async () => actors()],
  render: render({ openDay: '2026-10-01' }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await pastDialogRefocus();
    const remove = within(dialog).getByRole('button', { name: 'Delete Staff meeting' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await body().findByRole('alertdialog', { name: 'Delete event' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(body().getByRole('dialog', { name: 'Events on 01-10-2026' })).toBeVisible();
    await expect((loaded as Loaded).deleteEvent.getSnapshot().value).toBe('editing');
  },
};

/** Confirms the delete of `name` in the day dialog, by keyboard: Delete, then Tab to 'Yes, delete it' and Enter. */
async function confirmDelete(dialog: HTMLElement, name: string) {
  within(dialog).getByRole('button', { name: `Delete ${name}` }).focus();
  await userEvent.keyboard('{Enter}');
  const confirm = await body().findByRole('alertdialog', { name: 'Delete event' });
  await waitFor(() => expect(within(confirm).getByRole('button', { name: 'No, keep it' })).toHaveFocus());
  await userEvent.tab();
  await expect(within(confirm).getByRole('button', { name: 'Yes, delete it' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body().queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** Deleting (`submitting` of the delete): that button is busy, the others wait. */
export const DayDialogDeleting: Story = {
  loaders: [async () => actors()],
  render: render({ openDay: '2026-10-01' }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await confirmDelete(dialog, 'Staff meeting');
    await waitFor(() => expect((loaded as Loaded).deleteEvent.getSnapshot().value).toBe('submitting'));
    await expect((loaded as Loaded).deleteEvent.getSnapshot().context.values).toEqual({ id: eventsFixture[3]?._id });
    await expect(within(dialog).getByRole('progressbar', { name: 'Deleting Staff meeting' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Delete Independence Day' })).toBeDisabled();
  },
};

/** Deleted: the route reloads the events; the keyboard stays in the dialog, on 'Add New Event' once none are left. */
export const DayDialogDeleted: Story = {
  loaders: [async () => actors({ remove: answers('deleted') as never })],
  render: function Render(_args, { loaded }) {
    const { deleteEvent } = loaded as Loaded;
    const [events, setEvents] = useState<readonly Event[]>(eventsFixture.filter((event) => event.name === 'Staff meeting'));
    useEffect(() => {
      const subscription = deleteEvent.subscribe((snapshot) => {
        if (snapshot.matches('succeeded')) setEvents([]);
      });
      return () => subscription.unsubscribe();
    }, [deleteEvent]);
    return <CalendarStory loaded={loaded as Loaded} events={events} initialOpenDay="2026-10-01" />;
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await confirmDelete(dialog, 'Staff meeting');
    await expect(await within(dialog).findByText('No events on this day.')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add New Event' })).toHaveFocus());
  },
};

/** A delete the server refuses: its message in the dialog. */
export const DayDialogDeleteFailed: Story = {
  loaders: [async () => actors({ remove: fails('Event not found', 404) as never })],
  render: render({ openDay: '2026-10-01' }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await confirmDelete(dialog, 'Staff meeting');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Event not found');
  },
};

/** The add-event dialog, `editing`: from the day dialog, type 'Weekend' by default, the day's dates. */
export const AddEventEditing: Story = {
  loaders: [async () => actors()],
  render: render({ openDay: '2026-10-01' }),
  play: async () => {
    const day = await body().findByRole('dialog', { name: 'Events on 01-10-2026' });
    await userEvent.click(within(day).getByRole('button', { name: 'Add New Event' }));
    const dialog = await body().findByRole('dialog', { name: 'Add New Event' });
    await expect(within(dialog).getByRole('button', { name: /Event type/ })).toHaveTextContent('Weekend');
    await expect(within(dialog).getByRole('group', { name: 'Start date' })).toHaveTextContent('01-10-2026');
    await expect(within(dialog).getByRole('button', { name: 'Add Events' })).toBeVisible();
  },
};

/** `invalid`: no name. */
export const AddEventInvalid: Story = {
  loaders: [async () => actors()],
  render: render({ addOpen: true }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Add New Event' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Events' }));
    await expect(await within(dialog).findByText(validationMessages.required)).toBeVisible();
    await expect((loaded as Loaded).addEvent.getSnapshot().value).toBe('invalid');
  },
};

/** `submitting`: one event in the list PATCH /calendar/add-event takes. */
export const AddEventSubmitting: Story = {
  loaders: [async () => actors()],
  render: render({ addOpen: true }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Add New Event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Event name' }), 'Inter-house sports');
    await userEvent.click(within(dialog).getByRole('button', { name: /Event type/ }));
    await userEvent.click(await body().findByRole('option', { name: 'School Event' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Events' }));
    const add = (loaded as Loaded).addEvent;
    await waitFor(() => expect(add.getSnapshot().value).toBe('submitting'));
    await expect(add.getSnapshot().context.values).toEqual({ name: 'Inter-house sports', eventType: 'School Event', startDate: '2026-10-01', endDate: '2026-10-01' });
  },
};

/** `failed`: the server's message; the dialog stays with what was typed. */
export const AddEventFailed: Story = {
  loaders: [async () => actors({ add: fails('You do not have permission to do this', 403) as never })],
  render: render({ addOpen: true }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Add New Event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Event name' }), 'Inter-house sports{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    await expect(within(dialog).getByRole('textbox', { name: 'Event name' })).toHaveValue('Inter-house sports');
  },
};

/** `succeeded`: the dialog closes (the route reloads the events). */
export const AddEventSucceeded: Story = {
  loaders: [async () => actors({ add: answers({ events: [] }) as never })],
  render: render({ addOpen: true }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Add New Event' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Event name' }), 'Inter-house sports{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Add New Event' })).toBeNull());
    await expect((loaded as Loaded).addEvent.getSnapshot().value).toBe('succeeded');
  },
};
