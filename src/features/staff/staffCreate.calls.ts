// Creating a staff member, described once: POST /staff/create with the two steps' values ('Staff Created
// Successfully'). The new member gets an email with a reset code and sets their own password (ResetPassword status).
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import { emptyStaffCreateValues, staffCreateInputOf, staffCreateSchema, type StaffCreateValues, type StaffMember } from './staff.form';

export const staffCreate = {
  /** The form, starting from `values` (a kept draft's, or empty). */
  form: (values: StaffCreateValues = emptyStaffCreateValues): FormDescription<StaffCreateValues, StaffMember> => ({
    values,
    schema: staffCreateSchema,
    successMessage: successMessages.staffCreated,
    submit: async (input, call) => dataOf(await portalClient.POST('/staff/create', { body: staffCreateInputOf(input), ...call })),
  }),
};
