// The scheme of work machine's states through the real page: choosing, checking, checkFailed, creating (drafting,
// saving, failed) and editing (drafting, saving, failed), with the class notes of the combination below.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, type AnyActorLogic } from 'xstate';
import { academicMessages, validationMessages } from '../../../lib/messages';
import { classNoteUploadMachine } from './classNoteUpload.machine';
import { schemeOfWorkMachine, type SchemeOfWorkActor, type SchemeOfWorkCheck } from './schemeOfWork.machine';
import {
  classNotesFixture,
  classesFixture,
  schemeChoiceFixture,
  schemeFixture,
  sessionsFixture,
  subjectsFixture,
} from '../../../testing/academicFixtures';
import { answers, fails, pending, settledIn } from '../../../testing/storySupport';
import { SchemeOfWorkView } from './SchemeOfWorkView';

const found: SchemeOfWorkCheck = { exists: true, scheme: schemeFixture, classNotes: classNotesFixture };
const none: SchemeOfWorkCheck = { exists: false, scheme: null, classNotes: [] };
const notesLogic = classNoteUploadMachine.provide({
  actors: {
    uploadClassNote: pending() as never,
    downloadClassNote: pending() as never,
    deleteClassNote: pending() as never,
    listClassNotes: pending() as never,
  },
});

type Calls = { check?: AnyActorLogic; create?: AnyActorLogic; update?: AnyActorLogic };

function schemeActor(calls: Calls = {}): SchemeOfWorkActor {
  return createActor(
    schemeOfWorkMachine.provide({
      actors: {
        checkScheme: (calls.check ?? pending()) as never,
        createScheme: (calls.create ?? pending()) as never,
        updateScheme: (calls.update ?? pending()) as never,
      },
    }),
  ).start();
}

function chooseAll(actor: SchemeOfWorkActor): SchemeOfWorkActor {
  actor.send({ type: 'scheme.sessionChosen', id: schemeChoiceFixture.sessionId });
  actor.send({ type: 'scheme.termChosen', id: schemeChoiceFixture.termId });
  actor.send({ type: 'scheme.classChosen', id: schemeChoiceFixture.classId });
  actor.send({ type: 'scheme.subjectChosen', id: schemeChoiceFixture.subjectId });
  return actor;
}

const meta = {
  title: 'Academic/Scheme of work (scheme of work machine)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { scheme: SchemeOfWorkActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const render: Story['render'] = (_args, { loaded }) => (
  <SchemeOfWorkView sessions={sessionsFixture} classes={classesFixture} subjects={subjectsFixture} scheme={(loaded as Loaded).scheme} classNotesLogic={notesLogic} />
);
const stateOf = (loaded: Record<string, unknown>) => (loaded.scheme as SchemeOfWorkActor).getSnapshot();
const body = () => within(document.body);

/** `choosing`: the four selectors; the term waits for a session. Chosen here with the keyboard. */
export const Choosing: Story = {
  loaders: [async () => ({ scheme: schemeActor() })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('button', { name: /Term/ })).toBeDisabled();
    canvas.getByRole('button', { name: /Session/ }).focus();
    await userEvent.keyboard('{Enter}');
    const option = await body().findByRole('option', { name: '2026/2027' });
    await waitFor(() => expect(option).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Term/ })).toBeEnabled());
    await expect(stateOf(loaded).value).toBe('choosing');
    await expect(canvas.getByText('Choose all four to see the scheme of work.')).toBeVisible();
  },
};

/** `checking`: all four chosen; the check-exists call is out. */
export const Checking: Story = {
  loaders: [async () => ({ scheme: chooseAll(schemeActor()) })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(stateOf(loaded).value).toBe('checking');
    await expect(canvas.getByRole('progressbar', { name: 'Looking for the scheme of work' })).toBeInTheDocument();
  },
};

/** `checkFailed`: the message and Try again. */
export const CheckFailed: Story = {
  loaders: [async () => ({ scheme: await settledIn(chooseAll(schemeActor({ check: fails('Subject not found', 404) })), (s) => s.matches('checkFailed')) })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Subject not found');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** `creating.drafting`: no scheme yet; one empty week to start from. */
export const CreatingDrafting: Story = {
  loaders: [async () => ({ scheme: await settledIn(chooseAll(schemeActor({ check: answers(none) })), (s) => s.matches('creating')) })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'New scheme of work: Mathematics, JSS 1, First Term 2026/2027' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Week 1 topic' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Create Scheme of Work' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Class notes' })).toBeVisible();
  },
};

/** `creating.saving`: two weeks typed, sent to POST /scheme/create. */
export const CreatingSaving: Story = {
  loaders: [async () => ({ scheme: await settledIn(chooseAll(schemeActor({ check: answers(none) })), (s) => s.matches('creating')) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Week 1 topic' }), 'Whole numbers');
    await userEvent.click(canvas.getByRole('button', { name: 'Add week' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Week 2 topic' }), 'Fractions');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Scheme of Work' }));
    await expect(stateOf(loaded).value).toEqual({ creating: 'saving' });
    await expect(canvas.getByRole('progressbar', { name: 'Saving the scheme of work' })).toBeInTheDocument();
  },
};

/** `creating.failed`: a week without a topic says so beside it. */
export const CreatingFailed: Story = {
  loaders: [async () => ({ scheme: await settledIn(chooseAll(schemeActor({ check: answers(none) })), (s) => s.matches('creating')) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Scheme of Work' }));
    await expect(stateOf(loaded).value).toEqual({ creating: 'failed' });
    await expect(canvas.getByText(validationMessages.required)).toBeVisible();
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
  },
};

/** `editing.drafting`: the scheme's weeks, and its class notes. */
export const EditingDrafting: Story = {
  loaders: [async () => ({ scheme: await settledIn(chooseAll(schemeActor({ check: answers(found) })), (s) => s.matches('editing')) })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Scheme of work: Mathematics, JSS 1, First Term 2026/2027' })).toBeVisible();
    const weeks = canvas.getByRole('list', { name: 'Weeks' });
    await expect(within(weeks).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'Week 3 topic' })).toHaveValue('Algebraic expressions');
    await expect(canvas.getByRole('button', { name: 'Download Number bases.pdf' })).toBeVisible();
  },
};

/** `editing.saving`: a week removed, the rest sent to PATCH /scheme/update/{id}. */
export const EditingSaving: Story = {
  loaders: [async () => ({ scheme: await settledIn(chooseAll(schemeActor({ check: answers(found) })), (s) => s.matches('editing')) })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove week 2' }));
    await expect(canvas.getByRole('textbox', { name: 'Week 2 topic' })).toHaveValue('Algebraic expressions');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Scheme of Work' }));
    await expect(stateOf(loaded).value).toEqual({ editing: 'saving' });
  },
};

/** Saved: back to `editing.drafting` with the scheme the server answered (the route shows the notification). */
export const EditingSaved: Story = {
  loaders: [
    async () => ({
      scheme: await settledIn(chooseAll(schemeActor({ check: answers(found), update: answers(schemeFixture) })), (s) => s.matches('editing')),
    }),
  ],
  render,
  play: async ({ canvas, loaded }) => {
    const scheme = loaded.scheme as SchemeOfWorkActor;
    const raised: string[] = [];
    scheme.on('notification.raised', (event) => raised.push(event.message));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Scheme of Work' }));
    await waitFor(() => expect(raised).toEqual([academicMessages.schemeUpdated]));
    await expect(stateOf(loaded).value).toEqual({ editing: 'drafting' });
  },
};

/** `editing.failed`: the server's message; the weeks stay as typed. */
export const EditingFailed: Story = {
  loaders: [
    async () => ({
      scheme: await settledIn(chooseAll(schemeActor({ check: answers(found), update: fails('Week numbers must be unique') })), (s) => s.matches('editing')),
    }),
  ],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Week 1 topic' }), ' and place values');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Scheme of Work' }));
    await waitFor(() => expect(stateOf(loaded).value).toEqual({ editing: 'failed' }));
    await expect(canvas.getByText('Week numbers must be unique')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Week 1 topic' })).toHaveValue('Number bases and place values');
  },
};
