// Classes (SPEC section 3), described once: the reads, the create and edit forms (values, rules, call, messages).
import { portalClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { dataOf } from '../../../api/errors';
import { academicMessages, successMessages } from '../../../lib/messages';
import type { FormDescription } from '../../../machines/formSubmission.machine';
import type { CallOptions } from '../../../shared/calls';
import {
  addClassesRequestOf,
  classFormSchema,
  classInputOf,
  classValuesOf,
  emptyClassValues,
  type Class,
  type ClassFormValues,
} from './classes.form';
import { offeringValuesOf, type OfferingValues } from '../offering.form';

type StateDetails = components['schemas']['StateDetails'];

export const classes = {
  list: async (call: CallOptions) => dataOf(await portalClient.GET('/class/view-all', call)).classes,
  types: async (call: CallOptions) => dataOf(await portalClient.GET('/class-arm/list-of-class-types', call)).classType,
  view: async (id: string, call: CallOptions) => dataOf(await portalClient.GET('/class/view/{id}', { params: { path: { id } }, ...call })),

  /** POST /class/add: 'Class Created Successfully'. */
  createForm: {
    values: emptyClassValues,
    schema: classFormSchema,
    successMessage: successMessages.classCreated,
    submit: async (values, call) => dataOf(await portalClient.POST('/class/add', { body: classInputOf(values), ...call })),
  } satisfies FormDescription<ClassFormValues, Class>,

  /** PATCH /class/update/{id}: 'Class Updated Successfully', then back to the list. */
  updateForm: (record: Class): FormDescription<ClassFormValues, Class> => ({
    values: classValuesOf(record),
    schema: classFormSchema,
    successMessage: successMessages.classUpdated,
    redirectTo: '/class-management',
    submit: async (values, call) =>
      dataOf(await portalClient.PATCH('/class/update/{id}', { params: { path: { id: record.id } }, body: classInputOf(values), ...call })),
  }),

  /** PATCH /state/add-classes-to-state: the classes the state offers; then the class list. */
  configureForm: (list: readonly Class[]): FormDescription<OfferingValues, StateDetails> => ({
    values: offeringValuesOf(list),
    successMessage: academicMessages.classesConfigured,
    redirectTo: '/class-management',
    submit: async (values, call) => dataOf(await portalClient.PATCH('/state/add-classes-to-state', { body: addClassesRequestOf(values), ...call })),
  }),
};
