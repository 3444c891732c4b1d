// /subject-management/edit-subject/{id}: PATCH /subject/update/{id} (the fields and the existing topics kept), then
// PATCH /subject/add-topics-to-subject/{id} for the new topics; then /subject-management.
import { createFileRoute } from '@tanstack/react-router';
import { portalClient } from '../../../../api/client';
import { dataOf } from '../../../../api/errors';
import { useFormSubmission } from '../../../../app/useFormSubmission';
import { academicMessages } from '../../../../lib/messages';
import { SubjectEditView } from '../../../../views/academic/subjects/SubjectEditView';
import { subjectFormSchema, subjectUpdateOf, type SubjectSubmission } from '../../../../views/academic/subjects/subjectForm';
import { gatedLoader, useRedirect, type LoaderArgs } from '../../-academic';

export const Route = createFileRoute('/_main/subject-management/edit-subject/$id')({
  staticData: { title: 'Edit Subject', crumbParent: '/subject-management' },
  loader: gatedLoader(async (signal, { params }: LoaderArgs & { params: { id: string } }) =>
    dataOf(await portalClient.GET('/subject/view/{id}', { params: { path: { id: params.id } }, signal })),
  ),
  component: EditSubjectPage,
});

function EditSubjectPage() {
  const subject = Route.useLoaderData();
  const { id } = Route.useParams();
  const redirect = useRedirect();
  const update = useFormSubmission({
    submit: async (values: SubjectSubmission, signal) => {
      const path = { params: { path: { id } }, signal };
      let saved = dataOf(await portalClient.PATCH('/subject/update/{id}', { ...path, body: subjectUpdateOf(values) }));
      if (values.topicsToCreate.length > 0) {
        saved = dataOf(await portalClient.PATCH('/subject/add-topics-to-subject/{id}', { ...path, body: { topicsToCreate: values.topicsToCreate } }));
      }
      return saved;
    },
    canSubmit: (values) => subjectFormSchema.safeParse(values).success,
    successMessage: academicMessages.subjectUpdated,
    redirectTo: '/subject-management',
    onDone: redirect,
  });
  if (!subject) return null;
  return <SubjectEditView key={id} subject={subject} update={update} />;
}
