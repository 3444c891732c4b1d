// /class-management/edit-class/{id}: PATCH /class/update/{id}, 'Class Updated Successfully', then /class-management.
import { createFileRoute } from '@tanstack/react-router';
import { portalClient } from '../../../../api/client';
import { dataOf } from '../../../../api/errors';
import { useFormSubmission } from '../../../../app/useFormSubmission';
import { successMessages } from '../../../../lib/messages';
import { ClassEditView } from '../../../../views/academic/classes/ClassEditView';
import { classFormSchema, classInputOf, type ClassFormValues } from '../../../../views/academic/classes/classForm';
import { gatedLoader, readClassTypes, useRedirect, type LoaderArgs } from '../../-academic';

export const Route = createFileRoute('/_main/class-management/edit-class/$id')({
  staticData: { title: 'Edit Class', crumbParent: '/class-management' },
  loader: gatedLoader(async (signal, { params }: LoaderArgs & { params: { id: string } }) => {
    const [record, classTypes] = await Promise.all([
      portalClient.GET('/class/view/{id}', { params: { path: { id: params.id } }, signal }).then(dataOf),
      readClassTypes(signal),
    ]);
    return { record, classTypes };
  }),
  component: EditClassPage,
});

function EditClassPage() {
  const data = Route.useLoaderData();
  const { id } = Route.useParams();
  const redirect = useRedirect();
  const update = useFormSubmission({
    submit: async (values: ClassFormValues, signal) =>
      dataOf(await portalClient.PATCH('/class/update/{id}', { params: { path: { id } }, body: classInputOf(values), signal })),
    canSubmit: (values) => classFormSchema.safeParse(values).success,
    successMessage: successMessages.classUpdated,
    redirectTo: '/class-management',
    onDone: redirect,
  });
  if (!data) return null;
  return <ClassEditView key={id} record={data.record} classTypes={data.classTypes} update={update} />;
}
