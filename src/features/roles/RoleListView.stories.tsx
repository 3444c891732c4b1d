// /permission-management: the role cards, the info dialog of a role's permissions by category, the create dialog
// through its submit flow (the permissions picked by category) and the delete confirmation through its own.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyActorLogic } from 'xstate';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyListText, roleDeletion, successMessages, validationMessages } from '../../lib/messages';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { emptyRoleValues, noPermissionMessage, permissionsByCategory, roleFormSchema, type Role } from './roles.form';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../testing/storySupport';
import { catalogueFixture, rolesFixture } from '../../testing/roleFixtures';
import { RoleListView, roleListMessages } from './RoleListView';

const meta = {
  title: 'Roles/Role list',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { create: FormSubmissionActor; remove: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded>> };

type PageProps = { roles: readonly Role[] | null; error?: string | null; create: FormSubmissionActor; remove: FormSubmissionActor; open?: boolean };

function Page({ roles, error = null, create, remove, open = false }: PageProps) {
  const [isOpen, setOpen] = useState(open);
  return (
    <RoleListView
      title="Permission Management"
      roles={roles}
      error={error}
      onRetry={() => {}}
      catalogue={catalogueFixture}
      categories={permissionsByCategory(catalogueFixture)}
      create={create}
      remove={remove}
      isCreateOpen={isOpen}
      onCreateOpenChange={setOpen}
    />
  );
}

const actors = (create: AnyActorLogic = pending(), remove: AnyActorLogic = pending()) => async (): Promise<Loaded> => ({
  create: submissionActor({ submit: create, values: emptyRoleValues, schema: roleFormSchema, successMessage: successMessages.roleCreated }),
  remove: submissionActor({ submit: remove, values: { id: '' }, successMessage: successMessages.roleDeleted }),
});
const render = (roles: readonly Role[] | null, open = false, error: string | null = null): Story['render'] =>
  function Render(_args, { loaded }) {
    const { create, remove } = loaded as Loaded;
    return <Page roles={roles} error={error} create={create} remove={remove} open={open} />;
  };
const body = () => within(document.body);

export const Roles: Story = {
  loaders: [actors()],
  render: render(rolesFixture),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Permission Management' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Edit Data Officer' })).toHaveAttribute('href', '/dashboard/permission-management/edit-role/7d1e0c55-1111-4c6e-8a57-0c1d2e3f4a01');
    await expect(canvas.getByText('3 permissions')).toBeVisible();
  },
};

export const NoRoles: Story = {
  loaders: [actors()],
  render: render([]),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
  },
};

/** The heading and 'Create Role' show while the roles are read; the create dialog waits for the permissions. */
export const Reading: Story = {
  loaders: [actors()],
  render: render(null),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Permission Management' })).toBeVisible();
    await expect(canvas.getByText(roleListMessages.reading)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Role' }));
    const dialog = await body().findByRole('dialog', { name: 'Create Role' });
    await expect(within(dialog).getByRole('progressbar', { name: roleListMessages.reading })).toBeVisible();
  },
};

/** Roles that could not be read: said once, above the cards, with a way to read them again. */
export const ReadFailed: Story = {
  loaders: [actors()],
  render: render(null, false, 'The server could not be reached. Check your connection and try again.'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The server could not be reached. Check your connection and try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText(roleListMessages.reading)).toBeNull();
  },
};

/** The info dialog lists the role's permissions grouped by category. */
export const Information: Story = {
  loaders: [actors()],
  render: render(rolesFixture),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Information about Schools Inspector' }));
    const dialog = await body().findByRole('dialog', { name: 'Schools Inspector' });
    await expect(within(dialog).getByText('Class Management')).toBeVisible();
    await expect(within(dialog).getByText('Events & Calendar')).toBeVisible();
    await expect(within(dialog).getByText('View classes')).toBeVisible();
    await expect(within(dialog).getByText('View calendar')).toBeVisible();
    await expect(within(dialog).queryByText('Staff Management')).toBeNull();
    // Closing gives focus back to the button that opened it, not to its card.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Information about Schools Inspector' })).toHaveFocus());
  },
};

/** The create dialog, `editing`: a category's box checks all of it; one permission of another makes that box mixed. */
export const CreateEditing: Story = {
  loaders: [actors()],
  render: render(rolesFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Role' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Class Management' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'View staff' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Class Management' })).toBeChecked();
    const staffBox = within(dialog).getByRole('checkbox', { name: 'Staff Management' });
    await expect(staffBox).toHaveProperty('indeterminate', true);
    await expect((loaded.create as FormSubmissionActor).getSnapshot().context.values).toMatchObject({
      permissions: ['class.create', 'class.update', 'class.view', 'staff.view'],
    });
    await userEvent.click(staffBox);
    await expect(within(dialog).getByRole('checkbox', { name: 'Create staff' })).toBeChecked();
  },
};

/** The create dialog, `invalid`: no name and no permission, each said beside its field. */
export const CreateInvalid: Story = {
  loaders: [actors()],
  render: render(rolesFixture, true),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create Role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    await expect(await within(dialog).findByText(validationMessages.formInvalid)).toBeVisible();
    await expect(within(dialog).getByText(validationMessages.required)).toBeVisible();
    await expect(within(dialog).getByText(noPermissionMessage)).toBeVisible();
  },
};

async function fillNewRole(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Role name' }), 'Exams Officer');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Class Management' }));
}

/** The create dialog, `submitting`. */
export const CreateSubmitting: Story = {
  loaders: [actors()],
  render: render(rolesFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Role' });
    await fillNewRole(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    await waitFor(() => expect((loaded.create as FormSubmissionActor).getSnapshot().value).toBe('submitting'));
  },
};

/** The create dialog, `succeeded`: 'Role Created Successfully' (the route then closes it and reloads). */
export const CreateSucceeded: Story = {
  loaders: [actors(answers(rolesFixture[0]))],
  render: render(rolesFixture, true),
  play: async ({ loaded }) => {
    const dialog = await body().findByRole('dialog', { name: 'Create Role' });
    await fillNewRole(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    await expectNotifiedOnly(loaded.create as FormSubmissionActor, successMessages.roleCreated, dialog);
  },
};

/** The create dialog, `failed`: the server's message about the name beside it; the values stay. */
export const CreateFailed: Story = {
  loaders: [actors(fails('A role named Exams Officer already exists', 409, 0, [{ field: 'name', message: 'A role named Exams Officer already exists' }]))],
  render: render(rolesFixture, true),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Create Role' });
    await fillNewRole(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Role' }));
    await expect(await within(dialog).findByText('A role named Exams Officer already exists')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Role name' })).toHaveValue('Exams Officer');
  },
};

async function openDelete(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete Data Officer' }));
  return body().findByRole('alertdialog', { name: 'Delete Data Officer?' });
}

/** The delete confirmation in SPEC's words; 'No, Don't delete' (focused first) leaves the role. */
export const DeleteConfirming: Story = {
  loaders: [actors()],
  render: render(rolesFixture),
  play: async ({ canvas, loaded }) => {
    const dialog = await openDelete(canvas);
    await expect(within(dialog).getByText(roleDeletion.warning)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: roleDeletion.cancel })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: roleDeletion.confirm })).toBeVisible();
    await expect((loaded.remove as FormSubmissionActor).getSnapshot().context.values).toEqual({ id: rolesFixture[0]!.id });
    // 'No, Don't delete' gives focus back to the Delete button, not to the role's card.
    await userEvent.click(within(dialog).getByRole('button', { name: roleDeletion.cancel }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Data Officer' })).toHaveFocus());
  },
};

/** Delete, `submitting`: the confirmation stays while the role is deleted. */
export const DeleteSubmitting: Story = {
  loaders: [actors()],
  render: render(rolesFixture),
  play: async ({ canvas, loaded }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: roleDeletion.confirm }));
    await waitFor(() => expect((loaded.remove as FormSubmissionActor).getSnapshot().value).toBe('submitting'));
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};

/** Delete, `succeeded`: 'Role Deleted Successfully' (the route reloads the roles, and the card goes). */
export const DeleteSucceeded: Story = {
  loaders: [actors(pending(), answers(undefined))],
  render: render(rolesFixture),
  play: async ({ canvas, loaded }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: roleDeletion.confirm }));
    await expectNotifiedOnly(loaded.remove as FormSubmissionActor, successMessages.roleDeleted, dialog);
  },
};

/** Delete, `failed`: the refusal shows in the confirmation. */
export const DeleteFailed: Story = {
  loaders: [actors(pending(), fails("You cannot hand out permissions you do not hold yourself: 'Create staff'", 403))],
  render: render(rolesFixture),
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: roleDeletion.confirm }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("'Create staff'");
  },
};
