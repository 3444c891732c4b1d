import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../api/errors';
import { uniquenessCheckDebounceMs } from '../../lib/constants';
import { validationMessages as m } from '../../lib/messages';
import {
  afterRegistrationPath,
  registrationMachine,
  toRegisterRequest,
  type RegistrationValues,
} from './registration.machine';
import { loginResponseFixture, registrationFixture, staffFixture } from '../../testing/fixtures';
import { ControlledActors, describeEveryState, stateGraph } from '../../testing/stateGraph';

const complete = registrationFixture;
const registered = loginResponseFixture('registered-token', staffFixture({ email: 'tunde@oyo.test' }));
const emailConflict = new ApiError('Email already taken', {
  status: 409,
  code: 'CONFLICT',
  details: [{ field: 'email', message: 'Email already taken' }],
});
const checks = ['checkEmail', 'checkUsername', 'checkPhoneNumber'] as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const graph = stateGraph(registrationMachine, {
  controlled: [...checks, 'register'],
  events: {
    'registration.fieldChanged': [
      { type: 'registration.fieldChanged', field: 'email', value: 'tunde@oyo.test' },
      { type: 'registration.fieldChanged', field: 'username', value: 'tunde.bakare' },
      { type: 'registration.fieldChanged', field: 'phoneNumber', value: '8030000099' },
      { type: 'registration.fieldChanged', field: 'email', value: 'tunde@' },
    ],
    'registration.valuesChanged': [{ type: 'registration.valuesChanged', values: complete }],
    // Raised internally; the graph need not send it.
    'registration.uniqueValueChanged': [],
    ...Object.fromEntries(
      checks.flatMap((id) => [
        [`xstate.done.actor.${id}`, [{ type: `xstate.done.actor.${id}`, output: { exists: true } }, { type: `xstate.done.actor.${id}`, output: { exists: false } }]],
        [`xstate.error.actor.${id}`, [{ type: `xstate.error.actor.${id}`, error: new TypeError('Failed to fetch') }]],
      ]),
    ),
    'xstate.done.actor.register': [{ type: 'xstate.done.actor.register', output: registered }],
    'xstate.error.actor.register': [{ type: 'xstate.error.actor.register', error: emailConflict }],
  },
  // Keep the search small: a value in each region, the form's state, and what the user has typed.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      email: snapshot.context.values.email,
      complete: snapshot.context.values.stateName !== '',
      errors: Object.keys(snapshot.context.fieldErrors).sort(),
    }),
  // Once registered nothing else matters.
  filterEvents: (snapshot) => !snapshot.matches({ form: 'registered' }),
});

type Check = (replayed: Awaited<ReturnType<typeof graph.replay>>) => void;

const expectations: Record<string, Check> = {
  'form.editing.ready': ({ snapshot }) => {
    expect(snapshot.context.values.title).toBe('Mr');
    expect(snapshot.context.values.phoneNumber.code).toBe('+234');
    expect(snapshot.hasTag('busy')).toBe(false);
  },
  'form.editing.invalid': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('Validation failed: Please ensure all fields are filled correctly');
    expect(snapshot.context.fieldErrors).toMatchObject({ stateName: 'State is required', firstName: m.required });
  },
  'form.editing.failed': ({ snapshot }) => {
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('Email already taken');
    expect(snapshot.context.fieldErrors.email).toBe('Email already taken');
    // Everything typed is still there.
    expect(snapshot.context.values).toEqual(complete);
  },
  'form.submitting': ({ snapshot, stubs }) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(stubs.lastInput('register')).toEqual(toRegisterRequest(complete));
  },
  'form.registered': ({ snapshot, emitted }) => {
    expect(snapshot.context.session).toEqual(registered);
    expect(emitted).toContainEqual({
      type: 'registration.signedIn',
      authorizationToken: 'registered-token',
      staff: registered.staff,
    });
  },
};
for (const [region, id, value] of [
  ['email', 'checkEmail', 'tunde@oyo.test'],
  ['username', 'checkUsername', 'tunde.bakare'],
  ['phoneNumber', 'checkPhoneNumber', '8030000099'],
] as const) {
  expectations[`${region}.unchecked`] = ({ snapshot }) => expect(snapshot.context.uniqueness[region]).toBe('unchecked');
  expectations[`${region}.waiting`] = ({ snapshot, stubs }) => {
    expect(snapshot.context.uniqueness[region]).toBe('waiting');
    expect(stubs.inputs.get(id)).toEqual([]);
  };
  expectations[`${region}.checking`] = ({ snapshot, stubs }) => {
    expect(snapshot.context.uniqueness[region]).toBe('checking');
    expect(stubs.lastInput(id)).toEqual({ value });
  };
  expectations[`${region}.available`] = ({ snapshot }) => {
    expect(snapshot.context.uniqueness[region]).toBe('available');
    expect(snapshot.context.fieldErrors[region]).toBeUndefined();
  };
  expectations[`${region}.taken`] = ({ snapshot }) => {
    expect(snapshot.context.uniqueness[region]).toBe('taken');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.fieldErrors[region]).toBe(
      { email: 'Email already taken', username: m.usernameTaken, phoneNumber: 'Phone Number already in use' }[region],
    );
  };
}

describeEveryState('registration machine', graph, expectations);

describe('registration machine: flows', () => {
  const start = () => {
    const stubs = new ControlledActors([...checks, 'register']);
    const actor = createActor(registrationMachine.provide({ actors: stubs.logic as never })).start();
    return { actor, stubs };
  };
  const type = (actor: ReturnType<typeof start>['actor'], field: keyof RegistrationValues, value: string) =>
    actor.send({ type: 'registration.fieldChanged', field, value });

  it('checks each field as it is typed', () => {
    const { actor } = start();
    type(actor, 'firstName', 'Tu');
    type(actor, 'email', 'tunde@');
    type(actor, 'phoneNumber', '803');
    type(actor, 'username', 'tunde');
    type(actor, 'password', 'weak');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'This field must be more than 2 characters',
      email: 'E-mail must be valid',
      phoneNumber: 'Please put in only the last ten digits of your phone number.',
      username: m.usernameTooShort,
      password: 'Min. 8 characters with at least one capital letter, a number and a special character.',
    });
    type(actor, 'firstName', 'Tunde');
    expect(actor.getSnapshot().context.fieldErrors.firstName).toBeUndefined();
  });

  it('checks uniqueness once, 700 ms after the last keystroke', async () => {
    const { actor, stubs } = start();
    type(actor, 'email', 'tunde@oyo.tes');
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs - 100);
    type(actor, 'email', 'tunde@oyo.test');
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs - 1);
    expect(stubs.inputs.get('checkEmail')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stubs.inputs.get('checkEmail')).toEqual([{ value: 'tunde@oyo.test' }]);
    stubs.settle('checkEmail', { output: { exists: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ email: 'taken' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors.email).toBe('Email already taken');
  });

  it('does not check a value that is not valid yet, and forgets a result when the value changes', async () => {
    const { actor, stubs } = start();
    type(actor, 'phoneNumber', '8030000099');
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs);
    stubs.settle('checkPhoneNumber', { output: { exists: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.fieldErrors.phoneNumber).toBe('Phone Number already in use');
    type(actor, 'phoneNumber', '803000009');
    expect(actor.getSnapshot().matches({ phoneNumber: 'unchecked' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors.phoneNumber).toBe(m.phoneDigits);
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs * 2);
    expect(stubs.inputs.get('checkPhoneNumber')).toHaveLength(1);
  });

  it('drops a check in flight when the value changes', async () => {
    const { actor, stubs } = start();
    type(actor, 'username', 'tunde.bakare');
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs);
    expect(actor.getSnapshot().matches({ username: 'checking' })).toBe(true);
    type(actor, 'username', 'tunde.bakare2');
    expect(stubs.pending.get('checkUsername')).toEqual([]);
    expect(actor.getSnapshot().matches({ username: 'waiting' })).toBe(true);
  });

  it('will not submit while a value is taken', async () => {
    const { actor, stubs } = start();
    actor.send({ type: 'registration.valuesChanged', values: complete });
    await vi.advanceTimersByTimeAsync(uniquenessCheckDebounceMs);
    stubs.settle('checkUsername', { output: { exists: true } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'registration.submit' });
    expect(actor.getSnapshot().matches({ form: { editing: 'invalid' } })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: m.usernameTaken });
    expect(stubs.inputs.get('register')).toEqual([]);
  });

  it('registers, signs in through the emitted event and keeps values on failure', async () => {
    const { actor, stubs } = start();
    const signedIn: unknown[] = [];
    actor.on('registration.signedIn', (event) => signedIn.push(event));
    actor.send({ type: 'registration.valuesChanged', values: { ...complete, middleName: '  ' } });
    actor.send({ type: 'registration.submit' });
    expect(stubs.lastInput('register')).toEqual({
      stateName: 'Oyo',
      title: 'Mr',
      firstName: 'Tunde',
      lastName: 'Bakare',
      email: 'tunde@oyo.test',
      username: 'tunde.bakare',
      phoneNumber: { code: '+234', number: '8030000099' },
      gender: 'male',
      password: 'Portal@2026',
    });
    stubs.settle('register', { error: emailConflict });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ form: { editing: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.values.email).toBe('tunde@oyo.test');

    type(actor, 'email', 'tunde.b@oyo.test');
    actor.send({ type: 'registration.submit' });
    stubs.settle('register', { output: registered });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ form: 'registered' })).toBe(true);
    expect(signedIn).toEqual([{ type: 'registration.signedIn', authorizationToken: 'registered-token', staff: registered.staff }]);
    expect(afterRegistrationPath).toBe('/subject-management/configure');
  });
});
