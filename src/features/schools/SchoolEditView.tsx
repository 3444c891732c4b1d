// /dashboard/school-management/edit-school/{id}: the school form filled with the school; 'School Updated
// Successfully', then back to the schools.
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { EntityEditPage } from '../../shared/EntityEditPage';
import { SchoolForm, type SchoolFormProps } from './SchoolForm';
import { schoolsPath, type School } from './schools.form';

export interface SchoolEditViewProps extends Pick<SchoolFormProps, 'categories' | 'districts' | 'staffAutocompleteLogic' | 'addressLogic'> {
  record: School;
  update: FormSubmissionActor;
}

export function SchoolEditView({ record, update, ...form }: SchoolEditViewProps) {
  return (
    <EntityEditPage
      name={record.name}
      backLink={{ href: schoolsPath, label: 'Back to schools' }}
      submitLabel="Save School"
      form={(frame) => <SchoolForm {...frame} {...form} actor={update} />}
    />
  );
}
