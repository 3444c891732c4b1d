// Admitting a student and a student's page, with the form's formSubmission actor in each of its states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { notificationsOf, submissionIn } from '../../../.storybook/submission';
import { successMessages, validationMessages } from '../../lib/messages';
import { defaultTerminology } from '../../services/terminology';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { emptyStudentValues, studentFormSchema, studentValuesOf } from './student.form';
import { studentFixture, studentOptionsFixture } from '../../testing/studentFixtures';
import { StudentCreateView, StudentView } from './StudentView';

const student = studentFixture(0);
type State = Parameters<typeof submissionIn>[0];
type Options = Parameters<typeof submissionIn>[1];

const editIn = (state: State, options: Options = {}) =>
  submissionIn(state, { values: studentValuesOf(student), schema: studentFormSchema, ...options });
const createIn = (state: State, options: Options = {}) =>
  submissionIn(state, { values: emptyStudentValues, schema: studentFormSchema, ...options });

const meta = {
  title: 'Students/Student',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page: Story['render'] = (_args, { loaded }) => (
  <StudentView student={student} terms={defaultTerminology} options={studentOptionsFixture} form={(loaded as { form: FormSubmissionActor }).form} />
);
const create: Story['render'] = (_args, { loaded }) => (
  <StudentCreateView form={(loaded as { form: FormSubmissionActor }).form} options={studentOptionsFixture} />
);

/** `editing`: the record's fields in the form, the admission's facts beside it. */
export const Editing: Story = {
  loaders: [async () => ({ form: await editIn('editing') })],
  render: page,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ngozi Eze' })).toBeVisible();
    await expect(canvas.getByLabelText("Guardian's name")).toHaveValue('Chinedu Eze');
    await expect(canvas.getByRole('button', { name: 'A Class arm' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nsukka Local government of origin' })).toBeVisible();
    await expect(canvas.getByText('AJGS/2024/0001', { selector: 'dd' })).toBeVisible();
  },
};

/** The lists the form chooses from still on their way: the student and the admission's facts are shown, the form when they come. */
export const ListsOnTheirWay: Story = {
  loaders: [async () => ({ form: await editIn('editing') })],
  render: (_args, { loaded }) => (
    <StudentView student={student} terms={defaultTerminology} options={null} form={(loaded as { form: FormSubmissionActor }).form} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ngozi Eze' })).toBeVisible();
    await expect(canvas.getByText('AJGS/2024/0001', { selector: 'dd' })).toBeVisible();
    await expect(canvas.queryByLabelText("Guardian's name")).toBeNull();
  },
};

/** A new class clears the arm; the class's own arms are offered. */
export const ClassChange: Story = {
  loaders: [async () => ({ form: await editIn('editing') })],
  render: page,
  play: async ({ canvas, loaded }) => {
    const { form } = loaded as { form: FormSubmissionActor };
    await userEvent.click(canvas.getByRole('button', { name: 'JSS 1 Class' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'JSS 2' }));
    await expect(form.getSnapshot().context.values).toMatchObject({ classId: studentOptionsFixture.classes[1]!.id, classArm: '' });
    await userEvent.click(canvas.getByRole('button', { name: /Class arm$/ }));
    await expect(within(document.body).queryByRole('option', { name: 'C' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** `invalid`: the form's rules refuse an empty form, each message beside its field. */
export const Invalid: Story = {
  loaders: [async () => ({ form: await createIn('editing') })],
  render: create,
  play: async ({ canvas, loaded }) => {
    const { form } = loaded as { form: FormSubmissionActor };
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add student' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add student' }));
    await expect(form.getSnapshot().value).toBe('invalid');
    await expect(canvas.getAllByText(validationMessages.required).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
  },
};

/** A guardian's phone number typed in groups: the spaces and dashes go as they are typed, leaving the ten digits. */
export const GuardianPhoneTypedInGroups: Story = {
  loaders: [async () => ({ form: await editIn('editing') })],
  render: page,
  play: async ({ canvas, loaded }) => {
    const phone = canvas.getByRole('textbox', { name: "Guardian's phone number" });
    await userEvent.clear(phone);
    await userEvent.type(phone, '803 123-4567');
    await expect(phone).toHaveValue('8031234567');
    await expect((loaded as { form: FormSubmissionActor }).form.getSnapshot().context.values).toMatchObject({ guardianPhoneNumber: '8031234567' });
  },
};

/** `submitting`: the button is busy. */
export const Submitting: Story = {
  loaders: [async () => ({ form: await editIn('submitting') })],
  render: page,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save changes/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** `failed`: the server's message beside the field it names (an admission number taken in the school). */
export const Failed: Story = {
  loaders: [
    async () => ({
      form: await editIn('failed', {
        error: 'Admission number already in use in this school',
        details: [{ field: 'body.admissionNumber', message: 'Admission number already in use in this school' }],
      }),
    }),
  ],
  render: page,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Admission number already in use in this school')).toHaveLength(1);
    await expect(canvas.getByLabelText('Admission number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `succeeded`: 'Student Updated Successfully', said once (a notification, not the form); the page then reloads. */
export const Succeeded: Story = {
  loaders: [async () => ({ form: await editIn('succeeded', { result: student, successMessage: successMessages.studentUpdated }) })],
  render: page,
  play: async ({ canvas, loaded }) => {
    const { form } = loaded as { form: FormSubmissionActor };
    await expect(notificationsOf(form)).toEqual([successMessages.studentUpdated]);
    await expect(canvas.queryByText(successMessages.studentUpdated)).toBeNull();
  },
};
