// Sessions and their terms (SPEC section 3), described once: the read, and the session and term forms. One dialog
// serves every session, so its form starts blank and the dialog starts it over from the session it opens for.
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { academicMessages } from '../../../lib/messages';
import type { FormDescription } from '../../../machines/formSubmission.machine';
import type { CallOptions } from '../../../shared/calls';
import {
  newSessionValues,
  sessionFormSchema,
  sessionInputOf,
  termFormSchema,
  termInputOf,
  type Session,
  type SessionFormValues,
  type Term,
  type TermFormValues,
} from './sessions.form';

export const sessions = {
  list: async (call: CallOptions) => dataOf(await portalClient.GET('/session/view-session-by-state', call)).sessions,

  /** POST /session/add: 'Session Created Successfully'. */
  createForm: {
    values: newSessionValues(),
    schema: sessionFormSchema,
    successMessage: academicMessages.sessionCreated,
    submit: async (values, call) => dataOf(await portalClient.POST('/session/add', { body: sessionInputOf(values), ...call })),
  } satisfies FormDescription<SessionFormValues, Session>,

  /** PATCH /session/update/{id} for the session whose `id` the values carry. */
  updateForm: {
    values: newSessionValues(),
    schema: sessionFormSchema,
    successMessage: academicMessages.sessionUpdated,
    submit: async (values, call) =>
      dataOf(
        await portalClient.PATCH('/session/update/{id}', { params: { path: { id: values.id ?? '' } }, body: sessionInputOf(values), ...call }),
      ),
  } satisfies FormDescription<SessionFormValues, Session>,

  /** POST /term/add to the session whose id the values carry: 'Term Added Successfully'. */
  termForm: {
    values: { sessionId: '', name: '', startDate: '', endDate: '', isCurrent: false },
    schema: termFormSchema,
    successMessage: academicMessages.termAdded,
    submit: async (values, call) => dataOf(await portalClient.POST('/term/add', { body: termInputOf(values), ...call })),
  } satisfies FormDescription<TermFormValues, Term>,
};
