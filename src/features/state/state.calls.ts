// The signed-in staff's state (SPEC section 3), described once: its contact details and its logo (its terms are the
// configuration page's).
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import { imageBody, imageForm, type ImageFormValues } from '../../shared/image.form';
import {
  contactSchema,
  contactValuesOf,
  stateUpdateOf,
  type StateContactValues,
  type StateDetails,
} from './state.form';

export const state = {
  /** PATCH /state/update: 'State Profile Updated Successfully'. */
  contactForm: (details: StateDetails): FormDescription<StateContactValues, StateDetails> => ({
    values: contactValuesOf(details),
    schema: contactSchema,
    successMessage: successMessages.stateProfileUpdated,
    submit: async (values, call) => dataOf(await portalClient.PATCH('/state/update', { body: stateUpdateOf(values), ...call })),
  }),

  /** PATCH /state/upload-logo/{id}: 'State Profile Updated Successfully'. */
  logoForm: (details: StateDetails): FormDescription<ImageFormValues, StateDetails> =>
    imageForm(successMessages.stateProfileUpdated, async (values, call) =>
      dataOf(await portalClient.PATCH('/state/upload-logo/{id}', { params: { path: { id: details.id } }, ...imageBody(values), ...call })),
    ),
};
