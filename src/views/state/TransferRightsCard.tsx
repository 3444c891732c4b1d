// Transfer of rights (SPEC sections 4 and 6), on the state's profile for whoever may do it: the owner picks another
// staff member of the state, confirms in a dialog naming both of them, and is signed out a second after
// 'Transfer Successfully'. The route's formSubmission actor sends it; its values are the chosen new owner.
import { useActorRef } from '@xstate/react';
import { staffAutocompleteMachine, type StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { TransferValues } from '../../resources/ownership.form';
import { AlertDialog, Banner, Button, Card, DialogTrigger, FormActions, Modal } from '../../ui';
import { StaffPicker } from '../shared/StaffAutocomplete';
import { useFramedForm } from '../shared/useFramedForm';
import { useSubmission } from '../shared/useSubmission';

export interface TransferRightsCardProps {
  transfer: FormSubmissionActor;
  stateName: string;
  ownerName: string;
  staffAutocompleteLogic?: StaffAutocompleteLogic;
}

export function TransferRightsCard({ transfer, stateName, ownerName, staffAutocompleteLogic = staffAutocompleteMachine }: TransferRightsCardProps) {
  const { values, set, submit } = useFramedForm<TransferValues>(transfer);
  const { busy, error, succeeded } = useSubmission(transfer);
  const picker = useActorRef(staffAutocompleteLogic, { input: { chosen: values.newOwner } });
  const newOwner = values.newOwner;
  return (
    <Card title="Transfer of rights" headingLevel={2}>
      <p>
        Hand the ownership of {stateName} to another staff member of the state. They will hold every permission; you keep
        your account and any roles you hold, without the owner&apos;s rights, and are signed out.
      </p>
      <StaffPicker label="New owner" actor={picker} onChange={set('newOwner')} isDisabled={busy || succeeded} />
      {error && <Banner tone="error">{error}</Banner>}
      <FormActions>
        <DialogTrigger>
          <Button variant="danger" isDisabled={!newOwner || succeeded} isPending={busy}>
            Transfer rights
          </Button>
          <Modal size="small">
            <AlertDialog
              title="Transfer rights"
              variant="destructive"
              cancelLabel="No, keep them"
              confirmLabel="Yes, transfer rights"
              onConfirm={() => submit()}
            >
              Transfer the rights of {stateName} from {ownerName} to {newOwner?.name}? {newOwner?.name} becomes the owner and you
              will be signed out.
            </AlertDialog>
          </Modal>
        </DialogTrigger>
      </FormActions>
    </Card>
  );
}
