// /sessions-and-terms: the state's sessions, newest first, each with its terms; create and edit a session, add a
// term. The server's field messages (a session overlapping another, a term outside its session) show beside the
// fields they name.
import { pageTitles } from '../../../services/pages';
import { formatDate } from '../../../lib/date';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { Button, Card, Checkbox, EmptyState, Modal, PlusIcon, ProgressBar, StaticCell, StaticColumn, StaticRow, StaticTable, StaticTableBody, StaticTableHeader, TextField } from '../../../ui';
import { PageHeader } from '../../../shared/PageHeader';
import { DateRangeFields, type DateRangeFieldsProps } from '../DateRangeFields';
import { FormDialog, type FormDialogFields } from '../FormDialog';
import {
  newSessionValues,
  newTermValues,
  sessionValuesOf,
  type Session,
} from './sessions.form';
import '../academic.css';

export type SessionsDialog = { kind: 'createSession' } | { kind: 'editSession'; session: Session } | { kind: 'addTerm'; session: Session } | null;

export interface SessionsViewProps {
  /** null while they are read: the header and Create Session show meanwhile. */
  sessions: readonly Session[] | null;
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
      {sessions === null ? (
        <ProgressBar label="Reading the sessions" isIndeterminate />
      ) : sessions.length === 0 ? (
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
          <TermDialog actor={termForm} session={dialog.session} />
        ) : dialog?.kind === 'editSession' ? (
          <SessionDialog actor={updateSession} session={dialog.session} />
        ) : dialog ? (
          <SessionDialog actor={createSession} suggestedName={suggestedName} />
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
        <EmptyState size="compact">No terms yet.</EmptyState>
      ) : (
        <StaticTable aria-label={`Terms of ${session.name}`}>
          <StaticTableHeader>
            <StaticColumn>Term</StaticColumn>
            <StaticColumn>Starts</StaticColumn>
            <StaticColumn>Ends</StaticColumn>
            <StaticColumn>Current</StaticColumn>
          </StaticTableHeader>
          <StaticTableBody items={session.terms}>
            {(term) => (
              <StaticRow>
                <StaticCell isRowHeader>{term.name}</StaticCell>
                <StaticCell>{formatDate(term.startDate)}</StaticCell>
                <StaticCell>{formatDate(term.endDate)}</StaticCell>
                <StaticCell>{term.isCurrent ? 'Current term' : 'No'}</StaticCell>
              </StaticRow>
            )}
          </StaticTableBody>
        </StaticTable>
      )}
    </Card>
  );
}

type PeriodValues = { name: string; startDate: string; endDate: string; isCurrent: boolean };

interface PeriodFieldsProps extends FormDialogFields<PeriodValues> {
  nameLabel: string;
  nameDescription: string;
  currentLabel: string;
  /** The days the dates must lie in. */
  within?: DateRangeFieldsProps['within'];
  canBeCurrent?: boolean;
}

/** What a session and a term both have: a name, the days it runs, and whether it is the current one. */
function PeriodFields({ nameLabel, nameDescription, currentLabel, within, canBeCurrent = true, ...fields }: PeriodFieldsProps) {
  const { values, set, message, busy } = fields;
  return (
    <>
      <TextField
        label={nameLabel}
        description={nameDescription}
        isRequired
        value={values.name}
        onChange={set('name')}
        isDisabled={busy}
        {...message('name')}
      />
      <DateRangeFields {...fields} within={within} />
      <Checkbox isSelected={values.isCurrent} onChange={set('isCurrent')} isDisabled={busy || !canBeCurrent}>
        {currentLabel}
      </Checkbox>
    </>
  );
}

/** Creating a session (named `suggestedName` to begin with), or editing `session`. */
export function SessionDialog({ actor, session, suggestedName }: { actor: FormSubmissionActor; session?: Session; suggestedName?: string }) {
  return (
    <FormDialog
      title={session ? `Edit ${session.name}` : 'Create Session'}
      aria-label={session ? 'Edit session' : 'Create session'}
      submitLabel={session ? 'Save Session' : 'Create Session'}
      actor={actor}
      initialValues={session ? sessionValuesOf(session) : { ...newSessionValues(), name: suggestedName ?? '' }}
    >
      {(fields) => (
        <PeriodFields
          {...fields}
          nameLabel="Session name"
          nameDescription="The two years it spans, such as 2026/2027."
          currentLabel="This is the current session"
        />
      )}
    </FormDialog>
  );
}

/** Adding a term to `session`; only the current session's terms can be current. */
export function TermDialog({ actor, session }: { actor: FormSubmissionActor; session: Session }) {
  const title = `Add a term to ${session.name}`;
  return (
    <FormDialog
      title={title}
      aria-label={title}
      submitLabel="Add Term"
      actor={actor}
      initialValues={newTermValues(session)}
    >
      {(fields) => (
        <>
          <p className="Sessions-dates">
            The session runs from {formatDate(session.startDate)} to {formatDate(session.endDate)}; its terms must not overlap.
          </p>
          <PeriodFields
            {...fields}
            nameLabel="Term name"
            nameDescription="Such as First Term."
            currentLabel="This is the current term"
            within={session}
            canBeCurrent={session.isCurrent}
          />
        </>
      )}
    </FormDialog>
  );
}
