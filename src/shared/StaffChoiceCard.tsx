// A card that hands something to one staff member: pick them with the staff autocomplete, confirm in a dialog that
// names them, and the route's formSubmission actor (whose values hold `staff`, the chosen one) sends it. Transfer of
// rights and authorising a super-admin are two of these.
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { staffAutocompleteMachine, type StaffAutocompleteLogic } from '../machines/staffAutocomplete.machine';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import type { StaffChoiceValues } from './ownership.form';
import { AlertDialog, Banner, Button, Card, DialogTrigger, FormActions, Modal } from '../ui';
import { StaffPicker } from './StaffAutocomplete';
import { useFramedForm } from './useFramedForm';
import { useSubmission } from './useSubmission';


export interface StaffChoiceCardProps {
  actor: FormSubmissionActor;
  title: string;
  children: ReactNode;
  pickerLabel: string;
  /** The button that opens the confirmation, and the confirmation's title. */
  actionLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmation's message, naming the chosen staff member. */
  confirmation: (chosenName: string) => string;
  staffAutocompleteLogic?: StaffAutocompleteLogic;
}

export function StaffChoiceCard({
  actor,
  title,
  children,
  pickerLabel,
  actionLabel,
  confirmLabel,
  cancelLabel,
  confirmation,
  staffAutocompleteLogic = staffAutocompleteMachine,
}: StaffChoiceCardProps) {
  const { values, set, submit } = useFramedForm<StaffChoiceValues>(actor);
  const { busy, error, succeeded } = useSubmission(actor);
  const picker = useActorRef(staffAutocompleteLogic, { input: { chosen: values.staff } });
  const chosen = values.staff;
  return (
    <Card title={title} headingLevel={2}>
      {children}
      <StaffPicker label={pickerLabel} actor={picker} onChange={set('staff')} isDisabled={busy || succeeded} />
      {error && <Banner tone="error">{error}</Banner>}
      <FormActions>
        <DialogTrigger>
          <Button variant="danger" isDisabled={!chosen || succeeded} isPending={busy}>
            {actionLabel}
          </Button>
          <Modal size="small">
            <AlertDialog title={actionLabel} variant="destructive" cancelLabel={cancelLabel} confirmLabel={confirmLabel} onConfirm={() => submit()}>
              {confirmation(chosen?.name ?? '')}
            </AlertDialog>
          </Modal>
        </DialogTrigger>
      </FormActions>
    </Card>
  );
}
