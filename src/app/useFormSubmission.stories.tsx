// A form that stays on its page, through useFormSubmission: the formSession actor's one state, `open`, in which one
// formSubmission actor follows another, so the profile saved once is ready to change and save again, from what it saved.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyServices, withServices } from '../../.storybook/appServices';
import type { ImageFormValues } from '../shared/image.form';
import { profileSchema, profileValuesOf, type ProfileValues } from '../shared/profile.form';
import { ProfileView } from '../shared/ProfileView';
import { successMessages } from '../lib/messages';
import type { Staff } from '../machines/session.machine';
import { defaultTerminology } from '../services/terminology';
import { staffHoldingFixture } from '../testing/fixtures';
import { useFormSubmission } from './useFormSubmission';

const meta = {
  title: 'Forms/A form used again (form session)',
  parameters: { layout: 'padded' },
  decorators: [withServices],
  loaders: [async () => ({ services: await storyServices() })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What each save sent, in order. */
const saved: ProfileValues[] = [];

/** The profile route in miniature: a save answers the staff member as saved, and the form starts again from them. */
function ProfileSavedInPlace() {
  const [staff, setStaff] = useState<Staff>(() => staffHoldingFixture());
  const details = useFormSubmission<ProfileValues, Staff>({
    values: profileValuesOf(staff),
    schema: profileSchema,
    successMessage: successMessages.profileUpdated,
    redirectDelayMs: 50,
    submit: async (values) => {
      saved.push(values);
      return { ...staff, firstName: values.firstName };
    },
    onSucceeded: setStaff,
  });
  const picture = useFormSubmission<ImageFormValues, Staff>({ values: { file: null }, submit: async () => staff });
  return <ProfileView staff={staff} terms={defaultTerminology} details={details} picture={picture} />;
}

/** `open`: saved once, the form is a fresh one holding what was saved, and saves again. */
export const Open: Story = {
  render: () => <ProfileSavedInPlace />,
  play: async ({ canvas }) => {
    saved.length = 0;
    const firstName = canvas.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved.map((values) => values.firstName)).toEqual(['Ada']));
    // Once the redirect delay is over, the next submission starts from the saved staff member: what was typed stays,
    // and saving works again (the ended one, in `succeeded`, took no typing and no save).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await userEvent.type(canvas.getByLabelText('First name'), 'eze');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved.map((values) => values.firstName)).toEqual(['Ada', 'Adaeze']));
  },
};
