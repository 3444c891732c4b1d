// /subject-management/edit-subject/{id}: the subject form with the subject's topics as chips. Saving updates the
// subject (PATCH /subject/update/{id}, keeping the chosen existing topics) and adds the new ones
// (PATCH /subject/add-topics-to-subject/{id}); then back to /subject-management.
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import type { topicPickerMachine } from './topicPicker.machine';
import { EntityEditPage } from '../../../shared/EntityEditPage';
import { SubjectForm } from './SubjectForm';
import type { Subject } from './subjects.form';

export interface SubjectEditViewProps {
  subject: Subject;
  update: FormSubmissionActor;
  topicPickerLogic?: typeof topicPickerMachine;
}

export function SubjectEditView({ subject, update, topicPickerLogic }: SubjectEditViewProps) {
  return (
    <EntityEditPage
      name={subject.name}
      backLink={{ href: '/subject-management', label: 'Back to subjects' }}
      submitLabel="Save Subject"
      form={(frame) => (
        <SubjectForm {...frame} actor={update} initialTopics={subject.topics} topicPickerLogic={topicPickerLogic} />
      )}
    />
  );
}
