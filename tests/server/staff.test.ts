// Staff profiles: viewing, updating (others' with staff.update, one's own without), profile pictures, switching
// role access and the last time active; another state's staff member answers 404.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, outbox, roleAccess, staff } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks, imageUpload, multipart, pngImage } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type StaffBody = {
  id: string;
  firstName: string;
  middleName: string | null;
  email: string;
  phoneNumber: { code: string; number: string };
  address: string | null;
  addressCoordinates: { coordinates: number[] } | null;
  dob: string | null;
  maritalStatus: string | null;
  profilePicture: { Location: string } | null;
  currentRoleAccess: string | null;
  roleAccess: { id: string; organisation: { type: string }; permissions: string[] }[];
};

let t: TestApp;
let admin: Session;
let inspector: Session;
let dataOfficer: Session;
let pending: Session;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [admin, inspector, dataOfficer, pending] = await Promise.all([
    t.login('admin@demo.test'),
    t.login('teacher1@lagos.edu.test'),
    t.login('teacher2@lagos.edu.test'),
    t.login('pending@demo.test'),
  ]);
  for (const row of await t.db.select({ id: staff.id, username: staff.username }).from(staff)) ids[row.username] = row.id;
});
afterAll(async () => {
  await t?.close();
});

const view = (id: string, session?: Session) => ({ method: 'GET' as const, url: `/api/staff/view-staff/${id}`, headers: session?.auth ?? {} });
const update = (id: string, payload: unknown, session?: Session) => ({
  method: 'PATCH' as const,
  url: `/api/staff/update/${id}`,
  headers: session?.auth ?? {},
  payload: payload as Record<string, unknown>,
});
/** An image's pixels, whatever its encoding. */
const pixelsOf = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

const picture = (id: string, body: { payload: Buffer; headers: Record<string, string> }, session?: Session) => ({
  method: 'PATCH' as const,
  url: `/api/staff/update-profile-picture/${id}`,
  payload: body.payload,
  headers: { ...body.headers, ...(session?.auth ?? {}) },
});

describe('viewStaff', () => {
  it('shows a staff member of the state to the owner and to a role holding staff.view', async () => {
    const byAdmin = await call(t, 'viewStaff', view(ids.teacher5!, admin), 200);
    expect((byAdmin.json() as StaffBody).email).toBe('teacher5@lagos.edu.test');
    expect(byAdmin.json()).not.toHaveProperty('passwordHash');
    const byInspector = await call(t, 'viewStaff', view(ids.teacher5!, inspector), 200);
    expect((byInspector.json() as StaffBody).id).toBe(ids.teacher5);
  });

  it('answers 403 to a staff member without staff.view, and to the admin of a state that is not Active', async () => {
    const session = await t.login('teacher3@lagos.edu.test');
    const response = await call(t, 'viewStaff', view(ids.teacher5!, session), 403);
    expect(errorOf(response).message).toContain("'View staff'");
    const unverified = await call(t, 'viewStaff', view(ids.kanoadmin!, pending), 403);
    expect(errorOf(unverified).message).toMatch(/not active/i);
  });

  it("answers 404 for another state's staff member and for an unknown id", async () => {
    const response = await call(t, 'viewStaff', view(ids.kanoadmin!, admin), 404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
    await call(t, 'viewStaff', view(crypto.randomUUID(), admin), 404);
  });

  it('answers 400 naming the id for a malformed one', async () => {
    await expectBadRequest(t, 'viewStaff', view('not-a-uuid', admin), 'id');
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'viewStaff', view(ids.teacher5!), ids.lagosadmin!);
  });
});

describe('updateStaff', () => {
  it('stores places as the reference spells them and refuses a misspelt one, checked against the parts on record', async () => {
    const spelt = await call(t, 'updateStaff', update(ids.teacher6!, { stateOfResidence: 'lagos state', localGovernmentOfResidence: 'ikeja' }, admin), 200);
    expect(spelt.json()).toMatchObject({ stateOfResidence: 'Lagos', localGovernmentOfResidence: 'Ikeja' });
    const misspelt = errorOf(await call(t, 'updateStaff', update(ids.teacher6!, { localGovernmentOfResidence: 'Ikejaa' }, admin), 400));
    expect(misspelt.details).toEqual([{ field: 'localGovernmentOfResidence', message: 'Ikejaa is not a local government of Lagos. Did you mean "Ikeja"?' }]);
    const state = errorOf(await call(t, 'updateStaff', update(ids.teacher6!, { stateOfOrigin: 'Lagoss' }, admin), 400));
    expect(state.details).toEqual([{ field: 'stateOfOrigin', message: 'Lagoss is not a state of Nigeria. Did you mean "Lagos"?' }]);
    // Another country's places are the person's own words.
    await call(t, 'updateStaff', update(ids.teacher6!, { countryOfOrigin: 'Ghana', stateOfOrigin: 'Ashanti', localGovernmentOfOrigin: 'Kumasi' }, admin), 200);
    // A place on record that the reference does not know (a local government without its state) is not refused when
    // sent back unchanged with another change.
    await t.db.update(staff).set({ stateOfResidence: null, localGovernmentOfResidence: 'Ikeja' }).where(eq(staff.id, ids.teacher6!));
    await call(t, 'updateStaff', update(ids.teacher6!, { stateOfResidence: null, localGovernmentOfResidence: 'Ikeja', oracleNumber: 'OR-PLACE-1' }, admin), 200);
  });

  it('changes the given fields, clears a field set to null, and answers the updated staff member', async () => {
    const response = await call(
      t,
      'updateStaff',
      update(ids.teacher6!, { firstName: 'Chioma', middleName: null, address: '12 Marina Road, Lagos', addressCoordinates: { coordinates: [6.45, 3.39] }, maritalStatus: 'Married', dob: '1985-04-02' }, admin),
      200,
    );
    const body = response.json() as StaffBody;
    expect(body).toMatchObject({ firstName: 'Chioma', middleName: null, address: '12 Marina Road, Lagos', addressCoordinates: { coordinates: [6.45, 3.39] }, maritalStatus: 'Married', dob: '1985-04-02' });
    const cleared = await call(t, 'updateStaff', update(ids.teacher6!, { address: null, addressCoordinates: null, maritalStatus: null, dob: null }, admin), 200);
    expect(cleared.json()).toMatchObject({ address: null, addressCoordinates: null, maritalStatus: null, dob: null, firstName: 'Chioma' });
    const viewed = await call(t, 'viewStaff', view(ids.teacher6!, admin), 200);
    expect((viewed.json() as StaffBody).firstName).toBe('Chioma');
  });

  it('lets a Data Officer (staff.update) change another staff member, but not a Schools Inspector', async () => {
    await call(t, 'updateStaff', update(ids.teacher7!, { lastName: 'Okonkwo' }, dataOfficer), 200);
    const refused = await call(t, 'updateStaff', update(ids.teacher7!, { lastName: 'Eze' }, inspector), 403);
    expect(errorOf(refused).message).toContain("'Edit staff'");
  });

  it('lets anyone change their own profile without staff.update, even before their state is Active', async () => {
    const own = await call(t, 'updateStaff', update(ids.teacher1!, { areaOfSpecialization: 'Mathematics' }, inspector), 200);
    expect(own.json()).toMatchObject({ areaOfSpecialization: 'Mathematics' });
    await call(t, 'updateStaff', update(ids.kanoadmin!, { middleName: 'Binta' }, pending), 200);
    // … but not someone else's.
    await call(t, 'updateStaff', update(ids.lagosadmin!, { middleName: 'Binta' }, pending), 403);
  });

  it('keeps staff.update from reaching accounts that hold more than the caller: the owner and super-admins', async () => {
    // Changing their email would let the caller take the account over with a password reset.
    const owner = await call(t, 'updateStaff', update(ids.lagosadmin!, { email: 'officer@lagos.edu.test' }, dataOfficer), 403);
    expect(errorOf(owner).message).toMatch(/owner/);
    const superAdmin = await call(t, 'updateStaff', update(ids.superadmin!, { email: 'owner-now@demo.test' }, admin), 403);
    expect(errorOf(superAdmin).message).toMatch(/super-admin/);
    await call(t, 'updateStaff', update(ids.superadmin!, { email: 'officer@lagos.edu.test' }, dataOfficer), 403);
    const [row] = await t.db.select({ email: staff.email }).from(staff).where(eq(staff.id, ids.superadmin!));
    expect(row?.email).toBe('superadmin@demo.test');
    // The owner and super-admins may change the owner's profile; super-admins may change one another's.
    await call(t, 'updateStaff', update(ids.lagosadmin!, { middleName: 'Adewale' }, admin), 200);
    const superSession = await t.login('superadmin@demo.test');
    await call(t, 'updateStaff', update(ids.lagosadmin!, { middleName: 'Ade' }, superSession), 200);
  });

  it('keeps staff.update from reaching a colleague who holds permissions the caller lacks', async () => {
    // The Schools Inspector holds school.view, class.view and subject.view, which the Data Officer does not.
    const refused = await call(t, 'updateStaff', update(ids.teacher1!, { email: 'taken-over@lagos.edu.test' }, dataOfficer), 403);
    expect(errorOf(refused).message).toContain("'View classes', 'View schools', 'View subjects'");
    const [row] = await t.db.select({ email: staff.email }).from(staff).where(eq(staff.id, ids.teacher1!));
    expect(row?.email).toBe('teacher1@lagos.edu.test');
    // The owner holds every permission, so may.
    await call(t, 'updateStaff', update(ids.teacher1!, { middleName: 'Olu' }, admin), 200);
  });

  it('tells the old address when an email changes, and only then', async () => {
    const sentTo = async (address: string) => (await t.db.select().from(outbox).where(eq(outbox.to, address))).length;
    await call(t, 'updateStaff', update(ids.teacher10!, { email: 'teacher10.new@lagos.edu.test' }, admin), 200);
    const [notice] = await t.db.select().from(outbox).where(eq(outbox.to, 'teacher10@lagos.edu.test'));
    expect(notice?.subject).toMatch(/email address .* was changed/);
    expect(notice?.text).toContain('teacher10.new@lagos.edu.test');
    await call(t, 'updateStaff', update(ids.teacher10!, { email: 'TEACHER10.new@lagos.edu.test', firstName: 'Same' }, admin), 200);
    expect(await sentTo('teacher10.new@lagos.edu.test')).toBe(0);
  });

  it("answers 404 for another state's staff member, and changes nothing there", async () => {
    await call(t, 'updateStaff', update(ids.kanoadmin!, { firstName: 'Hijacked' }, admin), 404);
    const [row] = await t.db.select({ firstName: staff.firstName }).from(staff).where(eq(staff.id, ids.kanoadmin!));
    expect(row?.firstName).toBe('Hauwa');
    await call(t, 'updateStaff', update(crypto.randomUUID(), { firstName: 'Nobody' }, admin), 404);
  });

  it('answers 409 naming the field for an email, username or phone number of someone else, and accepts one\'s own', async () => {
    const email = await call(t, 'updateStaff', update(ids.teacher8!, { email: 'Teacher9@lagos.edu.test' }, admin), 409);
    expect(errorOf(email).details?.[0]?.field).toBe('email');
    const username = await call(t, 'updateStaff', update(ids.teacher8!, { username: 'TEACHER9' }, admin), 409);
    expect(errorOf(username).details?.[0]?.field).toBe('username');
    const phone = await call(t, 'updateStaff', update(ids.teacher8!, { phoneNumber: { code: '+234', number: '8030000001' } }, admin), 409);
    expect(errorOf(phone).details?.[0]?.field).toBe('phoneNumber');
    await call(t, 'updateStaff', update(ids.teacher8!, { email: 'TEACHER8@lagos.edu.test', username: 'teacher8', phoneNumber: { code: '+234', number: '8032000007' } }, admin), 200);
  });

  it('answers 400 naming the field for invalid values', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { dob: tomorrow }, admin), 'dob');
    expect(future.message).toMatch(/future/);
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { dob: '1990-02-30' }, admin), 'dob');
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { firstName: 'Al' }, admin), 'firstName');
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { email: 'nope' }, admin), 'email');
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { phoneNumber: { code: '+234', number: '123' } }, admin), 'phoneNumber.number');
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { addressCoordinates: { coordinates: [6.45] } }, admin), 'addressCoordinates.coordinates');
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { accountStatus: 'Gone' }, admin), 'accountStatus');
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, { isSuperAdmin: true }, admin), 'isSuperAdmin');
    await expectBadRequest(t, 'updateStaff', update(ids.teacher8!, {}, admin), 'body');
    await expectBadRequest(t, 'updateStaff', update('not-a-uuid', { firstName: 'Chioma' }, admin), 'id');
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'updateStaff', update(ids.teacher8!, { firstName: 'Chioma' }), ids.lagosadmin!);
  });
});

describe('updateProfilePicture', () => {
  it('stores a PNG, encoded again by the server, and serves it from its Location', async () => {
    const png = pngImage(4, 4, true);
    const response = await call(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(png), admin), 200);
    const location = (response.json() as StaffBody).profilePicture?.Location;
    expect(location).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const file = await call(t, 'viewFile', { method: 'GET', url: location! }, 200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await pixelsOf(file.rawPayload)).toEqual(await pixelsOf(png));
  });

  it('refuses bytes that start like a PNG but are not one, and stores only the image of a file that holds more', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const fake = Buffer.concat([pngImage().subarray(0, 8), html]);
    const refused = await expectBadRequest(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(fake), admin), 'file');
    expect(refused).toMatchObject({ message: 'This file is not a PNG, JPEG or WebP image', code: 'WRONG_FILE_TYPE' });
    const cutShort = pngImage(16, 16, true);
    await expectBadRequest(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(cutShort.subarray(0, cutShort.length - 40)), admin), 'file');

    // A real image with a page after it: the page is not kept.
    const polyglot = Buffer.concat([pngImage(2, 2), html]);
    const response = await call(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(polyglot), admin), 200);
    const file = await t.app.inject({ method: 'GET', url: (response.json() as StaffBody).profilePicture!.Location });
    expect(file.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('takes a JPEG and a WebP, each stored in its own format without its metadata', async () => {
    const photo = { width: 6, height: 4, channels: 3 as const, background: { r: 200, g: 30, b: 60 } };
    const jpeg = await sharp({ create: photo }).jpeg().withExif({ IFD0: { Copyright: 'Secret place' } }).toBuffer();
    const webp = await sharp({ create: photo }).webp().toBuffer();
    for (const [bytes, type] of [[jpeg, 'image/jpeg'], [webp, 'image/webp']] as const) {
      const response = await call(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(bytes, 'photo', type), admin), 200);
      const file = await t.app.inject({ method: 'GET', url: (response.json() as StaffBody).profilePicture!.Location });
      expect(file.headers['content-type']).toBe(type);
      const stored = await sharp(file.rawPayload).metadata();
      expect(stored).toMatchObject({ width: 6, height: 4 });
      expect(stored.exif).toBeUndefined();
    }
  });

  it('decides the type by the bytes, not by the name or the claimed type', async () => {
    const response = await call(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(pngImage(), 'photo.jpg', 'image/jpeg'), admin), 200);
    const file = await t.app.inject({ method: 'GET', url: (response.json() as StaffBody).profilePicture!.Location });
    expect(file.headers['content-type']).toBe('image/png');
    const disguised = await expectBadRequest(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(Buffer.from('just some text, honestly'), 'photo.png'), admin), 'file');
    expect(disguised.message).toMatch(/PNG, JPEG or WebP/);
  });

  it('accepts an image up to the limit and answers 413 above it', async () => {
    // Larger than the 1 MB JSON body limit, smaller than the 2 MB image limit.
    const large = pngImage(700, 700, true);
    expect(large.length).toBeGreaterThan(1024 * 1024);
    expect(large.length).toBeLessThan(t.config.imageMaxBytes);
    await call(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(large), admin), 200);
    const tooLarge = pngImage(900, 900, true);
    expect(tooLarge.length).toBeGreaterThan(t.config.imageMaxBytes);
    const response = await call(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(tooLarge), admin), 413);
    expect(errorOf(response).details?.[0]?.field).toBe('file');
  });

  it('answers 400 naming the file without a file part, with an empty file, or without multipart', async () => {
    await expectBadRequest(t, 'updateProfilePicture', picture(ids.teacher9!, multipart([{ name: 'picture', data: pngImage(), filename: 'a.png', contentType: 'image/png' }]), admin), 'file');
    await expectBadRequest(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(Buffer.alloc(0)), admin), 'file');
    await expectBadRequest(t, 'updateProfilePicture', { ...update(ids.teacher9!, { file: 'data' }, admin) }, 'file');
    await expectBadRequest(t, 'updateProfilePicture', picture('not-a-uuid', imageUpload(pngImage()), admin), 'id');
    // A multipart body that is cut off or not multipart at all.
    const garbage = { payload: Buffer.from('this is not a multipart body'), headers: { 'content-type': 'multipart/form-data; boundary=zzz' } };
    await call(t, 'updateProfilePicture', picture(ids.teacher9!, garbage, admin), 400);
    const cut = imageUpload(pngImage(8, 8));
    await call(t, 'updateProfilePicture', picture(ids.teacher9!, { ...cut, payload: cut.payload.subarray(0, cut.payload.length - 30) }, admin), 400);
  });

  it('reads the file part after other form fields', async () => {
    const body = multipart([
      { name: 'note', data: 'my new picture' },
      { name: 'file', data: pngImage(3, 3), filename: 'me.png', contentType: 'image/png' },
    ]);
    await call(t, 'updateProfilePicture', picture(ids.teacher9!, body, admin), 200);
  });

  it('lets a staff member change their own picture, but a Schools Inspector not another\'s', async () => {
    await call(t, 'updateProfilePicture', picture(ids.teacher1!, imageUpload(pngImage()), inspector), 200);
    await call(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(pngImage()), inspector), 403);
  });

  it("applies the account rule: not the owner's picture, nor a super-admin's, nor one of someone holding more", async () => {
    const owner = await call(t, 'updateProfilePicture', picture(ids.lagosadmin!, imageUpload(pngImage()), dataOfficer), 403);
    expect(errorOf(owner).message).toMatch(/owner/);
    await call(t, 'updateProfilePicture', picture(ids.superadmin!, imageUpload(pngImage()), admin), 403);
    await call(t, 'updateProfilePicture', picture(ids.teacher1!, imageUpload(pngImage()), dataOfficer), 403);
    const [row] = await t.db.select({ picture: staff.profilePictureLocation }).from(staff).where(eq(staff.id, ids.lagosadmin!));
    expect(row?.picture).toBeNull();
    await call(t, 'updateProfilePicture', picture(ids.teacher11!, imageUpload(pngImage()), dataOfficer), 200);
  });

  it("answers 404 for another state's staff member", async () => {
    await call(t, 'updateProfilePicture', picture(ids.kanoadmin!, imageUpload(pngImage()), admin), 404);
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'updateProfilePicture', picture(ids.teacher9!, imageUpload(pngImage())), ids.lagosadmin!);
  });
});

describe('switchRoleAccess', () => {
  it("switches to another of the caller's role accesses, which then decides what they may do", async () => {
    const [district] = await t.db.select().from(districts).limit(1);
    const [districtAccess] = await t.db
      .insert(roleAccess)
      .values({ staffId: ids.teacher2!, stateId: district!.stateId, organisationType: 'District', organisationId: district!.id })
      .returning();
    const stateAccessId = (dataOfficer.staff as unknown as StaffBody).roleAccess[0]!.id;

    const switched = await call(t, 'switchRoleAccess', { method: 'GET', url: `/api/staff/switch-role-access/${districtAccess!.id}`, headers: dataOfficer.auth }, 200);
    const body = switched.json() as { authorizationToken: string; staff: StaffBody };
    expect(body.staff.currentRoleAccess).toBe(districtAccess!.id);
    expect(body.staff.roleAccess.map((access) => access.organisation.type).sort()).toEqual(['District', 'State']);
    const headers = { authorization: `Bearer ${body.authorizationToken}` };
    // The district access holds no role, so the Data Officer's staff.view does not apply there.
    await call(t, 'viewStaff', view(ids.teacher5!, { ...dataOfficer, auth: headers }), 403);

    const back = await call(t, 'switchRoleAccess', { method: 'GET', url: `/api/staff/switch-role-access/${stateAccessId}`, headers }, 200);
    expect((back.json() as { staff: StaffBody }).staff.currentRoleAccess).toBe(stateAccessId);
    await call(t, 'viewStaff', view(ids.teacher5!, dataOfficer), 200);
  });

  it("answers 404 for someone else's role access or an unknown one, and 400 for a malformed id", async () => {
    const adminAccessId = (admin.staff as unknown as StaffBody).roleAccess[0]!.id;
    await call(t, 'switchRoleAccess', { method: 'GET', url: `/api/staff/switch-role-access/${adminAccessId}`, headers: inspector.auth }, 404);
    await call(t, 'switchRoleAccess', { method: 'GET', url: `/api/staff/switch-role-access/${crypto.randomUUID()}`, headers: inspector.auth }, 404);
    await expectBadRequest(t, 'switchRoleAccess', { method: 'GET', url: '/api/staff/switch-role-access/nope', headers: inspector.auth }, 'id');
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    const adminAccessId = (admin.staff as unknown as StaffBody).roleAccess[0]!.id;
    await expectTokenChecks(t, 'switchRoleAccess', { method: 'GET', url: `/api/staff/switch-role-access/${adminAccessId}` }, ids.lagosadmin!);
  });
});

describe('lastTimeActive', () => {
  it('answers when the caller was last active, for any signed-in staff member', async () => {
    for (const session of [admin, inspector, pending]) {
      const response = await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: session.auth }, 200);
      const { lastTimeActive } = response.json() as { lastTimeActive: string | null };
      expect(lastTimeActive).not.toBeNull();
      expect(new Date(lastTimeActive!).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('answers null for a staff member who was never active', async () => {
    await t.db.update(staff).set({ lastTimeActive: null }).where(eq(staff.id, ids.teacher1!));
    const response = await call(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active', headers: inspector.auth }, 200);
    expect(response.json()).toEqual({ lastTimeActive: null });
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'lastTimeActive', { method: 'GET', url: '/api/staff/last-time-active' }, ids.lagosadmin!);
  });
});
