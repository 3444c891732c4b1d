// The role-access switcher in each state of its formSubmission actor: choosing (editing), switching (submitting),
// refused (failed); and absent for someone with one organisation.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { wiring } from '../../../.storybook/argTypes';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { submissionIn } from '../../../.storybook/submission';
import type { Staff } from '../../machines/session.machine';
import { RoleAccessSwitcher } from './RoleAccessSwitcher';

const accesses: Staff['roleAccess'] = [
  { id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e01', organisation: { id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e11', name: 'Lagos', type: 'State' }, role: null, permissions: [] },
  {
    id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e02',
    organisation: { id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e12', name: 'District I', type: 'District' },
    role: { id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e21', name: 'District Administrator' },
    permissions: ['school.view'],
  },
  {
    id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e03',
    organisation: { id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e13', name: 'Agege Junior Grammar School', type: 'School' },
    role: { id: '0b6a3c1e-1d2f-4c5a-8e9b-1a2b3c4d5e22', name: 'School Administrator' },
    permissions: ['student.view'],
  },
];

const meta = {
  title: 'Layout/Role access switcher',
  component: RoleAccessSwitcher,
  args: { accesses, currentId: accesses[0]!.id, districtTerm: 'Education District', actor: undefined as never },
  argTypes: {
    accesses: { control: 'object', description: 'The organisations the person works in, each with its kind and role.' },
    districtTerm: { control: 'text' },
    currentId: { control: false },
    actor: wiring,
  },
} satisfies Meta<typeof RoleAccessSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** editing: the button names where they work; the menu lists each organisation, its kind (the state's word for a district) and role. */
export const Choosing: Story = {
  loaders: [async () => ({ actor: await submissionIn('editing') })],
  render: (args, { loaded }) => <RoleAccessSwitcher {...args} actor={loaded.actor as never} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Working in Lagos (State). Switch role access' }));
    const menu = await screen.findByRole('menu');
    const items = [...menu.querySelectorAll('[role="menuitemradio"]')];
    await expect(items.map((item) => item.textContent)).toEqual([
      'LagosState',
      'District IEducation District · District Administrator',
      'Agege Junior Grammar SchoolSchool · School Administrator',
    ]);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** submitting: the button waits for the new tokens. */
export const Switching: Story = {
  loaders: [async () => ({ actor: await submissionIn('submitting', { values: { roleAccessId: accesses[1]!.id } }) })],
  render: (args, { loaded }) => <RoleAccessSwitcher {...args} actor={loaded.actor as never} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Switch role access/ })).toBeDisabled();
  },
};

/** succeeded: the session now holds the new access, so the button names it. */
export const Switched: Story = {
  args: { currentId: accesses[1]!.id },
  loaders: [async () => ({ actor: await submissionIn('succeeded', { values: { roleAccessId: accesses[1]!.id } }) })],
  render: (args, { loaded }) => <RoleAccessSwitcher {...args} actor={loaded.actor as never} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Working in District I (Education District). Switch role access' })).toBeVisible();
  },
};

/** failed: the server's reason beside the button. */
export const Refused: Story = {
  loaders: [async () => ({ actor: await submissionIn('failed', { error: 'Role access not found', values: { roleAccessId: accesses[2]!.id } }) })],
  render: (args, { loaded }) => <RoleAccessSwitcher {...args} actor={loaded.actor as never} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Role access not found');
  },
};

/** One organisation only: nothing to switch to, so no switcher. */
export const OneOrganisation: Story = {
  args: { accesses: accesses.slice(0, 1) },
  loaders: [async () => ({ actor: await submissionIn('editing') })],
  render: (args, { loaded }) => (
    <div data-testid="switcher">
      <RoleAccessSwitcher {...args} actor={loaded.actor as never} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('switcher')).toBeEmptyDOMElement();
  },
};
