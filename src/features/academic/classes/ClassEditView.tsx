// /class-management/edit-class/{id}: the class form filled with the class; 'Class Updated Successfully', then back
// to /class-management.
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { EntityEditPage } from '../../../shared/EntityEditPage';
import { ClassForm } from './ClassForm';
import type { Class, ClassType } from './classes.form';

export function ClassEditView({ record, classTypes, update }: { record: Class; classTypes: readonly ClassType[]; update: FormSubmissionActor }) {
  return (
    <EntityEditPage
      name={record.name}
      backLink={{ href: '/class-management', label: 'Back to classes' }}
      submitLabel="Save Class"
      form={(frame) => <ClassForm {...frame} actor={update} classTypes={classTypes} />}
    />
  );
}
