// /sessions-and-terms: sessions with their terms; the create-session, edit-session and add-term dialogs through
// their submit flows, with the server's field messages beside the fields.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../api/errors';
import { academicMessages, emptyListText, validationMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { sessionsFixture, type Session } from '../../../testing/academicFixtures';
import { answers, expectNotifiedOnly, pending, submissionActor } from '../../../testing/storySupport';
import { SessionsView, type SessionsDialog } from './SessionsView';
import { endBeforeStartMessage, newSessionValues, sessionFormSchema, sessionNameMessage, termFormSchema } from './sessions.form';

/** The dialogs start their actors over from the session they open for. */
const noTerm = { sessionId: '', name: '', startDate: '', endDate: '', isCurrent: false };

const current = sessionsFixture[0] as Session;
const overlap = new ApiError('The session overlaps 2026/2027 (07-09-2026 to 23-07-2027)', {
  status: 409,
  details: [{ field: 'startDate', message: 'The session overlaps 2026/2027 (07-09-2026 to 23-07-2027)' }],
});
const termOverlap = new ApiError('The term overlaps First Term', {
  status: 409,
  details: [{ field: 'body.startDate', message: 'The term overlaps First Term' }],
});

const meta = {
  title: 'Academic/Sessions and terms',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { createSession: FormSubmissionActor; updateSession: FormSubmissionActor; termForm: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

function actors(calls: { create?: ReturnType<typeof pending>; update?: ReturnType<typeof pending>; term?: ReturnType<typeof pending> } = {}): Loaded {
  return {
    createSession: submissionActor({ submit: calls.create ?? pending(), values: newSessionValues(), schema: sessionFormSchema, successMessage: academicMessages.sessionCreated }),
    updateSession: submissionActor({ submit: calls.update ?? pending(), values: newSessionValues(), schema: sessionFormSchema, successMessage: academicMessages.sessionUpdated }),
    termForm: submissionActor({ submit: calls.term ?? pending(), values: noTerm, schema: termFormSchema, successMessage: academicMessages.termAdded }),
  };
}

function Page({ sessions, loaded, dialog: initial = null }: { sessions: readonly Session[] | null; loaded: Loaded; dialog?: SessionsDialog }) {
  const [dialog, setDialog] = useState<SessionsDialog>(initial);
  return <SessionsView sessions={sessions} {...loaded} dialog={dialog} onDialogChange={setDialog} suggestedName="2027/2028" />;
}

const render = (sessions: readonly Session[] | null, dialog: SessionsDialog = null): Story['render'] =>
  function Render(_args, { loaded }) {
    return <Page sessions={sessions} loaded={loaded as Loaded} dialog={dialog} />;
  };
const body = () => within(document.body);

/** Fill a date picker's segments by keyboard (day, month, year under en-NG). */
async function typeDate(dialog: HTMLElement, label: string, ddmmyyyy: string) {
  const group = within(dialog).getByRole('group', { name: label });
  const [first] = within(group).getAllByRole('spinbutton');
  await userEvent.click(first as HTMLElement);
  await userEvent.keyboard(ddmmyyyy);
}

export const Sessions: Story = {
  loaders: [async () => actors()],
  render: render(sessionsFixture),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /Session 2026\/2027 Current/ })).toBeVisible();
    const terms = canvas.getByRole('table', { name: 'Terms of 2026/2027' });
    await expect(within(terms).getAllByRole('row')).toHaveLength(4);
    await expect(within(terms).getByText('07-09-2026')).toBeVisible();
    await expect(canvas.getByText('No terms yet.')).toBeVisible();
  },
};

/** While the sessions are read: the header and Create Session, and a progress bar where the cards will be. */
export const Reading: Story = {
  loaders: [async () => actors()],
  render: render(null),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sessions & Terms' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Reading the sessions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Session' })).toBeEnabled();
  },
};

export const NoSessions: Story = {
  loaders: [async () => actors()],
  render: render([]),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
  },
};

/** Create session, `editing`: the next session's name is suggested. */
export const CreateSessionEditing: Story = {
  loaders: [async () => actors()],
  render: render(sessionsFixture),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Session' }));
    const dialog = await body().findByRole('dialog', { name: 'Create Session' });
    await expect(within(dialog).getByRole('textbox', { name: 'Session name' })).toHaveValue('2027/2028');
  },
};

/** Create session, `invalid`: a name that is not two consecutive years, no dates. */
export const CreateSessionInvalid: Story = {
  loaders: [async () => actors()],
  render: render(sessionsFixture, { kind: 'createSession' }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Session' });
    const name = within(dialog).getByRole('textbox', { name: 'Session name' });
    await userEvent.clear(name);
    await userEvent.type(name, '2027/2029{Enter}');
    await expect(await within(dialog).findByText(sessionNameMessage)).toBeVisible();
    await expect(within(dialog).getAllByText(validationMessages.required)).toHaveLength(2);
    await expect((loaded as Loaded).createSession.getSnapshot().value).toBe('invalid');
  },
};

/** The end before the start is refused beside the end date. */
export const CreateSessionEndBeforeStart: Story = {
  loaders: [async () => actors()],
  render: render(sessionsFixture, { kind: 'createSession' }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create Session' });
    await typeDate(dialog, 'Start date', '06092027');
    await typeDate(dialog, 'End date', '01092027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    await expect(await within(dialog).findByText(endBeforeStartMessage)).toBeVisible();
  },
};

/** Create session, `submitting`. */
export const CreateSessionSubmitting: Story = {
  loaders: [async () => actors()],
  render: render(sessionsFixture, { kind: 'createSession' }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Session' });
    await typeDate(dialog, 'Start date', '06092027');
    await typeDate(dialog, 'End date', '23072028');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    const create = (loaded as Loaded).createSession;
    await waitFor(() => expect(create.getSnapshot().value).toBe('submitting'));
    await expect(create.getSnapshot().context.values).toEqual({ id: null, name: '2027/2028', startDate: '2027-09-06', endDate: '2028-07-23', isCurrent: false });
  },
};

/** Create session, `failed`: the server says which field, and the message shows beside it only. */
export const CreateSessionFailed: Story = {
  loaders: [async () => actors({ create: fromPromise(() => Promise.reject(overlap)) as never })],
  render: render(sessionsFixture, { kind: 'createSession' }),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create Session' });
    await typeDate(dialog, 'Start date', '01072027');
    await typeDate(dialog, 'End date', '23072028');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Session' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(validationMessages.formInvalid);
    await expect(within(dialog).getAllByText('The session overlaps 2026/2027 (07-09-2026 to 23-07-2027)')).toHaveLength(1);
  },
};

/** Edit session, `succeeded`: 'Session Updated Successfully' (the route then closes the dialog and reloads). */
export const EditSessionSucceeded: Story = {
  loaders: [async () => actors({ update: answers(current) as never })],
  render: render(sessionsFixture, { kind: 'editSession', session: current }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Edit 2026/2027' });
    await expect(within(dialog).getByRole('checkbox', { name: 'This is the current session' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Session' }));
    await expectNotifiedOnly((loaded as Loaded).updateSession, academicMessages.sessionUpdated, dialog);
    await expect((loaded as Loaded).updateSession.getSnapshot().context.values).toMatchObject({ id: current.id, name: '2026/2027' });
  },
};

/** Add term, `editing`: the dates are limited to the session's. */
export const AddTermEditing: Story = {
  loaders: [async () => actors()],
  render: render(sessionsFixture),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add term to 2026/2027' }));
    const dialog = await body().findByRole('dialog', { name: 'Add a term to 2026/2027' });
    await expect(within(dialog).getByText(/The session runs from 07-09-2026 to 23-07-2027/)).toBeVisible();
  },
};

/** Add term, `failed`: an overlap with another term, beside the start date. */
export const AddTermFailed: Story = {
  loaders: [async () => actors({ term: fromPromise(() => Promise.reject(termOverlap)) as never })],
  render: render(sessionsFixture, { kind: 'addTerm', session: current }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Add a term to 2026/2027' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Term name' }), 'Fourth Term');
    await typeDate(dialog, 'Start date', '01122026');
    await typeDate(dialog, 'End date', '10012027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Term' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(validationMessages.formInvalid);
    await expect(within(dialog).getAllByText('The term overlaps First Term')).toHaveLength(1);
    await expect((loaded as Loaded).termForm.getSnapshot().context.values).toMatchObject({ sessionId: current.id, startDate: '2026-12-01' });
  },
};

/** Add term, `succeeded`: 'Term Added Successfully'. */
export const AddTermSucceeded: Story = {
  loaders: [async () => actors({ term: answers({}) as never })],
  render: render([{ ...current, terms: [] }], { kind: 'addTerm', session: { ...current, terms: [] } }),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Add a term to 2026/2027' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Term name' }), 'First Term');
    await typeDate(dialog, 'Start date', '07092026');
    await typeDate(dialog, 'End date', '18122026');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'This is the current term' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Term' }));
    await expectNotifiedOnly((loaded as Loaded).termForm, academicMessages.termAdded, dialog);
  },
};
