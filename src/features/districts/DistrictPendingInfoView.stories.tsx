// A pending district's page in every state of the districtVerification machine: loading, reviewing (a super-admin's
// Approve and Reject; anyone else's note), confirming an approval, confirming a rejection (its reason required),
// approving, rejecting, done ('District Approved'), returned (back to the list) and failed (the server's message, Try
// again).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { storyRedirectDelayMs } from '../../../.storybook/submission';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { successMessages, validationMessages } from '../../lib/messages';
import { districtVerificationMachine, type DistrictVerificationActor } from './districtVerification.machine';
import { districtFixture } from '../../testing/districtFixtures';
import { answers, createActor, fails, pending, settledIn } from '../../testing/storyActors';
import { DistrictPendingInfoView } from './DistrictPendingInfoView';

const district = districtFixture();
const reason = 'The office address given is a residence.';

const meta = {
  title: 'Districts/Pending district (district verification)',
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { actor: DistrictVerificationActor; mayDecide: boolean };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded & Record<string, unknown>>> };

type Calls = { loadDistrict?: AnyActorLogic; approveDistrict?: AnyActorLogic; rejectDistrict?: AnyActorLogic; redirectDelay?: number };

/** The machine with its calls replaced, driven by `drive` into the state the story shows. */
const loaders = (calls: Calls, drive: (actor: DistrictVerificationActor) => Promise<unknown> = async () => {}, mayDecide = true) => [
  async () => {
    const machine = districtVerificationMachine.provide({
      actors: {
        loadDistrict: (calls.loadDistrict ?? answers(district)) as never,
        approveDistrict: (calls.approveDistrict ?? pending()) as never,
        rejectDistrict: (calls.rejectDistrict ?? pending()) as never,
      },
      delays: { redirectDelay: calls.redirectDelay ?? storyRedirectDelayMs },
    });
    const actor = createActor(machine, { input: { id: district.id } }).start();
    await drive(actor);
    return { actor, mayDecide, services: await storyServices(), router: await storyRouter('/district-creation/verify-district/district-pending-info') };
  },
];
const render: Story['render'] = (_args, { loaded }) => <DistrictPendingInfoView {...(loaded as Loaded)} />;
const actorOf = (loaded: unknown) => (loaded as Loaded).actor;
const reviewing = (actor: DistrictVerificationActor) => settledIn(actor, (s) => s.matches('reviewing'));
const confirmingTo = (event: 'verification.approve' | 'verification.reject') => async (actor: DistrictVerificationActor) => {
  await reviewing(actor);
  actor.send({ type: event });
};
/** The dialogs render in a portal, outside the story's canvas. */
const page = () => within(document.body);

/** `loading`: the district is being read. */
export const Loading: Story = {
  loaders: loaders({ loadDistrict: pending() }),
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Reading the district…' })).toBeVisible();
    await expect(actorOf(loaded).getSnapshot().value).toBe('loading');
  },
};

/** `reviewing`: the details, and a super-admin's Approve and Reject. */
export const Reviewing: Story = {
  loaders: loaders({}, reviewing),
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: district.name })).toBeVisible();
    await expect(canvas.getByText('Tunde Bakare')).toBeVisible();
    await expect(canvas.getByText('20-11-2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};

/** `reviewing`, for a state admin: no decision, only that a super-admin makes it. */
export const ReviewingAsStateAdmin: Story = {
  loaders: loaders({}, reviewing, false),
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A super-admin approves or rejects this district.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** `confirming` an approval: the dialog asks; No, Cancel goes back to reviewing. */
export const ConfirmingApproval: Story = {
  loaders: loaders({}, confirmingTo('verification.approve')),
  render,
  play: async ({ loaded }) => {
    const dialog = await page().findByRole('alertdialog', { name: `Approve ${district.name}?` });
    await expect(within(dialog).getByRole('button', { name: 'Yes, Approve' })).toBeVisible();
    await expect(actorOf(loaded).getSnapshot().value).toBe('confirming');
  },
};

/** `confirming` a rejection: Yes, Reject without a reason says the field is required and sends nothing. */
export const ConfirmingRejection: Story = {
  loaders: loaders({}, confirmingTo('verification.reject')),
  render,
  play: async ({ loaded }) => {
    const dialog = await page().findByRole('dialog', { name: `Reject ${district.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Reject' }));
    await expect(await within(dialog).findByText(validationMessages.required)).toBeVisible();
    await expect(actorOf(loaded).getSnapshot().value).toBe('confirming');
  },
};

/** `approving`: the confirm button is busy. */
export const Approving: Story = {
  loaders: loaders({}, async (actor) => {
    await confirmingTo('verification.approve')(actor);
    actor.send({ type: 'verification.confirm' });
  }),
  render,
  play: async ({ loaded }) => {
    await expect(actorOf(loaded).getSnapshot().value).toBe('approving');
    await expect(await page().findByRole('alertdialog')).toBeVisible();
  },
};

/** `rejecting`: the reason is sent; the dialog is busy. */
export const Rejecting: Story = {
  loaders: loaders({}, async (actor) => {
    await confirmingTo('verification.reject')(actor);
    actor.send({ type: 'verification.noteChanged', note: reason });
    actor.send({ type: 'verification.confirm' });
  }),
  render,
  play: async ({ loaded }) => {
    await expect(actorOf(loaded).getSnapshot().value).toBe('rejecting');
    const dialog = await page().findByRole('dialog', { name: `Reject ${district.name}?` });
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue(reason);
  },
};

/** `done`: approved ('District Approved' is the notification's), about to return to the list. */
export const Done: Story = {
  loaders: loaders({ approveDistrict: answers(districtFixture({ accountStatus: 'approved' })) }, async (actor) => {
    await confirmingTo('verification.approve')(actor);
    actor.send({ type: 'verification.confirm' });
    await settledIn(actor, (s) => s.matches('done'));
  }),
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Returning to the district list…');
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.queryByText(successMessages.districtApproved)).toBeNull();
    await expect(actorOf(loaded).getSnapshot().value).toBe('done');
  },
};

/** `returned`: the flow has ended; the route goes to the list. */
export const Returned: Story = {
  loaders: loaders({ rejectDistrict: answers(districtFixture({ accountStatus: 'rejected', reviewNote: reason })), redirectDelay: 0 }, async (actor) => {
    await confirmingTo('verification.reject')(actor);
    actor.send({ type: 'verification.noteChanged', note: reason });
    actor.send({ type: 'verification.confirm' });
    await settledIn(actor, (s) => s.status === 'done');
  }),
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText(reason)).toBeVisible();
    await waitFor(() => expect(actorOf(loaded).getSnapshot().output?.district?.accountStatus).toBe('rejected'));
  },
};

/** `failed`: the server's message, and Try again reads the district once more. */
export const Failed: Story = {
  loaders: loaders({ loadDistrict: fails('District not found', 404) }, (actor) => settledIn(actor, (s) => s.matches('failed'))),
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('District not found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
