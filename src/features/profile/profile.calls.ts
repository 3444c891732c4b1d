// The signed-in user's own profile (SPEC section 3), described once: the details form and the picture upload.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import type { Staff } from '../../machines/session.machine';
import { imageBody, imageForm, type ImageFormValues } from '../../shared/image.form';
import { profileSchema, profileValuesOf, staffUpdateOf, type ProfileValues } from '../../shared/profile.form';

export const profile = {
  /** PATCH /staff/update/{id}: 'Profile Updated Successfully'. */
  detailsForm: (staff: Staff): FormDescription<ProfileValues, Staff> => ({
    values: profileValuesOf(staff),
    schema: profileSchema,
    successMessage: successMessages.profileUpdated,
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/staff/update/{id}', { params: { path: { id: staff.id } }, body: staffUpdateOf(values), ...call })),
  }),

  /** PATCH /staff/update-profile-picture/{id}: 'Profile Picture Updated Successfully'. */
  pictureForm: (staff: Staff): FormDescription<ImageFormValues, Staff> =>
    imageForm(successMessages.profilePictureUpdated, async (values, call) =>
      dataOf(await portalClient.PATCH('/staff/update-profile-picture/{id}', { params: { path: { id: staff.id } }, ...imageBody(values), ...call })),
    ),
};
