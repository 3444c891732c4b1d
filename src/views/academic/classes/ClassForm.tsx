// The class form, for creating (in the list page's dialog) and editing (/class-management/edit-class/{id}): name,
// class type (from GET /class-arm/list-of-class-types), arms and description. 'Class Created Successfully' or
// 'Class Updated Successfully', then the redirect.
import { useState } from 'react';
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/validation';
import { Select, SelectItem, TextField } from '../../../ui';
import { FormFrame, fieldMessage } from '../../shared/FormFrame';
import { useSubmission } from '../../shared/useSubmission';
import { classFormSchema, descriptionMaxLength, type ClassFormValues, type ClassType } from './classForm';

export interface ClassFormProps {
  actor: FormSubmissionActor;
  classTypes: readonly ClassType[];
  initialValues: ClassFormValues;
  submitLabel: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  secondaryActions?: React.ReactNode;
}

export function ClassForm({ actor, classTypes, initialValues, submitLabel, secondaryActions, ...labelling }: ClassFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, fieldErrors } = useSubmission(actor);
  const set = (field: keyof ClassFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const message = (field: keyof ClassFormValues) => fieldMessage(field, errors, fieldErrors);
  return (
    <FormFrame
      {...labelling}
      actor={actor}
      submitLabel={submitLabel}
      secondaryActions={secondaryActions}
      onSubmit={() => {
        setErrors(fieldErrorsOf(classFormSchema, values));
        actor.send({ type: 'form.submit', values });
      }}
    >
      <TextField label="Class name" isRequired value={values.name} onChange={set('name')} isDisabled={busy} {...message('name')} />
      <Select
        label="Class type"
        isRequired
        placeholder="Choose a class type"
        selectedKey={values.classType || null}
        onSelectionChange={(key) => set('classType')(key === null ? '' : String(key))}
        items={classTypes.map((type) => ({ id: type }))}
        isDisabled={busy}
        {...message('classType')}
      >
        {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
      </Select>
      <TextField
        label="Class arms"
        description="Separated by commas, such as A, B, C. Leave empty for a class without arms."
        value={values.arms}
        onChange={set('arms')}
        isDisabled={busy}
        {...message('arms')}
      />
      <TextField
        label="Description"
        multiline
        maxLength={descriptionMaxLength}
        value={values.description}
        onChange={set('description')}
        isDisabled={busy}
        {...message('description')}
      />
    </FormFrame>
  );
}
