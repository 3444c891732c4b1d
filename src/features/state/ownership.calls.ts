// Handing powers to one staff member (SPEC sections 4 and 6): the state's owner hands the state to another staff
// member of it (POST /staff/transfer-right, 'Transfer Successfully'; the server then ends the old owner's sign-ins),
// and a super-admin makes a staff member a super-admin (POST /staff/authorize-super-admin).
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import type { Staff } from '../../machines/session.machine';
import type { StaffChoiceValues } from '../../shared/ownership.form';

export const ownership = {
  transferForm: {
    values: { staff: null },
    successMessage: successMessages.transferSuccessful,
    submit: async ({ staff }, call) => dataOf(await portalClient.POST('/staff/transfer-right', { body: { staffId: staff?.id ?? '' }, ...call })),
  } satisfies FormDescription<StaffChoiceValues, { message: string }>,

  /** POST /staff/authorize-super-admin (super-admins only): the chosen staff member becomes a super-admin. */
  authorizeSuperAdminForm: {
    values: { staff: null },
    successMessage: null,
    submit: async ({ staff }, call) => dataOf(await portalClient.POST('/staff/authorize-super-admin', { body: { staffId: staff?.id ?? '' }, ...call })),
  } satisfies FormDescription<StaffChoiceValues, Staff>,
};
