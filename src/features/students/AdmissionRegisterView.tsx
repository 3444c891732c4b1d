// /dashboard/student-management/admission-register: the state's students in order of admission, each row with the
// date, the admission number, the name, the class and arm and the school, leading to the student.
import { Link } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { StudentResults, type StudentResultsProps } from './StudentResults';

export interface AdmissionRegisterViewProps extends Omit<StudentResultsProps, 'kind' | 'aria-labelledby'> {
  title: string;
}

export function AdmissionRegisterView({ title, ...results }: AdmissionRegisterViewProps) {
  return (
    <div>
      <PageHeader
        title={title}
        intro="Every student of the state in the order they were admitted: by admission date, then admission number."
        actions={
          <Link href="/student-management" variant="standalone">
            Search students
          </Link>
        }
      />
      <StudentResults {...results} kind="register" aria-labelledby="page-title" />
    </div>
  );
}
