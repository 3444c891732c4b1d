// The signed-in staff's state (SPEC section 3), described once: its contact details, its terms and its logo.
import { portalClient } from '../../api/client';
import { dataOf } from '../../api/errors';
import { successMessages } from '../../lib/messages';
import type { FormDescription } from '../../machines/formSubmission.machine';
import { imageBody, imageForm, type ImageFormValues } from '../../shared/image.form';
import {
  contactSchema,
  contactValuesOf,
  stateUpdateOf,
  terminologiesUpdateOf,
  terminologyValuesOf,
  type StateContactValues,
  type StateDetails,
  type TerminologyValues,
} from './state.form';

export const state = {
  /** PATCH /state/update: 'State Profile Updated Successfully'. */
  contactForm: (details: StateDetails): FormDescription<StateContactValues, StateDetails> => ({
    values: contactValuesOf(details),
    schema: contactSchema,
    successMessage: successMessages.stateProfileUpdated,
    submit: async (values, call) => dataOf(await portalClient.PATCH('/state/update', { body: stateUpdateOf(values), ...call })),
  }),

  /** PATCH /state/state-terminologies-configuration: 'Terminologies Updated Successfully'. */
  terminologiesForm: (details: StateDetails): FormDescription<TerminologyValues, StateDetails> => ({
    values: terminologyValuesOf(details),
    successMessage: successMessages.terminologiesUpdated,
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/state/state-terminologies-configuration', { body: terminologiesUpdateOf(values), ...call })),
  }),

  /** PATCH /state/upload-logo/{id}: 'State Profile Updated Successfully'. */
  logoForm: (details: StateDetails): FormDescription<ImageFormValues, StateDetails> =>
    imageForm(successMessages.stateProfileUpdated, async (values, call) =>
      dataOf(await portalClient.PATCH('/state/upload-logo/{id}', { params: { path: { id: details.id } }, ...imageBody(values), ...call })),
    ),
};
