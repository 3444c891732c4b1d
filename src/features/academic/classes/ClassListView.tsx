// /class-management: the state's classes as cards (class type, arms; the info dialog has the description; the edit
// link opens /class-management/edit-class/{id}), with 'Create Class' (a dialog with the class form) and the link to
// /class-management/configure.
import { pageTitles } from '../../../services/pages';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { EntityListPage, type CreateDialogState } from '../../../shared/EntityListPage';
import { ClassForm } from './ClassForm';
import type { Class, ClassType } from './classes.form';

export interface ClassListViewProps extends CreateDialogState {
  classes: readonly Class[];
  classTypes: readonly ClassType[];
  /** The create form's submit flow. */
  create: FormSubmissionActor;
}

export function classFields(record: Class) {
  return [
    { label: 'Class type', value: record.classType },
    { label: 'Arms', value: record.arms.join(', ') },
  ];
}

export function ClassListView({ classes, classTypes, create, ...createDialog }: ClassListViewProps) {
  return (
    <EntityListPage
      {...createDialog}
      title={pageTitles.classManagement}
      intro="The classes of your state. Configure which ones your schools offer, or create a class."
      configureLink={{ href: '/class-management/configure', label: 'Configure classes' }}
      createLabel="Create Class"
      createForm={(frame) => <ClassForm {...frame} actor={create} classTypes={classTypes} />}
      cards={{
        'aria-label': 'Classes',
        items: classes,
        title: (record) => record.name,
        fields: classFields,
        badge: (record) => (record.offered ? null : 'Not offered'),
        info: (record) => [{ label: 'Description', value: record.description }, ...classFields(record)],
        editHref: (record) => `/class-management/edit-class/${record.id}`,
      }}
    />
  );
}
