// Two instances of the portal behind one load balancer share one PostgreSQL database, and so its stored files: a logo
// uploaded through one is served by the other. On the embedded database (one process) the files stay in the data
// directory's folder, and the database's store is checked on its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
import { createDatabaseStorage, readStored } from '../../server/src/services/storage';
import { createTestApp, type TestApp } from './harness';
import { call, imageUpload, pngImage } from './helpers';

describe('the database store of files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t?.close());

  it('keeps bytes under a key, gives them back, and forgets them', async () => {
    const storage = createDatabaseStorage(t.db);
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const key = await storage.put(bytes);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.remove(key);
    expect(await readStored(storage, key)).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: { app: Awaited<ReturnType<typeof buildApp>>['app']; handle: DatabaseHandle; dataDir: string };
  beforeAll(async () => {
    first = await createTestApp({ config: { databaseUrl: process.env.DATABASE_URL } });
    // An instance of its own: its own connections, its own (empty) data directory.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-second-'));
    const handle = await openDatabase(first.databaseLocation);
    const { app } = await buildApp({ config: { ...first.config, dataDir }, db: handle.db });
    await app.ready();
    second = { app, handle, dataDir };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.handle.close();
    if (second) rmSync(second.dataDir, { recursive: true, force: true });
    await first?.close();
  });

  it('serves through one instance the logo uploaded through the other', async () => {
    const admin = await first.login('admin@demo.test');
    const upload = imageUpload(pngImage());
    const uploaded = await call(first, 'uploadStateLogo', {
      method: 'PATCH',
      url: `/api/state/upload-logo/${admin.staff.state}`,
      payload: upload.payload,
      headers: { ...upload.headers, ...admin.auth },
    }, 200);
    const location = (uploaded.json() as { logo: { Location: string } }).logo.Location;
    const served = await second.app.inject({ method: 'GET', url: location, headers: admin.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual((await first.app.inject({ method: 'GET', url: location, headers: admin.auth })).rawPayload);
  });
});
