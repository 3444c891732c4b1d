// The top bar's role-access switch for a layout route: the tokens it answers replace the session's, then every
// loader reads again for the new organisation (its data and its menu) from the dashboard.
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import type { LoginResponse } from '../machines/session.machine';
import { roleAccess } from '../shared/roleAccess.calls';
import { useAppServices } from '../services/AppServices';
import { useFormSubmission } from './useFormSubmission';

export function useRoleAccessSwitch(): FormSubmissionActor {
  const { session, notifications } = useAppServices();
  const router = useRouter();
  const navigate = useNavigate();
  return useFormSubmission({
    ...roleAccess.switchForm,
    busyLabel: 'Switching…',
    onSucceeded: (answer: LoginResponse) => {
      session.send({ type: 'session.switched', authorizationToken: answer.authorizationToken, staff: answer.staff });
      const now = answer.staff.roleAccess.find((access) => access.id === answer.staff.currentRoleAccess);
      notifications.send({ type: 'notifications.show', message: `You are now working in ${now?.organisation.name ?? answer.staff.stateDetails.name}`, tone: 'success' });
    },
    onDone: () => {
      void router.invalidate();
      void navigate({ to: '/dashboard' });
    },
  });
}
