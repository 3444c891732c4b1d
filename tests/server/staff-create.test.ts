// Creating a staff member: the staff form's rules (400 naming the field), uniqueness (409 naming the field), the
// account in ResetPassword with a reset code by email, through which the new member sets a password and signs in;
// and account status changes through updateStaff, where Suspended ends the member's sessions at once.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, outbox, refreshTokens, roleAccess, roles, schools, staff, states } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Created = {
  id: string;
  title: string;
  email: string;
  accountStatus: string;
  district: { id: string } | null;
  school: { id: string } | null;
  schoolRoles: { role: string }[];
  roleAccess: { role: { id: string } | null }[];
};

let t: TestApp;
let admin: Session;
let inspector: Session;
let dataOfficer: Session;
let withoutRoles: Session;
let pending: Session;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector, dataOfficer, withoutRoles, pending] = await Promise.all([
    t.login('admin@demo.test'),
    t.login('teacher1@lagos.edu.test'),
    t.login('teacher2@lagos.edu.test'),
    t.login('teacher3@lagos.edu.test'),
    t.login('pending@demo.test'),
  ]);
  await t.db.delete(roleAccess).where(eq(roleAccess.staffId, withoutRoles.staff.id));
});
afterAll(async () => {
  await t?.close();
});

/** A complete staff form, unique on each call. */
const form = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    firstName: 'Chiamaka',
    lastName: 'Okonkwo',
    middleName: 'Adaeze',
    username: `chiamaka${serial}`,
    email: `chiamaka${serial}@lagos.edu.test`,
    phoneNumber: { code: '+234', number: `90${String(serial).padStart(8, '0')}` },
    gender: 'female',
    staffType: 'Teaching',
    dob: '1988-04-12',
    address: '12 Allen Avenue, Ikeja',
    addressCoordinates: { coordinates: [6.6018, 3.3515] },
    tescomNumber: `TS9${serial}`,
    oracleNumber: `OR9${serial}`,
    subebNumber: `SB9${serial}`,
    countryOfOrigin: 'Nigeria',
    stateOfOrigin: 'Anambra',
    localGovernmentOfOrigin: 'Onitsha North',
    countryOfResidence: 'Nigeria',
    stateOfResidence: 'Lagos',
    localGovernmentOfResidence: 'Ikeja',
    areaOfSpecialization: 'Mathematics',
    dateOfFirstAppointment: '2012-01-09',
    dateOfEmployment: '2012-01-09',
    dateOfPresentAppointment: '2018-01-08',
    dateOfLastPromotion: '2021-01-04',
    lastDateOfPosting: '2022-09-12',
    maritalStatus: 'Married',
    ...overrides,
  };
};
const create = (payload: unknown, session?: Session) => ({
  method: 'POST' as const,
  url: '/api/staff/create',
  headers: session?.auth ?? {},
  payload: payload as Record<string, unknown>,
});
const update = (id: string, payload: unknown, session?: Session) => ({
  method: 'PATCH' as const,
  url: `/api/staff/update/${id}`,
  headers: session?.auth ?? {},
  payload: payload as Record<string, unknown>,
});
const lastMailTo = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1))[0];

describe('createStaff', () => {
  it('creates the account in ResetPassword, title Mr by default, and emails a reset code with which they set a password and sign in', async () => {
    const body = form();
    const created = (await call(t, 'createStaff', create(body, admin), 201)).json() as Created;
    expect(created).toMatchObject({ title: 'Mr', email: body.email, accountStatus: 'ResetPassword' });
    const mail = await lastMailTo(body.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    const resetCodeId = /resetCodeId=([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
    expect(code && resetCodeId, mail?.text).toBeTruthy();
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: 'Chiamaka@2026' } }).then((response) => expect(response.statusCode).toBe(401));
    await call(t, 'resetPassword', { method: 'PATCH', url: '/api/staff/reset-password', payload: { email: body.email, code, resetCodeId, password: 'Chiamaka@2026' } }, 200);
    const session = await t.login(body.email, 'Chiamaka@2026');
    expect(session.staff.id).toBe(created.id);
    const [stored] = await t.db.select().from(staff).where(eq(staff.id, created.id));
    expect(stored?.accountStatus).toBe('Active');
  });

  it('keeps every field of the form, and answers it as the contract shows a staff member', async () => {
    const body = form({ title: 'Dr' });
    const created = (await call(t, 'createStaff', create(body, admin), 201)).json() as Record<string, unknown>;
    const { username: _u, ...shown } = body;
    expect(created).toMatchObject({ ...shown, title: 'Dr' });
  });

  it('places the member in a school (and so its district), gives a school post and a role of the organisation', async () => {
    const [school] = await t.db.select().from(schools).limit(1);
    const [officer] = await t.db.select().from(roles).where(eq(roles.name, 'Schools Inspector'));
    const created = (await call(t, 'createStaff', create(form({ schoolId: school?.id, schoolRole: 'Vice Principal', roleId: officer?.id }), admin), 201)).json() as Created;
    expect(created.school?.id).toBe(school?.id);
    expect(created.district?.id).toBe(school?.districtId);
    expect(created.schoolRoles).toEqual([{ role: 'Vice Principal', staff: created.id }]);
    expect(created.roleAccess.map((access) => access.role?.id)).toEqual([officer?.id]);
    const [after] = await t.db.select().from(schools).where(eq(schools.id, school?.id ?? ''));
    expect(after?.vicePrincipalId).toBe(created.id);
  });

  it('answers 400 for a school outside the district named, and for a post without a school or not a post', async () => {
    const [first, second] = await t.db.select().from(districts).limit(2);
    const [school] = await t.db.select().from(schools).where(eq(schools.districtId, first?.id ?? ''));
    await expectBadRequest(t, 'createStaff', create(form({ districtId: second?.id, schoolId: school?.id }), admin), 'schoolId');
    await expectBadRequest(t, 'createStaff', create(form({ schoolRole: 'Principal' }), admin), 'schoolId');
    await expectBadRequest(t, 'createStaff', create(form({ schoolId: school?.id, schoolRole: 'Janitor' }), admin), 'schoolRole');
  });

  it('answers 409 naming the field for an email, username or phone number already in use', async () => {
    const taken = await call(t, 'createStaff', create(form({ email: 'TEACHER4@lagos.edu.test' }), admin), 409);
    expect(errorOf(taken)).toMatchObject({ message: 'Email already taken', details: [{ field: 'email', message: 'Email already taken' }] });
    const phone = await call(t, 'createStaff', create(form({ phoneNumber: { code: '+234', number: '8030000002' } }), admin), 409);
    expect(errorOf(phone)).toMatchObject({ message: 'Phone Number already in use', details: [{ field: 'phoneNumber' }] });
    const username = await call(t, 'createStaff', create(form({ username: 'LagosAdmin' }), admin), 409);
    expect(errorOf(username).details?.[0]?.field).toBe('username');
  });

  it("answers 409 naming the field for an Oracle, Tescom or Subeb number another member of the state holds, as the import does", async () => {
    const holder = (await call(t, 'createStaff', create(form(), admin), 201)).json() as { id: string; oracleNumber: string; tescomNumber: string; subebNumber: string };
    const clashes = [
      ['oracleNumber', holder.oracleNumber.toLowerCase(), 'Oracle Number already in use'],
      ['tescomNumber', holder.tescomNumber, 'Tescom Number already in use'],
      ['subebNumber', ` ${holder.subebNumber}`, 'Subeb Number already in use'],
    ] as const;
    for (const [field, value, message] of clashes) {
      const refused = await call(t, 'createStaff', create(form({ [field]: value }), admin), 409);
      expect(errorOf(refused)).toMatchObject({ message, details: [{ field, message }] });
    }
    const other = (await call(t, 'createStaff', create(form(), admin), 201)).json() as { id: string };
    const moved = await call(t, 'updateStaff', update(other.id, { oracleNumber: holder.oracleNumber }, admin), 409);
    expect(errorOf(moved).details).toEqual([{ field: 'oracleNumber', message: 'Oracle Number already in use' }]);
    // One's own number is no clash.
    await call(t, 'updateStaff', update(holder.id, { oracleNumber: holder.oracleNumber, email: `renamed${serial}@lagos.edu.test` }, admin), 200);
  });

  it('answers 400 naming the field: names, phone, email, dates in the future or out of order', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await expectBadRequest(t, 'createStaff', create(form({ dob: tomorrow }), admin), 'dob');
    expect(future.message).toMatch(/future/);
    await expectBadRequest(t, 'createStaff', create(form({ firstName: '  Al ' }), admin), 'firstName');
    await expectBadRequest(t, 'createStaff', create(form({ lastName: 'Ok' }), admin), 'lastName');
    await expectBadRequest(t, 'createStaff', create(form({ phoneNumber: { code: '+234', number: '080312345' } }), admin), 'phoneNumber.number');
    await expectBadRequest(t, 'createStaff', create(form({ phoneNumber: { code: '+1', number: '8031234567' } }), admin), 'phoneNumber.code');
    await expectBadRequest(t, 'createStaff', create(form({ email: 'not-an-email' }), admin), 'email');
    await expectBadRequest(t, 'createStaff', create(form({ username: 'abc' }), admin), 'username');
    await expectBadRequest(t, 'createStaff', create(form({ title: 'Sir' }), admin), 'title');
    await expectBadRequest(t, 'createStaff', create(form({ dateOfPresentAppointment: '2011-01-01' }), admin), 'dateOfPresentAppointment');
    await expectBadRequest(t, 'createStaff', create(form({ dateOfLastPromotion: '2010-01-01' }), admin), 'dateOfLastPromotion');
    await expectBadRequest(t, 'createStaff', create(form({ dateOfEmployment: '1980-01-01', dateOfFirstAppointment: '1980-01-01' }), admin), 'dateOfEmployment');
    await expectBadRequest(t, 'createStaff', create(form({ accountStatus: 'Active' }), admin), 'accountStatus');
    const { gender: _gender, ...withoutGender } = form();
    await expectBadRequest(t, 'createStaff', create(withoutGender, admin), 'gender');
  });

  it('keeps the welcome in the outbox in the transaction that creates the member: neither exists without the other', async () => {
    const body = form();
    const created = (await call(t, 'createStaff', create(body, admin), 201)).json() as Created;
    const [member] = await t.db.select({ createdAt: staff.createdAt }).from(staff).where(eq(staff.id, created.id));
    // now() is the transaction's start: the same for both rows only when one transaction wrote them.
    expect((await lastMailTo(body.email))?.createdAt).toEqual(member?.createdAt);

    // An outbox that refuses the welcome leaves no member behind.
    const refusedEmail = `refused.${serial}@lagos.edu.test`;
    await t.db.execute(sql.raw(`alter table outbox add constraint refuses_one_address check ("to" <> '${refusedEmail}')`));
    try {
      const refused = await t.app.inject(create(form({ email: refusedEmail }), admin));
      expect(refused.statusCode).toBe(500);
      expect(await t.db.select().from(staff).where(eq(staff.email, refusedEmail))).toEqual([]);
    } finally {
      await t.db.execute(sql.raw('alter table outbox drop constraint refuses_one_address'));
    }
  });

  it('creates nothing when it refuses', async () => {
    const body = form({ dateOfLastPromotion: '2010-01-01' });
    await call(t, 'createStaff', create(body, admin), 400);
    expect(await t.db.select().from(staff).where(eq(staff.email, body.email))).toEqual([]);
  });

  it("answers 404 for another state's school, district or role, and creates the member in the caller's state", async () => {
    const [kano] = await t.db.select().from(states).where(eq(states.name, 'Kano'));
    const [kanoDistrict] = await t.db.insert(districts).values({ stateId: kano!.id, name: 'Kano Zone', localGovernment: 'Nassarawa', address: 'Zone Office' }).returning();
    const [kanoSchool] = await t.db.insert(schools).values({ stateId: kano!.id, name: 'Kano College', category: 'Senior Secondary' }).returning();
    const [kanoRole] = await t.db.insert(roles).values({ stateId: kano!.id, organisationId: kano!.id, name: 'Kano Role', permissions: [] }).returning();
    await call(t, 'createStaff', create(form({ districtId: kanoDistrict?.id }), admin), 404);
    await call(t, 'createStaff', create(form({ schoolId: kanoSchool?.id }), admin), 404);
    await call(t, 'createStaff', create(form({ roleId: kanoRole?.id }), admin), 404);
    const created = (await call(t, 'createStaff', create(form(), dataOfficer), 201)).json() as Created;
    const [stored] = await t.db.select().from(staff).where(eq(staff.id, created.id));
    expect(stored?.stateId).toBe(admin.staff.state);
  });

  it('lets a Data Officer (staff.create) give only a role whose permissions they hold', async () => {
    const [lagos] = await t.db.select().from(states).where(eq(states.name, 'Lagos'));
    const [wider] = await t.db.insert(roles).values({ stateId: lagos!.id, organisationId: lagos!.id, name: 'Role Admin', permissions: ['role.create', 'staff.view'] }).returning();
    const refused = await call(t, 'createStaff', create(form({ roleId: wider?.id }), dataOfficer), 403);
    expect(errorOf(refused).message).toContain("'Create roles'");
    const [inspectorRole] = await t.db.select().from(roles).where(eq(roles.name, 'Data Officer'));
    await call(t, 'createStaff', create(form({ roleId: inspectorRole?.id }), dataOfficer), 201);
  });

  it('answers 403 without staff.create and in a state that is not Active', async () => {
    await call(t, 'createStaff', create(form(), inspector), 403);
    await call(t, 'createStaff', create(form(), withoutRoles), 403);
    await call(t, 'createStaff', create(form(), pending), 403);
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'createStaff', create(form()), admin.staff.id);
  });
});

describe('account status through updateStaff', () => {
  it('suspends a member: their refresh tokens are revoked and their next call is refused; reactivating lets them sign in again', async () => {
    const body = form();
    const created = (await call(t, 'createStaff', create(body, admin), 201)).json() as Created;
    await t.db.update(staff).set({ accountStatus: 'Active' }).where(eq(staff.id, created.id));
    const [member] = await t.db.select().from(staff).where(eq(staff.id, created.id));
    await t.db.update(staff).set({ passwordHash: (await t.db.select().from(staff).where(eq(staff.email, 'admin@demo.test')))[0]!.passwordHash }).where(eq(staff.id, member!.id));
    const session = await t.login(body.email);
    const suspended = (await call(t, 'updateStaff', update(created.id, { accountStatus: 'Suspended' }, admin), 200)).json() as Created;
    expect(suspended.accountStatus).toBe('Suspended');
    expect(await t.db.select().from(refreshTokens).where(and(eq(refreshTokens.staffId, created.id), isNull(refreshTokens.revokedAt)))).toEqual([]);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/token/refresh-token', payload: { refreshToken: session.refreshToken } });
    expect(refresh.statusCode).toBe(452);
    await call(t, 'viewStaff', { method: 'GET', url: `/api/staff/view-staff/${created.id}`, headers: session.auth }, 451);
    await call(t, 'updateStaff', update(created.id, { accountStatus: 'Active' }, admin), 200);
    await t.login(body.email);
  });

  it('refuses a change of one\'s own status, and a change by someone without staff.update', async () => {
    const own = await call(t, 'updateStaff', update(admin.staff.id, { accountStatus: 'Suspended' }, admin), 403);
    expect(errorOf(own).message).toMatch(/own account/);
    await call(t, 'updateStaff', update(dataOfficer.staff.id, { accountStatus: 'Suspended' }, inspector), 403);
  });
});
