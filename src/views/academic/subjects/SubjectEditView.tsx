// /subject-management/edit-subject/{id}: the subject form with the subject's topics as chips. Saving updates the
// subject (PATCH /subject/update/{id}, keeping the chosen existing topics) and adds the new ones
// (PATCH /subject/add-topics-to-subject/{id}); then back to /subject-management.
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import type { topicPickerMachine } from '../../../machines/topicPicker.machine';
import { Link } from '../../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { SubjectForm } from './SubjectForm';
import { subjectValuesOf, type Subject } from './subjectForm';

export interface SubjectEditViewProps {
  subject: Subject;
  update: FormSubmissionActor;
  topicPickerLogic?: typeof topicPickerMachine;
}

export function SubjectEditView({ subject, update, topicPickerLogic }: SubjectEditViewProps) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={`Edit ${subject.name}`} />
      <SubjectForm
        actor={update}
        aria-labelledby="page-title"
        initialValues={subjectValuesOf(subject)}
        initialTopics={subject.topics}
        topicPickerLogic={topicPickerLogic}
        submitLabel="Save Subject"
        secondaryActions={
          <Link href="/subject-management" variant="standalone" className="OfferingChecklist-link">
            Back to subjects
          </Link>
        }
      />
    </section>
  );
}
