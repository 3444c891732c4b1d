// The school form, for creating (in the schools page's dialog) and editing (/dashboard/school-management/edit-school/
// {id}): name, district (labelled with the state's term), category (GET /school/category-list), the address widget,
// and the principal and vice principal picked with the staff autocomplete. Each picker is an actor of the form's own,
// started from the school's choice; what it chooses is a value of the form.
import { useActorRef } from '@xstate/react';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { staffAutocompleteMachine, type StaffAutocompleteLogic } from '../../machines/staffAutocomplete.machine';
import type { addressLookupMachine } from '../../machines/addressLookup.machine';
import { useStaff, useTerminology } from '../../services/AppServices';
import { Select, SelectItem, TextField } from '../../ui';
import { AddressField } from '../../shared/AddressField';
import { FormFrame, type FramedFormProps } from '../../shared/FormFrame';
import { StaffPicker } from '../../shared/StaffAutocomplete';
import { useFramedForm } from '../../shared/useFramedForm';
import type { SchoolCategory, SchoolFormValues, StaffChoice } from './schools.form';

export type DistrictOption = { id: string; name: string };

export interface SchoolFormProps extends FramedFormProps {
  actor: FormSubmissionActor;
  categories: readonly SchoolCategory[];
  /** The state's approved districts; null when they could not be read. */
  districts: readonly DistrictOption[] | null;
  /** The pickers' machine and the address widget's (stories give them stand-in calls). */
  staffAutocompleteLogic?: StaffAutocompleteLogic;
  addressLogic?: typeof addressLookupMachine;
}

export function SchoolForm({ actor, categories, districts, staffAutocompleteLogic = staffAutocompleteMachine, addressLogic, ...frame }: SchoolFormProps) {
  const { values, busy, set, message, submit } = useFramedForm<SchoolFormValues>(actor);
  const terms = useTerminology();
  // A school is in the state it is created in: its places come first among the address's suggestions.
  const schoolState = useStaff()?.stateDetails.name;
  const districtTerm = terms.district.toLocaleLowerCase();
  const districtNote =
    districts === null
      ? `The ${districtTerm} list could not be read: the school can be placed in a ${districtTerm} later.`
      : districts.length === 0
        ? `No approved ${districtTerm} yet: the school can be placed later.`
        : undefined;
  const principal = useActorRef(staffAutocompleteLogic, { input: { chosen: values.principal } });
  const vicePrincipal = useActorRef(staffAutocompleteLogic, { input: { chosen: values.vicePrincipal } });
  const choose = (field: 'principal' | 'vicePrincipal') => (staff: StaffChoice | null) =>
    set(field)(staff && { id: staff.id, name: staff.name });
  return (
    <FormFrame {...frame} actor={actor} onSubmit={() => submit()}>
      <TextField label="School name" isRequired value={values.name} onChange={set('name')} isDisabled={busy} {...message('name')} />
      <Select
        label={terms.district}
        placeholder={`Choose a ${districtTerm}`}
        description={districtNote}
        selectedKey={values.districtId || null}
        onSelectionChange={(key) => set('districtId')(key === null ? '' : String(key))}
        items={districts ?? []}
        isDisabled={busy || !districts?.length}
        {...message('districtId')}
      >
        {(district) => <SelectItem id={district.id}>{district.name}</SelectItem>}
      </Select>
      <Select
        label="Category"
        isRequired
        placeholder="Choose a category"
        selectedKey={values.category || null}
        onSelectionChange={(key) => set('category')(key === null ? '' : (String(key) as SchoolCategory))}
        items={categories.map((category) => ({ id: category }))}
        isDisabled={busy}
        {...message('category')}
      >
        {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
      </Select>
      <AddressField
        initialValue={values.address}
        onChange={set('address')}
        state={schoolState}
        logic={addressLogic}
        isDisabled={busy}
        {...message('address')}
      />
      <StaffPicker label="Principal" actor={principal} onChange={choose('principal')} isDisabled={busy} {...message('principal')} />
      <StaffPicker label="Vice principal" actor={vicePrincipal} onChange={choose('vicePrincipal')} isDisabled={busy} {...message('vicePrincipal')} />
    </FormFrame>
  );
}
