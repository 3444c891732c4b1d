// /sessions-and-terms: the state's sessions with their terms; create (POST /session/add) and edit
// (PATCH /session/update/{id}) a session, add a term (POST /term/add). Each dialog closes once saved and the list
// reloads.
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { pageTitles } from '../../services/pages';
import { afterFirstPage } from '../../app/firstPageInSlices';
import { useFormSubmission } from '../../app/useFormSubmission';
import { started, useSettled } from '../../app/useSettled';
import { sessions as sessionsResource } from '../../features/academic/sessions/sessions.calls';
import { nextSessionName } from '../../features/academic/sessions/sessions.form';
import { SessionsView, type SessionsDialog } from '../../features/academic/sessions/SessionsView';
import { gatedLoader, useReload } from './-academic';

export const Route = createFileRoute('/_main/sessions-and-terms')({
  staticData: { title: pageTitles.sessionsAndTerms },
  loader: gatedLoader(loadSessions),
  component: SessionsAndTermsPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk.
// The sessions are started, not awaited, once the page is on screen: the page shows its header and Create Session while
// they are on their way.
async function loadSessions(signal: AbortSignal) {
  return { sessions: started(afterFirstPage(() => sessionsResource.list({ signal }))) };
}

function SessionsAndTermsPage() {
  const loaded = Route.useLoaderData();
  // A failed read shows the route's error page, as it did when the page waited for the sessions.
  const { value: sessions, failure } = useSettled(loaded?.sessions ?? null);
  const reload = useReload();
  const [dialog, setDialog] = useState<SessionsDialog>(null);
  const saved = () => {
    setDialog(null);
    reload();
  };
  const createSession = useFormSubmission({ ...sessionsResource.createForm, onDone: saved });
  const updateSession = useFormSubmission({ ...sessionsResource.updateForm, onDone: saved });
  const termForm = useFormSubmission({ ...sessionsResource.termForm, onDone: saved });
  if (failure) throw failure;
  if (!loaded) return null;
  return (
    <SessionsView
      sessions={sessions ?? null}
      createSession={createSession}
      updateSession={updateSession}
      termForm={termForm}
      dialog={dialog}
      onDialogChange={setDialog}
      suggestedName={sessions ? nextSessionName(sessions) : undefined}
    />
  );
}
