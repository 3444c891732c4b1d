// /subject-management: the subject cards, and the create dialog with its topic picker through the submit flow.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyListText, successMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { topicPickerMachine } from './topicPicker.machine';
import { subjectsFixture, topicsFixture, type Subject } from '../../../testing/academicFixtures';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../../testing/storySupport';
import { SubjectListView } from './SubjectListView';
import { emptySubjectValues, subjectFormSchema } from './subjects.form';

const pickerLogic = topicPickerMachine.provide({ actors: { searchTopics: answers([topicsFixture[1]]) as never } });

const meta = {
  title: 'Academic/Subjects/Subject list',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { create: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

function Page({ subjects, create, open = false }: { subjects: readonly Subject[]; create: FormSubmissionActor; open?: boolean }) {
  const [isOpen, setOpen] = useState(open);
  return <SubjectListView subjects={subjects} create={create} isCreateOpen={isOpen} onCreateOpenChange={setOpen} topicPickerLogic={pickerLogic} />;
}

const actor = (submit: AnyActorLogic = pending()) => submissionActor({ submit, values: { ...emptySubjectValues, topicIds: [], topicsToCreate: [] }, schema: subjectFormSchema, successMessage: successMessages.subjectCreated });
const render = (subjects: readonly Subject[], open = false): Story['render'] =>
  function Render(_args, { loaded }) {
    return <Page subjects={subjects} create={(loaded as Loaded).create} open={open} />;
  };
const body = () => within(document.body);

/** The cards: name, description, subject code and edit link; the info dialog lists the topics. */
export const Subjects: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render(subjectsFixture),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText('MTH')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit English Language' })).toHaveAttribute(
      'href',
      `/subject-management/edit-subject/${subjectsFixture[1]?.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Information about Mathematics' }));
    const dialog = await body().findByRole('dialog', { name: 'Mathematics' });
    await expect(within(dialog).getByText('Algebraic expressions, Number bases, Fractions')).toBeVisible();
  },
};

export const NoSubjects: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render([]),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
  },
};

/** Creating a subject with an existing topic and a new one: `submitting`. */
export const CreateSubmitting: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render(subjectsFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Subject' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject name' }), 'Further Mathematics');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject code' }), 'FMT');
    const search = within(dialog).getByRole('searchbox', { name: 'Find or add a topic' });
    await userEvent.type(search, 'number');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Number bases' }, { timeout: 5000 }));
    await userEvent.type(search, 'Matrices{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Subject' }));
    const create = loaded.create as FormSubmissionActor;
    await waitFor(() => expect(create.getSnapshot().value).toBe('submitting'));
    await expect(create.getSnapshot().context.values).toEqual({
      name: 'Further Mathematics',
      subjectCode: 'FMT',
      description: '',
      topicIds: [topicsFixture[1]?.id],
      topicsToCreate: ['Matrices'],
    });
  },
};

/** `succeeded`: 'Subject Created Successfully'. */
export const CreateSucceeded: Story = {
  loaders: [async () => ({ create: actor(answers({ id: 'new' })) })],
  render: render(subjectsFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Subject' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject name' }), 'Civic Education');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Subject' }));
    await expectNotifiedOnly(loaded.create as FormSubmissionActor, successMessages.subjectCreated, dialog);
  },
};

/** `failed`: the server's message; the chips stay. */
export const CreateFailed: Story = {
  loaders: [async () => ({ create: actor(fails('A subject named Civic Education already exists', 409)) })],
  render: render(subjectsFixture, true),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create Subject' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject name' }), 'Civic Education');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find or add a topic' }), 'Rights{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Subject' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('A subject named Civic Education already exists');
    await expect(within(dialog).getByRole('row', { name: 'Rights (new)' })).toBeVisible();
  },
};
