// /grading with each section's formSubmission actor in each of its states, the live report-card preview, and as a
// role that may only read the settings.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { validationMessages } from '../../lib/messages';
import { readOnlyNote } from './ConfigureGradesView';
import { GradingView, type GradingForms } from './GradingView';
import { assessmentsValuesOf } from './grading.form';
import { affectiveIn, assessmentsIn, gradedState, psychomotorIn, reportCardIn } from '../../testing/gradingStories';

const meta = {
  title: 'Grading/Grading (form submission)',
} satisfies Meta;

/** What the Print button does in a story: nothing but being seen to be asked. */
const onPrint = fn();

export default meta;
type Story = StoryObj<typeof meta>;

type State = Parameters<typeof assessmentsIn>[0];
const period = { sessionName: '2025/2026', termName: 'First Term' };

/** Every section's actor in `state`, the assessments' as given. */
const formsIn = (state: State, assessments?: Promise<FormSubmissionActor>) => async (): Promise<{ forms: GradingForms }> => ({
  forms: {
    assessments: await (assessments ?? assessmentsIn(state)),
    affectiveDomain: await affectiveIn(state),
    psychomotorSkill: await psychomotorIn(state),
    reportCard: await reportCardIn(state),
  },
});

const render: Story['render'] = (_args, { loaded }) => (
  <GradingView state={gradedState} period={period} forms={(loaded as { forms: GradingForms }).forms} mayConfigureGrades onPrint={onPrint} />
);

const preview = (canvas: HTMLElement) => within(canvas.querySelector('.ReportCard') as HTMLElement);

/** Each section with the state's settings; the sample report card graded by them, in the current session and term. */
export const Editing: Story = {
  loaders: [formsIn('editing')],
  render,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grading' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Configure grades' })).toBeVisible();
    await expect(canvas.getByText('Total: 100 of 100')).toBeVisible();
    await expect(preview(canvasElement).getByText('2025/2026, First Term')).toBeVisible();
    await expect(preview(canvasElement).getByRole('row', { name: /Mathematics/ })).toHaveTextContent('A1');
  },
};

/** The preview follows the forms as typed: a new assessment column, a section switched off, the running total. */
export const LivePreview: Story = {
  loaders: [formsIn('editing')],
  render,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add assessment' }));
    await userEvent.type(canvas.getAllByLabelText('Assessment name').at(-1)!, 'Project');
    await userEvent.type(canvas.getAllByLabelText('Mark (%)').at(-1)!, '0');
    await expect(preview(canvasElement).getByRole('columnheader', { name: 'Project (0)' })).toBeVisible();
    await expect(canvas.getByText('Total: 100 of 100')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Show psychomotor skills' }));
    await expect(preview(canvasElement).queryByText('Psychomotor skills')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Print sample report card' }));
    await expect(onPrint).toHaveBeenCalled();
  },
};

/** `invalid`: assessments adding up to 110, said under the rows; the preview says cards cannot be issued. */
export const Invalid: Story = {
  loaders: [
    formsIn(
      'editing',
      assessmentsIn('invalid', {
        globalAssessment: [...assessmentsValuesOf(gradedState).globalAssessment, { assessmentName: 'Project', mark: 10 }],
      }),
    ),
  ],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The marks add up to 110; they may not add up to more than 100/)).toBeVisible();
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
  },
};

/** Assessments under 100 are saved, but the page says report cards cannot be issued until they reach 100. */
export const UnderOneHundred: Story = {
  loaders: [
    formsIn(
      'editing',
      assessmentsIn('editing', {
        globalAssessment: [{ assessmentName: 'Examination', mark: 60 }],
      }),
    ),
  ],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/report cards cannot be issued until they add up to 100/)).toBeVisible();
  },
};

/** `submitting`: every section's button waits. */
export const Submitting: Story = {
  loaders: [formsIn('submitting')],
  render,
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: /SAVE/ })) await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** `failed`: a refusal about no field in the section's banner; one naming a row beside it. */
export const Failed: Story = {
  loaders: [
    async () => ({
      forms: {
        ...(await formsIn('editing')()).forms,
        assessments: await assessmentsIn('failed', assessmentsValuesOf(gradedState), {
          error: 'Each assessment needs a name of its own',
          details: [
            {
              field: 'globalAssessment[1].assessmentName',
              message: 'Second Test is already the name of row 1',
            },
          ],
        }),
        reportCard: await reportCardIn('failed', {
          error: 'You do not have permission to do this',
        }),
      },
    }),
  ],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Second Test is already the name of row 1')).toBeVisible();
    await expect(canvas.getByText('You do not have permission to do this')).toBeVisible();
  },
};

/** `succeeded`: said by the notification only; each button waits for the fresh form. */
export const Succeeded: Story = {
  loaders: [formsIn('succeeded')],
  render,
  play: async ({ canvas }) => {
    await waitFor(async () => {
      for (const button of canvas.getAllByRole('button', { name: 'SAVE' })) await expect(button).toBeDisabled();
    });
  },
};

/** A role with grading.view alone: every section as facts, the preview still there, nothing to be refused on save. */
export const ReadOnly: Story = {
  render: () => (
    <GradingView
      state={gradedState}
      period={null}
      forms={{
        assessments: null,
        affectiveDomain: null,
        psychomotorSkill: null,
        reportCard: null,
      }}
      mayConfigureGrades={false}
      onPrint={onPrint}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /SAVE/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Configure grades' })).toBeNull();
    await expect(canvas.getByText(readOnlyNote)).toBeVisible();
    await expect(preview(canvasElement).getByText('No current session')).toBeVisible();
  },
};
