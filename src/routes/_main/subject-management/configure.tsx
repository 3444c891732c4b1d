// /subject-management/configure (the menu's Subject Management, and where registration lands): the subjects the
// state offers, PATCH /state/add-subjects-to-state; then to /subject-management.
import { createFileRoute } from '@tanstack/react-router';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { pageTitles } from '../../../app/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { academicMessages } from '../../../lib/messages';
import {
  ConfigureSubjectsView,
  addSubjectsRequestOf,
} from '../../../views/academic/subjects/ConfigureSubjectsView';
import type { OfferingValues } from '../../../views/shared/OfferingChecklist';
import { gatedLoader, readSubjects, useRedirect, useStateDetailsUpdate } from '../-academic';

export const Route = createFileRoute('/_main/subject-management/configure')({
  staticData: { title: pageTitles.configureSubjects, crumbParent: '/subject-management' },
  loader: gatedLoader(readSubjects),
  component: ConfigureSubjectsPage,
});

function ConfigureSubjectsPage() {
  const subjects = Route.useLoaderData();
  const stateDetailsUpdated = useStateDetailsUpdate();
  const redirect = useRedirect();
  const configure = useFormSubmission({
    submit: async (values: OfferingValues, signal) =>
      dataOf(
        await portalClient.PATCH('/state/add-subjects-to-state', {
          body: addSubjectsRequestOf(values, (subjects ?? []).map((subject) => subject.subjectCode)),
          signal,
        }),
      ),
    successMessage: academicMessages.subjectsConfigured,
    redirectTo: '/subject-management',
    busyLabel: 'Saving the subjects…',
    onSucceeded: stateDetailsUpdated,
    onDone: redirect,
  });
  if (!subjects) return null;
  return <ConfigureSubjectsView subjects={subjects} configure={configure} />;
}
