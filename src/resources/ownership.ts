// The state's ownership (SPEC sections 4 and 6): its owner hands it to another staff member of the state
// (POST /staff/transfer-right, 'Transfer Successfully'); the server then ends the old owner's sign-ins.
import { portalClient } from '../api/client';
import { dataOf } from '../api/errors';
import { successMessages } from '../lib/messages';
import type { FormDescription } from '../machines/formSubmission.machine';
import type { TransferValues } from './ownership.form';

export const ownership = {
  transferForm: {
    values: { newOwner: null },
    successMessage: successMessages.transferSuccessful,
    submit: async ({ newOwner }, call) =>
      dataOf(await portalClient.POST('/staff/transfer-right', { body: { staffId: newOwner?.id ?? '' }, ...call })),
  } satisfies FormDescription<TransferValues, { message: string }>,
};
