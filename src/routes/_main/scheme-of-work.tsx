// /scheme-of-work: sessions, classes and subjects are read here; the schemeOfWork actor checks, creates and updates
// the scheme, and the class notes' actors upload (the API's upload transport, with progress and the token flow),
// download and delete the notes.
import { createFileRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useAppServices } from '../../app/AppServices';
import { pageTitles } from '../../app/pages';
import { classNoteUploadMachine, xhrUploadClassNote } from '../../machines/classNoteUpload.machine';
import { forwardNotifications, type NotificationRaised } from '../../machines/notifications.machine';
import { schemeOfWorkMachine } from '../../machines/schemeOfWork.machine';
import { sessionApiHooks } from '../../machines/session.machine';
import { SchemeOfWorkView } from '../../views/academic/scheme/SchemeOfWorkView';
import { classes as classesResource } from '../../resources/classes';
import { sessions as sessionsResource } from '../../resources/sessions';
import { subjects as subjectsResource } from '../../resources/subjects';
import { gatedLoader } from './-academic';

export const Route = createFileRoute('/_main/scheme-of-work')({
  staticData: { title: pageTitles.schemeOfWork },
  loader: gatedLoader(async (signal) => {
    const [sessions, classes, subjects] = await Promise.all([
      sessionsResource.list({ signal }),
      classesResource.list({ signal }),
      subjectsResource.list({ signal }),
    ]);
    // Schemes are written for what the state offers.
    return { sessions, classes: classes.filter((c) => c.offered), subjects: subjects.filter((s) => s.offered) };
  }),
  component: SchemeOfWorkPage,
});

function SchemeOfWorkPage() {
  const data = Route.useLoaderData();
  const { session, notifications } = useAppServices();
  const scheme = useActorRef(schemeOfWorkMachine);
  const classNotesLogic = useMemo(
    () => classNoteUploadMachine.provide({ actors: { uploadClassNote: xhrUploadClassNote(sessionApiHooks(session)) } }),
    [session],
  );
  useEffect(() => {
    const forwarding = forwardNotifications(scheme, notifications);
    return () => forwarding.unsubscribe();
  }, [scheme, notifications]);
  const notify = (event: NotificationRaised) =>
    notifications.send({ type: 'notifications.show', message: event.message, tone: event.tone });
  if (!data) return null;
  return (
    <SchemeOfWorkView
      sessions={data.sessions}
      classes={data.classes}
      subjects={data.subjects}
      scheme={scheme}
      classNotesLogic={classNotesLogic}
      notify={notify}
    />
  );
}
