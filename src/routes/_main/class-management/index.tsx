// /class-management: the state's classes as cards, with 'Create Class' (POST /class/add, 'Class Created Successfully').
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { pageTitles } from '../../../app/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { successMessages } from '../../../lib/messages';
import { ClassListView } from '../../../views/academic/classes/ClassListView';
import { classFormSchema, classInputOf, type ClassFormValues } from '../../../views/academic/classes/classForm';
import { gatedLoader, readClassTypes, readClasses, useReload } from '../-academic';

export const Route = createFileRoute('/_main/class-management/')({
  staticData: { title: pageTitles.classManagement },
  loader: gatedLoader(async (signal) => {
    const [classes, classTypes] = await Promise.all([readClasses(signal), readClassTypes(signal)]);
    return { classes, classTypes };
  }),
  component: ClassManagementPage,
});

function ClassManagementPage() {
  const data = Route.useLoaderData();
  const reload = useReload();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const create = useFormSubmission({
    submit: async (values: ClassFormValues, signal) => dataOf(await portalClient.POST('/class/add', { body: classInputOf(values), signal })),
    canSubmit: (values) => classFormSchema.safeParse(values).success,
    successMessage: successMessages.classCreated,
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
