// /scheme-of-work: sessions, classes and subjects are read here; the choice of session, term, class and subject is
// kept in the search params (?sessionId=…&termId=…&classId=…&subjectId=…), so a reload or a shared link opens the same
// scheme; the schemeOfWork actor checks, creates and updates
// the scheme, and the class notes' actors upload (the API's upload transport, with progress and the token flow),
// download and delete the notes.
import { createFileRoute } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useEffect, useState } from 'react';
import { idSearch } from '../-search';
import { useAppServices } from '../../services/AppServices';
import { pageTitles } from '../../services/pages';
import { forwardNotifications, type NotificationRaised } from '../../machines/notifications.machine';
import { schemeOfWorkMachine } from '../../features/academic/scheme/schemeOfWork.machine';
import { SchemeOfWorkView } from '../../features/academic/scheme/SchemeOfWorkView';
import { classes as classesResource } from '../../features/academic/classes/classes.calls';
import { sessions as sessionsResource } from '../../features/academic/sessions/sessions.calls';
import { subjects as subjectsResource } from '../../features/academic/subjects/subjects.calls';
import { afterFirstPage } from '../../app/firstPageInSlices';
import { started, useSettled } from '../../app/useSettled';
import { gatedLoader } from './-academic';

const choiceKeys = ['sessionId', 'termId', 'classId', 'subjectId'] as const;

export const Route = createFileRoute('/_main/scheme-of-work')({
  staticData: { title: pageTitles.schemeOfWork },
  validateSearch: idSearch(choiceKeys),
  // A change of choice rewrites the search; the lists read on entering the page stay.
  shouldReload: ({ cause }) => cause !== 'stay',
  loader: gatedLoader(loadChoices),
  component: SchemeOfWorkPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
// The lists are started, not awaited, once the page is on screen: the page shows its header and the four choosers while
// they are on their way, and the choosers offer them when they come.
async function loadChoices(signal: AbortSignal) {
  const read = () =>
    Promise.all([sessionsResource.list({ signal }), classesResource.list({ signal }), subjectsResource.list({ signal })]).then(
      // Schemes are written for what the state offers.
      ([sessions, classes, subjects]) => ({ sessions, classes: classes.filter((c) => c.offered), subjects: subjects.filter((s) => s.offered) }),
    );
  return { lists: started(afterFirstPage(read)) };
}

const noChoices = { sessions: [], classes: [], subjects: [] };

function SchemeOfWorkPage() {
  const loaded = Route.useLoaderData();
  // A failed read shows the route's error page, as it did when the page waited for the lists.
  const { value: lists, failure } = useSettled(loaded?.lists ?? null);
  const { notifications } = useAppServices();
  const scheme = useActorRef(schemeOfWorkMachine);
  useEffect(() => {
    const forwarding = forwardNotifications(scheme, notifications);
    return () => forwarding.unsubscribe();
  }, [scheme, notifications]);
  useChoiceInSearch(scheme);
  const notify = (event: NotificationRaised) =>
    notifications.send({ type: 'notifications.show', message: event.message, tone: event.tone });
  if (failure) throw failure;
  if (!loaded) return null;
  const data = lists ?? noChoices;
  return (
    <SchemeOfWorkView
      sessions={data.sessions}
      classes={data.classes}
      subjects={data.subjects}
      scheme={scheme}
      notify={notify}
    />
  );
}

/** The URL's choice given to the scheme once, then each choice the user makes written back to the URL. */
function useChoiceInSearch(scheme: ActorRefFrom<typeof schemeOfWorkMachine>): void {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [initial] = useState(search);
  useEffect(() => {
    // In this order: choosing a session forgets the term.
    if (initial.sessionId) scheme.send({ type: 'scheme.sessionChosen', id: initial.sessionId });
    if (initial.termId) scheme.send({ type: 'scheme.termChosen', id: initial.termId });
    if (initial.classId) scheme.send({ type: 'scheme.classChosen', id: initial.classId });
    if (initial.subjectId) scheme.send({ type: 'scheme.subjectChosen', id: initial.subjectId });
  }, [scheme, initial]);
  useEffect(() => {
    let written = '';
    const subscription = scheme.subscribe(({ context: { choice } }) => {
      const next = Object.fromEntries(choiceKeys.flatMap((key) => (choice[key] ? [[key, choice[key]]] : [])));
      const key = JSON.stringify(next);
      if (key === written) return;
      written = key;
      void navigate({ search: next, replace: true });
    });
    return () => subscription.unsubscribe();
  }, [scheme, navigate]);
}
