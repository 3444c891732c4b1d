// /subject-management: the state's subjects as cards, with 'Create Subject' (POST /subject/add with `topicIds` and
// `topicsToCreate`, 'Subject Created Successfully').
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { subjects } from '../../../features/academic/subjects/subjects.calls';
import { SubjectListView } from '../../../features/academic/subjects/SubjectListView';
import { gatedLoader, useReload } from '../-academic';

export const Route = createFileRoute('/_main/subject-management/')({
  staticData: { title: pageTitles.subjectManagement },
  loader: gatedLoader((signal) => subjects.list({ signal })),
  component: SubjectManagementPage,
});

function SubjectManagementPage() {
  const list = Route.useLoaderData();
  const reload = useReload();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const create = useFormSubmission({
    ...subjects.createForm,
    busyLabel: 'Creating the subject…',
    onDone: () => {
      setCreateOpen(false);
      reload();
    },
  });
  if (!list) return null;
  return <SubjectListView subjects={list} create={create} isCreateOpen={isCreateOpen} onCreateOpenChange={setCreateOpen} />;
}
