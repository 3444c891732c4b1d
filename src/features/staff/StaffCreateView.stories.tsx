// Creating staff in steps, through the real view on real machines with stand-in calls: the steps machine's states
// (step 1 ready, a refused Next, step 2, a restored draft, finished), the form's (submitting, failed, succeeded) and
// the uniqueness check's (waiting, checking, available, taken; unchecked is every story's start).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { createActor, type AnyActorLogic } from 'xstate';
import { storyServices, storyRouter, withMemoryRouter, withServices } from '../../../.storybook/appServices';
import { submissionActor, submissionIn, type SubmissionState } from '../../../.storybook/submission';
import { validationMessages } from '../../lib/messages';
import { addressLookupMachine } from '../../machines/addressLookup.machine';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { formStepsMachine, type FormStepsActor } from './formSteps.machine';
import { uniquenessCheckMachine } from './uniquenessCheck.machine';
import { emptyStaffCreateValues, staffCreateSchema, staffCreateSteps, type StaffCreateValues } from './staff.form';
import type { StaffFilterOptions } from '../../shared/filterOptions.calls';
import { answers, pending } from '../../testing/storyActors';
import { StaffCreateView } from './StaffCreateView';

const districtId = '4a1c2e3f-5b6d-4e7f-8a9b-000000000801';
const options: Pick<StaffFilterOptions, 'districts' | 'schools' | 'places'> = {
  districts: [{ id: districtId, name: 'District I' }],
  schools: [{ id: '4a1c2e3f-5b6d-4e7f-8a9b-000000000901', name: 'Agege Junior Grammar School', districtId }],
  places: [{ country: 'Nigeria', states: [{ name: 'Lagos', lgas: ['Agege', 'Ikeja'] }] }],
};

const filledIn: StaffCreateValues = {
  ...emptyStaffCreateValues,
  firstName: 'Chiamaka',
  lastName: 'Okonkwo',
  username: 'chiamaka.okonkwo',
  email: 'chiamaka.okonkwo@demo.test',
  phoneNumber: '8091234567',
  gender: 'female',
  staffType: 'Teaching',
  countryOfResidence: 'Nigeria',
  stateOfResidence: 'Lagos',
  districtId,
};

/** A wait no story outlasts. */
const forever = 10 ** 9;

const uniquenessWith = (check: AnyActorLogic, debounce = 0) =>
  uniquenessCheckMachine.provide({ actors: { checkUniqueness: check as never }, delays: { uniquenessCheckDebounce: debounce } });
const addressLogic = addressLookupMachine.provide({
  actors: { suggestPlaces: answers([]) as never, describePlace: pending() as never },
  delays: { addressWidgetStart: 0 },
});

function stepsActor(values: StaffCreateValues, step = 0, restored = false): FormStepsActor {
  const machine = formStepsMachine.provide({ actions: { saveDraft: () => {}, discardDraft: () => {} } });
  return createActor(machine, { input: { steps: staffCreateSteps, values, step, restored, draftKey: null } }).start();
}

type Loaded = { form: FormSubmissionActor; steps: FormStepsActor; uniqueness: typeof uniquenessCheckMachine };

const loaders = (make: () => Promise<Omit<Loaded, 'uniqueness'> & { uniqueness?: typeof uniquenessCheckMachine }>) => [
  async () => ({ services: await storyServices(), router: await storyRouter('/staff-management/create'), ...(await make()) }),
];

const editing = (values: StaffCreateValues, step = 0, restored = false) =>
  loaders(async () => ({
    form: submissionActor({ submit: pending(), schema: staffCreateSchema, values }),
    steps: stepsActor(values, step, restored),
  }));

const inState = (state: SubmissionState) =>
  loaders(async () => ({
    form: await submissionIn(state, { values: filledIn, schema: staffCreateSchema, error: 'Username already taken', result: { id: 'new' } }),
    steps: stepsActor(filledIn, 1),
  }));

const meta = {
  title: 'Staff/Create staff in steps (form steps, form submission and uniqueness check machines)',
  decorators: [withServices, withMemoryRouter],
  render: (_args, { loaded }) => {
    const { form, steps, uniqueness } = loaded as Loaded;
    return (
      <StaffCreateView
        form={form}
        steps={steps}
        options={options}
        listHref="/staff-management"
        uniquenessLogic={uniqueness ?? uniquenessWith(answers(false))}
        addressLogic={addressLogic}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const stepsOf = (loaded: Record<string, unknown>) => (loaded as Loaded).steps.getSnapshot();

/** Steps `editing.ready` on step 1: the personal and employment details; the title starts as Mr; Next. */
export const PersonalDetails: Story = {
  loaders: editing(emptyStaffCreateValues),
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('heading', { name: 'Step 1 of 2: Personal and employment details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Title/ })).toHaveTextContent('Mr');
    await expect(canvas.getByRole('textbox', { name: 'Oracle Number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(stepsOf(loaded).matches({ editing: 'ready' })).toBe(true);
  },
};

/** Steps `editing.invalid`: Next refused, each field's message beside it, the focus on the first. */
export const StepRefused: Story = {
  loaders: editing(emptyStaffCreateValues),
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(/Username is required/);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await expect(stepsOf(loaded).matches({ editing: 'invalid' })).toBe(true);
  },
};

/** Uniqueness `taken`: 'Email already taken' beside the email; Next is refused for it. */
export const EmailTaken: Story = {
  loaders: loaders(async () => ({
    form: submissionActor({ submit: pending(), schema: staffCreateSchema, values: filledIn }),
    steps: stepsActor(filledIn),
    uniqueness: uniquenessWith(answers(true)),
  })),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@demo.test');
    await expect(await canvas.findByText(validationMessages.emailTaken)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** Uniqueness `waiting` (the 700 ms after typing, held) and `checking` (the call out): nothing said yet. */
export const UniquenessWaiting: Story = {
  loaders: loaders(async () => ({
    form: submissionActor({ submit: pending(), schema: staffCreateSchema, values: emptyStaffCreateValues }),
    steps: stepsActor(emptyStaffCreateValues),
    uniqueness: uniquenessWith(answers(true), forever),
  })),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'admin@demo.test');
    await expect(canvas.queryByText(validationMessages.emailTaken)).toBeNull();
  },
};

export const UniquenessChecking: Story = {
  loaders: loaders(async () => ({
    form: submissionActor({ submit: pending(), schema: staffCreateSchema, values: emptyStaffCreateValues }),
    steps: stepsActor(emptyStaffCreateValues),
    uniqueness: uniquenessWith(pending()),
  })),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '8091234567');
    await expect(canvas.queryByText(validationMessages.phoneTaken)).toBeNull();
  },
};

/** Uniqueness `available`: nothing said; Next goes on to step 2. */
export const UniquenessAvailable: Story = {
  loaders: editing(filledIn),
  play: async ({ canvas, loaded }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'x');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByText(validationMessages.emailTaken)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, filledIn.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(stepsOf(loaded).context.step).toBe(1));
  },
};

/** Step 2: origin, residence, the address widget and the posting; Back and Create staff. */
export const Placement: Story = {
  loaders: editing(filledIn, 1),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Step 2 of 2: Origin, residence and posting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Local government of residence/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /Local government of origin/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Address' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /School/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Create staff' })).toBeVisible();
  },
};

/** A draft kept before a reload: said, with a way to start over. */
export const RestoredDraft: Story = {
  loaders: editing(filledIn, 1, true),
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText('What you typed before the page was reloaded is back.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue(''));
    await expect(stepsOf(loaded).context).toMatchObject({ step: 0, restored: false });
  },
};

/** The form `submitting`: POST /staff/create is out. */
export const Submitting: Story = {
  loaders: inState('submitting'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Create staff|Saving/ })).toBeVisible();
  },
};

/** The form `failed`: the server's message in the banner, everything typed kept. */
export const Failed: Story = {
  loaders: inState('failed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Username already taken')).toBeVisible();
  },
};

/** The form `succeeded` (said by the notification; the route then goes to the new member) and the steps `finished`. */
export const Created: Story = {
  loaders: loaders(async () => {
    const steps = stepsActor(filledIn, 1);
    steps.send({ type: 'steps.finished' });
    return { form: await submissionIn('succeeded', { values: filledIn, schema: staffCreateSchema, result: { id: 'new' } }), steps };
  }),
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('button', { name: 'Create staff' })).toBeDisabled();
    await expect(stepsOf(loaded).status).toBe('done');
  },
};

/** The server refused a field of step 1 (a username taken meanwhile): back to step 1, the message beside it, focus there. */
export const SentBackToAStep: Story = {
  loaders: loaders(async () => ({
    form: await submissionIn('failed', {
      values: filledIn,
      schema: staffCreateSchema,
      error: 'Username already taken',
      details: [{ field: 'body.username', message: 'Username already taken' }],
    }),
    steps: stepsActor(filledIn, 1),
  })),
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { name: 'Step 1 of 2: Personal and employment details' })).toBeVisible();
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAccessibleDescription(/Username already taken/);
    await waitFor(() => expect(username).toHaveFocus());
    await expect(stepsOf(loaded).matches({ editing: 'invalid' })).toBe(true);
  },
};
