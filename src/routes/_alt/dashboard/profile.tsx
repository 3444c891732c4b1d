import { createFileRoute } from '@tanstack/react-router';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { useAppServices, useStaff, useTerminology } from '../../../app/AppServices';
import { pageTitles } from '../../../app/pages';
import { fileFormData } from '../../../app/uploads';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { successMessages } from '../../../lib/messages';
import type { Staff } from '../../../machines/session.machine';
import { ProfileView } from '../../../views/profile/ProfileView';
import { profileSchema, staffUpdateOf, type ProfileValues } from '../../../views/profile/profileForm';

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

  const details = useFormSubmission({
    submit: async (values: ProfileValues, signal) =>
      dataOf(await portalClient.PATCH('/staff/update/{id}', { params: { path: { id: staff.id } }, body: staffUpdateOf(values), signal })),
    canSubmit: (values) => profileSchema.safeParse(values).success,
    successMessage: successMessages.profileUpdated,
    onSucceeded: staffUpdated,
  });

  const picture = useFormSubmission({
    submit: async (values: { file?: File }, signal) =>
      dataOf(
        await portalClient.PATCH('/staff/update-profile-picture/{id}', {
          params: { path: { id: staff.id } },
          body: { file: '' },
          bodySerializer: () => fileFormData(values),
          signal,
        }),
      ),
    canSubmit: (values) => values.file instanceof Blob,
    successMessage: successMessages.profilePictureUpdated,
    busyLabel: 'Uploading…',
    onSucceeded: staffUpdated,
  });

  return <ProfileView staff={staff} terms={terms} details={details} picture={picture} />;
}
