// Creating a district with its administrator, reading one, and a super-admin's approval or rejection: the district
// pending with its creator, the administrator's account in ResetPassword with a reset code by email (kept in the same
// transaction), who sets a password and signs in to the district and may do nothing until it is approved; the rules of
// the form (400 naming the field), names unique in a state (409), who may call (403), another state's district (404).
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, roleAccess, staff } from '../../server/src/db/schema';
import { expectAccessChecks, request, type Session, type Sessions } from './academic-helpers';
import type { TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks } from './helpers';
import { withSchoolTestApp, type SchoolTestApp } from './school-helpers';

let t: TestApp, who: Sessions, admin: Session, kano: SchoolTestApp['kano'];
withSchoolTestApp((app) => {
  ({ t, who, kano } = app);
  admin = who.admin;
});

type District = {
  id: string;
  name: string;
  state: string;
  localGovernment: string;
  accountStatus: string;
  reviewNote: string | null;
  districtEmails: string[];
  districtPhoneNumbers: { code: string; number: string }[];
  createdBy: { id: string; firstName: string; lastName: string } | null;
};

let serial = 0;
/** A complete district form, unique on each call. */
const form = (overrides: Record<string, unknown> = {}, administrator: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Zone ${serial}`,
    country: 'Nigeria',
    state: 'Lagos',
    localGovernment: 'Ikeja',
    address: '3 Obafemi Awolowo Way, Ikeja',
    addressCoordinates: { coordinates: [6.6018, 3.3515] },
    districtPhoneNumbers: [{ code: '+234', number: `70${String(serial).padStart(8, '0')}` }],
    districtEmails: [`zone${serial}@lagos.edu.test`, `zone${serial}.office@lagos.edu.test`],
    administrator: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      username: `zoneadmin${serial}`,
      email: `zoneadmin${serial}@lagos.edu.test`,
      phoneNumber: { code: '+234', number: `71${String(serial).padStart(8, '0')}` },
      ...administrator,
    },
    ...overrides,
  };
};
const create = (payload: unknown, session?: Session) => request('POST', '/api/staff/register-district-admin-on-state-portal', session, payload);
const verify = (districtId: string, session?: Session) => request('POST', '/api/verify-district/verify', session, { districtId });
const reject = (districtId: string, note: string, session?: Session) => request('POST', '/api/verify-district/reject', session, { districtId, note });
const view = (id: string, session?: Session) => request('GET', `/api/district/view/${id}`, session);
const created = async (body = form()) => (await call(t, 'createDistrict', create(body, admin), 201)).json() as District;
const superAdmin = () => t.login('superadmin@demo.test');
const lastMailTo = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1))[0];

/** The administrator sets a password with the code of their welcome email and signs in. */
async function signInAsAdministrator(email: string) {
  const text = (await lastMailTo(email))?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  const resetCodeId = /resetCodeId=([0-9a-f-]{36})/.exec(text)?.[1];
  expect(code && resetCodeId, text).toBeTruthy();
  await call(t, 'resetPassword', request('PATCH', '/api/staff/reset-password', undefined, { email, code, resetCodeId, password: 'Zonal@2026' }), 200);
  return t.login(email, 'Zonal@2026');
}

describe('createDistrict', () => {
  it('creates the district pending, with its creator, and its administrator in ResetPassword with a role access in it', async () => {
    const body = form({ name: '  Ikeja   North ', districtEmails: ['North@lagos.edu.test', 'north@LAGOS.edu.test'] });
    const district = await created(body);
    expect(district).toMatchObject({
      name: 'Ikeja North',
      state: 'Lagos',
      localGovernment: 'Ikeja',
      accountStatus: 'pending',
      reviewNote: null,
      districtEmails: ['north@lagos.edu.test'],
      districtPhoneNumbers: body.districtPhoneNumbers,
      createdBy: { id: admin.staff.id },
    });
    const [member] = await t.db.select().from(staff).where(eq(staff.email, body.administrator.email));
    expect(member).toMatchObject({ accountStatus: 'ResetPassword', districtId: district.id, title: 'Mr', stateId: admin.staff.state });
    const accesses = await t.db.select().from(roleAccess).where(eq(roleAccess.staffId, member?.id ?? ''));
    expect(accesses).toEqual([expect.objectContaining({ organisationType: 'District', organisationId: district.id, roleId: null })]);
    const listed = (await call(t, 'searchDistricts', request('GET', '/api/district/search?accountStatus=pending', admin), 200)).json() as { districts: District[] };
    expect(listed.districts[0]?.id).toBe(district.id);
  });

  it('emails the administrator a reset code, with which they sign in to the district, with no permission until it is approved', async () => {
    const body = form();
    const district = await created(body);
    const administrator = await signInAsAdministrator(body.administrator.email);
    const refused = await call(t, 'searchDistricts', request('GET', '/api/district/search', administrator), 403);
    expect(errorOf(refused).message).toContain("'View districts'");
    await call(t, 'verifyDistrict', verify(district.id, await superAdmin()), 200);
    await call(t, 'viewDistrict', view(district.id, administrator), 200);
  });

  it('answers 400 naming the field: the name under 15 characters, the state, the local government, the administrator', async () => {
    const tooLong = await expectBadRequest(t, 'createDistrict', create(form({ name: 'Fifteen chars!!' }), admin), 'name');
    expect(tooLong.message).toBe('District Name must not be more than 15 characters');
    expect((await expectBadRequest(t, 'createDistrict', create(form({ name: 'Ab   ' }), admin), 'name')).message).toBe('This field must be more than 2 characters');
    expect((await expectBadRequest(t, 'createDistrict', create(form({ state: 'Kano', localGovernment: 'Kano Municipal' }), admin), 'state')).message).toMatch(/Lagos/);
    await expectBadRequest(t, 'createDistrict', create(form({ localGovernment: 'Kano Municipal' }), admin), 'localGovernment');
    await expectBadRequest(t, 'createDistrict', create(form({ country: 'Ghana' }), admin), 'country');
    await expectBadRequest(t, 'createDistrict', create(form({ districtPhoneNumbers: [{ code: '+234', number: '80300' }] }), admin), 'districtPhoneNumbers.0.number');
    await expectBadRequest(t, 'createDistrict', create(form({ districtEmails: ['not an email'] }), admin), 'districtEmails.0');
    await expectBadRequest(t, 'createDistrict', create(form({}, { firstName: ' Al ' }), admin), 'administrator.firstName');
    const { administrator: _administrator, ...withoutAdministrator } = form();
    await expectBadRequest(t, 'createDistrict', create(withoutAdministrator, admin), 'administrator');
  });

  it("answers 409 for a name the state already has (whatever its case) and for an administrator's email, username or phone in use", async () => {
    const taken = await call(t, 'createDistrict', create(form({ name: 'district i' }), admin), 409);
    expect(errorOf(taken).details?.[0]?.field).toBe('name');
    const email = await call(t, 'createDistrict', create(form({}, { email: 'TEACHER4@lagos.edu.test' }), admin), 409);
    expect(errorOf(email)).toMatchObject({ message: 'Email already taken', details: [{ field: 'administrator.email' }] });
    const phone = await call(t, 'createDistrict', create(form({}, { phoneNumber: { code: '+234', number: '8030000002' } }), admin), 409);
    expect(errorOf(phone).details?.[0]?.field).toBe('administrator.phoneNumber');
    const username = await call(t, 'createDistrict', create(form({}, { username: 'LagosAdmin' }), admin), 409);
    expect(errorOf(username).details?.[0]?.field).toBe('administrator.username');
  });

  it('checks who asks', async () => {
    await expectAccessChecks(t, 'createDistrict', (session) => create(form(), session), who, { permission: 'district.create' });
  });
});

describe('viewDistrict', () => {
  it("answers a district of the caller's state, and 404 for another state's", async () => {
    const district = await created();
    expect(((await call(t, 'viewDistrict', view(district.id, admin), 200)).json() as District).name).toBe(district.name);
    await call(t, 'viewDistrict', view(kano.district.id, admin), 404);
    await expectAccessChecks(t, 'viewDistrict', (session) => view(district.id, session), who, { permission: 'district.view' });
  });
});

describe('verifyDistrict and rejectDistrict', () => {
  it('approve a pending district (its administrators get the district role), and refuse to decide it again', async () => {
    const body = form();
    const district = await created(body);
    const approved = (await call(t, 'verifyDistrict', verify(district.id, await superAdmin()), 200)).json() as District;
    expect(approved).toMatchObject({ id: district.id, accountStatus: 'approved', reviewNote: null });
    const [member] = await t.db.select().from(staff).where(eq(staff.email, body.administrator.email));
    const [access] = await t.db.select().from(roleAccess).where(eq(roleAccess.staffId, member?.id ?? ''));
    expect(access?.roleId).toEqual(expect.any(String));
    const again = await call(t, 'rejectDistrict', reject(district.id, 'Too late', await superAdmin()), 409);
    expect(errorOf(again).message).toMatch(/already approved/);
    await call(t, 'verifyDistrict', verify(district.id, await superAdmin()), 409);
  });

  it('reject a pending district keeping the reason, which is required', async () => {
    const district = await created();
    const boss = await superAdmin();
    await expectBadRequest(t, 'rejectDistrict', reject(district.id, '', boss), 'note');
    expect((await expectBadRequest(t, 'rejectDistrict', reject(district.id, '   ', boss), 'note')).message).toBe('This Field is required');
    const rejected = (await call(t, 'rejectDistrict', reject(district.id, '  The office address is a residence. ', boss), 200)).json() as District;
    expect(rejected).toMatchObject({ accountStatus: 'rejected', reviewNote: 'The office address is a residence.' });
    const listed = (await call(t, 'searchDistricts', request('GET', '/api/district/search?accountStatus=rejected', admin), 200)).json() as { districts: District[] };
    expect(listed.districts.map((d) => d.id)).toContain(district.id);
  });

  it("are a super-admin's only (403), and answer 404 for a district outside the state they work in, or none", async () => {
    const district = await created();
    const boss = await superAdmin();
    expect(errorOf(await call(t, 'verifyDistrict', verify(district.id, admin), 403)).message).toMatch(/super-admin/);
    await call(t, 'rejectDistrict', reject(district.id, 'No', admin), 403);
    await call(t, 'verifyDistrict', verify(kano.district.id, boss), 404);
    await call(t, 'rejectDistrict', reject(kano.district.id, 'No', boss), 404);
    await call(t, 'verifyDistrict', verify(crypto.randomUUID(), boss), 404);
    await expectBadRequest(t, 'verifyDistrict', verify('not-an-id', boss), 'districtId');
    await expectTokenChecks(t, 'verifyDistrict', verify(district.id), boss.staff.id);
    await expectTokenChecks(t, 'rejectDistrict', reject(district.id, 'No'), boss.staff.id);
  });
});
