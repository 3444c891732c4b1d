// /grading: the state's grading settings, read from the session's state details (what every configure call answers),
// each section its own form for a role with grading.configure, and the current session and term for the sample
// report card when the role may read sessions.
import { createFileRoute } from '@tanstack/react-router';
import { useStaff } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import type { Staff } from '../../../machines/session.machine';
import { holdsPermission } from '../../../lib/permissions';
import { grading } from '../../../features/grading/grading.calls';
import type { CurrentPeriod } from '../../../features/grading/grading.form';
import { GradingView } from '../../../features/grading/GradingView';
import { gatedLoader, useStateDetailsUpdate, type LoaderArgs } from '../-academic';

function loadPeriod(signal: AbortSignal, { context }: LoaderArgs): Promise<CurrentPeriod | null> {
  const staff = context.session.getSnapshot().context.staff;
  return staff && holdsPermission(staff, 'session.view') ? grading.currentPeriod({ signal }) : Promise.resolve(null);
}

export const Route = createFileRoute('/_main/grading/')({
  staticData: { title: pageTitles.grading },
  loader: gatedLoader(loadPeriod),
  component: GradingPage,
});

function GradingPage() {
  const staff = useStaff();
  const period = Route.useLoaderData();
  return staff ? <SignedInGrading staff={staff} period={period ?? null} /> : null;
}

function SignedInGrading({ staff, period }: { staff: Staff; period: CurrentPeriod | null }) {
  const state = staff.stateDetails;
  const stateUpdated = useStateDetailsUpdate();
  const assessments = useFormSubmission({
    ...grading.assessmentsForm(state),
    onSucceeded: (globalAssessment) => stateUpdated({ ...state, globalAssessment }),
  });
  const affectiveDomain = useFormSubmission({
    ...grading.traitsForm(state, 'affectiveDomain'),
    onSucceeded: stateUpdated,
  });
  const psychomotorSkill = useFormSubmission({
    ...grading.traitsForm(state, 'psychomotorSkill'),
    onSucceeded: stateUpdated,
  });
  const reportCard = useFormSubmission({
    ...grading.reportCardForm(state),
    onSucceeded: stateUpdated,
  });
  // What the role may not change shows as facts, never as a form the server would refuse.
  const mayConfigure = holdsPermission(staff, 'grading.configure');
  const editable = (actor: typeof assessments) => (mayConfigure ? actor : null);
  return (
    <GradingView
      state={state}
      period={period}
      forms={{
        assessments: editable(assessments),
        affectiveDomain: editable(affectiveDomain),
        psychomotorSkill: editable(psychomotorSkill),
        reportCard: editable(reportCard),
      }}
      mayConfigureGrades={mayConfigure}
      onPrint={() => window.print()}
    />
  );
}
