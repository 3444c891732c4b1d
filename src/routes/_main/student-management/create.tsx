// /student-management/create: a student admitted (POST /student/add, 'Student Created Successfully'), then to the new
// student's page.
import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { use } from 'react';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { students } from '../../../features/students/students.calls';
import type { Student } from '../../../features/students/student.form';
import { StudentCreateView } from '../../../features/students/StudentView';

const studentManagement = getRouteApi('/_main/student-management');

export const Route = createFileRoute('/_main/student-management/create')({
  staticData: { title: 'Add student', crumbParent: '/student-management' },
  component: StudentCreatePage,
});

function StudentCreatePage() {
  // The lists the page chooses from: it waits for them (a failed read shows the route's error page).
  const lists = studentManagement.useLoaderData();
  const options = lists ? use(lists.options) : null;
  const navigate = useNavigate();
  const form = useFormSubmission({
    ...students.createForm,
    busyLabel: 'Admitting the student…',
    onDone: ({ result }) => void navigate({ to: '/student-management/$id', params: { id: (result as Student).id } }),
  });
  return options ? <StudentCreateView form={form} options={options} /> : null;
}
