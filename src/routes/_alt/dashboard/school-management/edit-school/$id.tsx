// /dashboard/school-management/edit-school/{id}: the school form filled with the school; PATCH /school/update/{id},
// 'School Updated Successfully', then back to the schools. An id that names no school is the 404 page.
import { createFileRoute } from '@tanstack/react-router';
import { useFormSubmission } from '../../../../../app/useFormSubmission';
import { schools } from '../../../../../features/schools/schools.calls';
import { approvedDistricts } from '../../../../../shared/filterOptions.calls';
import type { School, SchoolCategory } from '../../../../../features/schools/schools.form';
import { SchoolEditView } from '../../../../../features/schools/SchoolEditView';
import type { DistrictOption } from '../../../../../features/schools/SchoolForm';
import { gatedLoader, readRecord, recordIdGuard, useRedirect, type LoaderArgs } from '../../../../_main/-academic';

export const Route = createFileRoute('/_alt/dashboard/school-management/edit-school/$id')({
  staticData: { title: 'Edit School', crumbParent: '/dashboard/school-management' },
  beforeLoad: recordIdGuard,
  loader: gatedLoader(loadSchool),
  component: EditSchoolPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
async function loadSchool(signal: AbortSignal, { params }: LoaderArgs & { params: { id: string } }) {
  const [record, categories, districts] = await Promise.all([
    readRecord((call) => schools.view(params.id, call), signal),
    schools.categories({ signal }),
    approvedDistricts({ signal }),
  ]);
  return { record, categories, districts };
}

function EditSchoolPage() {
  const data = Route.useLoaderData();
  if (!data) return null;
  // A form per school: its actor starts from the school's values.
  return <EditSchool key={data.record.id} {...data} />;
}

function EditSchool({ record, categories, districts }: { record: School; categories: readonly SchoolCategory[]; districts: readonly DistrictOption[] | null }) {
  const update = useFormSubmission({ ...schools.updateForm(record), onDone: useRedirect() });
  return <SchoolEditView record={record} categories={categories} districts={districts} update={update} />;
}
