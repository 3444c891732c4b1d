// /grading/configure-grades: the state's final grade bands, saved as a whole, then back to /grading.
import { createFileRoute } from '@tanstack/react-router';
import { useStaff } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import type { Staff } from '../../../machines/session.machine';
import { holdsPermission } from '../../../lib/permissions';
import { grading } from '../../../features/grading/grading.calls';
import { ConfigureGradesView } from '../../../features/grading/ConfigureGradesView';
import { useRedirect, useStateDetailsUpdate } from '../-academic';

export const Route = createFileRoute('/_main/grading/configure-grades')({
  staticData: { title: pageTitles.configureGrades, crumbParent: '/grading' },
  component: ConfigureGradesPage,
});

function ConfigureGradesPage() {
  const staff = useStaff();
  return staff ? <SignedInConfigureGrades staff={staff} /> : null;
}

function SignedInConfigureGrades({ staff }: { staff: Staff }) {
  const state = staff.stateDetails;
  const form = useFormSubmission({
    ...grading.gradesForm(state),
    onSucceeded: useStateDetailsUpdate(),
    onDone: useRedirect(),
  });
  return <ConfigureGradesView grades={state.finalGrades} form={holdsPermission(staff, 'grading.configure') ? form : null} />;
}
