// /subject-management: the state's subjects as cards (name, description, subject code and edit link, SPEC section 2;
// the info dialog lists its topics), with 'Create Subject' (a dialog with the subject form and its topic picker) and
// the link to /subject-management/configure.
import { pageTitles } from '../../../app/pages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import type { topicPickerMachine } from '../../../machines/topicPicker.machine';
import { Button, Dialog, Link, Modal, PlusIcon } from '../../../ui';
import { EntityCardList } from '../../shared/EntityCardList';
import { PageHeader } from '../../shared/PageHeader';
import { SubjectForm } from './SubjectForm';
import { emptySubjectValues, type Subject } from './subjectForm';

export interface SubjectListViewProps {
  subjects: readonly Subject[];
  create: FormSubmissionActor;
  isCreateOpen: boolean;
  onCreateOpenChange: (open: boolean) => void;
  topicPickerLogic?: typeof topicPickerMachine;
}

export function SubjectListView({ subjects, create, isCreateOpen, onCreateOpenChange, topicPickerLogic }: SubjectListViewProps) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={pageTitles.subjectManagement}
        intro="The subjects of your state with their topics. Configure which ones your schools offer, or create a subject."
        actions={
          <>
            <Link href="/subject-management/configure" variant="standalone">
              Configure subjects
            </Link>
            <Button onPress={() => onCreateOpenChange(true)}>
              <PlusIcon />
              Create Subject
            </Button>
          </>
        }
      />
      <EntityCardList
        aria-label="Subjects"
        items={subjects}
        title={(subject) => subject.name}
        fields={(subject) => [
          { label: 'Description', value: subject.description },
          { label: 'Subject code', value: subject.subjectCode },
        ]}
        badge={(subject) => (subject.offered ? null : 'Not offered')}
        info={(subject) => [
          { label: 'Subject code', value: subject.subjectCode },
          { label: 'Description', value: subject.description },
          { label: 'Topics', value: subject.topics.map((topic) => topic.name).join(', ') },
        ]}
        editHref={(subject) => `/subject-management/edit-subject/${subject.id}`}
      />
      <Modal isOpen={isCreateOpen} onOpenChange={onCreateOpenChange} isDismissable={false} size="large">
        <Dialog title="Create Subject">
          {({ close }) => (
            <SubjectForm
              actor={create}
              aria-label="Create Subject"
              initialValues={emptySubjectValues}
              topicPickerLogic={topicPickerLogic}
              submitLabel="Create Subject"
              secondaryActions={
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
              }
            />
          )}
        </Dialog>
      </Modal>
    </section>
  );
}
