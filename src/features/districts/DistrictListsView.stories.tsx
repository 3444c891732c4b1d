// /district-creation/verify-district: the verified, pending and rejected lists (name, creator's full name, the date
// created as DD-MM-YYYY), each row opening the district's page; an empty list says SPEC's words; and a district's
// details page, a rejected one with its reason.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { emptyListText } from '../../lib/messages';
import { districtFixture } from '../../testing/districtFixtures';
import type { DistrictStatus } from './districts.form';
import { DistrictInfoView } from './DistrictInfoView';
import { DistrictListsView } from './DistrictListsView';

const meta = {
  title: 'Districts/District lists and information',
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'padded' },
  loaders: [async () => ({ services: await storyServices(), router: await storyRouter('/district-creation/verify-district') })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const pendingDistricts = [
  districtFixture(),
  districtFixture({ id: '7b2e4c6a-0000-4000-8000-000000000003', name: 'Badagry Zone', createdBy: null, createdAt: '2026-11-02T10:00:00.000Z' }),
];
const onStatusChange = fn();

function Lists({ initial, districts }: { initial: DistrictStatus; districts: typeof pendingDistricts }) {
  const [status, setStatus] = useState(initial);
  return (
    <DistrictListsView
      status={status}
      districts={status === initial ? districts : []}
      onStatusChange={(next) => {
        setStatus(next);
        onStatusChange(next);
      }}
    />
  );
}

/** The pending list: each row its name, its creator and its date; a row links to the district's review. */
export const Pending: Story = {
  render: () => <Lists initial="pending" districts={pendingDistricts} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verify Districts' })).toBeVisible();
    const row = canvas.getByRole('row', { name: /^Ikeja North/ });
    await expect(row).toHaveTextContent('Tunde Bakare');
    await expect(row).toHaveTextContent('20-11-2026');
    await expect(canvas.getByRole('row', { name: /^Badagry Zone/ })).toHaveTextContent('02-11-2026');
    await expect(canvas.getByRole('link', { name: 'Create District' })).toHaveAttribute('href', '/district-creation');
  },
};

/** An empty list: SPEC's words. Choosing another list says so to the route. */
export const Empty: Story = {
  render: () => <Lists initial="rejected" districts={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(emptyListText)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Verified' }));
    await expect(onStatusChange).toHaveBeenCalledWith('approved');
  },
};

/** district-info: a rejected district keeps the reason the super-admin gave. */
export const RejectedInformation: Story = {
  render: () => <DistrictInfoView district={districtFixture({ accountStatus: 'rejected', reviewNote: 'The office address given is a residence.' })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ikeja North' })).toBeVisible();
    await expect(canvas.getByText('Reason for rejection')).toBeVisible();
    await expect(canvas.getByText('The office address given is a residence.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the district list' })).toHaveAttribute('href', '/district-creation/verify-district?status=rejected');
  },
};
