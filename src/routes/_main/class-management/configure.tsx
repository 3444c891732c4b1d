// /class-management/configure (the menu's Class Management): the classes the state offers,
// PATCH /state/add-classes-to-state; then to /class-management.
import { createFileRoute } from '@tanstack/react-router';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { pageTitles } from '../../../app/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { academicMessages } from '../../../lib/messages';
import {
  ConfigureClassesView,
  addClassesRequestOf,
} from '../../../views/academic/classes/ConfigureClassesView';
import type { OfferingValues } from '../../../views/shared/OfferingChecklist';
import { gatedLoader, readClasses, useRedirect, useStateDetailsUpdate } from '../-academic';

export const Route = createFileRoute('/_main/class-management/configure')({
  staticData: { title: pageTitles.configureClasses, crumbParent: '/class-management' },
  loader: gatedLoader(readClasses),
  component: ConfigureClassesPage,
});

function ConfigureClassesPage() {
  const classes = Route.useLoaderData();
  const stateDetailsUpdated = useStateDetailsUpdate();
  const redirect = useRedirect();
  const configure = useFormSubmission({
    submit: async (values: OfferingValues, signal) =>
      dataOf(await portalClient.PATCH('/state/add-classes-to-state', { body: addClassesRequestOf(values), signal })),
    successMessage: academicMessages.classesConfigured,
    redirectTo: '/class-management',
    busyLabel: 'Saving the classes…',
    onSucceeded: stateDetailsUpdated,
    onDone: redirect,
  });
  if (!classes) return null;
  return <ConfigureClassesView classes={classes} configure={configure} />;
}
