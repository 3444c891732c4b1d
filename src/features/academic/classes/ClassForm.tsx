// The class form, for creating (in the list page's dialog) and editing (/class-management/edit-class/{id}): name,
// class type (from GET /class-arm/list-of-class-types), arms and description. 'Class Created Successfully' or
// 'Class Updated Successfully', then the redirect.
import type { FormSubmissionActor } from '../../../machines/formSubmission.machine';
import { Select, SelectItem, TextField } from '../../../ui';
import { FormFrame, type FramedFormProps } from '../../../shared/FormFrame';
import { useFramedForm } from '../../../shared/useFramedForm';
import { descriptionMaxLength, type ClassFormValues, type ClassType } from './classes.form';

export interface ClassFormProps extends FramedFormProps {
  actor: FormSubmissionActor;
  classTypes: readonly ClassType[];
}

export function ClassForm({ actor, classTypes, ...frame }: ClassFormProps) {
  const { values, busy, set, message, submit } = useFramedForm<ClassFormValues>(actor);
  return (
    <FormFrame {...frame} actor={actor} onSubmit={() => submit()}>
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
