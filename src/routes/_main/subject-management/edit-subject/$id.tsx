// /subject-management/edit-subject/{id}: the subject form filled with the subject and its topics; then
// /subject-management. An id that names no subject is the 404 page.
import { createFileRoute } from '@tanstack/react-router';
import { useFormSubmission } from '../../../../app/useFormSubmission';
import { subjects } from '../../../../features/academic/subjects/subjects.calls';
import type { Subject } from '../../../../features/academic/subjects/subjects.form';
import { SubjectEditView } from '../../../../features/academic/subjects/SubjectEditView';
import { gatedLoader, readRecord, recordIdGuard, useRedirect, type LoaderArgs } from '../../-academic';

export const Route = createFileRoute('/_main/subject-management/edit-subject/$id')({
  staticData: { title: 'Edit Subject', crumbParent: '/subject-management' },
  beforeLoad: recordIdGuard,
  loader: gatedLoader(loadSubject),
  component: EditSubjectPage,
});

// Named (see calendar.tsx): the code splitter moves it into the page's chunk.
function loadSubject(signal: AbortSignal, { params }: LoaderArgs & { params: { id: string } }) {
  return readRecord((call) => subjects.view(params.id, call), signal);
}

function EditSubjectPage() {
  const subject = Route.useLoaderData();
  if (!subject) return null;
  // A form per subject: its actor starts from the subject's values.
  return <EditSubject key={subject.id} subject={subject} />;
}

function EditSubject({ subject }: { subject: Subject }) {
  const update = useFormSubmission({ ...subjects.updateForm(subject), onDone: useRedirect() });
  return <SubjectEditView subject={subject} update={update} />;
}
