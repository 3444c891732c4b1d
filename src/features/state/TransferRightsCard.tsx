// Transfer of rights (SPEC sections 4 and 6), on the state's profile for whoever may do it: the owner picks another
// staff member of the state, confirms in a dialog naming both of them, and is signed out a second after
// 'Transfer Successfully'. The route's formSubmission actor sends it; its values are the chosen new owner. The picker
// offers Active staff only, the ones a state may be handed to.
import { activeStaffAutocompleteMachine, type StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { StaffChoiceCard } from '../../shared/StaffChoiceCard';

export interface TransferRightsCardProps {
  transfer: FormSubmissionActor;
  stateName: string;
  ownerName: string;
  staffAutocompleteLogic?: StaffAutocompleteLogic;
}

export function TransferRightsCard({ transfer, stateName, ownerName, staffAutocompleteLogic = activeStaffAutocompleteMachine }: TransferRightsCardProps) {
  return (
    <StaffChoiceCard
      actor={transfer}
      title="Transfer of rights"
      pickerLabel="New owner"
      actionLabel="Transfer rights"
      cancelLabel="No, keep them"
      confirmLabel="Yes, transfer rights"
      confirmation={(newOwner) => `Transfer the rights of ${stateName} from ${ownerName} to ${newOwner}? ${newOwner} becomes the owner and you will be signed out.`}
      staffAutocompleteLogic={staffAutocompleteLogic}
    >
      <p>
        Hand the ownership of {stateName} to another staff member of the state. They will hold every permission; you keep
        your account and any roles you hold, without the owner&apos;s rights, and are signed out.
      </p>
    </StaffChoiceCard>
  );
}
