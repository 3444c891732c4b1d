// The district creation form (SPEC sections 2, 3 and 5), every label in the state's term for a district: its name,
// country → state → local government (each enabled once the one before it is chosen, and cleared when it changes),
// the address widget, phone numbers and emails added as chips (a phone only with ten digits after +234), and its
// administrator, who gets an email with a code to set their password. Button 'Create District'.
import type { Key, KeyboardEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { addressLookupMachine } from '../../machines/addressLookup.machine';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import { titles } from '../../shared/profile.form';
import {
  canAddEmail,
  canAddPhone,
  districtPlaceChange,
  emailChipAdded,
  phoneChipAdded,
  type DistrictAdministratorValues,
  type DistrictFormValues,
} from './districts.form';
import type { Places } from '../../shared/places';
import { useTerminology } from '../../services/AppServices';
import { Button, Select, SelectItem, Tag, TagGroup, TextField } from '../../ui';
import { PhoneNumberField } from '../../shared/PhoneNumberField';
import { AddressField } from '../../shared/AddressField';
import { FormFrame } from '../../shared/FormFrame';
import { useFramedForm, type FieldMessage } from '../../shared/useFramedForm';
import { PlaceSelects } from '../../shared/ChoiceSelect';
import '../../shared/profile.css';
import './districts.css';

export interface DistrictFormProps {
  actor: FormSubmissionActor;
  /** Countries, their states and local governments (the enums' fullStateEnum). */
  places: Places;
  /** The address widget's machine (stories give it stand-in calls). */
  addressLogic?: typeof addressLookupMachine;
}

/** Enter in a chip's box adds the chip, instead of sending the form. */
const onEnter = (add: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
};

interface ChipsFieldProps {
  /** The box a chip is typed in. */
  field: ReactNode;
  addLabel: string;
  canAdd: boolean;
  onAdd: () => void;
  chipsLabel: string;
  chips: { id: string; text: string }[];
  onRemove: (keys: Set<Key>) => void;
  errorMessage: string | undefined;
}

/** A box, its Add button, and what was added as removable chips. */
function ChipsField({ field, addLabel, canAdd, onAdd, chipsLabel, chips, onRemove, errorMessage }: ChipsFieldProps) {
  return (
    <div className="DistrictForm-chips">
      {field}
      <Button variant="secondary" onPress={onAdd} isDisabled={!canAdd}>
        {addLabel}
      </Button>
      <TagGroup
        label={chipsLabel}
        items={chips}
        onRemove={onRemove}
        renderEmptyState={() => <span className="DistrictForm-none">None added yet</span>}
        errorMessage={errorMessage}
      >
        {(chip) => (
          <Tag id={chip.id} textValue={chip.text} removeLabel={`Remove ${chip.text}`}>
            {chip.text}
          </Tag>
        )}
      </TagGroup>
    </div>
  );
}

export function DistrictForm({ actor, places, addressLogic }: DistrictFormProps) {
  const terms = useTerminology();
  const { values, busy, set, message, submit } = useFramedForm<DistrictFormValues>(actor);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const change = (changed: Partial<DistrictFormValues> | null) => changed && actor.send({ type: 'form.changed', values: changed });
  const setAdministrator = (field: keyof DistrictAdministratorValues) => (value: string) =>
    change({ administrator: { ...values.administrator, [field]: value } });
  const administratorMessage = (field: keyof DistrictAdministratorValues): FieldMessage => {
    const errorMessage = fieldErrors[`administrator.${field}`] ?? fieldErrors[`administrator.${field}.number`];
    return { isInvalid: errorMessage !== undefined, errorMessage };
  };
  const addPhone = () => change(phoneChipAdded(values));
  const addEmail = () => change(emailChipAdded(values));
  const term = terms.district;
  return (
    <FormFrame actor={actor} aria-labelledby="page-title" submitLabel={`Create ${term}`} onSubmit={() => submit()}>
      <fieldset className="Profile-group" disabled={busy}>
        <legend>{term} details</legend>
        <div className="Profile-grid">
          <TextField
            label={`${term} name`}
            description="Under 15 characters"
            isRequired
            value={values.name}
            onChange={set('name')}
            {...message('name')}
          />
          <PlaceSelects
            value={{ country: values.country, state: values.state, localGovernment: values.localGovernment }}
            places={places}
            onChange={(part, value) => change(districtPlaceChange(part, value))}
            noneLabel="Not chosen"
            message={message}
          />
          <div className="Profile-wide">
            <AddressField
              label={`${term} address`}
              isRequired
              initialValue={{ address: values.address, coordinates: values.addressCoordinates }}
              onChange={({ address, coordinates }) => change({ address, addressCoordinates: coordinates })}
              state={values.state}
              logic={addressLogic}
              {...message('address')}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="Profile-group" disabled={busy}>
        <legend>{term} contacts</legend>
        <div className="Profile-grid">
          <ChipsField
            field={
              <PhoneNumberField
                label={`${term} phone number`}
                description="+234, then the last ten digits; add as many as the office has."
                value={values.phoneDraft}
                onChange={set('phoneDraft')}
                onKeyDown={onEnter(addPhone)}
                {...message('phoneDraft')}
              />
            }
            addLabel="Add phone number"
            canAdd={canAddPhone(values)}
            onAdd={addPhone}
            chipsLabel={`${term} phone numbers`}
            chips={values.districtPhoneNumbers.map((number) => ({ id: number, text: `+234 ${number}` }))}
            onRemove={(keys) => change({ districtPhoneNumbers: values.districtPhoneNumbers.filter((number) => !keys.has(number)) })}
            errorMessage={message('districtPhoneNumbers').errorMessage}
          />
          <ChipsField
            field={
              <TextField
                label={`${term} email`}
                type="email"
                description="Add as many as the office has."
                value={values.emailDraft}
                onChange={set('emailDraft')}
                onKeyDown={onEnter(addEmail)}
                {...message('emailDraft')}
              />
            }
            addLabel="Add email"
            canAdd={canAddEmail(values)}
            onAdd={addEmail}
            chipsLabel={`${term} emails`}
            chips={values.districtEmails.map((email) => ({ id: email, text: email }))}
            onRemove={(keys) => change({ districtEmails: values.districtEmails.filter((email) => !keys.has(email)) })}
            errorMessage={message('districtEmails').errorMessage}
          />
        </div>
      </fieldset>
      <fieldset className="Profile-group" disabled={busy}>
        <legend>{term} administrator</legend>
        <p className="DistrictForm-note">
          The administrator gets an email with a code to set their password. They can work in the {term.toLowerCase()} once a
          super-admin approves it.
        </p>
        <div className="Profile-grid">
          <Select
            label="Title"
            isRequired
            selectedKey={values.administrator.title}
            onSelectionChange={(key) => setAdministrator('title')(String(key))}
            items={titles.map((title) => ({ id: title }))}
            {...administratorMessage('title')}
          >
            {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
          </Select>
          <TextField label="First name" isRequired value={values.administrator.firstName} onChange={setAdministrator('firstName')} {...administratorMessage('firstName')} />
          <TextField label="Last name" isRequired value={values.administrator.lastName} onChange={setAdministrator('lastName')} {...administratorMessage('lastName')} />
          <TextField
            label="Username"
            isRequired
            autoComplete="off"
            value={values.administrator.username}
            onChange={setAdministrator('username')}
            {...administratorMessage('username')}
          />
          <TextField label="Email" type="email" isRequired value={values.administrator.email} onChange={setAdministrator('email')} {...administratorMessage('email')} />
          <PhoneNumberField
            label="Phone number"
            description="+234, then the last ten digits"
            isRequired
            value={values.administrator.phoneNumber}
            onChange={setAdministrator('phoneNumber')}
            {...administratorMessage('phoneNumber')}
          />
        </div>
      </fieldset>
    </FormFrame>
  );
}
