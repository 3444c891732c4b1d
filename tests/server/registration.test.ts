// Registering a state and its administrator, and the uniqueness checks the registration form makes as you type.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAccess, states } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  stateName: 'Ogun',
  title: 'Mrs',
  firstName: 'Folake',
  lastName: 'Adeyemi',
  middleName: 'Titi',
  email: 'folake@ogun.gov.test',
  username: 'ogunadmin',
  phoneNumber: { code: '+234', number: '8051234567' },
  gender: 'female',
  password: 'Ogun#State2026',
  ...overrides,
});
const register = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: '/api/staff/register-state-admin', payload });

type LoginBody = { authorizationToken: string; staff: { id: string; email: string; state: string; stateDetails: { name: string; accountStatus: string }; roleAccess: { permissions: string[] }[] } };

describe('registerStateAdmin', () => {
  it('creates an Unverified state owned by the new administrator, signs them in, and answers 201', async () => {
    const response = await call(t, 'registerStateAdmin', register(registration()), 201);
    const body = response.json() as LoginBody;
    expect(body.staff.email).toBe('folake@ogun.gov.test');
    expect(body.staff.stateDetails).toMatchObject({ name: 'Ogun', accountStatus: 'Unverified' });
    expect(body.staff.roleAccess[0]?.permissions.length).toBeGreaterThan(30);
    expect(response.cookies.find((c) => c.name === 'portal_refresh')?.value).toBeTruthy();

    const [state] = await t.db.select().from(states).where(eq(states.id, body.staff.state));
    expect(state?.ownerId).toBe(body.staff.id);
    const [access] = await t.db.select().from(roleAccess).where(eq(roleAccess.staffId, body.staff.id));
    expect(access).toMatchObject({ organisationId: body.staff.state, organisationType: 'State' });

    // The new administrator can sign in, sees their own state, and waits for review before using permissions.
    const session = await t.login('folake@ogun.gov.test', 'Ogun#State2026');
    const details = await call(t, 'viewStateDetails', { method: 'GET', url: '/api/state/details', headers: session.auth }, 200);
    expect(details.json()).toMatchObject({ name: 'Ogun', accountStatus: 'Unverified' });
    await call(t, 'updateState', { method: 'PATCH', url: '/api/state/update', headers: session.auth, payload: { motto: 'Gateway' } }, 403);
    // The registration's own access token works too.
    await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: { authorization: `Bearer ${body.authorizationToken}` } }, 200);
  });

  it('accepts the specification spellings of a state name and stores the display name', async () => {
    const response = await call(
      t,
      'registerStateAdmin',
      register(registration({ stateName: 'fct abuja', email: 'fct@fct.gov.test', username: 'fctadmin', phoneNumber: { code: '+234', number: '8051234568' } })),
      201,
    );
    expect((response.json() as LoginBody).staff.stateDetails.name).toBe('Federal Capital Territory');
  });

  it('answers 409 naming the field for a state that already has an account, whatever its spelling', async () => {
    const fresh = { email: 'x1@test.test', username: 'someone1', phoneNumber: { code: '+234', number: '8059999001' } };
    const lagos = await call(t, 'registerStateAdmin', register(registration({ ...fresh, stateName: 'Lagos' })), 409);
    expect(errorOf(lagos).details?.[0]?.field).toBe('stateName');
    expect(errorOf(lagos).message).toMatch(/Lagos already has an account/);
    const kano = await call(t, 'registerStateAdmin', register(registration({ ...fresh, stateName: 'kano state' })), 409);
    expect(errorOf(kano).details?.[0]?.field).toBe('stateName');
  });

  it('answers 409 naming the field for a taken email, username or phone number (ignoring case)', async () => {
    const base = { stateName: 'Oyo', email: 'oyo@oyo.gov.test', username: 'oyoadmin', phoneNumber: { code: '+234', number: '8059999002' } };
    const email = await call(t, 'registerStateAdmin', register(registration({ ...base, email: 'ADMIN@demo.test' })), 409);
    expect(errorOf(email)).toMatchObject({ message: 'Email already taken', details: [{ field: 'email', message: 'Email already taken' }] });
    const username = await call(t, 'registerStateAdmin', register(registration({ ...base, username: 'LagosAdmin' })), 409);
    expect(errorOf(username).details?.[0]?.field).toBe('username');
    const phone = await call(t, 'registerStateAdmin', register(registration({ ...base, phoneNumber: { code: '+234', number: '8030000002' } })), 409);
    expect(errorOf(phone).details?.[0]?.field).toBe('phoneNumber');
    // Nothing was created by the refused registrations.
    expect(await t.db.select().from(states).where(eq(states.name, 'Oyo'))).toHaveLength(0);
    await call(t, 'registerStateAdmin', register(registration(base)), 201);
  });

  it('answers 400 naming stateName for a name that is not a Nigerian state', async () => {
    const fresh = { email: 'x2@test.test', username: 'someone2', phoneNumber: { code: '+234', number: '8059999003' } };
    const body = await expectBadRequest(t, 'registerStateAdmin', register(registration({ ...fresh, stateName: 'Atlantis' })), 'stateName');
    expect(body.message).toMatch(/36 states/);
    await expectBadRequest(t, 'registerStateAdmin', register(registration({ ...fresh, stateName: '' })), 'stateName');
  });

  it('answers 400 naming the field for each form rule', async () => {
    const fresh = { stateName: 'Osun', email: 'x3@test.test', username: 'someone3', phoneNumber: { code: '+234', number: '8059999004' } };
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'Al' }, 'firstName'],
      [{ lastName: '' }, 'lastName'],
      [{ username: 'short' }, 'username'],
      [{ username: 'has@sign' }, 'username'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phoneNumber: { code: '+234', number: '080123' } }, 'phoneNumber.number'],
      [{ phoneNumber: { code: '+44', number: '8051234567' } }, 'phoneNumber.code'],
      [{ gender: 'other' }, 'gender'],
      [{ title: 'Sir' }, 'title'],
      [{ password: 'password' }, 'password'],
      [{ isSuperAdmin: true }, 'isSuperAdmin'],
    ];
    for (const [override, field] of cases) {
      await expectBadRequest(t, 'registerStateAdmin', register(registration({ ...fresh, ...override })), field);
    }
    const { gender: _gender, ...withoutGender } = registration(fresh);
    const missing = await expectBadRequest(t, 'registerStateAdmin', register(withoutGender), 'gender');
    expect(missing.details?.[0]?.message).toBe('This Field is required');
    await expectBadRequest(t, 'registerStateAdmin', register(registration({ ...fresh, firstName: 'Fol\u0000ake' })), 'firstName');
    const noBody = await expectBadRequest(t, 'registerStateAdmin', { method: 'POST', url: '/api/staff/register-state-admin' }, 'body');
    expect(noBody.details?.[0]?.message).toBe('This Field is required');
    const phone = await expectBadRequest(t, 'registerStateAdmin', register(registration({ ...fresh, phoneNumber: { code: '+234', number: '12' } })), 'phoneNumber.number');
    expect(phone.details?.[0]?.message).toBe('Please put in only the last ten digits of your phone number.');
    expect(await t.db.select().from(states).where(eq(states.name, 'Osun'))).toHaveLength(0);
  });
});

describe('usernameExists, emailExists and phoneNumberExists', () => {
  const exists = async (operationId: string, url: string) => (await call(t, operationId, { method: 'GET', url }, 200)).json() as { exists: boolean };

  it('tells whether a username is taken, ignoring case', async () => {
    expect(await exists('usernameExists', '/api/staff/username-exists/lagosadmin')).toEqual({ exists: true });
    expect(await exists('usernameExists', '/api/staff/username-exists/LAGOSADMIN')).toEqual({ exists: true });
    expect(await exists('usernameExists', '/api/staff/username-exists/free.name_1')).toEqual({ exists: false });
  });

  it('tells whether an email is taken, ignoring case', async () => {
    expect(await exists('emailExists', '/api/staff/email-exists/admin@demo.test')).toEqual({ exists: true });
    expect(await exists('emailExists', `/api/staff/email-exists/${encodeURIComponent('Teacher1@Lagos.edu.test')}`)).toEqual({ exists: true });
    expect(await exists('emailExists', '/api/staff/email-exists/free@demo.test')).toEqual({ exists: false });
    // Long addresses are allowed (up to 254 characters), percent-encoded or not.
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.test`;
    expect(await exists('emailExists', `/api/staff/email-exists/${long}`)).toEqual({ exists: false });
    expect(await exists('emailExists', `/api/staff/email-exists/${encodeURIComponent(long)}`)).toEqual({ exists: false });
  });

  it('tells whether a phone number is in use', async () => {
    expect(await exists('phoneNumberExists', '/api/staff/phone-number-exists/8030000002')).toEqual({ exists: true });
    expect(await exists('phoneNumberExists', '/api/staff/phone-number-exists/8099999999')).toEqual({ exists: false });
  });

  it('answers 400 naming the parameter for a malformed value', async () => {
    await expectBadRequest(t, 'emailExists', { method: 'GET', url: '/api/staff/email-exists/not-an-email' }, 'v');
    await expectBadRequest(t, 'phoneNumberExists', { method: 'GET', url: '/api/staff/phone-number-exists/080' }, 'v');
    await expectBadRequest(t, 'phoneNumberExists', { method: 'GET', url: '/api/staff/phone-number-exists/+2348030000002' }, 'v');
    await expectBadRequest(t, 'usernameExists', { method: 'GET', url: `/api/staff/username-exists/${'a'.repeat(51)}` }, 'v');
    await expectBadRequest(t, 'usernameExists', { method: 'GET', url: '/api/staff/username-exists/ab%00cd' }, 'v');
  });
});
