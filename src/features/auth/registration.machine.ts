// State-admin registration (POST /staff/register-state-admin). Each field is checked as it is typed (SPEC section 5);
// email, username and phone number are also checked for uniqueness 700 ms after the last keystroke, each in its own
// region so one check never waits for another. A successful registration signs the new admin in (the answer is a
// LoginResponse): the machine emits `registration.signedIn`, the app starts the session with it and goes to
// /subject-management/configure. On failure everything typed stays.
import {
  assign,
  emit,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { portalClient } from '../../api/client';
import { ApiError, dataOf, errorMessage } from '../../api/errors';
import { failureShownByCaller } from '../../api/middleware/failure';
import type { components } from '../../api/schema.gen';
import { defaultTitle, phoneCode, uniquenessCheckDebounceMs } from '../../lib/constants';
import { validationMessages } from '../../lib/messages';
import { emailSchema, fieldErrorsOf, phoneDigitsSchema, registrationSchema, usernameSchema, type FieldErrors } from '../../lib/validation';
import type { LoginResponse, Staff } from '../../machines/session.machine';

type Schemas = components['schemas'];
export type RegisterStateAdminRequest = Schemas['RegisterStateAdminRequest'];
type ExistsResponse = Schemas['ExistsResponse'];

/** The form as typed. `gender` is '' until chosen; the phone code is always +234. */
export type RegistrationValues = {
  stateName: string;
  title: string;
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
  username: string;
  phoneNumber: { code: string; number: string };
  gender: string;
  password: string;
  confirmPassword: string;
};

export type RegistrationField = keyof RegistrationValues;
export type UniqueField = 'email' | 'username' | 'phoneNumber';
export type Uniqueness = 'unchecked' | 'waiting' | 'checking' | 'available' | 'taken';

/** Where the app goes after registering (SPEC section 4). */
export const afterRegistrationPath = '/subject-management/configure';

export const emptyRegistration: RegistrationValues = {
  stateName: '',
  title: defaultTitle,
  firstName: '',
  lastName: '',
  middleName: '',
  email: '',
  username: '',
  phoneNumber: { code: phoneCode, number: '' },
  gender: '',
  password: '',
  confirmPassword: '',
};

export type RegistrationContext = {
  values: RegistrationValues;
  /** One message per field, keyed by field name (the phone number's under `phoneNumber`). */
  fieldErrors: FieldErrors;
  uniqueness: Record<UniqueField, Uniqueness>;
  /** The form-level message: the default validation text, or the server's message. */
  error: string | null;
  /** The sign-in the registration answered with. */
  session: LoginResponse | null;
};

export type RegistrationEvent =
  /** One field typed; for `phoneNumber` the value is the ten digits. */
  | { type: 'registration.fieldChanged'; field: RegistrationField; value: string }
  /** Several fields at once (autofill, a restored draft). */
  | { type: 'registration.valuesChanged'; values: Partial<RegistrationValues> }
  | { type: 'registration.submit' }
  /** Raised by the form region for the uniqueness regions. */
  | { type: 'registration.uniqueValueChanged'; field: UniqueField };

/** Emitted once registered: the app sends `session.started` with it and navigates to afterRegistrationPath. */
export type RegistrationSignedIn = { type: 'registration.signedIn'; authorizationToken: string; staff: Staff };

const uniqueFields: readonly UniqueField[] = ['email', 'username', 'phoneNumber'];

const takenMessages: Record<UniqueField, string> = {
  email: validationMessages.emailTaken,
  username: validationMessages.usernameTaken,
  phoneNumber: validationMessages.phoneTaken,
};

/** The value a uniqueness check sends, and whether it is worth checking yet. */
const uniqueValue = (values: RegistrationValues, field: UniqueField): string =>
  field === 'phoneNumber' ? values.phoneNumber.number.trim() : values[field].trim();

const checkable: Record<UniqueField, (value: string) => boolean> = {
  email: (value) => emailSchema.safeParse(value).success,
  username: (value) => usernameSchema.safeParse(value).success,
  phoneNumber: (value) => phoneDigitsSchema.safeParse(value).success,
};

function withChange(values: RegistrationValues, field: RegistrationField, value: string): RegistrationValues {
  if (field === 'phoneNumber') return { ...values, phoneNumber: { code: phoneCode, number: value } };
  return { ...values, [field]: value };
}

/** Validation errors keyed by field (`phoneNumber.number` becomes `phoneNumber`). */
function validationErrors(values: RegistrationValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(registrationSchema, values))) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= message;
  }
  return errors;
}

/** The fields whose message may change when `field` changes. */
const affected = (field: RegistrationField): RegistrationField[] =>
  field === 'password' ? ['password', 'confirmPassword'] : [field];

/** A server field such as `body.phoneNumber.number` or `email`, as a form field. */
function formFieldOf(serverField: string): RegistrationField | null {
  const field = serverField.replace(/^body\./, '').split('.')[0];
  return field && field in emptyRegistration ? (field as RegistrationField) : null;
}

export function toRegisterRequest(values: RegistrationValues): RegisterStateAdminRequest {
  const middleName = values.middleName.trim();
  return {
    stateName: values.stateName.trim(),
    title: values.title as RegisterStateAdminRequest['title'],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(middleName ? { middleName } : {}),
    email: values.email.trim(),
    username: values.username.trim(),
    phoneNumber: { code: phoneCode, number: values.phoneNumber.number.trim() },
    gender: values.gender as RegisterStateAdminRequest['gender'],
    password: values.password,
  };
}

/** One uniqueness region: unchecked → waiting (debounce) → checking → available | taken. */
function uniquenessRegion<F extends UniqueField, S extends string>(field: F, src: S) {
  // Every state of the region answers a change of its value the same way. The transition lives on each state,
  // not on the region: a re-entering transition on a region of a parallel state would re-enter its siblings too.
  const onChange = {
    'registration.uniqueValueChanged': [
      // reenter restarts the debounce (and cancels a check in flight) on every keystroke.
      { guard: { type: 'isCheckable', params: { field } }, target: 'waiting', reenter: true },
      { guard: { type: 'isField', params: { field } }, target: 'unchecked', reenter: true },
    ],
  } as const;
  return {
    initial: 'unchecked',
    states: {
      unchecked: {
        entry: { type: 'markUniqueness', params: { field, status: 'unchecked' } },
        on: onChange,
      },
      waiting: {
        entry: { type: 'markUniqueness', params: { field, status: 'waiting' } },
        after: { uniquenessCheckDebounce: 'checking' },
        on: onChange,
      },
      checking: {
        entry: { type: 'markUniqueness', params: { field, status: 'checking' } },
        invoke: {
          id: src,
          src,
          input: ({ context }: { context: RegistrationContext }) => ({ value: uniqueValue(context.values, field) }),
          onDone: [
            {
              guard: { type: 'isTaken', params: ({ event }: { event: { output: ExistsResponse } }) => event.output },
              target: 'taken',
            },
            { target: 'available' },
          ],
          // A check that fails blocks nothing: the server checks again on submit.
          onError: 'unchecked',
        },
        on: onChange,
      },
      available: {
        entry: { type: 'markUniqueness', params: { field, status: 'available' } },
        on: onChange,
      },
      taken: {
        tags: 'error',
        entry: [{ type: 'markUniqueness', params: { field, status: 'taken' } }, { type: 'showTaken', params: { field } }],
        on: onChange,
      },
    },
  } as const;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { values?: Partial<RegistrationValues> } | void,
    tags: {} as 'busy' | 'error',
    emitted: {} as RegistrationSignedIn,
  },
  actors: {
    checkEmail: fromPromise<ExistsResponse, { value: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.GET('/staff/email-exists/{v}', { params: { path: { v: input.value } }, signal })),
    ),
    checkUsername: fromPromise<ExistsResponse, { value: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.GET('/staff/username-exists/{v}', { params: { path: { v: input.value } }, signal })),
    ),
    checkPhoneNumber: fromPromise<ExistsResponse, { value: string }>(async ({ input, signal }) =>
      dataOf(await portalClient.GET('/staff/phone-number-exists/{v}', { params: { path: { v: input.value } }, signal })),
    ),
    register: fromPromise<LoginResponse, RegisterStateAdminRequest>(async ({ input, signal }) =>
      // The form shows a refusal beside its fields and in its banner: no notification on top.
      dataOf(await portalClient.POST('/staff/register-state-admin', { body: input, signal, headers: failureShownByCaller })),
    ),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'registration.fieldChanged') return {};
      const values = withChange(context.values, event.field, event.value);
      const errors = validationErrors(values);
      const fieldErrors = { ...context.fieldErrors };
      for (const field of affected(event.field)) {
        // confirmPassword only speaks up once it has been typed in.
        const message = field === 'confirmPassword' && !values.confirmPassword ? undefined : errors[field];
        if (message) fieldErrors[field] = message;
        else delete fieldErrors[field];
      }
      return { values, fieldErrors, error: null };
    }),
    setValues: assign(({ context, event }) => {
      if (event.type !== 'registration.valuesChanged') return {};
      const values: RegistrationValues = {
        ...context.values,
        ...event.values,
        phoneNumber: { code: phoneCode, number: event.values.phoneNumber?.number ?? context.values.phoneNumber.number },
      };
      const errors = validationErrors(values);
      const fieldErrors = { ...context.fieldErrors };
      for (const field of Object.keys(event.values) as RegistrationField[]) {
        if (errors[field]) fieldErrors[field] = errors[field];
        else delete fieldErrors[field];
      }
      return { values, fieldErrors, error: null };
    }),
    announceUniqueChanges: enqueueActions(({ event, enqueue }) => {
      const changed =
        event.type === 'registration.fieldChanged'
          ? [event.field]
          : event.type === 'registration.valuesChanged'
            ? (Object.keys(event.values) as RegistrationField[])
            : [];
      for (const field of uniqueFields) {
        if (changed.includes(field)) enqueue.raise({ type: 'registration.uniqueValueChanged', field });
      }
    }),
    showAllErrors: assign(({ context }) => {
      const fieldErrors = validationErrors(context.values);
      for (const field of uniqueFields) if (context.uniqueness[field] === 'taken') fieldErrors[field] ??= takenMessages[field];
      return { fieldErrors, error: validationMessages.formInvalid };
    }),
    markUniqueness: assign(({ context }, params: { field: UniqueField; status: Uniqueness }) => ({
      uniqueness: { ...context.uniqueness, [params.field]: params.status },
    })),
    showTaken: assign(({ context }, params: { field: UniqueField }) => ({
      fieldErrors: { ...context.fieldErrors, [params.field]: takenMessages[params.field] },
    })),
    keepSession: assign((_, params: LoginResponse) => ({ session: params, error: null })),
    announceSignedIn: emit((_, params: LoginResponse) => ({
      type: 'registration.signedIn' as const,
      authorizationToken: params.authorizationToken,
      staff: params.staff,
    })),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const fieldErrors = { ...context.fieldErrors };
      if (params.error instanceof ApiError) {
        for (const detail of params.error.details) {
          const field = formFieldOf(detail.field);
          if (field) fieldErrors[field] = detail.message;
        }
      }
      return { error: errorMessage(params.error), fieldErrors };
    }),
  },
  guards: {
    isField: ({ event }, params: { field: UniqueField }) =>
      event.type === 'registration.uniqueValueChanged' && event.field === params.field,
    isCheckable: ({ context, event }, params: { field: UniqueField }) =>
      event.type === 'registration.uniqueValueChanged' &&
      event.field === params.field &&
      checkable[params.field](uniqueValue(context.values, params.field)),
    isTaken: (_, params: ExistsResponse) => params.exists,
    canSubmit: ({ context }) =>
      registrationSchema.safeParse(context.values).success && !uniqueFields.some((f) => context.uniqueness[f] === 'taken'),
  },
  delays: {
    uniquenessCheckDebounce: uniquenessCheckDebounceMs,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    values: {
      ...emptyRegistration,
      ...input?.values,
      phoneNumber: { code: phoneCode, number: input?.values?.phoneNumber?.number ?? '' },
    },
    fieldErrors: {},
    uniqueness: { email: 'unchecked', username: 'unchecked', phoneNumber: 'unchecked' },
    error: null,
    session: null,
  }),
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'ready',
          states: {
            ready: {},
            /** Submitted with problems: 'Validation failed: Please ensure all fields are filled correctly'. */
            invalid: { tags: 'error' },
            /** The server refused: its message, values kept. */
            failed: { tags: 'error' },
          },
          on: {
            'registration.fieldChanged': { target: '.ready', actions: ['setField', 'announceUniqueChanges'] },
            'registration.valuesChanged': { target: '.ready', actions: ['setValues', 'announceUniqueChanges'] },
            'registration.submit': [
              { guard: 'canSubmit', target: 'submitting' },
              { target: '.invalid', actions: 'showAllErrors' },
            ],
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => toRegisterRequest(context.values),
            onDone: {
              target: 'registered',
              actions: [
                { type: 'keepSession', params: ({ event }) => event.output },
                { type: 'announceSignedIn', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'editing.failed',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        registered: { type: 'final' },
      },
    },
    email: uniquenessRegion('email', 'checkEmail'),
    username: uniquenessRegion('username', 'checkUsername'),
    phoneNumber: uniquenessRegion('phoneNumber', 'checkPhoneNumber'),
  },
});

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;
export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
