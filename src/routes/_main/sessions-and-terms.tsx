// /sessions-and-terms: the state's sessions with their terms; create (POST /session/add) and edit
// (PATCH /session/update/{id}) a session, add a term (POST /term/add). Each dialog closes once saved and the list
// reloads.
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { pageTitles } from '../../services/pages';
import { useFormSubmission } from '../../app/useFormSubmission';
import { sessions as sessionsResource } from '../../features/academic/sessions/sessions.calls';
import { nextSessionName } from '../../features/academic/sessions/sessions.form';
import { SessionsView, type SessionsDialog } from '../../features/academic/sessions/SessionsView';
import { gatedLoader, useReload } from './-academic';

export const Route = createFileRoute('/_main/sessions-and-terms')({
  staticData: { title: pageTitles.sessionsAndTerms },
  loader: gatedLoader((signal) => sessionsResource.list({ signal })),
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
  const createSession = useFormSubmission({ ...sessionsResource.createForm, onDone: saved });
  const updateSession = useFormSubmission({ ...sessionsResource.updateForm, onDone: saved });
  const termForm = useFormSubmission({ ...sessionsResource.termForm, onDone: saved });
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
