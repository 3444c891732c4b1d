// The user profile with its two formSubmission actors (details and picture) in each of their states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { submissionIn } from '../../.storybook/submission';
import { defaultTerminology } from '../services/terminology';
import { validationMessages } from '../lib/messages';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import { staffHoldingFixture } from '../testing/fixtures';
import { profileSchema, profileValuesOf } from './profile.form';
import { ProfileView } from './ProfileView';

// The state's owner: their state access names no role, and the Account card says what they hold.
const staff = staffHoldingFixture(undefined, {
  dob: '1984-03-17',
  maritalStatus: 'Married',
  address: '14 Awolowo Way, Ikeja',
  areaOfSpecialization: 'Educational Administration',
  oracleNumber: 'OR-204518',
  tescomNumber: 'TC/LAG/88213',
  district: { id: '9bab21bd-4a47-4bc9-9fbd-fe58a542c7d6', name: 'Ikeja' },
});

type Loaded = { details: FormSubmissionActor; picture: FormSubmissionActor };
type State = Parameters<typeof submissionIn>[0];

/** Each form's actor in `state`, starting from what the route's resource gives it. */
const detailsIn = (state: State, options: Parameters<typeof submissionIn>[1] = {}) =>
  submissionIn(state, { values: profileValuesOf(staff), schema: profileSchema, ...options });
const pictureIn = (state: State) => submissionIn(state, { values: { file: null } });

const meta = {
  title: 'Profile/User profile (form submission)',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (_args, { loaded }) => {
  const { details, picture } = loaded as Loaded;
  return <ProfileView staff={staff} terms={defaultTerminology} details={details} picture={picture} />;
};

/** `editing`: the profile as it is, ready to change. The number labels are the state's terms. */
export const Editing: Story = {
  loaders: [async () => ({ details: await detailsIn('editing'), picture: await pictureIn('editing') })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toHaveValue('Adaeze');
    await expect(canvas.getByLabelText('Oracle Number')).toHaveValue('OR-204518');
    await expect(within(canvas.getByRole('heading', { name: 'Account' }).closest('.ui-Card') as HTMLElement).getByText('Owner of Lagos')).toBeVisible();
    // Every field the form requires is marked so before anything is submitted, the title's included.
    for (const label of ['Title', 'First name', 'Last name', 'Email', 'Gender']) {
      await expect(canvas.getByText(label, { selector: '.ui-Label' }).closest('.ui-Field')).toHaveAttribute('data-required', 'true');
    }
    await expect(canvas.getByLabelText('Tescom Number')).toHaveValue('TC/LAG/88213');
    await expect(canvas.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
  },
};

/** Typing a bad phone number and saving: the field's message, and the machine's `invalid` message. */
export const Invalid: Story = {
  loaders: [
    async () => ({
      // The form's rules, as the resource gives them: the profile rules of SPEC section 5.
      details: await detailsIn('editing'),
      picture: await pictureIn('editing'),
    }),
  ],
  render,
  play: async ({ canvas, loaded }) => {
    const phone = canvas.getByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0803');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(validationMessages.phoneDigits)).toBeVisible();
    await expect(await canvas.findByText(validationMessages.formInvalid)).toBeVisible();
    await expect((loaded as Loaded).details.getSnapshot().value).toBe('invalid');
  },
};

/** `submitting`: the save button is busy. */
export const Submitting: Story = {
  loaders: [async () => ({ details: await detailsIn('submitting'), picture: await pictureIn('editing') })],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save changes/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** `failed`: the server's message on the field it names, and only there; everything typed stays. */
export const Failed: Story = {
  loaders: [
    async () => ({
      details: await detailsIn('failed', {
        error: 'Email already taken',
        details: [{ field: 'body.email', message: 'Email already taken' }],
      }),
      picture: await pictureIn('editing'),
    }),
  ],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Email already taken')).toHaveLength(1);
    await expect(canvas.getByText(validationMessages.formInvalid)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('admin@demo.test');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `succeeded`: saved (the notification 'Profile Updated Successfully' is raised by the machine). */
export const Succeeded: Story = {
  loaders: [
    async () => ({
      details: await detailsIn('succeeded', { result: staff, successMessage: 'Profile Updated Successfully' }),
      picture: await pictureIn('editing'),
    }),
  ],
  render,
  play: async ({ canvas, loaded }) => {
    await expect((loaded as Loaded).details.getSnapshot().value).toBe('succeeded');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Choosing a picture enables the upload; the upload sends the file to the picture actor. */
export const PictureUpload: Story = {
  loaders: [async () => ({ details: await detailsIn('editing'), picture: await pictureIn('editing') })],
  render,
  play: async ({ canvasElement, canvas, loaded }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'passport.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(within(canvas.getByRole('group', { name: 'New picture' })).getByText('passport.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect((loaded as Loaded).picture.getSnapshot().value).toBe('submitting'));
  },
};

/** `failed` (picture): a file that is not an image is refused beside the chooser in words, once, not by the summary line. */
export const PictureRefused: Story = {
  loaders: [
    async () => ({
      details: await detailsIn('editing'),
      picture: await submissionIn('failed', {
        values: { file: new File([new Uint8Array([37, 80, 68, 70])], 'passport.png', { type: 'image/png' }) },
        error: 'This file is not a PNG, JPEG or WebP image',
        details: [{ field: 'body.file', message: 'This file is not a PNG, JPEG or WebP image' }],
      }),
    }),
  ],
  render,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('This file is not a PNG, JPEG or WebP image')).toHaveLength(1);
    await expect(canvas.queryByText(validationMessages.formInvalid)).toBeNull();
  },
};
