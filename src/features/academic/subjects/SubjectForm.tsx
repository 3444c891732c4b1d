// The subject form, for creating (in the list page's dialog) and editing (/subject-management/edit-subject/{id}):
// name, subject code, description and the topic picker. The picker is the form's own actor, started with the
// subject's topics; its chips go with the fields as `topicIds` and `topicsToCreate` (a SubjectSubmission).
import { useActorRef } from '@xstate/react';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { topicChoicesOf, topicPickerMachine, type Topic } from './topicPicker.machine';
import { TextField } from '../../../ui';
import { FormFrame, type FramedFormProps } from '../../../shared/FormFrame';
import { useFramedForm } from '../../../shared/useFramedForm';
import type { SubjectFormValues } from './subjects.form';
import { TopicPicker } from './TopicPicker';

export interface SubjectFormProps extends FramedFormProps {
  actor: FormSubmissionActor;
  initialTopics?: readonly Topic[];
  /** The topic picker's machine (stories give it a stand-in search). */
  topicPickerLogic?: typeof topicPickerMachine;
}

export function SubjectForm({ actor, initialTopics = [], topicPickerLogic = topicPickerMachine, ...frame }: SubjectFormProps) {
  const picker = useActorRef(topicPickerLogic, { input: { selected: initialTopics } });
  const { values, busy, set, message, submit } = useFramedForm<SubjectFormValues>(actor);
  return (
    <FormFrame {...frame} actor={actor} onSubmit={() => submit(topicChoicesOf(picker.getSnapshot().context))}>
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
