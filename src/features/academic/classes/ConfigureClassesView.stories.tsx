// /class-management/configure: the checklist of the classes the state offers, through its submit flow.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { expect, userEvent, waitFor } from 'storybook/test';
import { academicMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { classesFixture, type Class } from '../../../testing/academicFixtures';
import { offeringValuesOf } from '../offering.form';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../../testing/storySupport';
import { addClassesRequestOf } from './classes.form';
import { ConfigureClassesView } from './ConfigureClassesView';

const meta = {
  title: 'Academic/Classes/Configure classes',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { configure: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

const actor = (submit: AnyActorLogic = pending(), list: readonly Class[] = classesFixture) =>
  submissionActor({ submit, values: offeringValuesOf(list), successMessage: academicMessages.classesConfigured });
const render = (classes: readonly Class[]): Story['render'] =>
  function Render(_args, { loaded }) {
    return <ConfigureClassesView classes={classes} configure={(loaded as Loaded).configure} />;
  };

/** `editing`: the state's classes ticked as offered; the standard ones it lacks offered to add. */
export const Editing: Story = {
  loaders: [async () => ({ configure: actor() })],
  render: render(classesFixture),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /^JSS 1 / })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^SS 3 / })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Primary 1 / })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: /^JSS 2 Junior Secondary$/ })).toBeInTheDocument();
  },
};

/** A state that has just registered: nothing of its own yet, every standard class to choose from. */
export const NewState: Story = {
  loaders: [async () => ({ configure: actor(pending(), []) })],
  render: render([]),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText("Your state's classes")).toBeNull();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(14);
  },
};

/** `submitting`: the whole selection goes, new names with their class type. */
export const Submitting: Story = {
  loaders: [async () => ({ configure: actor() })],
  render: render(classesFixture),
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^SS 3 / }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^JSS 2 / }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Primary 1 / }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save classes' }));
    const configure = loaded.configure as FormSubmissionActor;
    await waitFor(() => expect(configure.getSnapshot().value).toBe('submitting'));
    const values = configure.getSnapshot().context.values as { offered: string[]; create: string[] };
    await expect(addClassesRequestOf(values)).toEqual({
      offered: [classesFixture[0]?.id, classesFixture[2]?.id, classesFixture[3]?.id, classesFixture[4]?.id, classesFixture[5]?.id],
      classes: [{ name: 'Primary 1', classType: 'Primary' }],
    });
  },
};

/** `succeeded`: the message while the redirect to /class-management waits. */
export const Succeeded: Story = {
  loaders: [async () => ({ configure: actor(answers({})) })],
  render: render(classesFixture),
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save classes' }));
    await expectNotifiedOnly(loaded.configure as FormSubmissionActor, academicMessages.classesConfigured, canvasElement);
  },
};

/** `failed`: the server's message; the ticks stay. */
export const Failed: Story = {
  loaders: [async () => ({ configure: actor(fails('You do not have permission to do this', 403)) })],
  render: render(classesFixture),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^SS 3 / }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save classes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    await expect(canvas.getByRole('checkbox', { name: /^SS 3 / })).toBeChecked();
  },
};
