// Staff (SPEC section 3), described once: one staff member's record, and the forms that change it (details, picture,
// account status) through PATCH /staff/update/{id} and PATCH /staff/update-profile-picture/{id}. The search is
// staffSearch.calls.ts's, creating staff staff.form.ts's.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import type { CallOptions } from '../../shared/calls';
import { imageBody, imageForm, type ImageFormValues } from '../../shared/image.form';
import {
  accountStatusSchema,
  staffEditSchema,
  staffEditUpdateOf,
  staffEditValuesOf,
  type AccountStatus,
  type AccountStatusValues,
  type StaffEditValues,
  type StaffMember,
} from './staffEdit.form';

type Schemas = components['schemas'];


const updateCall = async (id: string, body: Schemas['StaffUpdate'], call: CallOptions) =>
  dataOf(await portalClient.PATCH('/staff/update/{id}', { params: { path: { id } }, body, ...call }));

export const staff = {
  view: async (id: string, call: CallOptions) => dataOf(await portalClient.GET('/staff/view-staff/{id}', { params: { path: { id } }, ...call })),

  /** PATCH /staff/update/{id} with the whole staff form: 'Profile Updated Successfully'. */
  editForm: (member: StaffMember): FormDescription<StaffEditValues, StaffMember> => ({
    values: staffEditValuesOf(member),
    schema: staffEditSchema,
    successMessage: successMessages.profileUpdated,
    submit: (values, call) => updateCall(member.id, staffEditUpdateOf(values), call),
  }),

  /** PATCH /staff/update-profile-picture/{id}: 'Profile Picture Updated Successfully'. */
  pictureForm: (member: StaffMember): FormDescription<ImageFormValues, StaffMember> =>
    imageForm(successMessages.profilePictureUpdated, async (values, call) =>
      dataOf(await portalClient.PATCH('/staff/update-profile-picture/{id}', { params: { path: { id: member.id } }, ...imageBody(values), ...call })),
    ),

  /** PATCH /staff/update/{id} with the account status alone (Suspended ends their sessions at once): 'Profile Updated Successfully'. */
  accountStatusForm: (member: StaffMember): FormDescription<AccountStatusValues, StaffMember> => ({
    values: { accountStatus: member.accountStatus },
    schema: accountStatusSchema,
    successMessage: successMessages.profileUpdated,
    submit: (values, call) => updateCall(member.id, { accountStatus: values.accountStatus as AccountStatus }, call),
  }),
};
