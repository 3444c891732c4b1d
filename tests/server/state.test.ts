// The caller's state: details, profile updates, the logo (uploaded, then served by viewFile) and the terminology
// labels (the state's value when set, else the default; null resets). Everything is scoped to the caller's state.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, states } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, expectBadRequest, expectTokenChecks, imageUpload, pngImage } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Terminology = { stateValue: string | null; defaultValue: string; value: string };
type StateBody = {
  id: string;
  name: string;
  accountStatus: string;
  motto: string | null;
  address: string | null;
  emails: string[];
  logo: { Location: string } | null;
  stateTerminologies: Record<'district' | 'oracleNumber' | 'subebNumber' | 'tescomNumber', Terminology>;
  retirementParameters: { maximumAge: number; maximumYearsOfService: number };
  subjects: { name: string }[];
  classes: { name: string }[];
};

let t: TestApp;
let admin: Session;
let inspector: Session;
let pending: Session;
let lagosId: string;
let kanoId: string;

beforeAll(async () => {
  // A small image limit, so the 413 needs only a small file.
  t = await createTestApp({ config: { imageMaxBytes: 1024 } });
  [admin, inspector, pending] = await Promise.all([t.login('admin@demo.test'), t.login('teacher1@lagos.edu.test'), t.login('pending@demo.test')]);
  lagosId = admin.staff.state;
  kanoId = pending.staff.state;
});
afterAll(async () => {
  await t?.close();
});

const details = (session?: Session) => ({ method: 'GET' as const, url: '/api/state/details', headers: session?.auth ?? {} });
const updateState = (payload: unknown, session?: Session) => ({ method: 'PATCH' as const, url: '/api/state/update', headers: session?.auth ?? {}, payload: payload as Record<string, unknown> });
const terminologies = (payload: unknown, session?: Session) => ({
  method: 'PATCH' as const,
  url: '/api/state/state-terminologies-configuration',
  headers: session?.auth ?? {},
  payload: payload as Record<string, unknown>,
});
const uploadLogo = (id: string, body: { payload: Buffer; headers: Record<string, string> }, session?: Session) => ({
  method: 'PATCH' as const,
  url: `/api/state/upload-logo/${id}`,
  payload: body.payload,
  headers: { ...body.headers, ...(session?.auth ?? {}) },
});

describe('viewStateDetails', () => {
  it("answers the caller's own state with its defaults filled in", async () => {
    const response = await call(t, 'viewStateDetails', details(admin), 200);
    const body = response.json() as StateBody;
    expect(body).toMatchObject({ id: lagosId, name: 'Lagos', accountStatus: 'Active' });
    expect(body.retirementParameters).toEqual({ maximumAge: 60, maximumYearsOfService: 35 });
    expect(body.stateTerminologies.district).toEqual({ stateValue: null, defaultValue: 'District', value: 'District' });
    expect(body.subjects.map((s) => s.name)).toContain('Mathematics');
    expect(body.classes.length).toBeGreaterThan(0);
  });

  it('answers every signed-in staff member, whatever their role, and the admin of an Unverified state', async () => {
    const teacher = await t.login('teacher3@lagos.edu.test');
    expect((await call(t, 'viewStateDetails', details(teacher), 200)).json()).toMatchObject({ name: 'Lagos' });
    expect((await call(t, 'viewStateDetails', details(pending), 200)).json()).toMatchObject({ id: kanoId, name: 'Kano', accountStatus: 'Unverified' });
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'viewStateDetails', details(), admin.staff.id);
  });
});

describe('updateState', () => {
  it("changes the caller's state profile and nothing of another state", async () => {
    const payload = {
      address: '1 Alausa Secretariat, Ikeja',
      addressCoordinates: { coordinates: [6.6018, 3.3515] },
      emails: ['info@lagos.gov.test', 'education@lagos.gov.test'],
      phoneNumbers: [{ code: '+234', number: '8012345678' }],
      motto: 'Centre of Excellence',
    };
    const response = await call(t, 'updateState', updateState(payload, admin), 200);
    expect(response.json()).toMatchObject({ ...payload, name: 'Lagos' });
    const cleared = await call(t, 'updateState', updateState({ motto: null, addressCoordinates: null }, admin), 200);
    expect(cleared.json()).toMatchObject({ motto: null, addressCoordinates: null, address: payload.address });
    const [kano] = await t.db.select().from(states).where(eq(states.id, kanoId));
    expect(kano?.motto).toBeNull();
    expect(kano?.address).not.toBe(payload.address);
  });

  it('answers 403 without state.update, and to the admin of a state that is not Active', async () => {
    const refused = await call(t, 'updateState', updateState({ motto: 'Mine now' }, inspector), 403);
    expect(errorOf(refused).message).toContain("'Edit state profile'");
    await call(t, 'updateState', updateState({ motto: 'Mine now' }, pending), 403);
  });

  it('answers 400 naming the field for invalid values', async () => {
    await expectBadRequest(t, 'updateState', updateState({ emails: ['not-an-email'] }, admin), 'emails.0');
    await expectBadRequest(t, 'updateState', updateState({ emails: ['a@b.test', 'a@b.test'] }, admin), 'emails');
    await expectBadRequest(t, 'updateState', updateState({ phoneNumbers: [{ code: '+234', number: '12' }] }, admin), 'phoneNumbers.0.number');
    await expectBadRequest(t, 'updateState', updateState({ address: 'ab' }, admin), 'address');
    await expectBadRequest(t, 'updateState', updateState({ motto: 'x'.repeat(201) }, admin), 'motto');
    await expectBadRequest(t, 'updateState', updateState({ name: 'Lagos Two' }, admin), 'name');
    await expectBadRequest(t, 'updateState', updateState({ accountStatus: 'Active' }, admin), 'accountStatus');
    await expectBadRequest(t, 'updateState', updateState({}, admin), 'body');
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'updateState', updateState({ motto: 'x' }), admin.staff.id);
  });
});

describe('uploadStateLogo and viewFile', () => {
  it('stores the logo, shows it in the state details, and serves it to anyone who has its address', async () => {
    const png = pngImage(2, 2);
    const response = await call(t, 'uploadStateLogo', uploadLogo(lagosId, imageUpload(png, 'logo.png'), admin), 200);
    const location = (response.json() as StateBody).logo?.Location;
    expect(location).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(((await call(t, 'viewStateDetails', details(admin), 200)).json() as StateBody).logo?.Location).toBe(location);

    const file = await call(t, 'viewFile', { method: 'GET', url: location! }, 200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, max-age=86400, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // The server keeps the image it encoded again itself: the same pixels.
    expect(await sharp(file.rawPayload).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
  });

  it('serves a JPEG as a JPEG, and refuses bytes that only start like one', async () => {
    const jpeg = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#204080' } }).jpeg().toBuffer();
    const response = await call(t, 'uploadStateLogo', uploadLogo(lagosId, imageUpload(jpeg, 'logo.jpeg', 'image/jpeg'), admin), 200);
    const file = await call(t, 'viewFile', { method: 'GET', url: (response.json() as StateBody).logo!.Location }, 200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-ish test bytes'), Buffer.from([0xff, 0xd9])]);
    const refused = await expectBadRequest(t, 'uploadStateLogo', uploadLogo(lagosId, imageUpload(fake, 'logo.jpeg', 'image/jpeg'), admin), 'file');
    expect(refused.message).toBe('This file is not a PNG, JPEG or WebP image');
  });

  it('answers 400 naming the file for a text file disguised as a PNG, and 413 above the size limit', async () => {
    const disguised = await expectBadRequest(t, 'uploadStateLogo', uploadLogo(lagosId, imageUpload(Buffer.from('<svg onload=alert(1)>'), 'logo.png'), admin), 'file');
    expect(disguised.message).toMatch(/PNG, JPEG or WebP/);
    const large = pngImage(40, 40, true);
    expect(large.length).toBeGreaterThan(1024);
    const tooLarge = await call(t, 'uploadStateLogo', uploadLogo(lagosId, imageUpload(large), admin), 413);
    expect(errorOf(tooLarge)).toMatchObject({ code: 'FILE_TOO_LARGE', details: [{ field: 'file' }] });
    expect(errorOf(tooLarge).message).toMatch(/1 KB/);
  });

  it("answers 404 for another state's id, and changes nothing there", async () => {
    await call(t, 'uploadStateLogo', uploadLogo(kanoId, imageUpload(pngImage()), admin), 404);
    await call(t, 'uploadStateLogo', uploadLogo(crypto.randomUUID(), imageUpload(pngImage()), admin), 404);
    const [kano] = await t.db.select().from(states).where(eq(states.id, kanoId));
    expect(kano?.logoLocation).toBeNull();
  });

  it('answers 403 without state.update and 400 for a malformed id', async () => {
    await call(t, 'uploadStateLogo', uploadLogo(lagosId, imageUpload(pngImage()), inspector), 403);
    await call(t, 'uploadStateLogo', uploadLogo(kanoId, imageUpload(pngImage()), pending), 403);
    await expectBadRequest(t, 'uploadStateLogo', uploadLogo('not-a-uuid', imageUpload(pngImage()), admin), 'id');
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'uploadStateLogo', uploadLogo(lagosId, imageUpload(pngImage())), admin.staff.id);
  });

  it('viewFile answers 404 for an unknown file, a class note, or bytes that are gone, and 400 for a malformed id', async () => {
    await call(t, 'viewFile', { method: 'GET', url: `/api/files/${crypto.randomUUID()}` }, 404);
    await expectBadRequest(t, 'viewFile', { method: 'GET', url: '/api/files/not-a-uuid' }, 'id');
    const key = await t.services.storage.put(Buffer.from('%PDF-1.4 notes'));
    const [note] = await t.db.insert(files).values({ stateId: lagosId, purpose: 'class-note', fileName: 'notes.pdf', contentType: 'application/pdf', size: 14, storageKey: key }).returning();
    await call(t, 'viewFile', { method: 'GET', url: `/api/files/${note!.id}` }, 404);
    const [orphan] = await t.db
      .insert(files)
      .values({ stateId: lagosId, purpose: 'state-logo', fileName: 'gone.png', contentType: 'image/png', size: 10, storageKey: crypto.randomUUID() })
      .returning();
    await call(t, 'viewFile', { method: 'GET', url: `/api/files/${orphan!.id}` }, 404);
  });
});

describe('configureStateTerminologies', () => {
  it("uses the state's value when set and the default otherwise; null returns to the default", async () => {
    const set = await call(t, 'configureStateTerminologies', terminologies({ district: 'Zone', oracleNumber: '  Staff ID  ' }, admin), 200);
    const body = set.json() as StateBody;
    expect(body.stateTerminologies.district).toEqual({ stateValue: 'Zone', defaultValue: 'District', value: 'Zone' });
    expect(body.stateTerminologies.oracleNumber).toEqual({ stateValue: 'Staff ID', defaultValue: 'Oracle Number', value: 'Staff ID' });
    expect(body.stateTerminologies.tescomNumber).toEqual({ stateValue: null, defaultValue: 'Tescom Number', value: 'Tescom Number' });
    expect(body.stateTerminologies.subebNumber).toEqual({ stateValue: null, defaultValue: 'Subeb Number', value: 'Subeb Number' });

    // A later change keeps the other labels.
    const reset = await call(t, 'configureStateTerminologies', terminologies({ district: null, tescomNumber: 'TESCOM No.' }, admin), 200);
    const after = (reset.json() as StateBody).stateTerminologies;
    expect(after.district).toEqual({ stateValue: null, defaultValue: 'District', value: 'District' });
    expect(after.oracleNumber.value).toBe('Staff ID');
    expect(after.tescomNumber.value).toBe('TESCOM No.');

    // Everyone in the state sees the labels, and the signed-in staff member carries them.
    const viewed = (await call(t, 'viewStateDetails', details(inspector), 200)).json() as StateBody;
    expect(viewed.stateTerminologies).toEqual(after);
    const signedIn = await t.login('teacher4@lagos.edu.test');
    expect((signedIn.staff as unknown as { stateDetails: StateBody }).stateDetails.stateTerminologies).toEqual(after);
    // Another state keeps its defaults.
    expect(((await call(t, 'viewStateDetails', details(pending), 200)).json() as StateBody).stateTerminologies.oracleNumber.stateValue).toBeNull();
  });

  it('treats a label of spaces as a reset to the default', async () => {
    const response = await call(t, 'configureStateTerminologies', terminologies({ oracleNumber: '   ' }, admin), 200);
    expect((response.json() as StateBody).stateTerminologies.oracleNumber).toEqual({ stateValue: null, defaultValue: 'Oracle Number', value: 'Oracle Number' });
  });

  it('answers 403 without state.configure, and to the admin of a state that is not Active', async () => {
    const refused = await call(t, 'configureStateTerminologies', terminologies({ district: 'Area' }, inspector), 403);
    expect(errorOf(refused).message).toContain("'Configure state'");
    await call(t, 'configureStateTerminologies', terminologies({ district: 'Area' }, pending), 403);
  });

  it('answers 400 naming the field for invalid labels', async () => {
    await expectBadRequest(t, 'configureStateTerminologies', terminologies({ district: '' }, admin), 'district');
    await expectBadRequest(t, 'configureStateTerminologies', terminologies({ district: 'x'.repeat(41) }, admin), 'district');
    await expectBadRequest(t, 'configureStateTerminologies', terminologies({ school: 'Academy' }, admin), 'school');
    await expectBadRequest(t, 'configureStateTerminologies', terminologies({}, admin), 'body');
  });

  it('answers 401 without a token and 451 with an expired or forged one', async () => {
    await expectTokenChecks(t, 'configureStateTerminologies', terminologies({ district: 'Area' }), admin.staff.id);
  });
});
