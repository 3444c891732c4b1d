// /staff-management/create (SPEC sections 2 and 3): a staff member created in two steps. Step 1, personal and
// employment details, ends with Next; step 2, origin, residence, address and posting, with Back and Create staff.
// The formSubmission actor holds the values and sends them; the formSteps actor owns the steps and the tab's draft;
// a uniquenessCheck actor per unique field says 'Email already taken' or 'Phone Number already in use' beside it.
// A refused step or submit moves the focus to the first field with a message.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { staffTypes } from '../../lib/constants';
import { validationMessages } from '../../lib/messages';
import { addressLookupMachine } from '../../machines/addressLookup.machine';
import type { FormSubmissionActor } from '../../machines/formSubmission.machine';
import type { FormStepsActor } from './formSteps.machine';
import { uniquenessCheckMachine, type UniqueField, type UniquenessCheckActor } from './uniquenessCheck.machine';
import { maritalStatuses, titles } from '../../shared/profile.form';
import { emptyStaffCreateValues, uniqueStaffFields, type StaffCreateField, type StaffCreateValues } from './staff.form';
import { placeChange } from './staffEdit.form';
import type { StaffFilterOptions } from '../../shared/filterOptions.calls';
import { useTerminology } from '../../services/AppServices';
import { Banner, Button, Link, Select, SelectItem, TextField } from '../../ui';
import { AddressField } from '../../shared/AddressField';
import { FormFrame } from '../../shared/FormFrame';
import { IsoDatePicker } from '../../shared/IsoDatePicker';
import { PageHeader } from '../../shared/PageHeader';
import { useFramedForm } from '../../shared/useFramedForm';
import { ChoiceSelect, PlaceFieldset } from '../../shared/ChoiceSelect';
import { dateLabels } from './StaffRecordFields';
import '../../shared/profile.css';
import { GenderSelect, PhoneNumberField } from '../../shared/PersonFields';

export interface StaffCreateViewProps {
  form: FormSubmissionActor;
  steps: FormStepsActor;
  options: Pick<StaffFilterOptions, 'districts' | 'schools' | 'places'>;
  /** Where Cancel goes. */
  listHref: string;
  /** The machines of the widgets (stories give them stand-in calls). */
  uniquenessLogic?: typeof uniquenessCheckMachine;
  addressLogic?: typeof addressLookupMachine;
}

type Checks = Record<UniqueField, UniquenessCheckActor>;

/** The uniqueness actors, each started from the value the form starts with. */
function useUniquenessChecks(logic: typeof uniquenessCheckMachine, values: StaffCreateValues): Checks {
  return {
    email: useActorRef(logic, { input: { field: 'email', value: values.email } }),
    phoneNumber: useActorRef(logic, { input: { field: 'phoneNumber', value: values.phoneNumber } }),
    username: useActorRef(logic, { input: { field: 'username', value: values.username } }),
  };
}

const isUnique = (field: string): field is UniqueField => (uniqueStaffFields as readonly string[]).includes(field);

export function StaffCreateView({
  form,
  steps,
  options,
  listHref,
  uniquenessLogic = uniquenessCheckMachine,
  addressLogic = addressLookupMachine,
}: StaffCreateViewProps) {
  const terms = useTerminology();
  const { values, busy, message: formMessage } = useFramedForm<StaffCreateValues>(form);
  const step = useSelector(steps, (s) => s.context.step);
  const stepTitles = useSelector(steps, (s) => s.context.steps.map((each) => each.title));
  const stepErrors = useSelector(steps, (s) => s.context.fieldErrors);
  const refusals = useSelector(steps, (s) => s.context.refusals);
  const restored = useSelector(steps, (s) => s.context.restored);
  const formRefused = useSelector(form, (s) => s.matches('invalid') || s.matches('failed'));
  const checks = useUniquenessChecks(uniquenessLogic, values);
  const taken = {
    email: useSelector(checks.email, (s) => s.context.message),
    phoneNumber: useSelector(checks.phoneNumber, (s) => s.context.message),
    username: useSelector(checks.username, (s) => s.context.message),
  };
  // Starting over gives the address widget a fresh actor.
  const [generation, setGeneration] = useState(0);

  const change = (changed: Partial<StaffCreateValues>) => {
    form.send({ type: 'form.changed', values: changed });
    steps.send({ type: 'steps.edited', values: changed });
    for (const [field, value] of Object.entries(changed)) {
      if (isUnique(field)) checks[field].send({ type: 'uniqueness.changed', value: String(value) });
    }
  };
  const set =
    <F extends StaffCreateField>(field: F) =>
    (value: StaffCreateValues[F]) =>
      change({ [field]: value } as Partial<StaffCreateValues>);
  const message = (field: StaffCreateField) => {
    const own = formMessage(field);
    const errorMessage = own.errorMessage ?? stepErrors[field] ?? (isUnique(field) ? (taken[field] ?? undefined) : undefined);
    return { isInvalid: errorMessage !== undefined, errorMessage };
  };

  const uniquenessProblems = () => Object.fromEntries(Object.entries(taken).filter(([, text]) => text !== null)) as Record<string, string>;
  const isLast = step === stepTitles.length - 1;
  const submit = () => (isLast ? form.send({ type: 'form.submit' }) : steps.send({ type: 'steps.next', problems: uniquenessProblems() }));
  const startOver = () => {
    form.send({ type: 'form.reset', values: emptyStaffCreateValues });
    steps.send({ type: 'steps.startedOver', values: emptyStaffCreateValues });
    for (const field of uniqueStaffFields) checks[field].send({ type: 'uniqueness.changed', value: '' });
    setGeneration((n) => n + 1);
  };

  // A submit refused for a field of an earlier step (a username taken meanwhile): back to that step.
  const formFieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  useEffect(() => {
    if (formRefused) steps.send({ type: 'steps.refused', fieldErrors: formFieldErrors });
  }, [formRefused, formFieldErrors, steps]);

  // A refused step or submit: the focus goes to the first field that says why.
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals === 0 && !formRefused) return;
    fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formRefused]);
  // A new step: its heading takes the focus, so a screen reader says where it is.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Sent back to a step by a refusal, the focus belongs to the field that says why.
    if (!steps.getSnapshot().matches({ editing: 'invalid' })) heading.current?.focus();
  }, [step, steps]);

  const { addressCoordinates: _coordinates, ...texts } = values;
  const schools = options.schools.filter((school) => school.districtId === values.districtId);
  const stepHeadingId = 'staff-create-step';

  return (
    <>
      <PageHeader title="Add staff" intro="The new staff member gets an email with a code to set their own password." />
      {restored && (
        <Banner
          tone="info"
          action={
            <Button variant="secondary" onPress={startOver}>
              Start over
            </Button>
          }
        >
          What you typed before the page was reloaded is back.
        </Banner>
      )}
      <h2 id={stepHeadingId} ref={heading} tabIndex={-1}>
        Step {step + 1} of {stepTitles.length}: {stepTitles[step]}
      </h2>
      <div ref={fields}>
        <FormFrame
          actor={form}
          aria-labelledby={stepHeadingId}
          submitLabel={isLast ? 'Create staff' : 'Next'}
          onSubmit={submit}
          secondaryActions={
            step === 0 ? (
              <Link href={listHref} variant="standalone">
                Cancel
              </Link>
            ) : (
              <Button variant="secondary" onPress={() => steps.send({ type: 'steps.back' })} isDisabled={busy}>
                Back
              </Button>
            )
          }
        >
          {step === 0 ? (
            <div className="Profile-grid">
              <Select
                label="Title"
                selectedKey={values.title}
                onSelectionChange={(key) => set('title')(String(key))}
                items={titles.map((title) => ({ id: title }))}
                isRequired
                {...message('title')}
              >
                {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
              </Select>
              <TextField label="First name" value={values.firstName} onChange={set('firstName')} isRequired {...message('firstName')} />
              <TextField label="Middle name" value={values.middleName} onChange={set('middleName')} {...message('middleName')} />
              <TextField label="Last name" value={values.lastName} onChange={set('lastName')} isRequired {...message('lastName')} />
              <TextField label="Username" value={values.username} onChange={set('username')} isRequired autoComplete="off" {...message('username')} />
              <TextField label="Email" type="email" value={values.email} onChange={set('email')} isRequired {...message('email')} />
              <PhoneNumberField value={values.phoneNumber} onChange={set('phoneNumber')} {...message('phoneNumber')} />
              <GenderSelect value={values.gender} onChange={set('gender')} {...message('gender')} />
              <IsoDatePicker label="Date of birth" value={values.dob} onChange={set('dob')} disallowFuture {...message('dob')} />
              <ChoiceSelect
                label="Marital status"
                value={values.maritalStatus}
                options={maritalStatuses.map((status) => ({ id: status, name: status }))}
                onChange={set('maritalStatus')}
                noneLabel="Not set"
              />
              <Select
                label="Staff type"
                selectedKey={values.staffType || null}
                onSelectionChange={(key) => set('staffType')(String(key))}
                items={staffTypes.map((type) => ({ id: type }))}
                isRequired
                {...message('staffType')}
              >
                {(item) => <SelectItem id={item.id}>{item.id}</SelectItem>}
              </Select>
              <TextField label={terms.oracleNumber} value={values.oracleNumber} onChange={set('oracleNumber')} {...message('oracleNumber')} />
              <TextField label={terms.tescomNumber} value={values.tescomNumber} onChange={set('tescomNumber')} {...message('tescomNumber')} />
              <TextField label={terms.subebNumber} value={values.subebNumber} onChange={set('subebNumber')} {...message('subebNumber')} />
              <TextField
                label="Area of specialization"
                value={values.areaOfSpecialization}
                onChange={set('areaOfSpecialization')}
                {...message('areaOfSpecialization')}
              />
              {(Object.keys(dateLabels) as (keyof typeof dateLabels)[]).map((field) => (
                <IsoDatePicker key={field} label={dateLabels[field]} value={values[field]} onChange={set(field)} disallowFuture {...message(field)} />
              ))}
            </div>
          ) : (
            <>
              {(['origin', 'residence'] as const).map((kind) => (
                <PlaceFieldset
                  key={kind}
                  kind={kind}
                  values={texts}
                  places={options.places}
                  noneLabel="Not set"
                  onChange={(part, value) => change(placeChange(kind, part, value))}
                  message={(field) => message(field as StaffCreateField)}
                  className="Profile-group"
                  gridClassName="Profile-grid"
                />
              ))}
              <fieldset className="Profile-group">
                <legend>Address and posting</legend>
                <div className="Profile-grid">
                  <div className="Profile-wide">
                    <AddressField
                      key={generation}
                      initialValue={{ address: values.address, coordinates: values.addressCoordinates }}
                      onChange={({ address, coordinates }) => change({ address, addressCoordinates: coordinates })}
                      state={values.stateOfResidence}
                      logic={addressLogic}
                      {...message('address')}
                    />
                  </div>
                  <ChoiceSelect
                    label={terms.district}
                    value={values.districtId}
                    options={options.districts}
                    onChange={(districtId) => change({ districtId, schoolId: '' })}
                    noneLabel="Not set"
                    {...message('districtId')}
                  />
                  <ChoiceSelect
                    label="School"
                    value={values.schoolId}
                    options={schools}
                    onChange={set('schoolId')}
                    noneLabel="Not set"
                    isDisabled={!values.districtId}
                    description={values.districtId ? undefined : `Choose a ${terms.district.toLowerCase()} first`}
                    {...message('schoolId')}
                  />
                </div>
              </fieldset>
            </>
          )}
          {Object.keys(stepErrors).length > 0 && <Banner tone="error">{validationMessages.formInvalid}</Banner>}
        </FormFrame>
      </div>
    </>
  );
}
