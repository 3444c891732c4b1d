// Subjects (SPEC section 3), described once: the reads, the create and edit forms (values, rules, call, messages).
// A subject's form submits its fields with the topic picker's two lists (`SubjectSubmission`).
import { portalClient } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { dataOf } from '../../../api/errors';
import { academicMessages, successMessages } from '../../../lib/messages';
import type { FormDescription } from '../../../machines/formSubmission.machine';
import type { CallOptions } from '../../../shared/calls';
import { offeringValuesOf, type OfferingValues } from '../offering.form';
import {
  addSubjectsRequestOf,
  emptySubjectValues,
  subjectFormSchema,
  subjectInputOf,
  subjectUpdateOf,
  subjectValuesOf,
  type Subject,
  type SubjectSubmission,
} from './subjects.form';

type StateDetails = components['schemas']['StateDetails'];

/** The form starts without topics: the picker holds them until submit. */
const noTopics = { topicIds: [], topicsToCreate: [] };

export const subjects = {
  list: async (call: CallOptions) => dataOf(await portalClient.GET('/subject/view-all', call)).subjects,
  view: async (id: string, call: CallOptions) => dataOf(await portalClient.GET('/subject/view/{id}', { params: { path: { id } }, ...call })),

  /** POST /subject/add with `topicIds` and `topicsToCreate`: 'Subject Created Successfully'. */
  createForm: {
    values: { ...emptySubjectValues, ...noTopics },
    schema: subjectFormSchema,
    successMessage: successMessages.subjectCreated,
    submit: async (values, call) => dataOf(await portalClient.POST('/subject/add', { body: subjectInputOf(values), ...call })),
  } satisfies FormDescription<SubjectSubmission, Subject>,

  /**
   * PATCH /subject/update/{id} (the fields and the existing topics kept), then PATCH /subject/add-topics-to-subject/{id}
   * for the new topics; then back to the list.
   */
  updateForm: (subject: Subject): FormDescription<SubjectSubmission, Subject> => ({
    values: { ...subjectValuesOf(subject), ...noTopics },
    schema: subjectFormSchema,
    successMessage: academicMessages.subjectUpdated,
    redirectTo: '/subject-management',
    submit: async (values, call) => {
      const path = { params: { path: { id: subject.id } }, ...call };
      const saved = dataOf(await portalClient.PATCH('/subject/update/{id}', { ...path, body: subjectUpdateOf(values) }));
      if (values.topicsToCreate.length === 0) return saved;
      return dataOf(await portalClient.PATCH('/subject/add-topics-to-subject/{id}', { ...path, body: { topicsToCreate: values.topicsToCreate } }));
    },
  }),

  /** PATCH /state/add-subjects-to-state: the subjects the state offers; then the subject list. */
  configureForm: (list: readonly Subject[]): FormDescription<OfferingValues, StateDetails> => ({
    values: offeringValuesOf(list),
    successMessage: academicMessages.subjectsConfigured,
    redirectTo: '/subject-management',
    submit: async (values, call) =>
      dataOf(
        await portalClient.PATCH('/state/add-subjects-to-state', {
          body: addSubjectsRequestOf(values, list.map((subject) => subject.subjectCode)),
          ...call,
        }),
      ),
  }),
};
