// /student-management/{id}: one student (GET /student/view-by-id/{id}) and the form that changes them
// (PATCH /student/update/{id}, 'Student Updated Successfully'); a malformed or unknown id is the 404 page.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { useSettled } from '../../../app/useSettled';
import { takeEarlyPageRead } from '../../../api/earlyCalls';
import { useTerminology } from '../../../services/AppServices';
import { students } from '../../../features/students/students.calls';
import type { Student } from '../../../features/students/student.form';
import type { StudentFilterOptions } from '../../../features/students/studentSearch.form';
import { StudentView } from '../../../features/students/StudentView';
import { gatedLoader, readRecord, recordIdGuard, useReload, type LoaderArgs } from '../-academic';

const studentManagement = getRouteApi('/_main/student-management');

export const Route = createFileRoute('/_main/student-management/$id')({
  staticData: { title: 'Student', crumbParent: '/student-management' },
  beforeLoad: recordIdGuard,
  loader: gatedLoader(loadStudent),
  // The record is asked for as soon as the loader's own small chunk has come, while the page's is still on its way.
  codeSplitGroupings: [['loader'], ['component']],
  component: StudentPage,
});

// Named, not inline: the router's code splitter moves a loader into the page's chunk and cannot carry inline types.
function loadStudent(signal: AbortSignal, { params }: LoaderArgs & { params: { id: string } }) {
  // On a reload of this page the read may already be out: src/first-paint.js sent it with the restore's token.
  const sentOnLoad = takeEarlyPageRead(`/student/view-by-id/${params.id}`);
  return readRecord((call) => students.view(params.id, sentOnLoad ? { ...call, fetch: () => sentOnLoad } : call), signal);
}

function StudentPage() {
  const student = Route.useLoaderData();
  // The lists the form chooses from (every school and class): the student is shown without waiting for them, and the
  // form when they come (a failed read shows the route's error page).
  const lists = studentManagement.useLoaderData();
  const { value: options, failure } = useSettled(lists?.options ?? null);
  if (failure) throw failure;
  if (!student) return null;
  // A form per student: its actor starts from that student's values.
  return <StudentScreen key={student.id} student={student} options={options ?? null} />;
}

function StudentScreen({ student, options }: { student: Student; options: StudentFilterOptions | null }) {
  const terms = useTerminology();
  const reload = useReload();
  const form = useFormSubmission({ ...students.editForm(student), onSucceeded: reload });
  return <StudentView student={student} terms={terms} options={options} form={form} />;
}
