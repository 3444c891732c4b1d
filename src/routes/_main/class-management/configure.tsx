// /class-management/configure (the menu's Class Management): the classes the state offers,
// PATCH /state/add-classes-to-state; then to /class-management.
import { createFileRoute } from '@tanstack/react-router';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { classes } from '../../../features/academic/classes/classes.calls';
import type { Class } from '../../../features/academic/classes/classes.form';
import { ConfigureClassesView } from '../../../features/academic/classes/ConfigureClassesView';
import { gatedLoader, useRedirect, useStateDetailsUpdate } from '../-academic';

export const Route = createFileRoute('/_main/class-management/configure')({
  staticData: { title: pageTitles.configureClasses, crumbParent: '/class-management' },
  loader: gatedLoader((signal) => classes.list({ signal })),
  component: ConfigureClassesPage,
});

function ConfigureClassesPage() {
  const list = Route.useLoaderData();
  return list ? <ConfigureClasses list={list} /> : null;
}

/** The checklist starts from the loaded classes. */
function ConfigureClasses({ list }: { list: readonly Class[] }) {
  const configure = useFormSubmission({
    ...classes.configureForm(list),
    busyLabel: 'Saving the classes…',
    onSucceeded: useStateDetailsUpdate(),
    onDone: useRedirect(),
  });
  return <ConfigureClassesView classes={list} configure={configure} />;
}
