import { createFileRoute } from '@tanstack/react-router';
import { useAppServices, useStaff } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import type { Staff } from '../../../machines/session.machine';
import { ownership } from '../../../features/state/ownership.calls';
import { transferredReason, type StaffChoiceValues } from '../../../shared/ownership.form';
import { holdsPermission } from '../../../lib/permissions';
import { state as stateResource } from '../../../features/state/state.calls';
import { StateProfileView } from '../../../features/state/StateProfileView';
import { useStateDetailsUpdate } from '../-academic';

export const Route = createFileRoute('/_main/dashboard/state')({
  staticData: { title: pageTitles.stateProfile },
  component: StateProfilePage,
});

function StateProfilePage() {
  const staff = useStaff();
  return staff ? <SignedInStateProfile staff={staff} /> : null;
}

function SignedInStateProfile({ staff }: { staff: Staff }) {
  const state = staff.stateDetails;
  // Every label that uses a term (District, Oracle Number…) reads the session's staff: give it the new details.
  const stateUpdated = useStateDetailsUpdate();
  const logo = useFormSubmission({ ...stateResource.logoForm(state), busyLabel: 'Uploading…', onSucceeded: stateUpdated });
  const details = useFormSubmission({ ...stateResource.contactForm(state), onSucceeded: stateUpdated });
  const { session } = useAppServices();
  // SPEC section 4: signed out a second (the form's redirect delay) after 'Transfer Successfully'; the server has
  // already ended this sign-in, so there is nothing to tell it.
  const transfer = useFormSubmission({
    ...ownership.transferForm,
    onDone: () => {
      const newOwner = (transfer.getSnapshot().context.values as StaffChoiceValues).staff;
      session.send({ type: 'session.revoked', reason: transferredReason(newOwner?.name ?? 'the new owner') });
    },
  });
  // Only the state's owner hands it on (the server refuses anyone else, super-admins included).
  const mayTransfer = state.owner?.id === staff.id;
  // What the role may not change shows as facts, never as a form the server would refuse.
  const mayUpdate = holdsPermission(staff, 'state.update');
  return (
    <StateProfileView
      state={state}
      logo={mayUpdate ? logo : null}
      details={mayUpdate ? details : null}
      transfer={mayTransfer ? { actor: transfer, ownerName: `${staff.firstName} ${staff.lastName}` } : undefined}
    />
  );
}
