// /subject-management: the state's subjects as cards (name, description, subject code and edit link, SPEC section 2;
// the info dialog lists its topics), with 'Create Subject' (a dialog with the subject form and its topic picker) and
// the link to /subject-management/configure.
import { pageTitles } from '../../../services/pages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import type { topicPickerMachine } from './topicPicker.machine';
import { EntityListPage, type CreateDialogState } from '../../../shared/EntityListPage';
import { SubjectForm } from './SubjectForm';
import type { Subject } from './subjects.form';

export interface SubjectListViewProps extends CreateDialogState {
  subjects: readonly Subject[];
  create: FormSubmissionActor;
  topicPickerLogic?: typeof topicPickerMachine;
}

export function SubjectListView({ subjects, create, topicPickerLogic, ...createDialog }: SubjectListViewProps) {
  return (
    <EntityListPage
      {...createDialog}
      title={pageTitles.subjectManagement}
      intro="The subjects of your state with their topics. Configure which ones your schools offer, or create a subject."
      configureLink={{ href: '/subject-management/configure', label: 'Configure subjects' }}
      createLabel="Create Subject"
      createForm={(frame) => <SubjectForm {...frame} actor={create} topicPickerLogic={topicPickerLogic} />}
      // The topic picker needs the room.
      createDialogSize="large"
      cards={{
        'aria-label': 'Subjects',
        items: subjects,
        title: (subject) => subject.name,
        fields: (subject) => [
          { label: 'Description', value: subject.description },
          { label: 'Subject code', value: subject.subjectCode },
        ],
        badge: (subject) => (subject.offered ? null : 'Not offered'),
        info: (subject) => [
          { label: 'Subject code', value: subject.subjectCode },
          { label: 'Description', value: subject.description },
          { label: 'Topics', value: subject.topics.map((topic) => topic.name).join(', ') },
        ],
        editHref: (subject) => `/subject-management/edit-subject/${subject.id}`,
      }}
    />
  );
}
