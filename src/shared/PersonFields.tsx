// The fields a person's form shares wherever it asks for them (a staff member's profile, a new staff member): the
// phone number as the last ten digits after +234, and the gender of SPEC section 3.
import { genders } from './profile.form';
import { phoneAsTyped } from '../lib/phoneNumber';
import { Select, SelectItem, TextField } from '../ui';

type FieldProps = { value: string; onChange: (value: string) => void; isInvalid?: boolean; errorMessage?: string };

const genderOptions = genders.map((gender) => ({ id: gender, name: gender === 'male' ? 'Male' : 'Female' }));

/** A phone number: required, and labelled 'Phone number', unless told otherwise (a guardian's). */
export function PhoneNumberField({ value, onChange, label = 'Phone number', isRequired = true, ...error }: FieldProps & { label?: string; isRequired?: boolean }) {
  return (
    <TextField
      label={label}
      description="+234, then the last ten digits"
      type="tel"
      inputMode="numeric"
      value={value}
      onChange={(typed) => onChange(phoneAsTyped(typed))}
      isRequired={isRequired}
      {...error}
    />
  );
}

export function GenderSelect({ value, onChange, ...error }: FieldProps) {
  return (
    <Select label="Gender" selectedKey={value || null} onSelectionChange={(key) => onChange(String(key))} items={genderOptions} isRequired {...error}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
