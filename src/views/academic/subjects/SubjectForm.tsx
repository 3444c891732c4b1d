// The subject form, for creating (in the list page's dialog) and editing (/subject-management/edit-subject/{id}):
// name, subject code, description and the topic picker. The picker is the form's own actor, started with the
// subject's topics; its chips go with the fields as `topicIds` and `topicsToCreate`.
import { useActorRef } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/validation';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { topicChoicesOf, topicPickerMachine, type Topic } from '../../../machines/topicPicker.machine';
import { TextField } from '../../../ui';
import { FormFrame, fieldMessage } from '../../shared/FormFrame';
import { useSubmission } from '../../shared/useSubmission';
import { subjectFormSchema, type SubjectFormValues, type SubjectSubmission } from './subjectForm';
import { TopicPicker } from './TopicPicker';

export interface SubjectFormProps {
  actor: FormSubmissionActor;
  initialValues: SubjectFormValues;
  initialTopics?: readonly Topic[];
  /** The topic picker's machine (stories give it a stand-in search). */
  topicPickerLogic?: typeof topicPickerMachine;
  submitLabel: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  secondaryActions?: ReactNode;
}

export function SubjectForm({
  actor,
  initialValues,
  initialTopics = [],
  topicPickerLogic = topicPickerMachine,
  submitLabel,
  secondaryActions,
  ...labelling
}: SubjectFormProps) {
  const picker = useActorRef(topicPickerLogic, { input: { selected: initialTopics } });
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, fieldErrors } = useSubmission(actor);
  const set = (field: keyof SubjectFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const message = (field: keyof SubjectFormValues) => fieldMessage(field, errors, fieldErrors);
  return (
    <FormFrame
      {...labelling}
      actor={actor}
      submitLabel={submitLabel}
      secondaryActions={secondaryActions}
      onSubmit={() => {
        setErrors(fieldErrorsOf(subjectFormSchema, values));
        const submission: SubjectSubmission = { ...values, ...topicChoicesOf(picker.getSnapshot().context) };
        actor.send({ type: 'form.submit', values: submission });
      }}
    >
      <TextField label="Subject name" isRequired value={values.name} onChange={set('name')} isDisabled={busy} {...message('name')} />
      <TextField
        label="Subject code"
        description="Such as MTH. Unique in your state."
        value={values.subjectCode}
        onChange={set('subjectCode')}
        isDisabled={busy}
        {...message('subjectCode')}
      />
      <TextField
        label="Description"
        multiline
        maxLength={500}
        value={values.description}
        onChange={set('description')}
        isDisabled={busy}
        {...message('description')}
      />
      <TopicPicker actor={picker} isDisabled={busy} />
    </FormFrame>
  );
}
