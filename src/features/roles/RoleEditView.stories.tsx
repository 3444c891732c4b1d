// /dashboard/permission-management/edit-role/{id}: the role form filled with the role, through its submit flow.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { submissionIn } from '../../../.storybook/submission';
import { successMessages, validationMessages } from '../../lib/messages';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { noPermissionMessage, permissionsByCategory, roleFormSchema, roleValuesOf } from './roles.form';
import { notificationsOf } from '../../testing/storySupport';
import { catalogueFixture, rolesFixture } from '../../testing/roleFixtures';
import { RoleEditView } from './RoleEditView';

const role = rolesFixture[0]!;
type State = Parameters<typeof submissionIn>[0];
type Loaded = { update: FormSubmissionActor };

const updateIn = (state: State, options: Parameters<typeof submissionIn>[1] = {}) => async (): Promise<Loaded> => ({
  update: await submissionIn(state, { values: roleValuesOf(role), schema: roleFormSchema, successMessage: successMessages.roleUpdated, result: role, ...options }),
});

const meta = {
  title: 'Roles/Edit role',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (_args, { loaded }) => (
  <RoleEditView role={role} categories={permissionsByCategory(catalogueFixture)} update={(loaded as Loaded).update} />
);

/** `editing`: the role's name, description and permissions; Staff Management whole, so its box is checked. */
export const Editing: Story = {
  loaders: [updateIn('editing')],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Data Officer' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Role name' })).toHaveValue('Data Officer');
    await expect(canvas.getByRole('checkbox', { name: 'Staff Management' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Class Management' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Back to roles' })).toHaveAttribute('href', '/dashboard/permission-management');
  },
};

/** `invalid`: every permission cleared; the picker says a role needs one. */
export const Invalid: Story = {
  loaders: [updateIn('editing')],
  render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Staff Management' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Role' }));
    await expect(await canvas.findByText(noPermissionMessage)).toBeVisible();
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
  },
};

/** `submitting`. */
export const Submitting: Story = {
  loaders: [updateIn('submitting')],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Role name' })).toBeDisabled();
  },
};

/** `succeeded`: 'Role Updated Successfully' as a notification only (the route then goes back to the roles). */
export const Succeeded: Story = {
  loaders: [updateIn('succeeded')],
  render,
  play: async ({ canvas, loaded }) => {
    await waitFor(() => expect(notificationsOf((loaded as Loaded).update)).toEqual([successMessages.roleUpdated]));
    await expect(canvas.queryByText(successMessages.roleUpdated)).toBeNull();
  },
};

/** `failed`: a refusal about no field shows in the form's banner. */
export const Failed: Story = {
  loaders: [updateIn('failed', { error: "You cannot hand out permissions you do not hold yourself: 'Create staff'" })],
  render,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("'Create staff'");
  },
};
