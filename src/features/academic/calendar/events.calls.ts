// The state's calendar of events (SPEC section 3), described once: the reads, adding an event (one dialog, started
// over for the day it opens on) and deleting one.
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { defaultEventType } from '../../../lib/constants';
import { academicMessages } from '../../../lib/messages';
import type { FormDescription } from '../../../machines/formSubmission.machine';
import type { CallOptions } from '../../../shared/calls';
import { addEventsRequestOf, eventFormSchema, type EventFormValues } from './events.form';

export const events = {
  /** The events that overlap the range (the server answers at most 366 days at once). */
  list: async (range: { start: string; end: string }, call: CallOptions) =>
    dataOf(await portalClient.GET('/calendar/view', { params: { query: { startDate: range.start, endDate: range.end } }, ...call })).events,
  types: async (call: CallOptions) => dataOf(await portalClient.GET('/generic-apis/all-enum', call)).EventTypeEnum,

  /** PATCH /calendar/add-event: 'Event Added Successfully'. */
  addForm: {
    values: { name: '', eventType: defaultEventType, startDate: '', endDate: '' },
    schema: eventFormSchema,
    successMessage: academicMessages.eventAdded,
    submit: async (values, call) => dataOf(await portalClient.PATCH('/calendar/add-event', { body: addEventsRequestOf(values), ...call })),
  } satisfies FormDescription<EventFormValues, unknown>,

  /** PATCH /calendar/delete-event/{id}, answering the deleted event's id; the next delete may follow at once. */
  deleteForm: {
    values: { id: '' },
    successMessage: academicMessages.eventDeleted,
    redirectDelayMs: 0,
    submit: async (values, call) => {
      dataOf(await portalClient.PATCH('/calendar/delete-event/{id}', { params: { path: { id: values.id } }, ...call }));
      return values.id;
    },
  } satisfies FormDescription<{ id: string }, string>,
};
