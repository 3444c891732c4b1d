// /subject-management/configure, where registration lands: the checklist of the subjects the state offers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent, waitFor } from 'storybook/test';
import { academicMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { subjectsFixture, type Subject } from '../../../testing/academicFixtures';
import { offeringValuesOf } from '../offering.form';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../../testing/storySupport';
import { addSubjectsRequestOf } from './subjects.form';
import { ConfigureSubjectsView } from './ConfigureSubjectsView';
import { standardSubjects } from './subjects.form';

const meta = {
  title: 'Academic/Subjects/Configure subjects',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { configure: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const actor = (submit: AnyActorLogic = pending(), list: readonly Subject[] = subjectsFixture) =>
  submissionActor({ submit, values: offeringValuesOf(list), successMessage: academicMessages.subjectsConfigured });
const render = (subjects: readonly Subject[]): Story['render'] =>
  function Render(_args, { loaded }) {
    return <ConfigureSubjectsView subjects={subjects} configure={(loaded as Loaded).configure} />;
  };

export const Editing: Story = {
  loaders: [async () => ({ configure: actor() })],
  render: render(subjectsFixture),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /^Mathematics MTH/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Basic Science BSC/ })).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(subjectsFixture.length + standardSubjects.length - 3);
  },
};

/** Just registered: no subjects yet; tick standard ones with the keyboard (Tab, Space) and save. */
export const NewState: Story = {
  loaders: [async () => ({ configure: actor(pending(), []) })],
  render: render([]),
  play: async ({ canvas, loaded }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^English Language/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save subjects' }));
    const configure = loaded.configure as FormSubmissionActor;
    await waitFor(() => expect(configure.getSnapshot().value).toBe('submitting'));
    await expect(addSubjectsRequestOf(configure.getSnapshot().context.values as { offered: string[]; create: string[] })).toEqual({
      offered: [],
      subjects: [
        { name: 'English Language', subjectCode: 'ENG' },
        { name: 'Mathematics', subjectCode: 'MTH' },
      ],
    });
  },
};

export const Succeeded: Story = {
  loaders: [async () => ({ configure: actor(answers({})) })],
  render: render(subjectsFixture),
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save subjects' }));
    await expectNotifiedOnly(loaded.configure as FormSubmissionActor, academicMessages.subjectsConfigured, canvasElement);
  },
};

export const Failed: Story = {
  loaders: [async () => ({ configure: actor(fails('The subject code BTE is already used by Basic Tech', 409)) })],
  render: render(subjectsFixture),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Basic Technology/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save subjects' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The subject code BTE is already used by Basic Tech');
    await expect(canvas.getByRole('checkbox', { name: /^Basic Technology/ })).toBeChecked();
  },
};
