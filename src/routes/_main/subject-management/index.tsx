// /subject-management: the state's subjects as cards, with 'Create Subject' (POST /subject/add with `topicIds` and
// `topicsToCreate`, 'Subject Created Successfully').
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { pageTitles } from '../../../app/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { successMessages } from '../../../lib/messages';
import { SubjectListView } from '../../../views/academic/subjects/SubjectListView';
import { subjectFormSchema, subjectInputOf, type SubjectSubmission } from '../../../views/academic/subjects/subjectForm';
import { gatedLoader, readSubjects, useReload } from '../-academic';

export const Route = createFileRoute('/_main/subject-management/')({
  staticData: { title: pageTitles.subjectManagement },
  loader: gatedLoader(readSubjects),
  component: SubjectManagementPage,
});

function SubjectManagementPage() {
  const subjects = Route.useLoaderData();
  const reload = useReload();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const create = useFormSubmission({
    submit: async (values: SubjectSubmission, signal) =>
      dataOf(await portalClient.POST('/subject/add', { body: subjectInputOf(values), signal })),
    canSubmit: (values) => subjectFormSchema.safeParse(values).success,
    successMessage: successMessages.subjectCreated,
    busyLabel: 'Creating the subject…',
    onDone: () => {
      setCreateOpen(false);
      reload();
    },
  });
  if (!subjects) return null;
  return <SubjectListView subjects={subjects} create={create} isCreateOpen={isCreateOpen} onCreateOpenChange={setCreateOpen} />;
}
