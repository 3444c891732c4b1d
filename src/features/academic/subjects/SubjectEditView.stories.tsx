// The subject form's submit flow (formSubmission machine) through the real edit page, with its topic picker:
// editing, invalid, submitting (the chips go as `topicIds` and `topicsToCreate`), succeeded and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../api/errors';
import { academicMessages, validationMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { topicPickerMachine } from './topicPicker.machine';
import { subjectsFixture, topicsFixture, type Subject } from '../../../testing/academicFixtures';
import { answers, expectNotifiedOnly, pending, submissionActor } from '../../../testing/storySupport';
import { SubjectEditView } from './SubjectEditView';
import { subjectCodeMessage, subjectFormSchema, subjectValuesOf } from './subjects.form';

const mathematics = subjectsFixture[0] as Subject;
const pickerLogic = topicPickerMachine.provide({ actors: { searchTopics: answers([]) as never } });
const codeTaken = new ApiError('The subject code ENG is already used by English Language', {
  status: 409,
  details: [{ field: 'body.subjectCode', message: 'The subject code ENG is already used by English Language' }],
});

const meta = {
  title: 'Academic/Subjects/Edit subject (form submission)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { update: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const render: Story['render'] = (_args, { loaded }) => (
  <SubjectEditView subject={mathematics} update={(loaded as Loaded).update} topicPickerLogic={pickerLogic} />
);
const actor = (submit: AnyActorLogic = pending()) => submissionActor({
    submit,
    values: { ...subjectValuesOf(mathematics), topicIds: [], topicsToCreate: [] },
    schema: subjectFormSchema,
    successMessage: academicMessages.subjectUpdated });
const stateOf = (loaded: Record<string, unknown>) => (loaded.update as FormSubmissionActor).getSnapshot();

/** `editing`: the subject's fields, and its topics as chips. */
export const Editing: Story = {
  loaders: [async () => ({ update: actor() })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Mathematics' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Subject code' })).toHaveValue('MTH');
    for (const topic of topicsFixture.slice(0, 3)) await expect(canvas.getByRole('row', { name: topic.name })).toBeVisible();
  },
};

/** `invalid`: a name too short and a code with a space. */
export const Invalid: Story = {
  loaders: [async () => ({ update: actor() })],
  render,
  play: async ({ canvas, loaded }) => {
    const name = canvas.getByRole('textbox', { name: 'Subject name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ma');
    const code = canvas.getByRole('textbox', { name: 'Subject code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'MT H');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Subject' }));
    await expect(await canvas.findByText(validationMessages.nameTooShort)).toBeVisible();
    await expect(canvas.getByText(subjectCodeMessage)).toBeVisible();
    await expect(stateOf(loaded).value).toBe('invalid');
  },
};

/** `submitting`: the kept topics go as ids, the new one by name. */
export const Submitting: Story = {
  loaders: [async () => ({ update: actor() })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Fractions' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find or add a topic' }), 'Statistics{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Subject' }));
    await waitFor(() => expect(stateOf(loaded).value).toBe('submitting'));
    await expect(stateOf(loaded).context.values).toMatchObject({
      name: 'Mathematics',
      topicIds: [topicsFixture[0]?.id, topicsFixture[1]?.id],
      topicsToCreate: ['Statistics'],
    });
  },
};

/** `succeeded`: 'Subject Updated Successfully' while the redirect waits. */
export const Succeeded: Story = {
  loaders: [async () => ({ update: actor(answers(mathematics)) })],
  render,
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Subject' }));
    await expectNotifiedOnly(loaded.update as FormSubmissionActor, academicMessages.subjectUpdated, canvasElement);
  },
};

/** `failed`: the server's message beside the subject code it names, and only there (the banner asks to check). */
export const Failed: Story = {
  loaders: [async () => ({ update: actor(fromPromise(() => Promise.reject(codeTaken))) })],
  render,
  play: async ({ canvas, loaded }) => {
    const code = canvas.getByRole('textbox', { name: 'Subject code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'ENG');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Subject' }));
    await waitFor(() => expect(stateOf(loaded).value).toBe('failed'));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('The subject code ENG is already used by English Language')).toHaveLength(1);
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
  },
};
