// State-admin registration (SPEC sections 2, 3 and 5). The registration actor holds the values, checks each field as
// it is typed, checks email, username and phone number for uniqueness after the debounce, and registers; this view
// shows its snapshot and sends it what is typed.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { genderOptions } from '../../lib/constants';
import type { RegistrationActor, RegistrationField, UniqueField } from './registration.machine';
import {
  Banner,
  Button,
  ComboBox,
  ComboBoxItem,
  Form,
  Link,
  PasswordField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextField,
} from '../../ui';
import { focusFirstInvalid } from './focus';
import { PhoneNumberField } from '../../shared/PhoneNumberField';
import './auth.css';

export type RegistrationViewProps = {
  registration: RegistrationActor;
  /** The 37 state names (36 states and the FCT), from the route's loader. */
  states: readonly string[];
  /** The titles of `titleEnum`. */
  titles: readonly string[];
  loginHref?: string;
};

const genderLabels: Record<(typeof genderOptions)[number], string> = { male: 'Male', female: 'Female' };

const checkingText = 'Checking whether it is free…';

export function RegistrationView({ registration, states, titles, loginHref = '/login' }: RegistrationViewProps) {
  const values = useSelector(registration, (s) => s.context.values);
  const fieldErrors = useSelector(registration, (s) => s.context.fieldErrors);
  const uniqueness = useSelector(registration, (s) => s.context.uniqueness);
  const error = useSelector(registration, (s) => (s.hasTag('error') && s.matches({ form: 'editing' }) ? s.context.error : null));
  const submitting = useSelector(registration, (s) => s.matches({ form: 'submitting' }));
  const registered = useSelector(registration, (s) => s.matches({ form: 'registered' }));

  const pageRef = useRef<HTMLElement>(null);
  // Bumped by a refused submit: focus then moves to the first field with a message.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(pageRef.current);
  }, [attempt]);

  const change = (field: RegistrationField) => (value: string) =>
    registration.send({ type: 'registration.fieldChanged', field, value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || registered) return;
    registration.send({ type: 'registration.submit' });
    if (registration.getSnapshot().matches({ form: { editing: 'invalid' } })) setAttempt((n) => n + 1);
  };

  /** The props every text field shares: its value, its message, and what typing sends. */
  const field = (name: Exclude<RegistrationField, 'phoneNumber'>) => ({
    name,
    value: values[name],
    onChange: change(name),
    isInvalid: Boolean(fieldErrors[name]),
    errorMessage: fieldErrors[name],
  });
  const checking = (name: UniqueField) => (uniqueness[name] === 'checking' ? checkingText : undefined);

  return (
    <section ref={pageRef} className="auth-Page" aria-labelledby="register-title">
      <h1 id="register-title" className="auth-Title">
        Register your state
      </h1>
      <p className="auth-Lead">
        Create the state administrator&apos;s account. A portal administrator reviews every new state before its staff can
        use the portal.
      </p>

      {error && <Banner tone="error">{error}</Banner>}
      {registered && (
        <Banner tone="success" role="status">
          Registration complete. Opening the portal…
        </Banner>
      )}

      <Form onSubmit={submit} validationBehavior="aria" aria-labelledby="register-title">
        <div className="auth-Grid">
          <ComboBox
            label="State"
            name="stateName"
            defaultItems={states.map((name) => ({ id: name, name }))}
            selectedKey={values.stateName || null}
            onSelectionChange={(key) => change('stateName')(key === null ? '' : String(key))}
            isInvalid={Boolean(fieldErrors.stateName)}
            errorMessage={fieldErrors.stateName}
            placeholder="Type to search"
            emptyText="No state matches"
          >
            {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
          </ComboBox>
          <Select
            label="Title"
            name="title"
            items={titles.map((name) => ({ id: name, name }))}
            selectedKey={values.title || null}
            onSelectionChange={(key) => change('title')(key === null ? '' : String(key))}
            isInvalid={Boolean(fieldErrors.title)}
            errorMessage={fieldErrors.title}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          <TextField label="Middle name (optional)" autoComplete="additional-name" {...field('middleName')} />
          <TextField label="Email" type="email" autoComplete="email" description={checking('email')} {...field('email')} />
          <TextField
            label="Username"
            autoComplete="username"
            description={checking('username') ?? 'More than 5 characters: letters, numbers, dots, underscores or hyphens.'}
            {...field('username')}
          />
          <PhoneNumberField
            label="Phone number"
            name="phoneNumber"
            description={checking('phoneNumber') ?? 'The last ten digits, after +234.'}
            value={values.phoneNumber.number}
            onChange={change('phoneNumber')}
            isInvalid={Boolean(fieldErrors.phoneNumber)}
            errorMessage={fieldErrors.phoneNumber}
          />
          <RadioGroup
            label="Gender"
            name="gender"
            orientation="horizontal"
            value={values.gender || null}
            onChange={change('gender')}
            isInvalid={Boolean(fieldErrors.gender)}
            errorMessage={fieldErrors.gender}
          >
            {genderOptions.map((gender) => (
              <Radio key={gender} value={gender}>
                {genderLabels[gender]}
              </Radio>
            ))}
          </RadioGroup>
        </div>
        <div className="auth-Grid">
          <PasswordField
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters, with a capital letter, a number and a special character."
            {...field('password')}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        </div>
        <Button type="submit" className="auth-Submit" isPending={submitting || registered} pendingLabel="Registering">
          Register
        </Button>
      </Form>

      <p className="auth-Footnote">
        Already registered? <Link href={loginHref}>Login</Link>
      </p>
    </section>
  );
}
