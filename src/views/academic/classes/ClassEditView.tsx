// /class-management/edit-class/{id}: the class form filled with the class; 'Class Updated Successfully', then back
// to /class-management.
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { Link } from '../../../ui';
import { PageHeader } from '../../shared/PageHeader';
import { ClassForm } from './ClassForm';
import { classValuesOf, type Class, type ClassType } from './classForm';

export function ClassEditView({ record, classTypes, update }: { record: Class; classTypes: readonly ClassType[]; update: FormSubmissionActor }) {
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={`Edit ${record.name}`} />
      <ClassForm
        actor={update}
        aria-labelledby="page-title"
        classTypes={classTypes}
        initialValues={classValuesOf(record)}
        submitLabel="Save Class"
        secondaryActions={
          <Link href="/class-management" variant="standalone" className="OfferingChecklist-link">
            Back to classes
          </Link>
        }
      />
    </section>
  );
}
