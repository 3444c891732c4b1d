// /district-creation through its submit flow (formSubmission machine): editing (the labels in the state's term, the
// place selectors each waiting for the one before, phone chips only with ten digits, several emails), invalid
// (SPEC's messages beside the fields), submitting, succeeded ('District Created Successfully' as a notification only)
// and failed (the server's message beside the administrator's email it names).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { storyRouter, storyServices, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { successMessages, validationMessages } from '../../lib/messages';
import { addressLookupMachine } from '../../machines/addressLookup.machine';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { districtFixture } from '../../testing/districtFixtures';
import { stateDetailsFixture, staffFixture } from '../../testing/fixtures';
import { districtCreateSchema, emptyDistrictValues, type DistrictFormValues } from './districts.form';
import { answers, expectNotifiedOnly, fails, pending, submissionActor } from '../../testing/storySupport';
import { filterOptionsFixture } from '../../testing/staffFixtures';
import { DistrictCreationView } from './DistrictCreationView';

const meta = {
  title: 'Districts/District creation (form submission)',
  decorators: [withServices, withMemoryRouter],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Loaded = { create: FormSubmissionActor };
type Story = StoryObj<typeof meta> & { loaders?: Array<() => Promise<Loaded & Record<string, unknown>>> };

const addressLogic = addressLookupMachine.provide({
  actors: { suggestPlaces: answers([]) as never, describePlace: pending() as never },
  delays: { addressWidgetStart: 0 },
});

/** Everything the form asks for, filled in. */
const filled: DistrictFormValues = {
  ...emptyDistrictValues,
  name: 'Ikeja North',
  country: 'Nigeria',
  state: 'Lagos',
  localGovernment: 'Ikeja',
  address: '3 Obafemi Awolowo Way, Ikeja',
  districtPhoneNumbers: ['8031112222'],
  districtEmails: ['ikejanorth@lagos.edu.test'],
  administrator: { title: 'Mrs', firstName: 'Ngozi', lastName: 'Eze', username: 'ngozi.eze', email: 'ngozi.eze@demo.test', phoneNumber: '8095551234' },
};

/** A state that calls its districts 'Zone'. */
const zoneState = stateDetailsFixture({
  stateTerminologies: { ...stateDetailsFixture().stateTerminologies, district: { stateValue: 'Zone', defaultValue: 'District', value: 'Zone' } },
});

const loaders = (submit: AnyActorLogic = pending(), values: DistrictFormValues = emptyDistrictValues, term?: 'Zone') => [
  async () => ({
    create: submissionActor({ submit, values, schema: districtCreateSchema, successMessage: successMessages.districtCreated }),
    services: await storyServices(term ? { staff: staffFixture({ stateDetails: zoneState }) } : {}),
    router: await storyRouter('/district-creation'),
  }),
];
const render: Story['render'] = (_args, { loaded }) => (
  <DistrictCreationView form={{ create: (loaded as Loaded).create, places: filterOptionsFixture.places }} addressLogic={addressLogic} />
);
const createOf = (loaded: unknown) => (loaded as Loaded).create;

/** `editing`: the selectors wait for their parent; a phone becomes a chip only with ten digits; emails add up. */
export const Editing: Story = {
  loaders: loaders(),
  render,
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'District Creation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /State/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Local government/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'District phone number' }));
    await userEvent.paste('80311');
    await expect(canvas.getByRole('button', { name: 'Add phone number' })).toBeDisabled();
    await userEvent.paste('12222');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('row', { name: '+234 8031112222' })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'District email' }));
    await userEvent.paste('one@lagos.edu.test');
    await userEvent.keyboard('{Enter}');
    await userEvent.paste('two@lagos.edu.test');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('row', { name: 'two@lagos.edu.test' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'one@lagos.edu.test' })).toBeVisible();
    await expect(createOf(loaded).getSnapshot().value).toBe('editing');
  },
};

/** `editing`, in a state that says 'Zone': the title and every label use its term. */
export const InTheStatesTerm: Story = {
  loaders: loaders(pending(), emptyDistrictValues, 'Zone'),
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zone Creation' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Zone name' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Zone' })).toBeVisible();
  },
};

/** `invalid`: SPEC's messages beside the fields, nothing sent. */
export const Invalid: Story = {
  loaders: loaders(pending(), { ...filled, name: 'Fifteen letters', state: '', localGovernment: '', emailDraft: 'not an email' }),
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create District' }));
    await expect(await canvas.findByText(validationMessages.districtNameTooLong)).toBeVisible();
    await expect(canvas.getByText(validationMessages.stateRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.localGovernmentRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.emailInvalid)).toBeVisible();
    await expect(createOf(loaded).getSnapshot().value).toBe('invalid');
  },
};

/** `submitting`. */
export const Submitting: Story = {
  loaders: loaders(pending(), filled),
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create District' }));
    await waitFor(() => expect(createOf(loaded).getSnapshot().value).toBe('submitting'));
  },
};

/** `succeeded`: 'District Created Successfully', said once, as a notification. */
export const Succeeded: Story = {
  loaders: loaders(answers(districtFixture()), filled),
  render,
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create District' }));
    await waitFor(() => expect(createOf(loaded).getSnapshot().value).toBe('succeeded'));
    await expectNotifiedOnly(createOf(loaded), successMessages.districtCreated, canvasElement);
  },
};

/** `failed`: the administrator's email is taken; the message is beside it. */
export const Failed: Story = {
  loaders: loaders(fails('Email already taken', 409, 0, [{ field: 'administrator.email', message: validationMessages.emailTaken }]), filled),
  render,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create District' }));
    await expect(await canvas.findByText(validationMessages.emailTaken)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(createOf(loaded).getSnapshot().value).toBe('failed');
  },
};

/** The places the form chooses from still on their way: the header at once, the form when they come. */
export const PlacesOnTheirWay: Story = {
  loaders: loaders(),
  render: (_args, { loaded }) => <DistrictCreationView form={{ create: createOf(loaded), places: null }} addressLogic={addressLogic} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'District Creation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create District' })).toBeNull();
  },
};

/** A caller who may see the districts but not create one: the way to the lists, and why there is no form. */
export const WithoutCreatePermission: Story = {
  loaders: loaders(),
  render: () => <DistrictCreationView form={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'District Creation' })).toBeVisible();
    await expect(canvas.getByText('Creating a district is not part of your role')).toBeVisible();
    // In words: never a permission's code name.
    await expect(canvas.getByText(/ask your state administrator for a role that may create them/)).toBeVisible();
    await expect(canvas.queryByText(/district\.create/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See the districts' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create District' })).toBeNull();
  },
};
