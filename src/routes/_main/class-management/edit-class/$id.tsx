// /class-management/edit-class/{id}: the class form filled with the class; PATCH /class/update/{id}, 'Class Updated
// Successfully', then /class-management. An id that names no class is the 404 page.
import { createFileRoute } from '@tanstack/react-router';
import { useFormSubmission } from '../../../../app/useFormSubmission';
import { classes } from '../../../../features/academic/classes/classes.calls';
import type { Class, ClassType } from '../../../../features/academic/classes/classes.form';
import { ClassEditView } from '../../../../features/academic/classes/ClassEditView';
import { gatedLoader, readRecord, recordIdGuard, useRedirect, type LoaderArgs } from '../../-academic';

export const Route = createFileRoute('/_main/class-management/edit-class/$id')({
  staticData: { title: 'Edit Class', crumbParent: '/class-management' },
  beforeLoad: recordIdGuard,
  loader: gatedLoader(loadClass),
  component: EditClassPage,
});

// Named (see calendar.tsx): the code splitter moves it into the page's chunk.
async function loadClass(signal: AbortSignal, { params }: LoaderArgs & { params: { id: string } }) {
  const [record, classTypes] = await Promise.all([readRecord((call) => classes.view(params.id, call), signal), classes.types({ signal })]);
  return { record, classTypes };
}

function EditClassPage() {
  const data = Route.useLoaderData();
  if (!data) return null;
  // A form per class: its actor starts from the class's values.
  return <EditClass key={data.record.id} {...data} />;
}

function EditClass({ record, classTypes }: { record: Class; classTypes: readonly ClassType[] }) {
  const update = useFormSubmission({ ...classes.updateForm(record), onDone: useRedirect() });
  return <ClassEditView record={record} classTypes={classTypes} update={update} />;
}
