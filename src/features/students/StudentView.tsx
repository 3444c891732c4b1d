// /student-management/create and /student-management/{id}: admitting a student, and one student's record with the
// form that changes it (PATCH /student/update/{id}) beside the facts of their admission. The writes are the route's
// formSubmission actors.
import { formatDate } from '../../lib/date';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { Terminology } from '../../services/terminology';
import { studentNameOf, type Student } from './student.form';
import type { StudentFilterOptions } from './studentSearch.form';
import { Card, Link } from '../../ui';
import { FactList } from '../../shared/FactList';
import { PageHeader } from '../../shared/PageHeader';
import { ProfileLayout } from '../../shared/ProfileLayout';
import { StudentForm } from './StudentForm';

type FormOptions = Pick<StudentFilterOptions, 'schools' | 'classes' | 'places'>;

const listLink = (
  <Link href="/student-management" variant="standalone">
    Cancel
  </Link>
);

export function StudentCreateView({ form, options }: { form: FormSubmissionActor; options: FormOptions }) {
  return (
    <>
      <PageHeader title="Add student" intro="Admit a student to a school of the state." />
      <StudentForm actor={form} options={options} aria-labelledby="page-title" submitLabel="Add student" secondaryActions={listLink} />
    </>
  );
}

export interface StudentViewProps {
  student: Student;
  terms: Terminology;
  /** What the form chooses from, null while it is on its way (the form is drawn when it comes). */
  options: FormOptions | null;
  form: FormSubmissionActor;
}

export function StudentView({ student, terms, options, form }: StudentViewProps) {
  const facts: [string, string | null | undefined][] = [
    ['Admission number', student.admissionNumber],
    ['Admitted', student.admissionDate && formatDate(student.admissionDate)],
    ['School', student.school?.name],
    [terms.district, student.district?.name],
    ['Class and arm', student.class && [student.class.name, student.classArm].filter(Boolean).join(' ')],
    ['State', student.state.name],
  ];
  return (
    <ProfileLayout
      title={studentNameOf(student)}
      lead={`${student.admissionNumber}${student.school ? ` · ${student.school.name}` : ''}`}
      sideWidth="third"
      side={<FactList title="Admission" facts={facts} />}
    >
      <Card title="Student details" headingLevel={2}>
        {options ? <StudentForm actor={form} options={options} aria-label="Student details" submitLabel="Save changes" /> : <div className="FormPending" />}
      </Card>
    </ProfileLayout>
  );
}
