// The super-admin's home (/super-admin): every registered state, grouped by account status, with the review actions
// (approve = activate, suspend, reject with an optional note), each confirmed first. The review goes through a
// formSubmission actor the route makes (PATCH /super-admin/states/{id}/review).
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { components } from '../../api/schema.gen';
import { formatDate } from '../../lib/date';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import { StaffChoiceCard } from '../../shared/StaffChoiceCard';
import {
  AlertDialog,
  Banner,
  Button,
  Card,
  DialogTrigger,
  EmptyState,
  Modal,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '../../ui';
import './superAdmin.css';

export type StateSummary = components['schemas']['StateSummary'];
export type ReviewAction = components['schemas']['StateReviewRequest']['action'];
export type ReviewValues = { id: string; action: ReviewAction; note: string };

const groups = [
  { id: 'Unverified', title: 'Awaiting review' },
  { id: 'Active', title: 'Active' },
  { id: 'Suspended', title: 'Suspended' },
  { id: 'all', title: 'All states' },
] as const;

const actionText: Record<ReviewAction, { button: string; title: (name: string) => string; body: string; confirm: string }> = {
  activate: {
    button: 'Approve',
    title: (name) => `Approve ${name}?`,
    body: 'Its staff will be able to use every part of the portal straight away.',
    confirm: 'Yes, approve',
  },
  suspend: {
    button: 'Suspend',
    title: (name) => `Suspend ${name}?`,
    body: 'Its staff will see a suspended notice and will not be able to use the portal until it is approved again.',
    confirm: 'Yes, suspend',
  },
  reject: {
    button: 'Reject',
    title: (name) => `Reject ${name}?`,
    body: 'The registration is turned down and the state is suspended. The note, if any, is kept as the reason.',
    confirm: 'Yes, reject',
  },
};

/** What a state in each status can have done to it. */
export function actionsFor(status: StateSummary['accountStatus']): ReviewAction[] {
  if (status === 'Unverified') return ['activate', 'reject'];
  if (status === 'Active') return ['suspend'];
  return ['activate'];
}

function ReviewButton({ state, action, review, isBusy }: { state: StateSummary; action: ReviewAction; review: FormSubmissionActor; isBusy: boolean }) {
  const text = actionText[action];
  const [note, setNote] = useState('');
  return (
    <DialogTrigger>
      <Button variant={action === 'activate' ? 'primary' : action === 'reject' ? 'danger' : 'secondary'} isDisabled={isBusy}>
        {text.button}
        <span className="ui-visually-hidden"> {state.name}</span>
      </Button>
      <Modal size="small">
        <AlertDialog
          title={text.title(state.name)}
          confirmLabel={text.confirm}
          cancelLabel="No, cancel"
          variant={action === 'activate' ? 'info' : 'destructive'}
          onConfirm={() => review.send({ type: 'form.submit', values: { id: state.id, action, note } })}
        >
          <p>{text.body}</p>
          {action === 'reject' && <TextField label="Note (optional)" multiline value={note} onChange={setNote} />}
        </AlertDialog>
      </Modal>
    </DialogTrigger>
  );
}

export function StateCard({ state, review, isBusy }: { state: StateSummary; review: FormSubmissionActor; isBusy: boolean }) {
  return (
    <Card
      title={state.name}
      headingLevel={2}
      headerActions={<span className={`SuperAdmin-status SuperAdmin-status--${state.accountStatus}`}>{state.accountStatus}</span>}
      footer={
        <div className="SuperAdmin-actions">
          {actionsFor(state.accountStatus).map((action) => (
            <ReviewButton key={action} state={state} action={action} review={review} isBusy={isBusy} />
          ))}
        </div>
      }
    >
      <dl className="SuperAdmin-facts">
        <dt>Owner</dt>
        <dd>{state.owner ? `${state.owner.firstName} ${state.owner.lastName} (${state.owner.email})` : 'No owner yet'}</dd>
        <dt>Registered</dt>
        <dd>{formatDate(state.createdAt)}</dd>
        {state.reviewNote && (
          <>
            <dt>Review note</dt>
            <dd>{state.reviewNote}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

export interface SuperAdminViewProps {
  states: readonly StateSummary[];
  review: FormSubmissionActor;
  /** Makes a staff member of the state the super-admin works in a super-admin (POST /staff/authorize-super-admin). */
  authorize?: { actor: FormSubmissionActor; stateName: string; staffAutocompleteLogic?: StaffAutocompleteLogic };
}

export function SuperAdminView({ states, review, authorize }: SuperAdminViewProps) {
  const isBusy = useSelector(review, (s) => s.hasTag('busy'));
  const error = useSelector(review, (s) => (s.matches('failed') ? s.context.error : null));
  const counts = (id: (typeof groups)[number]['id']) => (id === 'all' ? states.length : states.filter((s) => s.accountStatus === id).length);
  return (
    <div className="SuperAdmin">
      <div>
        <h1 className="PageHeading">States</h1>
        <p className="SuperAdmin-lead">Review new registrations and manage the states on the portal.</p>
      </div>
      {error && <Banner tone="error">{error}</Banner>}
      <Tabs defaultSelectedKey={counts('Unverified') > 0 ? 'Unverified' : 'all'}>
        <TabList aria-label="States by account status">
          {groups.map((g) => (
            <Tab key={g.id} id={g.id}>
              {`${g.title} (${counts(g.id)})`}
            </Tab>
          ))}
        </TabList>
        {groups.map((g) => {
          const list = g.id === 'all' ? states : states.filter((s) => s.accountStatus === g.id);
          return (
            <TabPanel key={g.id} id={g.id}>
              {list.length === 0 ? (
                <EmptyState />
              ) : (
                <div className="SuperAdmin-grid">
                  {list.map((state) => (
                    <StateCard key={state.id} state={state} review={review} isBusy={isBusy} />
                  ))}
                </div>
              )}
            </TabPanel>
          );
        })}
      </Tabs>
      {authorize && (
        <StaffChoiceCard
          actor={authorize.actor}
          title="Authorize a super-admin"
          pickerLabel="Staff member"
          actionLabel="Make super-admin"
          cancelLabel="No, cancel"
          confirmLabel="Yes, make super-admin"
          confirmation={(name) => `Make ${name} a super-admin? They will review states and districts and work in every state.`}
          staffAutocompleteLogic={authorize.staffAutocompleteLogic}
        >
          <p>Give a staff member of {authorize.stateName} the super-admin&apos;s rights over every state.</p>
        </StaffChoiceCard>
      )}
    </div>
  );
}
