import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { submissionIn } from '../../../.storybook/submission';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { states } from '../../testing/stateFixtures';
import { SwitchStateView } from './SwitchStateView';

type Loaded = { switchState: FormSubmissionActor };

const meta = {
  title: 'Super-admin/Switch state',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const lagos = states[1]?.id ?? '';
const render: Story['render'] = (_args, { loaded }) => (
  <SwitchStateView states={states} currentStateId={lagos} switchState={(loaded as Loaded).switchState} />
);

/** Choose a state (not the current one) and switch. */
export const Choose: Story = {
  loaders: [async () => ({ switchState: await submissionIn('editing') })],
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText(/You are working in Lagos/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch state' }));
    await expect(canvas.getByText('This Field is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'Ka');
    await userEvent.click(await screen.findByRole('option', { name: /Kano/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch state' }));
    const { switchState } = loaded as Loaded;
    await waitFor(() => expect(switchState.getSnapshot().context.values).toEqual({ stateId: states[0]?.id }));
  },
};

/** `succeeded`: the session has the new state; the dashboard follows. */
export const Switched: Story = {
  loaders: [async () => ({ switchState: await submissionIn('succeeded') })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Switched. Taking you to the dashboard…')).toBeVisible();
  },
};

export const Failed: Story = {
  loaders: [async () => ({ switchState: await submissionIn('failed', { error: 'Not found' }) })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not found')).toBeVisible();
  },
};
