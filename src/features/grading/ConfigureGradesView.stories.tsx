// Configure Grades with its formSubmission actor in each of its states, and as a role that may only read the grades.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { validationMessages } from '../../lib/messages';
import { ConfigureGradesView, readOnlyNote } from './ConfigureGradesView';
import { gradesValuesOf } from './grading.form';
import { gradedState, gradesIn } from '../../testing/gradingStories';

const meta = {
  title: 'Grading/Configure Grades (form submission)',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const overlapping = (() => {
  const values = gradesValuesOf(gradedState);
  values.finalGrades[1] = { ...values.finalGrades[1]!, maximumMark: 80 };
  return values;
})();

const render: Story['render'] = (_args, { loaded }) => (
  <ConfigureGradesView grades={gradedState.finalGrades} form={(loaded as { form: FormSubmissionActor }).form} />
);

/** WAEC's nine bands as rows, each with its label, remark and marks. */
export const Editing: Story = {
  loaders: [async () => ({ form: await gradesIn('editing') })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Configure Grades' })).toBeVisible();
    // Drawn a few rows per paint.
    await waitFor(() => expect(canvas.getAllByLabelText('Grade label')).toHaveLength(9));
    await expect(canvas.getByRole('button', { name: 'SAVE GRADES' })).toBeVisible();
  },
};

/** Adding a row and removing another; the last row cannot be removed. */
export const AddAndRemoveRows: Story = {
  loaders: [
    async () => ({
      form: await gradesIn('editing', {
        finalGrades: gradesValuesOf(gradedState).finalGrades.slice(0, 1),
      }),
    }),
  ],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Grade 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add grade' }));
    await expect(canvas.getAllByLabelText('Grade label')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Grade 2' }));
    await expect(canvas.getAllByLabelText('Grade label')).toHaveLength(1);
  },
};

/** `invalid`: B2 reaching 80 overlaps A1, said beside B2's maximum mark. */
export const Invalid: Story = {
  loaders: [async () => ({ form: await gradesIn('invalid', overlapping) })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('overlaps A1, 75–100')).toBeVisible();
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
  },
};

/** `submitting`: the button waits. */
export const Submitting: Story = {
  loaders: [async () => ({ form: await gradesIn('submitting') })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /SAVE GRADES/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** `failed`: the server's refusal named the row and field, so the message stands beside it. */
export const Failed: Story = {
  loaders: [
    async () => ({
      form: await gradesIn('failed', gradesValuesOf(gradedState), {
        error: 'The grades must hold every mark from 0 to 100 exactly once',
        details: [
          {
            field: 'finalGrades[8].minimumMark',
            message: 'Marks 0–9 fall in no grade',
          },
        ],
      }),
    }),
  ],
  render,
  play: async ({ canvas }) => {
    // Beside the ninth row, drawn after the others.
    await expect(await canvas.findByText('Marks 0–9 fall in no grade')).toBeVisible();
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
  },
};

/** `succeeded`: said once, by the notification; the form waits for the way back to /grading. */
export const Succeeded: Story = {
  loaders: [async () => ({ form: await gradesIn('succeeded') })],
  render,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'SAVE GRADES' })).toBeDisabled());
  },
};

/** A role with grading.view alone: the bands as a table, no form to be refused. */
export const ReadOnly: Story = {
  render: () => <ConfigureGradesView grades={gradedState.finalGrades} form={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(readOnlyNote)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Final grades' })).toBeVisible();
  },
};
