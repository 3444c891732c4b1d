// /district-creation/verify-district/district-pending-info (SPEC sections 2 and 4): a pending district's details and,
// for a super-admin, its review on a districtVerification actor: Approve or Reject, each confirmed in a dialog (a
// rejection needs its reason), 'District Approved' or 'District Rejected', then back to the list. Anyone else sees
// that the district waits for a super-admin.
import { useSelector } from '@xstate/react';
import type { DistrictVerificationActor } from './districtVerification.machine';
import { verifyDistrictPath } from './districts.form';
import { useTerminology } from '../../services/AppServices';
import { AlertDialog, Banner, Button, Dialog, Form, FormActions, Link, Modal, ProgressBar, TextField } from '../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { DistrictDetails } from './DistrictDetails';

export interface DistrictPendingInfoViewProps {
  actor: DistrictVerificationActor;
  /** Only a super-admin approves or rejects. */
  mayDecide: boolean;
}

export function DistrictPendingInfoView({ actor, mayDecide }: DistrictPendingInfoViewProps) {
  const terms = useTerminology();
  const term = terms.district.toLowerCase();
  const district = useSelector(actor, (s) => s.context.district);
  const state = useSelector(actor, (s) => s.value);
  const decision = useSelector(actor, (s) => s.context.decision);
  const note = useSelector(actor, (s) => s.context.note);
  const noteError = useSelector(actor, (s) => s.context.noteError);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = state === 'approving' || state === 'rejecting';
  const dialogOpen = state === 'confirming' || busy;
  const decided = state === 'done' || state === 'returned';
  const onOpenChange = (open: boolean) => {
    if (!open && !busy) actor.send({ type: 'verification.cancel' });
  };
  const listLink = (
    <Link href={`${verifyDistrictPath}?status=pending`} variant="standalone">
      Back to the {term} list
    </Link>
  );

  if (state === 'loading') {
    return (
      <>
        <PageHeader title={`Pending ${term}`} />
        <ProgressBar label={`Reading the ${term}…`} isIndeterminate />
      </>
    );
  }
  return (
    <>
      <PageHeader title={district?.name ?? `Pending ${term}`} intro={`${terms.district} awaiting approval`} />
      {state === 'failed' && (
        <Banner
          tone="error"
          action={
            <Button variant="secondary" onPress={() => actor.send({ type: 'verification.retry' })}>
              Try again
            </Button>
          }
        >
          {error}
        </Banner>
      )}
      {district && <DistrictDetails district={district} />}
      {decided && (
        <p role="status" className="DistrictDetails-pending">
          Returning to the {term} list…
        </p>
      )}
      {!mayDecide && state === 'reviewing' && <p className="DistrictDetails-pending">A super-admin approves or rejects this {term}.</p>}
      {mayDecide && (state === 'reviewing' || dialogOpen) && (
        <div className="DistrictReview-actions">
          <Button onPress={() => actor.send({ type: 'verification.approve' })}>Approve</Button>
          <Button variant="danger" onPress={() => actor.send({ type: 'verification.reject' })}>
            Reject
          </Button>
        </div>
      )}
      {listLink}
      <Modal isOpen={dialogOpen && decision === 'approve'} onOpenChange={onOpenChange} size="small">
        <AlertDialog
          title={`Approve ${district?.name ?? `this ${term}`}?`}
          confirmLabel="Yes, Approve"
          cancelLabel="No, Cancel"
          closeOnConfirm={false}
          isPending={busy}
          onConfirm={() => actor.send({ type: 'verification.confirm' })}
        >
          Its administrator can then sign in and run the {term}&apos;s schools, staff and students.
        </AlertDialog>
      </Modal>
      <Modal isOpen={dialogOpen && decision === 'reject'} onOpenChange={onOpenChange}>
        <Dialog title={`Reject ${district?.name ?? `this ${term}`}?`}>
          <Form
            aria-label={`Reject the ${term}`}
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'verification.confirm' });
            }}
          >
            <TextField
              label="Reason"
              description={`The ${term}'s creator sees it with the ${term}.`}
              multiline
              isRequired
              autoFocus
              value={note}
              onChange={(value) => actor.send({ type: 'verification.noteChanged', note: value })}
              isInvalid={noteError !== null}
              errorMessage={noteError ?? undefined}
            />
            <FormActions>
              <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={busy}>
                No, Cancel
              </Button>
              <Button type="submit" variant="danger" isPending={busy}>
                Yes, Reject
              </Button>
            </FormActions>
          </Form>
        </Dialog>
      </Modal>
    </>
  );
}
