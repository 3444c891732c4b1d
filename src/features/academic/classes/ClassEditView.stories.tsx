// The class form's submit flow (formSubmission machine) through the real edit page: editing, invalid, submitting,
// succeeded ('Class Updated Successfully', said once, as a notification) and failed (the server's message, beside the
// field it names only).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ApiError } from '../../../api/errors';
import { successMessages, validationMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { classTypesFixture, classesFixture, type Class } from '../../../testing/academicFixtures';
import { answers, notificationsOf, pending, submissionActor } from '../../../testing/storySupport';
import { ClassEditView } from './ClassEditView';
import { classFormSchema, classValuesOf } from './classes.form';
import { fromPromise } from 'xstate';

const jss1 = classesFixture[0] as Class;
const duplicate = new ApiError('A class named JSS 2 already exists', {
  status: 409,
  details: [{ field: 'name', message: 'A class named JSS 2 already exists' }],
});

const meta = {
  title: 'Academic/Classes/Edit class (form submission)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<{ update: FormSubmissionActor }>> };

const render: Story['render'] = (_args, { loaded }) => (
  <ClassEditView record={jss1} classTypes={classTypesFixture} update={(loaded as { update: FormSubmissionActor }).update} />
);

const actor = (submit: AnyActorLogic = pending()) =>
  submissionActor({ submit, values: classValuesOf(jss1), schema: classFormSchema, successMessage: successMessages.classUpdated });

/** `editing`: the form holds the class; every field is labelled. */
export const Editing: Story = {
  loaders: [async () => ({ update: actor() })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit JSS 1' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Class name' })).toHaveValue('JSS 1');
    await expect(canvas.getByRole('textbox', { name: 'Class arms' })).toHaveValue('A, B, C');
    await expect(canvas.getByRole('button', { name: /Class type/ })).toHaveTextContent('Junior Secondary');
    await expect((loaded.update as FormSubmissionActor).getSnapshot().value).toBe('editing');
  },
};

/** `invalid`: an empty name and a doubled arm show their messages beside the fields, and nothing is sent. */
export const Invalid: Story = {
  loaders: [async () => ({ update: actor() })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Class name' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Class arms' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Class arms' }), 'A, a{Enter}');
    await expect(await canvas.findByText(validationMessages.required)).toBeVisible();
    await expect(canvas.getByText(/List the arms separated by commas/)).toBeVisible();
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
    await expect((loaded.update as FormSubmissionActor).getSnapshot().value).toBe('invalid');
  },
};

/** `submitting`: the button shows it is busy. */
export const Submitting: Story = {
  loaders: [async () => ({ update: actor() })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Class' }));
    await waitFor(() => expect((loaded.update as FormSubmissionActor).getSnapshot().value).toBe('submitting'));
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  },
};

/** `succeeded`: 'Class Updated Successfully', said once (a notification, not the form), while the redirect waits. */
export const Succeeded: Story = {
  loaders: [async () => ({ update: actor(answers({ ...jss1, name: 'JSS 1' })) })],
  render,
  play: async ({ canvas, loaded }) => {
    const update = loaded.update as FormSubmissionActor;
    await userEvent.click(canvas.getByRole('button', { name: 'Save Class' }));
    await waitFor(() => expect(update.getSnapshot().value).toBe('succeeded'));
    await expect(notificationsOf(update)).toEqual([successMessages.classUpdated]);
    await expect(canvas.queryByText(successMessages.classUpdated)).toBeNull();
  },
};

/** `failed`: the server's message beside the name it is about, and only there; the banner asks to check the fields. */
export const Failed: Story = {
  loaders: [async () => ({ update: actor(fromPromise(() => Promise.reject(duplicate))) })],
  render,
  play: async ({ canvas, loaded }) => {
    const name = canvas.getByRole('textbox', { name: 'Class name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'JSS 2{Enter}');
    await waitFor(() => expect((loaded.update as FormSubmissionActor).getSnapshot().value).toBe('failed'));
    await expect(canvas.getAllByText('A class named JSS 2 already exists')).toHaveLength(1);
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
    await expect(name).toHaveValue('JSS 2');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};
