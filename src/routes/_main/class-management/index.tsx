// /class-management: the state's classes as cards, with 'Create Class' (POST /class/add, 'Class Created Successfully').
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { classes } from '../../../features/academic/classes/classes.calls';
import { ClassListView } from '../../../features/academic/classes/ClassListView';
import { gatedLoader, useReload } from '../-academic';

export const Route = createFileRoute('/_main/class-management/')({
  staticData: { title: pageTitles.classManagement },
  loader: gatedLoader(async (signal) => {
    const [list, classTypes] = await Promise.all([classes.list({ signal }), classes.types({ signal })]);
    return { classes: list, classTypes };
  }),
  component: ClassManagementPage,
});

function ClassManagementPage() {
  const data = Route.useLoaderData();
  const reload = useReload();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const create = useFormSubmission({
    ...classes.createForm,
    busyLabel: 'Creating the class…',
    onDone: () => {
      setCreateOpen(false);
      reload();
    },
  });
  if (!data) return null;
  return (
    <ClassListView
      classes={data.classes}
      classTypes={data.classTypes}
      create={create}
      isCreateOpen={isCreateOpen}
      onCreateOpenChange={setCreateOpen}
    />
  );
}
