// /subject-management/configure (the menu's Subject Management, and where registration lands): the subjects the
// state offers, PATCH /state/add-subjects-to-state; then to /subject-management.
import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { subjects } from '../../../features/academic/subjects/subjects.calls';
import type { Subject } from '../../../features/academic/subjects/subjects.form';
import { ConfigureSubjectsView } from '../../../features/academic/subjects/ConfigureSubjectsView';
import { gatedLoader, useRedirect, useStateDetailsUpdate } from '../-academic';

export const Route = createFileRoute('/_main/subject-management/configure')({
  staticData: { title: pageTitles.configureSubjects, crumbParent: '/subject-management' },
  loader: gatedLoader((signal) => subjects.list({ signal })),
  component: ConfigureSubjectsPage,
});

function ConfigureSubjectsPage() {
  const list = Route.useLoaderData();
  return list ? <ConfigureSubjects list={list} /> : null;
}

/** The checklist starts from the loaded subjects. */
function ConfigureSubjects({ list }: { list: readonly Subject[] }) {
  const configure = useFormSubmission({
    ...subjects.configureForm(list),
    busyLabel: 'Saving the subjects…',
    onSucceeded: useStateDetailsUpdate(),
    onDone: useRedirect(),
  });
  return <ConfigureSubjectsView subjects={list} configure={configure} />;
}
