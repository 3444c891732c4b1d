// Stored files: bytes never outlive their record (a failed transaction removes them), a replaced picture or logo
// goes (record and bytes), and an Unverified state's accounts can keep only a little in storage.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopedTo } from '../../server/src/db/scoped';
import { files } from '../../server/src/db/schema';
import { loadCaller } from '../../server/src/plugins/access';
import { unverifiedStateStorageBytes, withStoredFile } from '../../server/src/services/uploads';
import { createTestApp, type TestApp } from './harness';
import { call, errorOf, imageUpload, pngImage } from './helpers';

type Session = Awaited<ReturnType<TestApp['login']>>;
type WithPicture = { profilePicture: { Location: string } | null; logo: { Location: string } | null };

let t: TestApp;
let admin: Session;
let pending: Session;
beforeAll(async () => {
  t = await createTestApp();
  [admin, pending] = await Promise.all([t.login('admin@demo.test'), t.login('pending@demo.test')]);
});
afterAll(async () => {
  await t?.close();
});

const storedKeys = () => {
  const root = path.join(t.config.dataDir, 'files');
  try {
    return readdirSync(root).flatMap((dir) => readdirSync(path.join(root, dir)));
  } catch {
    return [];
  }
};
const fileRow = async (location: string) => (await t.db.select().from(files).where(eq(files.id, location.split('/').pop()!)))[0];
const picture = (id: string, session: Session) => {
  const body = imageUpload(pngImage(2, 2));
  return { method: 'PATCH' as const, url: `/api/staff/update-profile-picture/${id}`, payload: body.payload, headers: { ...body.headers, ...session.auth } };
};

describe('stored files', () => {
  it('removes the bytes again when the transaction that records them fails', async () => {
    const before = storedKeys();
    const caller = await loadCaller(t.db, admin.staff.id, (await t.db.query.refreshTokens.findFirst())!.familyId);
    const upload = { bytes: pngImage(), fileName: 'a.png', contentType: 'image/png', fields: {} };
    await expect(
      withStoredFile(t.services, scopedTo(t.db, admin.staff.state), caller, 'profile-picture', upload, async () => {
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(storedKeys()).toEqual(before);
    expect(await t.db.select().from(files).where(eq(files.fileName, 'a.png'))).toEqual([]);
  });

  it('removes a replaced profile picture, record and bytes', async () => {
    const first = (await call(t, 'updateProfilePicture', picture(admin.staff.id, admin), 200)).json() as WithPicture;
    const firstRow = await fileRow(first.profilePicture!.Location);
    expect(storedKeys()).toContain(firstRow!.storageKey);
    await call(t, 'updateProfilePicture', picture(admin.staff.id, admin), 200);
    expect(await fileRow(first.profilePicture!.Location)).toBeUndefined();
    expect(storedKeys()).not.toContain(firstRow!.storageKey);
    await call(t, 'viewFile', { method: 'GET', url: first.profilePicture!.Location }, 404);
  });

  it('removes a replaced state logo, record and bytes', async () => {
    const upload = () => {
      const body = imageUpload(pngImage(3, 3), 'logo.png');
      return { method: 'PATCH' as const, url: `/api/state/upload-logo/${admin.staff.state}`, payload: body.payload, headers: { ...body.headers, ...admin.auth } };
    };
    const first = (await call(t, 'uploadStateLogo', upload(), 200)).json() as WithPicture;
    const firstRow = await fileRow(first.logo!.Location);
    const second = (await call(t, 'uploadStateLogo', upload(), 200)).json() as WithPicture;
    expect(second.logo!.Location).not.toBe(first.logo!.Location);
    expect(await fileRow(first.logo!.Location)).toBeUndefined();
    expect(storedKeys()).not.toContain(firstRow!.storageKey);
  });

  it("caps what an Unverified state's accounts keep in storage, and no one else's", async () => {
    await call(t, 'updateProfilePicture', picture(pending.staff.id, pending), 200);
    await t.db.insert(files).values({
      stateId: pending.staff.state,
      purpose: 'profile-picture',
      fileName: 'earlier.png',
      contentType: 'image/png',
      size: unverifiedStateStorageBytes - 10,
      storageKey: crypto.randomUUID(),
    });
    const refused = await call(t, 'updateProfilePicture', picture(pending.staff.id, pending), 413);
    expect(errorOf(refused)).toMatchObject({ code: 'STORAGE_QUOTA', details: [{ field: 'file' }] });
    await call(t, 'updateProfilePicture', picture(admin.staff.id, admin), 200);
  });
});
