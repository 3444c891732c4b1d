// A staff member's page with its three formSubmission actors (details, picture, account status) in their states, and as
// a caller who may not change them sees it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { submissionIn } from '../../../.storybook/submission';
import { successMessages, validationMessages } from '../../lib/messages';
import { defaultTerminology } from '../../services/terminology';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { accountStatusSchema, employmentDateMessages, staffEditSchema, staffEditValuesOf } from './staffEdit.form';
import { filterOptionsFixture, staffMemberFixture } from '../../testing/staffFixtures';
import { StaffMemberView, type StaffRoleChoice } from './StaffMemberView';

const member = staffMemberFixture;
type State = Parameters<typeof submissionIn>[0];
type Loaded = { details: FormSubmissionActor; picture: FormSubmissionActor; status: FormSubmissionActor };

const detailsIn = (state: State, options: Parameters<typeof submissionIn>[1] = {}) =>
  submissionIn(state, { values: staffEditValuesOf(member), schema: staffEditSchema, ...options });
const statusIn = (state: State, options: Parameters<typeof submissionIn>[1] = {}) =>
  submissionIn(state, { values: { accountStatus: member.accountStatus }, schema: accountStatusSchema, ...options });

const actors = async (details: State = 'editing', status: State = 'editing'): Promise<Loaded> => ({
  details: await detailsIn(details),
  picture: await submissionIn('editing', { values: { file: null } }),
  status: await statusIn(status),
});

/** The page draws the name first, then its cards and form: each story waits for them before it looks. */
const cardsDrawn = (canvas: ReturnType<typeof within>) => canvas.findByRole('heading', { name: 'Profile picture' });
/** The form, whose code is fetched once the person is on screen. */
const formDrawn = (canvas: ReturnType<typeof within>) => canvas.findByRole('form', { name: 'Staff details' });

const meta = {
  title: 'Staff/Staff member',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (_args, { loaded }) => {
  const { details, picture, status } = loaded as Loaded;
  return (
    <StaffMemberView member={member} terms={defaultTerminology} places={filterOptionsFixture.places} edit={{ details, picture }} status={status} />
  );
};

/** `editing`: every field of the staff form, filled from the record; the number labels are the state's terms. */
export const Editing: Story = {
  loaders: [() => actors()],
  render,
  play: async ({ canvas }) => {
    await cardsDrawn(canvas);
    await formDrawn(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mr Emeka Bello' })).toBeVisible();
    await expect(canvas.getByLabelText('Oracle Number')).toHaveValue('OR100202');
    // The places and the employment dates are drawn a group per paint after the rest of the form.
    await expect(await canvas.findByRole('button', { name: 'Enugu State of origin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nsukka Local government of origin' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Date of last promotion' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'School roles' })).toBeVisible();
    await expect(canvas.getByText('Principal of Kosofe Senior High School')).toBeVisible();
  },
};

/** A new state of residence clears its local government, and the employment dates must keep their order. */
export const Invalid: Story = {
  loaders: [() => actors()],
  render,
  play: async ({ canvas, loaded }) => {
    await cardsDrawn(canvas);
    const { details } = loaded as Loaded;
    await userEvent.click(await canvas.findByRole('button', { name: 'Lagos State of residence' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Enugu' }));
    await expect(details.getSnapshot().context.values).toMatchObject({ stateOfResidence: 'Enugu', localGovernmentOfResidence: '' });
    details.send({ type: 'form.changed', values: { dateOfLastPromotion: '2001-01-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(employmentDateMessages.beforeEmployment)).toBeVisible();
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
    await expect(details.getSnapshot().value).toBe('invalid');
  },
};

/** `submitting`: the save button is busy. */
export const Submitting: Story = {
  loaders: [() => actors('submitting')],
  render,
  play: async ({ canvas }) => {
    await formDrawn(canvas);
    await expect(canvas.getByRole('button', { name: /Save changes/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** `failed`: the server's message beside the field it names. */
export const Failed: Story = {
  loaders: [
    async () => ({
      ...(await actors()),
      details: await detailsIn('failed', {
        error: 'Phone Number already in use',
        details: [{ field: 'body.phoneNumber', message: 'Phone Number already in use' }],
      }),
    }),
  ],
  render,
  play: async ({ canvas }) => {
    await formDrawn(canvas);
    await expect(canvas.getAllByText('Phone Number already in use')).toHaveLength(1);
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Changing the account status asks first and says what it means; Suspend ends their sessions. */
export const ConfirmSuspend: Story = {
  loaders: [() => actors()],
  render,
  play: async ({ canvas, loaded }) => {
    await cardsDrawn(canvas);
    const { status } = loaded as Loaded;
    await expect(canvas.getByRole('button', { name: 'Change account status' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Active New account status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Suspended' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change account status' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Make Emeka Bello Suspended?' });
    await expect(within(dialog).getByText(/signed out everywhere at once/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, make them Suspended' }));
    await waitFor(() => expect(status.getSnapshot().value).toBe('submitting'));
  },
};

/** The lists the form chooses from still on their way: the person and their cards are shown, the form when they come. */
export const ListsOnTheirWay: Story = {
  loaders: [() => actors()],
  render: (_args, { loaded }) => {
    const { details, picture, status } = loaded as Loaded;
    return <StaffMemberView member={member} terms={defaultTerminology} places={null} edit={{ details, picture }} status={status} />;
  },
  play: async ({ canvas }) => {
    await cardsDrawn(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mr Emeka Bello' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Account status' })).toBeVisible();
    await expect(canvas.queryByLabelText('Oracle Number')).toBeNull();
  },
};

/** A caller the "who may change whom" rule does not let change this staff member: the same fields, as facts. */
export const ReadOnly: Story = {
  render: () => <StaffMemberView member={member} terms={defaultTerminology} places={filterOptionsFixture.places} edit={null} status={null} />,
  play: async ({ canvas }) => {
    await cardsDrawn(canvas);
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Upload picture' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Account status' })).toBeNull();
    await expect(canvas.getByText('+234 8032000002')).toBeVisible();
    // First appointment and employment, as dates are shown: DD-MM-YYYY.
    await expect(canvas.getAllByText('01-09-2007', { selector: 'dd' })).toHaveLength(2);
  },
};

const roleChoices = [
  { id: '7d1e0c55-1111-4c6e-8a57-0c1d2e3f4a01', name: 'Data Officer' },
  { id: '7d1e0c55-2222-4c6e-8a57-0c1d2e3f4a02', name: 'Schools Inspector' },
];
const organisation = { id: member.state, name: 'Lagos' };
const roleIn = (state: State, options: Parameters<typeof submissionIn>[1] = {}) =>
  submissionIn(state, { values: { roleId: roleChoices[1]!.id }, successMessage: successMessages.roleUpdated, ...options });

// A member whose role in Lagos was deleted: the access remains, holding no role and no permission.
const accessId = 'a1b2c3d4-0000-4000-8000-00000000b001';
const memberWithoutRole = {
  ...member,
  roleAccess: [{ id: accessId, organisation: { id: member.state, name: 'Lagos', type: 'State' as const }, role: null, permissions: [] }],
  currentRoleAccess: accessId,
};

/** The member with the role card, offering `roles` (null: on their way). */
const renderWithRole =
  (roles: StaffRoleChoice['roles'] = roleChoices): Story['render'] =>
  (_args, { loaded }) => {
    const { details, picture, status, role } = loaded as Loaded & { role: FormSubmissionActor };
    return (
      <StaffMemberView
        member={memberWithoutRole}
        terms={defaultTerminology}
        places={filterOptionsFixture.places}
        edit={{ details, picture }}
        status={status}
        role={{ organisation, roles, actor: role }}
      />
    );
  };

/** The role card, `editing`: the member holds no role in Lagos yet; a role is chosen and can be saved. */
export const RoleEditing: Story = {
  loaders: [async () => ({ ...(await actors()), role: await submissionIn('editing', { values: { roleId: '' } }) })],
  render: renderWithRole(),
  play: async ({ canvas, loaded }) => {
    await cardsDrawn(canvas);
    const role = (loaded as { role: FormSubmissionActor }).role;
    const card = within(canvas.getByRole('form', { name: 'Role' }));
    await expect(card.getByText('No role in Lagos.')).toBeVisible();
    // The Account card says the same: nothing held, never the owner's standing.
    await expect(within(canvas.getByRole('heading', { name: 'Account' }).closest('.ui-Card') as HTMLElement).getByText('No role in Lagos')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save role' })).toBeDisabled();
    await userEvent.click(card.getByRole('button', { name: /No role/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Schools Inspector' }));
    await expect(role.getSnapshot().context.values).toEqual({ roleId: roleChoices[1]!.id });
    await expect(card.getByRole('button', { name: 'Save role' })).toBeEnabled();
  },
};

/** The role card while the roles to choose from are on their way: nothing can be chosen or saved yet. */
export const RoleChoicesLoading: Story = {
  loaders: [async () => ({ ...(await actors()), role: await submissionIn('editing', { values: { roleId: '' } }) })],
  render: renderWithRole(null),
  play: async ({ canvas }) => {
    await cardsDrawn(canvas);
    const card = within(canvas.getByRole('form', { name: 'Role' }));
    await expect(card.getByRole('button', { name: /No role/ })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Save role' })).toBeDisabled();
  },
};

/** The role card, `submitting`. */
export const RoleSubmitting: Story = {
  loaders: [async () => ({ ...(await actors()), role: await roleIn('submitting') })],
  render: renderWithRole(),
  play: async ({ canvas }) => {
    await cardsDrawn(canvas);
    const card = within(canvas.getByRole('form', { name: 'Role' }));
    await expect(card.getByRole('button', { name: /Save role/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The role card, `succeeded`: 'Role Updated Successfully' is the notification's, not the card's. */
export const RoleSucceeded: Story = {
  loaders: [async () => ({ ...(await actors()), role: await roleIn('succeeded') })],
  render: renderWithRole(),
  play: async ({ canvas }) => {
    await cardsDrawn(canvas);
    await expect(canvas.queryByText(successMessages.roleUpdated)).toBeNull();
  },
};

/** The role card, `failed`: the server's refusal (a role with permissions the caller lacks) in the card. */
export const RoleFailed: Story = {
  loaders: [
    async () => ({
      ...(await actors()),
      role: await roleIn('failed', { error: "You cannot hand out permissions you do not hold yourself: 'Create staff'" }),
    }),
  ],
  render: renderWithRole(),
  play: async ({ canvas }) => {
    await cardsDrawn(canvas);
    const card = within(canvas.getByRole('form', { name: 'Role' }));
    await expect(card.getByRole('alert')).toHaveTextContent("You cannot hand out permissions you do not hold yourself: 'Create staff'");
  },
};
