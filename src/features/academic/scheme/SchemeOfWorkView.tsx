// /scheme-of-work: choose a session, a term of it, a class and a subject; the check finds the scheme of work there
// (edit its weeks) or not (create it), on a schemeOfWork actor. The class notes of the same four are below, on a
// classNotes actor of their own, started afresh for each combination.
import { pageTitles } from '../../../services/pages';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { validationMessages } from '../../../lib/messages';
import { schemeMaxWeeks } from '../../../lib/constants';
import { classNoteUploadMachine, type ClassNote, type ClassNoteScope } from './classNoteUpload.machine';
import type { NotificationRaised } from '../../../machines/notifications.machine';
import type { SchemeOfWorkActor } from './schemeOfWork.machine';
import { isComplete } from './schemeOfWork.machine';
import type { components } from '../../../api/schema.gen';
import { Banner, Button, Card, Form, PlusIcon, ProgressBar, Select, SelectItem, TextField } from '../../../ui';
import { PageHeader } from '../../../shared/PageHeader';
import { ClassNotesPanel } from './ClassNotesPanel';
import '../academic.css';

type Session = components['schemas']['Session'];
type Named = { id: string; name: string };

export interface SchemeOfWorkViewProps {
  sessions: readonly Session[];
  classes: readonly Named[];
  subjects: readonly Named[];
  scheme: SchemeOfWorkActor;
  /** The class notes' machine, with the upload the route provides (stories give stand-ins). */
  classNotesLogic?: typeof classNoteUploadMachine;
  /** Where the class notes' messages go (the app's notifications). */
  notify?: (notification: NotificationRaised) => void;
}

function Chooser({ label, items, selected, onChange, isDisabled, placeholder }: {
  label: string;
  items: readonly Named[];
  selected: string | null;
  onChange: (id: string | null) => void;
  isDisabled?: boolean;
  placeholder: string;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      items={items}
      selectedKey={selected}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      isDisabled={isDisabled}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

export function SchemeOfWorkView({ sessions, classes, subjects, scheme, classNotesLogic = classNoteUploadMachine, notify }: SchemeOfWorkViewProps) {
  const snapshot = useSelector(scheme, (s) => s);
  const { choice, weeks, error, classNotes } = snapshot.context;
  const session = sessions.find((s) => s.id === choice.sessionId) ?? null;
  const busy = snapshot.hasTag('busy');
  const drafting = snapshot.matches('creating') || snapshot.matches('editing');
  const isNew = snapshot.matches('creating');
  const showRowErrors = error === validationMessages.formInvalid;
  const nameOf = (items: readonly Named[], id: string | null) => items.find((item) => item.id === id)?.name ?? '';
  const term = session?.terms.find((t) => t.id === choice.termId) ?? null;
  const what = `${nameOf(subjects, choice.subjectId)}, ${nameOf(classes, choice.classId)}, ${term?.name ?? ''} ${session?.name ?? ''}`.trim();

  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={pageTitles.schemeOfWork}
        intro="Choose a session, term, class and subject to create their scheme of work, or to edit the one there, and to share class notes."
      />
      <Card title="Which scheme of work" headingLevel={2}>
        <div className="Scheme-choice">
          <Chooser
            label="Session"
            placeholder="Choose a session"
            items={sessions}
            selected={choice.sessionId}
            onChange={(id) => scheme.send({ type: 'scheme.sessionChosen', id })}
            isDisabled={busy && !snapshot.matches('checking')}
          />
          <Chooser
            label="Term"
            placeholder={session ? 'Choose a term' : 'Choose a session first'}
            items={session?.terms ?? []}
            selected={choice.termId}
            onChange={(id) => scheme.send({ type: 'scheme.termChosen', id })}
            isDisabled={!session || (busy && !snapshot.matches('checking'))}
          />
          <Chooser
            label="Class"
            placeholder="Choose a class"
            items={classes}
            selected={choice.classId}
            onChange={(id) => scheme.send({ type: 'scheme.classChosen', id })}
            isDisabled={busy && !snapshot.matches('checking')}
          />
          <Chooser
            label="Subject"
            placeholder="Choose a subject"
            items={subjects}
            selected={choice.subjectId}
            onChange={(id) => scheme.send({ type: 'scheme.subjectChosen', id })}
            isDisabled={busy && !snapshot.matches('checking')}
          />
        </div>
        {snapshot.matches('choosing') && <p className="ClassNotes-empty">Choose all four to see the scheme of work.</p>}
        {snapshot.matches('checking') && <ProgressBar label="Looking for the scheme of work" isIndeterminate />}
        {snapshot.matches('checkFailed') && (
          <Banner
            tone="error"
            action={
              <Button variant="secondary" onPress={() => scheme.send({ type: 'scheme.retry' })}>
                Try again
              </Button>
            }
          >
            {error}
          </Banner>
        )}
      </Card>

      {drafting && isComplete(choice) && (
        <div className="PageSection Scheme-draft">
          <Card title={isNew ? `New scheme of work: ${what}` : `Scheme of work: ${what}`} headingLevel={2}>
            {isNew && <p className="ClassNotes-empty">There is no scheme of work for these yet. Write its weekly topics and create it.</p>}
            <Form
              aria-label={isNew ? 'New scheme of work' : 'Scheme of work'}
              validationBehavior="aria"
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) scheme.send({ type: 'scheme.save' });
              }}
            >
              <ol className="Scheme-weeks" aria-label="Weeks">
                {weeks.map((week, index) => {
                  const number = index + 1;
                  const missing = showRowErrors && !week.topic.trim();
                  return (
                    <li key={index} className="Scheme-week">
                      <div className="Scheme-weekHeader">
                        <h3>Week {number}</h3>
                        <Button
                          variant="quiet"
                          aria-label={`Remove week ${number}`}
                          isDisabled={busy || weeks.length <= 1}
                          onPress={() => scheme.send({ type: 'scheme.weekRemoved', index })}
                        >
                          Remove
                        </Button>
                      </div>
                      <TextField
                        label={`Week ${number} topic`}
                        isRequired
                        value={week.topic}
                        onChange={(topic) => scheme.send({ type: 'scheme.weekChanged', index, topic })}
                        isDisabled={busy}
                        isInvalid={missing}
                        errorMessage={missing ? validationMessages.required : undefined}
                      />
                      <TextField
                        label={`Week ${number} description`}
                        multiline
                        maxLength={2000}
                        value={week.description}
                        onChange={(description) => scheme.send({ type: 'scheme.weekChanged', index, description })}
                        isDisabled={busy}
                      />
                    </li>
                  );
                })}
              </ol>
              {error && !snapshot.matches('checkFailed') && <Banner tone="error">{error}</Banner>}
              <div className="Scheme-actions">
                <Button
                  variant="secondary"
                  onPress={() => scheme.send({ type: 'scheme.weekAdded' })}
                  isDisabled={busy || weeks.length >= schemeMaxWeeks}
                >
                  <PlusIcon />
                  Add week
                </Button>
                <Button type="submit" isPending={busy} pendingLabel="Saving the scheme of work">
                  {isNew ? 'Create Scheme of Work' : 'Save Scheme of Work'}
                </Button>
              </div>
            </Form>
          </Card>
          <Card>
            <ClassNotes key={`${choice.sessionId}:${choice.termId}:${choice.classId}:${choice.subjectId}`} scope={choice} classNotes={classNotes} logic={classNotesLogic} notify={notify} />
          </Card>
        </div>
      )}
    </section>
  );
}

function ClassNotes({
  scope,
  classNotes,
  logic,
  notify,
}: {
  scope: ClassNoteScope;
  classNotes: readonly ClassNote[];
  logic: typeof classNoteUploadMachine;
  notify?: (notification: NotificationRaised) => void;
}) {
  const actor = useActorRef(logic, { input: { ...scope, classNotes } });
  const latest = useRef(notify);
  useEffect(() => {
    latest.current = notify;
  });
  useEffect(() => {
    const subscription = actor.on('notification.raised', (event) => latest.current?.(event));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <ClassNotesPanel actor={actor} />;
}
