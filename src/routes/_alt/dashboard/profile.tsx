import { createFileRoute } from '@tanstack/react-router';
import { useAppServices, useStaff, useTerminology } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import type { Staff } from '../../../machines/session.machine';
import { profile } from '../../../features/profile/profile.calls';
import { ProfileView } from '../../../shared/ProfileView';

export const Route = createFileRoute('/_alt/dashboard/profile')({
  staticData: { title: pageTitles.userProfile, crumbParent: '/dashboard' },
  component: ProfilePage,
});

function ProfilePage() {
  const staff = useStaff();
  return staff ? <SignedInProfile staff={staff} /> : null;
}

function SignedInProfile({ staff }: { staff: Staff }) {
  const { session } = useAppServices();
  const terms = useTerminology();
  const staffUpdated = (updated: Staff) => session.send({ type: 'session.staffUpdated', staff: updated });
  const details = useFormSubmission({ ...profile.detailsForm(staff), onSucceeded: staffUpdated });
  const picture = useFormSubmission({ ...profile.pictureForm(staff), busyLabel: 'Uploading…', onSucceeded: staffUpdated });
  return <ProfileView staff={staff} terms={terms} details={details} picture={picture} />;
}
