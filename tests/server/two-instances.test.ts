// Two instances of the portal behind one load balancer share one PostgreSQL database, and so its stored files: a logo
// uploaded through one is served by the other; and one of them restarts under load without a request lost. On the
// embedded database (one process) the files stay in the data directory's folder, and the database's store is checked
// on its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
import { stopGracefully } from '../../server/src/services/lifecycle';
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

type Instance = Awaited<ReturnType<typeof buildApp>> & { handle: DatabaseHandle; dataDir: string };

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: Instance;
  const started: Instance[] = [];

  /** An instance of its own on the first's database: its own connections, its own (empty) data directory. */
  async function anotherInstance(): Promise<Instance> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-instance-'));
    const handle = await openDatabase(first.databaseLocation);
    const built = await buildApp({ config: { ...first.config, dataDir }, db: handle.db });
    await built.app.ready();
    const instance = { ...built, handle, dataDir };
    started.push(instance);
    return instance;
  }

  beforeAll(async () => {
    first = await createTestApp({ config: { databaseUrl: process.env.DATABASE_URL } });
    second = await anotherInstance();
  });
  afterAll(async () => {
    for (const instance of started) {
      await instance.app.close();
      await instance.handle.close();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
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

  it('restarts one instance under load without losing a request', async () => {
    const admin = await first.login('admin@demo.test');
    // A load balancer: requests go round the instances its health check last found ready, checked every 20 ms.
    const instances = [first.app, second.app];
    const ready = new Map(instances.map((app) => [app, true]));
    let balancing = true;
    const healthChecks = (async () => {
      while (balancing) {
        // An instance that has gone answers nothing: not ready, as a refused connection is to a balancer.
        for (const app of [...instances]) ready.set(app, (await app.inject({ method: 'GET', url: '/api/health/ready' }).catch(() => null))?.statusCode === 200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    let turn = 0;
    const answers: number[] = [];
    const client = async () => {
      while (balancing) {
        const targets = instances.filter((app) => ready.get(app));
        const app = targets[turn++ % targets.length]!;
        answers.push((await app.inject({ method: 'GET', url: `/api/staff/view-staff/${admin.staff.id}`, headers: admin.auth })).statusCode);
      }
    };
    const clients = Array.from({ length: 4 }, client);

    // The second instance is told to stop, its grace (2 s) well past the time the balancer takes to notice, even on a
    // busy machine, and a new one takes its place once it has gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stopGracefully(second.app, second.services.lifecycle, 2);
    instances.splice(instances.indexOf(second.app), 1);
    const third = await anotherInstance();
    instances.push(third.app);
    ready.set(third.app, true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    balancing = false;
    await Promise.all([...clients, healthChecks]);

    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
