// The registration machine's states as the registration page shows them: the form region (editing, invalid, failed,
// submitting, registered) and the uniqueness regions (waiting, checking, available, taken). Each story starts a real
// registration actor with its calls replaced and drives it with real events, then renders RegistrationView on it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createActor, type PromiseActorLogic } from 'xstate';
import type { components } from '../../api/schema.gen';
import { uniquenessCheckDebounceMs } from '../../lib/constants';
import { validationMessages } from '../../lib/messages';
import {
  registrationMachine,
  type RegisterStateAdminRequest,
  type RegistrationActor,
  type RegistrationValues,
} from './registration.machine';
import type { LoginResponse } from '../../machines/session.machine';
import { loginResponseFixture, staffFixture, stateDetailsFixture } from '../../testing/fixtures';
import { stateNamesFixture, titlesFixture } from '../../testing/authFixtures';
import { RegistrationView } from './RegistrationView';
import { answers, fails, pending, settledIn, withAuthLayout } from '../../testing/storyActors';

type Exists = components['schemas']['ExistsResponse'];
type Check = PromiseActorLogic<Exists, { value: string }>;
type RegistrationCalls = {
  checkEmail?: Check;
  checkUsername?: Check;
  checkPhoneNumber?: Check;
  register?: PromiseActorLogic<LoginResponse, RegisterStateAdminRequest>;
};

const free = () => answers<Exists, { value: string }>({ exists: false });
const taken = () => answers<Exists, { value: string }>({ exists: true });

/** Everything filled in and valid: Oyo State's new administrator. */
const filled: RegistrationValues = {
  stateName: 'Oyo',
  title: 'Mrs',
  firstName: 'Folake',
  lastName: 'Adewale',
  middleName: '',
  email: 'folake.adewale@oyo.test',
  username: 'folake.adewale',
  phoneNumber: { code: '+234', number: '8051234567' },
  gender: 'female',
  password: 'Portal@2026',
  confirmPassword: 'Portal@2026',
};

const registered = loginResponseFixture(
  'registered-token',
  staffFixture({ email: filled.email, stateDetails: stateDetailsFixture({ name: 'Oyo', accountStatus: 'Unverified' }) }),
);

function registrationActor(calls: RegistrationCalls = {}, values?: Partial<RegistrationValues>): RegistrationActor {
  return createActor(
    registrationMachine.provide({
      actors: {
        checkEmail: calls.checkEmail ?? free(),
        checkUsername: calls.checkUsername ?? free(),
        checkPhoneNumber: calls.checkPhoneNumber ?? free(),
        register: calls.register ?? pending<LoginResponse, RegisterStateAdminRequest>(),
      },
    }),
    { input: values ? { values } : undefined },
  ).start();
}

/** Types `value` into a field the way the view does, so the uniqueness regions hear about it too. */
function typed(actor: RegistrationActor, field: keyof RegistrationValues, value: string): RegistrationActor {
  actor.send({ type: 'registration.fieldChanged', field, value });
  return actor;
}

type Loaded = { registration: RegistrationActor };
type Story = StoryObj<typeof meta>;

const meta = {
  title: 'Auth/Registration (registration machine)',
  // Inside the auth layout, as on the page.
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
  render: (_args, { loaded }) => (
    <RegistrationView registration={(loaded as Loaded).registration} states={stateNamesFixture} titles={titlesFixture} />
  ),
} satisfies Meta;

export default meta;

const actorOf = (loaded: unknown) => (loaded as Loaded).registration;

/** `form.editing.ready`, every region `unchecked`: the empty form, title Mr by default, +234 fixed before the phone. */
export const Editing: Story = {
  loaders: [async () => ({ registration: registrationActor() })],
  play: async ({ canvas, loaded }) => {
    const snapshot = actorOf(loaded).getSnapshot();
    await expect(snapshot.matches({ form: { editing: 'ready' }, email: 'unchecked' })).toBe(true);
    await expect(canvas.getByRole('button', { name: /Title/ })).toHaveTextContent('Mr');
    await expect(canvas.getByText('+234')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

/** Typing checks each field at once with the SPEC section 5 messages, and the fix clears them. */
export const EditingWithMessages: Story = {
  loaders: [async () => ({ registration: registrationActor() })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.keyboard('Ad');
    await expect(await canvas.findByText(validationMessages.nameTooShort)).toBeVisible();
    await userEvent.keyboard('e');
    await waitFor(() => expect(canvas.queryByText(validationMessages.nameTooShort)).toBeNull());

    await userEvent.tab();
    await userEvent.keyboard('O');
    await expect(await canvas.findByText(validationMessages.nameTooShort)).toBeVisible();

    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('folake@');
    await expect(await canvas.findByText(validationMessages.emailInvalid)).toBeVisible();

    await userEvent.click(canvas.getByRole('textbox', { name: 'Phone number' }));
    await userEvent.keyboard('080512345678');
    await expect(await canvas.findByText(validationMessages.phoneDigits)).toBeVisible();

    await userEvent.click(canvas.getByLabelText('Password', { selector: 'input' }));
    await userEvent.keyboard('portal');
    await expect(await canvas.findByText(validationMessages.passwordRule)).toBeVisible();
  },
};

/** `email.waiting`: typed, and the 700 ms debounce has not run out yet; nothing is said. */
export const UniquenessWaiting: Story = {
  loaders: [async () => ({ registration: typed(registrationActor({}, filled), 'email', 'folake.adewale@oyo.test') })],
  play: async ({ canvas, loaded }) => {
    await expect(actorOf(loaded).getSnapshot().matches({ email: 'waiting' })).toBe(true);
    await expect(canvas.queryByText(validationMessages.emailTaken)).toBeNull();
  },
};

/** `email.checking`: the check is on its way. */
export const UniquenessChecking: Story = {
  loaders: [
    async () => ({
      registration: await settledIn(
        typed(registrationActor({ checkEmail: pending<Exists, { value: string }>() }, filled), 'email', filled.email),
        (s) => s.matches({ email: 'checking' }),
      ),
    }),
  ],
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Checking whether it is free…');
  },
};

/** `email.available`, `username.available`, `phoneNumber.available`: every check passed; nothing to say. */
export const UniquenessAvailable: Story = {
  loaders: [
    async () => {
      const actor = registrationActor({}, filled);
      typed(actor, 'email', filled.email);
      typed(actor, 'username', filled.username);
      typed(actor, 'phoneNumber', filled.phoneNumber.number);
      return {
        registration: await settledIn(actor, (s) =>
          s.matches({ email: 'available', username: 'available', phoneNumber: 'available' }),
        ),
      };
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(validationMessages.emailTaken)).toBeNull();
    await expect(canvas.queryByText(validationMessages.phoneTaken)).toBeNull();
  },
};

/** `email.taken`, typed with the keyboard: 'Email already taken' shows 700 ms after the last keystroke. */
export const EmailTaken: Story = {
  loaders: [async () => ({ registration: registrationActor({ checkEmail: taken() }) })],
  play: async ({ canvas, loaded }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    const typedAt = Date.now();
    await userEvent.keyboard('admin@demo.test');
    await expect(await canvas.findByText(validationMessages.emailTaken, {}, { timeout: 3000 })).toBeVisible();
    await expect(Date.now() - typedAt).toBeGreaterThanOrEqual(uniquenessCheckDebounceMs);
    await expect(actorOf(loaded).getSnapshot().matches({ email: 'taken' })).toBe(true);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `phoneNumber.taken`: 'Phone Number already in use'. */
export const PhoneNumberTaken: Story = {
  loaders: [
    async () => ({
      registration: await settledIn(
        typed(registrationActor({ checkPhoneNumber: taken() }, filled), 'phoneNumber', '8030000002'),
        (s) => s.matches({ phoneNumber: 'taken' }),
      ),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.phoneTaken)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue('8030000002');
  },
};

/** `username.taken`: the specification shows no message; the portal says 'Username already taken'. */
export const UsernameTaken: Story = {
  loaders: [
    async () => ({
      registration: await settledIn(
        typed(registrationActor({ checkUsername: taken() }, filled), 'username', 'tunde.bakare'),
        (s) => s.matches({ username: 'taken' }),
      ),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(validationMessages.usernameTaken)).toBeVisible();
  },
};

/** `form.editing.invalid`: submitted empty with Enter; every message and the form-level one, focus on the first. */
export const Invalid: Story = {
  loaders: [async () => ({ registration: registrationActor() })],
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(validationMessages.formInvalid);
    await expect(actorOf(loaded).getSnapshot().matches({ form: { editing: 'invalid' } })).toBe(true);
    await expect(canvas.getByText(validationMessages.stateRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.usernameRequired)).toBeVisible();
    await expect(canvas.getByText(validationMessages.passwordRequired)).toBeVisible();
    await expect(canvas.getAllByText(validationMessages.required).length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveFocus();
  },
};

/** `form.submitting`: the button shows it is busy. */
export const Submitting: Story = {
  loaders: [
    async () => {
      const actor = registrationActor({}, filled);
      actor.send({ type: 'registration.submit' });
      return { registration: await settledIn(actor, (s) => s.matches({ form: 'submitting' })) };
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Register/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Registering' })).toBeInTheDocument();
  },
};

/** `form.editing.failed`: the server refused; its message shows and everything typed stays. */
export const Failed: Story = {
  loaders: [
    async () => {
      const actor = registrationActor(
        { register: fails<LoginResponse, RegisterStateAdminRequest>('Oyo already has an account on the portal', 409) },
        filled,
      );
      actor.send({ type: 'registration.submit' });
      return { registration: await settledIn(actor, (s) => s.matches({ form: { editing: 'failed' } })) };
    },
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oyo already has an account on the portal');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('Oyo');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(filled.email);
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue(filled.password);
    await expect(within(canvas.getByRole('radiogroup', { name: 'Gender' })).getByRole('radio', { name: 'Female' })).toBeChecked();
  },
};

/** `form.registered`: signed in; the route opens /subject-management/configure. */
export const Registered: Story = {
  loaders: [
    async () => {
      const actor = registrationActor({ register: answers<LoginResponse, RegisterStateAdminRequest>(registered) }, filled);
      actor.send({ type: 'registration.submit' });
      return { registration: await settledIn(actor, (s) => s.matches({ form: 'registered' })) };
    },
  ],
  play: async ({ canvas, loaded }) => {
    await expect(actorOf(loaded).getSnapshot().context.session?.authorizationToken).toBe('registered-token');
    await expect(canvas.getByRole('status')).toHaveTextContent('Registration complete. Opening the portal…');
  },
};
