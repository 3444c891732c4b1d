// /class-management: the state's classes as cards (class type, arms; the info dialog has the description; the edit
// link opens /class-management/edit-class/{id}), with 'Create Class' (a dialog with the class form) and the link to
// /class-management/configure.
import { pageTitles } from '../../../app/pages';
import { Button, Dialog, Link, Modal, PlusIcon } from '../../../ui';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { EntityCardList } from '../../shared/EntityCardList';
import { PageHeader } from '../../shared/PageHeader';
import { ClassForm } from './ClassForm';
import { emptyClassValues, type Class, type ClassType } from './classForm';

export interface ClassListViewProps {
  classes: readonly Class[];
  classTypes: readonly ClassType[];
  /** The create form's submit flow. */
  create: FormSubmissionActor;
  isCreateOpen: boolean;
  onCreateOpenChange: (open: boolean) => void;
}

export function classFields(record: Class) {
  return [
    { label: 'Class type', value: record.classType },
    { label: 'Arms', value: record.arms.join(', ') },
  ];
}

export function ClassListView({ classes, classTypes, create, isCreateOpen, onCreateOpenChange }: ClassListViewProps) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader
        title={pageTitles.classManagement}
        intro="The classes of your state. Configure which ones your schools offer, or create a class."
        actions={
          <>
            <Link href="/class-management/configure" variant="standalone">
              Configure classes
            </Link>
            <Button onPress={() => onCreateOpenChange(true)}>
              <PlusIcon />
              Create Class
            </Button>
          </>
        }
      />
      <EntityCardList
        aria-label="Classes"
        items={classes}
        title={(record) => record.name}
        fields={classFields}
        badge={(record) => (record.offered ? null : 'Not offered')}
        info={(record) => [{ label: 'Description', value: record.description }, ...classFields(record)]}
        editHref={(record) => `/class-management/edit-class/${record.id}`}
      />
      <Modal isOpen={isCreateOpen} onOpenChange={onCreateOpenChange} isDismissable={false}>
        <Dialog title="Create Class">
          {({ close }) => (
            <ClassForm
              actor={create}
              aria-label="Create Class"
              classTypes={classTypes}
              initialValues={emptyClassValues}
              submitLabel="Create Class"
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
