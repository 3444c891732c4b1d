import { createFileRoute } from '@tanstack/react-router';
import { useAppServices, useStaff } from '../../../services/AppServices';
import { pageTitles } from '../../../services/pages';
import { useFormSubmission } from '../../../app/useFormSubmission';
import type { Staff } from '../../../machines/session.machine';
import { ownership } from '../../../resources/ownership';
import { transferredReason, type StaffChoiceValues } from '../../../resources/ownership.form';
import { permissionsOf } from '../../../resources/permissions';
import { state as stateResource } from '../../../resources/state';
import { StateProfileView } from '../../../views/state/StateProfileView';
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
  const terminologies = useFormSubmission({ ...stateResource.terminologiesForm(state), onSucceeded: stateUpdated });
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
  const mayTransfer = permissionsOf(staff).has('staff.transferRight');
  return (
    <StateProfileView
      state={state}
      logo={logo}
      details={details}
      terminologies={terminologies}
      transfer={mayTransfer ? { actor: transfer, ownerName: `${staff.firstName} ${staff.lastName}` } : undefined}
    />
  );
}
