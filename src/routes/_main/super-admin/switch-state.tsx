import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { portalClient } from '../../../api/client';
import { dataOf } from '../../../api/errors';
import { useAppServices, useStaff } from '../../../services/AppServices';
import { superAdminGuard } from '../../../app/guards';
import { loadStates } from '../../../app/loaders';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import type { LoginResponse } from '../../../machines/session.machine';
import { SwitchStateView } from '../../../features/superAdmin/SwitchStateView';

export const Route = createFileRoute('/_main/super-admin/switch-state')({
  staticData: { title: pageTitles.switchState, crumbParent: '/super-admin' },
  beforeLoad: superAdminGuard,
  loader: loadStates,
  component: SwitchStatePage,
});

function SwitchStatePage() {
  const data = Route.useLoaderData();
  const staff = useStaff();
  const navigate = useNavigate();
  const { session, notifications } = useAppServices();
  const switchState = useFormSubmission({
    values: { stateId: '' },
    submit: async ({ stateId }, call) => dataOf(await portalClient.POST('/super-admin/switch-state', { body: { stateId }, ...call })),
    successMessage: null,
    onSucceeded: (answer: LoginResponse) => {
      session.send({ type: 'session.switched', authorizationToken: answer.authorizationToken, staff: answer.staff });
      notifications.send({ type: 'notifications.show', message: `You are now working in ${answer.staff.stateDetails.name}`, tone: 'success' });
    },
    onDone: () => void navigate({ to: '/' }),
  });
  return <SwitchStateView states={data?.states ?? []} currentStateId={staff?.state ?? ''} switchState={switchState} />;
}
