// The signed-in user's own profile (/dashboard/profile): their picture, what they may not change, and a form for the
// rest. Both submits go through formSubmission actors the route creates (PATCH /staff/update/{id} with 'Profile
// Updated Successfully', PATCH /staff/update-profile-picture/{id} with 'Profile Picture Updated Successfully').
// The Oracle, Tescom and Subeb number labels are the state's terms.
import { parseDate as parseCalendarDate, type CalendarDate } from '@internationalized/date';
import type { FormEvent, ReactNode } from 'react';
import type { Terminology } from '../services/terminology';
import type { FormSubmissionActor } from '../machines/formSubmission.machine';
import type { Staff } from '../machines/session.machine';
import { Banner, Button, Card, DatePicker, Form, FormActions, Select, SelectItem, TextField } from '../ui';
import { ProfileFacts, ProfilePictureCard } from './ProfileCards';
import { ProfileLayout } from './ProfileLayout';
import { useFramedForm } from './useFramedForm';
import { useSubmission } from './useSubmission';
import { maritalStatuses, titles, type ProfileValues } from './profile.form';
import './profile.css';
import { GenderSelect, PhoneNumberField } from './PersonFields';

/** The picker's value for a YYYY-MM-DD string, or null when there is none (or it is not a date). */
function calendarDateOf(value: string): CalendarDate | null {
  try {
    return value ? parseCalendarDate(value) : null;
  } catch {
    return null;
  }
}

export interface ProfileFormProps {
  terms: Terminology;
  details: FormSubmissionActor;
  /** The card's heading, which names the form too. */
  title?: string;
  /** Fields a longer form adds after these (the staff form's places and employment dates), inside the same form. */
  children?: ReactNode;
}

/** The user-profile fields of the staff form; the staff member's page adds the rest of the staff form as `children`. */
export function ProfileForm({ terms, details, title = 'Personal details', children }: ProfileFormProps) {
  const { values, busy, set, message: fieldError, submit: send } = useFramedForm<ProfileValues>(details);
  const { error } = useSubmission(details);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const dob = calendarDateOf(values.dob);

  return (
    <Card title={title} headingLevel={2}>
      <Form aria-label={title} validationBehavior="aria" onSubmit={submit} className="Profile-form">
        <div className="Profile-grid">
          <Select
            label="Title"
            selectedKey={values.title}
            onSelectionChange={(key) => set('title')(String(key) as ProfileValues['title'])}
            items={titles.map((t) => ({ id: t }))}
            isRequired
            {...fieldError('title')}
          >
            {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
          </Select>
          <TextField label="First name" value={values.firstName} onChange={set('firstName')} isRequired {...fieldError('firstName')} />
          <TextField label="Middle name" value={values.middleName} onChange={set('middleName')} {...fieldError('middleName')} />
          <TextField label="Last name" value={values.lastName} onChange={set('lastName')} isRequired {...fieldError('lastName')} />
          <TextField label="Email" type="email" value={values.email} onChange={set('email')} isRequired {...fieldError('email')} />
          <PhoneNumberField value={values.phoneNumber} onChange={set('phoneNumber')} {...fieldError('phoneNumber')} />
          <GenderSelect value={values.gender} onChange={set('gender')} {...fieldError('gender')} />
          <DatePicker
            label="Date of birth"
            value={dob}
            onChange={(date) => set('dob')(date ? date.toString() : '')}
            disallowFuture
            {...fieldError('dob')}
          />
          <Select
            label="Marital status"
            selectedKey={values.maritalStatus || null}
            onSelectionChange={(key) => set('maritalStatus')(key === null ? '' : String(key))}
            items={maritalStatuses.map((m) => ({ id: m }))}
          >
            {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
          </Select>
          <TextField label="Area of specialization" value={values.areaOfSpecialization} onChange={set('areaOfSpecialization')} />
          <TextField label={terms.oracleNumber} value={values.oracleNumber} onChange={set('oracleNumber')} />
          <TextField label={terms.tescomNumber} value={values.tescomNumber} onChange={set('tescomNumber')} />
          <TextField label={terms.subebNumber} value={values.subebNumber} onChange={set('subebNumber')} />
          <TextField label="Address" className="Profile-wide" value={values.address} onChange={set('address')} />
        </div>
        {children}
        {error && <Banner tone="error">{error}</Banner>}
        <FormActions>
          <Button type="submit" isPending={busy}>
            Save changes
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}

export interface ProfileViewProps {
  staff: Staff;
  terms: Terminology;
  /** PATCH /staff/update/{id}. */
  details: FormSubmissionActor;
  /** PATCH /staff/update-profile-picture/{id}. */
  picture: FormSubmissionActor;
}

export function ProfileView({ staff, terms, details, picture }: ProfileViewProps) {
  return (
    <ProfileLayout
      title="User Profile"
      lead={`${staff.title} ${staff.firstName} ${staff.lastName} · ${staff.email}`}
      sideWidth="third"
      side={
        <>
          <ProfilePictureCard staff={staff} picture={picture} />
          <ProfileFacts staff={staff} terms={terms} />
        </>
      }
    >
      <ProfileForm terms={terms} details={details} />
    </ProfileLayout>
  );
}
