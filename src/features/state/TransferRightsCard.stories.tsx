// Transfer of rights in each state of its formSubmission actor: nobody chosen, chosen and confirming (the dialog
// names both people), sending, refused, done ('Transfer Successfully', then the route signs out).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { wiring } from '../../../.storybook/argTypes';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { submissionIn } from '../../../.storybook/submission';
import { pickerLogic, staffSuggestionsFixture } from '../../testing/schoolFixtures';
import { TransferRightsCard } from './TransferRightsCard';

const newOwner = staffSuggestionsFixture[0]!;

const meta = {
  title: 'State/Transfer of rights',
  component: TransferRightsCard,
  args: { stateName: 'Lagos', ownerName: 'Tunde Bakare', transfer: undefined as never, staffAutocompleteLogic: pickerLogic() },
  argTypes: { stateName: { control: 'text' }, ownerName: { control: 'text' }, transfer: wiring, staffAutocompleteLogic: wiring },
  render: (args, { loaded }) => <TransferRightsCard {...args} transfer={loaded.actor as never} />,
} satisfies Meta<typeof TransferRightsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** editing, nobody chosen: nothing to transfer yet. */
export const NobodyChosen: Story = {
  loaders: [async () => ({ actor: await submissionIn('editing', { values: { staff: null } }) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'New owner' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transfer rights' })).toBeDisabled();
  },
};

/** editing, a new owner chosen: the confirmation names the owner and the new owner; cancelling sends nothing. */
export const Confirming: Story = {
  loaders: [async () => ({ actor: await submissionIn('editing', { values: { staff: newOwner } }) })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer rights' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer rights' });
    await expect(dialog).toHaveAccessibleDescription(`Transfer the rights of Lagos from Tunde Bakare to ${newOwner.name}? ${newOwner.name} becomes the owner and you will be signed out.`);
    await userEvent.click(screen.getByRole('button', { name: 'No, keep them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** submitting: the button waits. */
export const Transferring: Story = {
  loaders: [async () => ({ actor: await submissionIn('submitting', { values: { staff: newOwner } }) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Transfer rights/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** failed: the server's reason in the banner. */
export const Refused: Story = {
  loaders: [async () => ({ actor: await submissionIn('failed', { values: { staff: newOwner }, error: "Only the state's owner can transfer its rights" }) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Only the state's owner can transfer its rights")).toBeVisible();
  },
};

/** succeeded: done; the picker and the button rest while the route signs out. */
export const Transferred: Story = {
  loaders: [async () => ({ actor: await submissionIn('succeeded', { values: { staff: newOwner }, result: { message: 'Transfer Successfully' } }) })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Transfer rights' })).toBeDisabled();
  },
};
