// /sessions-and-terms: the state's sessions with their terms; create (POST /session/add) and edit
// (PATCH /session/update/{id}) a session, add a term (POST /term/add). Each dialog closes once saved and the list
// reloads.
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { pageTitles } from '../../app/pages';
import { useFormSubmission } from '../../app/useFormSubmission';
import { academicMessages } from '../../lib/messages';
import { SessionsView, type SessionsDialog } from '../../views/academic/sessions/SessionsView';
import {
  nextSessionName,
  sessionFormSchema,
  sessionInputOf,
  termFormSchema,
  termInputOf,
  type SessionFormValues,
  type TermFormValues,
} from '../../views/academic/sessions/sessionForm';
import { gatedLoader, readSessions, useReload } from './-academic';

export const Route = createFileRoute('/_main/sessions-and-terms')({
  staticData: { title: pageTitles.sessionsAndTerms },
  loader: gatedLoader(readSessions),
  component: SessionsAndTermsPage,
});

function SessionsAndTermsPage() {
  const sessions = Route.useLoaderData();
  const reload = useReload();
  const [dialog, setDialog] = useState<SessionsDialog>(null);
  const saved = () => {
    setDialog(null);
    reload();
  };
  const createSession = useFormSubmission({
    submit: async (values: SessionFormValues, signal) =>
      dataOf(await portalClient.POST('/session/add', { body: sessionInputOf(values), signal })),
    canSubmit: (values) => sessionFormSchema.safeParse(values).success,
    successMessage: academicMessages.sessionCreated,
    onDone: saved,
  });
  const updateSession = useFormSubmission({
    submit: async (values: SessionFormValues, signal) =>
      dataOf(
        await portalClient.PATCH('/session/update/{id}', { params: { path: { id: values.id ?? '' } }, body: sessionInputOf(values), signal }),
      ),
    canSubmit: (values) => sessionFormSchema.safeParse(values).success,
    successMessage: academicMessages.sessionUpdated,
    onDone: saved,
  });
  const termForm = useFormSubmission({
    submit: async (values: TermFormValues, signal) => dataOf(await portalClient.POST('/term/add', { body: termInputOf(values), signal })),
    canSubmit: (values) => termFormSchema.safeParse(values).success,
    successMessage: academicMessages.termAdded,
    onDone: saved,
  });
  if (!sessions) return null;
  return (
    <SessionsView
      sessions={sessions}
      createSession={createSession}
      updateSession={updateSession}
      termForm={termForm}
      dialog={dialog}
      onDialogChange={setDialog}
      suggestedName={nextSessionName(sessions)}
    />
  );
}
