// /class-management: the class cards, and the create dialog through its submit flow.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyListText, successMessages, validationMessages } from '../../../lib/messages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { classTypesFixture, classesFixture, type Class } from '../../../testing/academicFixtures';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../../testing/storySupport';
import { ClassListView } from './ClassListView';
import { classFormSchema, emptyClassValues } from './classes.form';

const meta = {
  title: 'Academic/Classes/Class list',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { create: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

function Page({ classes, create, open = false }: { classes: readonly Class[]; create: FormSubmissionActor; open?: boolean }) {
  const [isOpen, setOpen] = useState(open);
  return <ClassListView classes={classes} classTypes={classTypesFixture} create={create} isCreateOpen={isOpen} onCreateOpenChange={setOpen} />;
}

const actor = (submit: AnyActorLogic = pending()) => submissionActor({ submit, values: emptyClassValues, schema: classFormSchema, successMessage: successMessages.classCreated });
const render = (classes: readonly Class[], open = false): Story['render'] =>
  function Render(_args, { loaded }) {
    return <Page classes={classes} create={(loaded as Loaded).create} open={open} />;
  };
const body = () => within(document.body);

export const Classes: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render(classesFixture),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Class Management' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Configure classes' })).toHaveAttribute('href', '/class-management/configure');
  },
};

export const NoClasses: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render([]),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
  },
};

/** The create dialog, `editing`: opened from 'Create Class', first field focused. */
export const CreateEditing: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render(classesFixture),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Class' }));
    const dialog = await body().findByRole('dialog', { name: 'Create Class' });
    await expect(within(dialog).getByRole('textbox', { name: 'Class name' })).toHaveValue('');
  },
};

/** What was typed is the actor's: closing the dialog and opening it again (a remount of the form) keeps it. */
export const CreateReopened: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render(classesFixture),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Class' }));
    const dialog = await body().findByRole('dialog', { name: 'Create Class' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Class name' }), 'Primary 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Create Class' }));
    const reopened = await body().findByRole('dialog', { name: 'Create Class' });
    await expect(within(reopened).getByRole('textbox', { name: 'Class name' })).toHaveValue('Primary 1');
  },
};

/** The create dialog, `invalid`: nothing typed, the required fields say so. */
export const CreateInvalid: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render(classesFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Class' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Class' }));
    await expect(await within(dialog).findByText(validationMessages.formInvalid)).toBeVisible();
    await expect(within(dialog).getAllByText(validationMessages.required)).toHaveLength(2);
    await expect((loaded.create as FormSubmissionActor).getSnapshot().value).toBe('invalid');
  },
};

async function fillNewClass(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Class name' }), 'Primary 1');
  await userEvent.click(within(dialog).getByRole('button', { name: /Class type/ }));
  await userEvent.click(await body().findByRole('option', { name: 'Primary' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Class arms' }), 'Gold, Silver');
}

/** The create dialog, `submitting`. */
export const CreateSubmitting: Story = {
  loaders: [async () => ({ create: actor() })],
  render: render(classesFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Class' });
    await fillNewClass(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Class' }));
    await waitFor(() => expect((loaded.create as FormSubmissionActor).getSnapshot().value).toBe('submitting'));
    await expect(within(dialog).getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
  },
};

/** The create dialog, `succeeded`: 'Class Created Successfully' (the route then closes it and reloads). */
export const CreateSucceeded: Story = {
  loaders: [async () => ({ create: actor(answers({ id: 'new' })) })],
  render: render(classesFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Class' });
    await fillNewClass(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Class' }));
    await expectNotifiedOnly(loaded.create as FormSubmissionActor, successMessages.classCreated, dialog);
    await expect((loaded.create as FormSubmissionActor).getSnapshot().context.values).toMatchObject({ name: 'Primary 1', classType: 'Primary', arms: 'Gold, Silver' });
  },
};

/** The create dialog, `failed`: the server's message; the values stay. */
export const CreateFailed: Story = {
  loaders: [async () => ({ create: actor(fails('You do not have permission to do this', 403)) })],
  render: render(classesFixture, true),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create Class' });
    await fillNewClass(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Class' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    await expect(within(dialog).getByRole('textbox', { name: 'Class name' })).toHaveValue('Primary 1');
  },
};
