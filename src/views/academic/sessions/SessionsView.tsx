// /sessions-and-terms: the state's sessions, newest first, each with its terms; create and edit a session, add a
// term. The server's field messages (a session overlapping another, a term outside its session) show beside the
// fields they name.
import { pageTitles } from '../../../app/pages';
import { useState } from 'react';
import { formatDate } from '../../../lib/date';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/validation';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import {
  Button,
  Card,
  Cell,
  Checkbox,
  Column,
  Dialog,
  EmptyState,
  Modal,
  PlusIcon,
  Row,
  Table,
  TableBody,
  TableHeader,
  TextField,
} from '../../../ui';
import { FormFrame, fieldMessage } from '../../shared/FormFrame';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { PageHeader } from '../../shared/PageHeader';
import { useSubmission } from '../../shared/useSubmission';
import {
  newSessionValues,
  newTermValues,
  sessionFormSchema,
  sessionValuesOf,
  termFormSchema,
  type Session,
  type SessionFormValues,
  type TermFormValues,
} from './sessionForm';
import '../academic.css';

export type SessionsDialog = { kind: 'createSession' } | { kind: 'editSession'; session: Session } | { kind: 'addTerm'; session: Session } | null;

export interface SessionsViewProps {
  sessions: readonly Session[];
  createSession: FormSubmissionActor;
  /** Editing a session (its values carry the session's `id`). */
  updateSession: FormSubmissionActor;
  termForm: FormSubmissionActor;
  dialog: SessionsDialog;
  onDialogChange: (dialog: SessionsDialog) => void;
  /** Suggested name for a new session. */
  suggestedName?: string;
}

export function SessionsView({ sessions, createSession, updateSession, termForm, dialog, onDialogChange, suggestedName }: SessionsViewProps) {
  const close = () => onDialogChange(null);
  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={pageTitles.sessionsAndTerms}
        intro="Each academic session of your state with its terms. A state has one current session and one current term."
        actions={
          <Button onPress={() => onDialogChange({ kind: 'createSession' })}>
            <PlusIcon />
            Create Session
          </Button>
        }
      />
      {sessions.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="Sessions-list">
          {sessions.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              onEdit={() => onDialogChange({ kind: 'editSession', session })}
              onAddTerm={() => onDialogChange({ kind: 'addTerm', session })}
            />
          ))}
        </div>
      )}
      <Modal isOpen={dialog !== null} onOpenChange={(open) => !open && close()} isDismissable={false}>
        {dialog?.kind === 'addTerm' ? (
          <Dialog title={`Add a term to ${dialog.session.name}`}>
            <TermForm actor={termForm} session={dialog.session} onCancel={close} />
          </Dialog>
        ) : dialog ? (
          <Dialog title={dialog.kind === 'editSession' ? `Edit ${dialog.session.name}` : 'Create Session'}>
            <SessionForm
              actor={dialog.kind === 'editSession' ? updateSession : createSession}
              initialValues={dialog.kind === 'editSession' ? sessionValuesOf(dialog.session) : { ...newSessionValues(), name: suggestedName ?? '' }}
              onCancel={close}
            />
          </Dialog>
        ) : null}
      </Modal>
    </section>
  );
}

function SessionCard({ session, onEdit, onAddTerm }: { session: Session; onEdit: () => void; onAddTerm: () => void }) {
  return (
    <Card
      headingLevel={2}
      title={
        <span className="Sessions-title">
          Session {session.name}
          {session.isCurrent && <span className="Sessions-current">Current</span>}
        </span>
      }
      footer={
        <>
          <Button variant="secondary" onPress={onEdit} aria-label={`Edit session ${session.name}`}>
            Edit session
          </Button>
          <Button variant="secondary" onPress={onAddTerm} aria-label={`Add term to ${session.name}`}>
            <PlusIcon />
            Add term
          </Button>
        </>
      }
    >
      <p className="Sessions-dates">
        {formatDate(session.startDate)} to {formatDate(session.endDate)}
      </p>
      {session.terms.length === 0 ? (
        <p className="Sessions-noTerms">No terms yet.</p>
      ) : (
        <Table aria-label={`Terms of ${session.name}`}>
          <TableHeader>
            <Column isRowHeader>Term</Column>
            <Column>Starts</Column>
            <Column>Ends</Column>
            <Column>Current</Column>
          </TableHeader>
          <TableBody items={session.terms}>
            {(term) => (
              <Row id={term.id}>
                <Cell>{term.name}</Cell>
                <Cell>{formatDate(term.startDate)}</Cell>
                <Cell>{formatDate(term.endDate)}</Cell>
                <Cell>{term.isCurrent ? 'Current term' : 'No'}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}

function DateFields<V extends { startDate: string; endDate: string }>({
  values,
  set,
  message,
  busy,
  within,
}: {
  values: V;
  set: (field: 'startDate' | 'endDate') => (value: string) => void;
  message: (field: string) => { isInvalid: boolean; errorMessage: string | undefined };
  busy: boolean;
  within?: { startDate: string; endDate: string };
}) {
  return (
    <div className="Sessions-dateFields">
      <IsoDatePicker
        label="Start date"
        isRequired
        value={values.startDate}
        onChange={set('startDate')}
        minValue={within?.startDate}
        maxValue={within?.endDate}
        isDisabled={busy}
        {...message('startDate')}
      />
      <IsoDatePicker
        label="End date"
        isRequired
        value={values.endDate}
        onChange={set('endDate')}
        minValue={within?.startDate}
        maxValue={within?.endDate}
        isDisabled={busy}
        {...message('endDate')}
      />
    </div>
  );
}

export function SessionForm({ actor, initialValues, onCancel }: { actor: FormSubmissionActor; initialValues: SessionFormValues; onCancel: () => void }) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, fieldErrors } = useSubmission(actor);
  const set = (field: keyof SessionFormValues) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const message = (field: string) => fieldMessage(field, errors, fieldErrors);
  return (
    <FormFrame
      actor={actor}
      aria-label={values.id ? 'Edit session' : 'Create session'}
      submitLabel={values.id ? 'Save Session' : 'Create Session'}
      secondaryActions={
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      }
      onSubmit={() => {
        setErrors(fieldErrorsOf(sessionFormSchema, values));
        actor.send({ type: 'form.submit', values });
      }}
    >
      <TextField
        label="Session name"
        description="The two years it spans, such as 2026/2027."
        isRequired
        value={values.name}
        onChange={set('name')}
        isDisabled={busy}
        {...message('name')}
      />
      <DateFields values={values} set={set} message={message} busy={busy} />
      <Checkbox isSelected={values.isCurrent} onChange={set('isCurrent')} isDisabled={busy}>
        This is the current session
      </Checkbox>
    </FormFrame>
  );
}

export function TermForm({ actor, session, onCancel }: { actor: FormSubmissionActor; session: Session; onCancel: () => void }) {
  const [values, setValues] = useState<TermFormValues>(() => newTermValues(session));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, fieldErrors } = useSubmission(actor);
  const set = (field: keyof TermFormValues) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const message = (field: string) => fieldMessage(field, errors, fieldErrors);
  return (
    <FormFrame
      actor={actor}
      aria-label={`Add a term to ${session.name}`}
      submitLabel="Add Term"
      secondaryActions={
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      }
      onSubmit={() => {
        setErrors(fieldErrorsOf(termFormSchema, values));
        actor.send({ type: 'form.submit', values });
      }}
    >
      <p className="Sessions-dates">
        The session runs from {formatDate(session.startDate)} to {formatDate(session.endDate)}; its terms must not overlap.
      </p>
      <TextField
        label="Term name"
        description="Such as First Term."
        isRequired
        value={values.name}
        onChange={set('name')}
        isDisabled={busy}
        {...message('name')}
      />
      <DateFields values={values} set={set} message={message} busy={busy} within={session} />
      <Checkbox isSelected={values.isCurrent} onChange={set('isCurrent')} isDisabled={busy || !session.isCurrent}>
        This is the current term
      </Checkbox>
    </FormFrame>
  );
}
