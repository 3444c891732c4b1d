import { createFileRoute, useRouter } from '@tanstack/react-router';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { useAppServices, useStaff } from '../../../services/AppServices';
import { ownership } from '../../../features/state/ownership.calls';
import type { Staff } from '../../../machines/session.machine';
import { superAdminGuard } from '../../../app/guards';
import { loadStates } from '../../../app/loaders';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import { SuperAdminView, type ReviewValues, type StateSummary } from '../../../features/superAdmin/SuperAdminView';

export const Route = createFileRoute('/_main/super-admin/')({
  staticData: { title: pageTitles.superAdmin },
  beforeLoad: superAdminGuard,
  loader: loadStates,
  component: SuperAdminPage,
});

const statusWords = { Active: 'approved', Suspended: 'suspended', Unverified: 'awaiting review', ResetPassword: 'awaiting a password reset' };

function SuperAdminPage() {
  const data = Route.useLoaderData();
  const router = useRouter();
  const { notifications } = useAppServices();
  const review = useFormSubmission({
    values: { id: '', action: 'activate', note: '' } satisfies ReviewValues,
    submit: async ({ id, action, note }, call) =>
      dataOf(
        await portalClient.PATCH('/super-admin/states/{id}/review', {
          params: { path: { id } },
          body: note.trim() ? { action, note: note.trim() } : { action },
          ...call,
        }),
      ),
    successMessage: null,
    onSucceeded: (state: StateSummary) => {
      notifications.send({ type: 'notifications.show', message: `${state.name} is now ${statusWords[state.accountStatus]}`, tone: 'success' });
      void router.invalidate();
    },
  });
  const staff = useStaff();
  const authorize = useFormSubmission({
    ...ownership.authorizeSuperAdminForm,
    onSucceeded: (member: Staff) => {
      notifications.send({ type: 'notifications.show', message: `${member.firstName} ${member.lastName} is now a super-admin`, tone: 'success' });
    },
  });
  return (
    <SuperAdminView states={data?.states ?? []} review={review} authorize={{ actor: authorize, stateName: staff?.stateDetails.name ?? 'the state' }} />
  );
}
