import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { submissionIn } from '../../../.storybook/submission';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { pickerLogic, staffSuggestionsFixture } from '../../testing/schoolFixtures';
import { states } from '../../testing/stateFixtures';
import { SuperAdminView } from './SuperAdminView';

type Loaded = { review: FormSubmissionActor };

const meta = {
  title: 'Super-admin/States',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (_args, { loaded }) => <SuperAdminView states={states} review={(loaded as Loaded).review} />;

/** States awaiting review come first; approving asks for confirmation, then sends the review. */
export const Approve: Story = {
  loaders: [async () => ({ review: await submissionIn('editing') })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('tab', { name: 'Awaiting review (1)', selected: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Kano' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Kano?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    const { review } = loaded as Loaded;
    await waitFor(() => expect(review.getSnapshot().value).toBe('submitting'));
    await expect(review.getSnapshot().context.values).toEqual({ id: states[0]?.id, action: 'activate', note: '' });
  },
};

/** Rejecting takes an optional note. */
export const RejectWithNote: Story = {
  loaders: [async () => ({ review: await submissionIn('editing') })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Kano' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Kano?' });
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Documents incomplete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    const { review } = loaded as Loaded;
    await waitFor(() => expect(review.getSnapshot().context.values).toMatchObject({ action: 'reject', note: 'Documents incomplete' }));
  },
};

/** Cancelling sends nothing. */
export const CancelSuspend: Story = {
  loaders: [async () => ({ review: await submissionIn('editing') })],
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Active (1)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Lagos' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Lagos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect((loaded as Loaded).review.getSnapshot().value).toBe('editing');
  },
};

/** The suspended list shows the review note and offers to approve again. */
export const Suspended: Story = {
  loaders: [async () => ({ review: await submissionIn('editing') })],
  render,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Suspended (1)' }));
    await expect(await canvas.findByText(/not signed by the Commissioner/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve Oyo' })).toBeVisible();
  },
};

/** A failed review: the server's message. */
export const Failed: Story = {
  loaders: [async () => ({ review: await submissionIn('failed', { error: 'Only a state awaiting review can be rejected' }) })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only a state awaiting review can be rejected')).toBeVisible();
  },
};

export const NoStates: Story = {
  loaders: [async () => ({ review: await submissionIn('editing') })],
  render: (_args, { loaded }) => <SuperAdminView states={[]} review={(loaded as Loaded).review} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oops, no content is available here yet. Kindly check back later')).toBeVisible();
  },
};

/** Authorizing a super-admin: pick a staff member of the state, confirm a dialog naming them, and it is sent. */
export const AuthorizeSuperAdmin: Story = {
  loaders: [async () => ({ review: await submissionIn('editing'), authorize: await submissionIn('editing', { values: { staff: staffSuggestionsFixture[0] } }) })],
  render: (_args, { loaded }) => {
    const { review, authorize } = loaded as Loaded & { authorize: FormSubmissionActor };
    return <SuperAdminView states={states} review={review} authorize={{ actor: authorize, stateName: 'Lagos', staffAutocompleteLogic: pickerLogic() }} />;
  },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make super-admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make super-admin' });
    await expect(dialog).toHaveAccessibleDescription(new RegExp(`Make ${staffSuggestionsFixture[0]?.name} a super-admin`));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, make super-admin' }));
    const { authorize } = loaded as { authorize: FormSubmissionActor };
    await waitFor(() => expect(authorize.getSnapshot().value).toBe('submitting'));
  },
};
