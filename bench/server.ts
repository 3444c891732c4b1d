// What the benchmarks share: the app on a loopback port, and the demo state's owner signed in to it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../server/src/config';
import { buildApp } from '../server/src/app';
import { openDatabase, type Database } from '../server/src/db/client';
import { states } from '../server/src/db/schema';
import { demoPassword, seedDemo, seedReference } from '../server/src/db/seed';

export async function signedInServer(config: Config, db: Database) {
  const { app } = await buildApp({ config, db, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: demoPassword }),
  });
  const { authorizationToken } = (await login.json()) as { authorizationToken: string };
  return { app, address, authorizationToken };
}

/**
 * A database with the reference and demo data, on the embedded database in a fresh data directory or at a
 * postgres:// `location`, and a config for the app over it whose rate limits never answer the benchmark's one
 * address with 429s. `restart` closes the database and opens it again, as a server starting on what a benchmark
 * loaded would (the embedded database sizes its buffers by its data at start); `close` closes it and removes the
 * directory.
 */
export async function demoDatabase(location: string | undefined, name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  config.rateLimits = Object.fromEntries(Object.keys(config.rateLimits).map((policy) => [policy, { limit: 2 ** 31 - 1, windowSeconds: 60 }]));
  const where = location ?? path.join(dataDir, 'db');
  let database = await openDatabase(where);
  await seedReference(database.db);
  await seedDemo(database.db);
  const [lagos] = await database.db.select().from(states).where(eq(states.name, 'Lagos'));
  if (!lagos) throw new Error('Demo data missing');
  return {
    db: database.db,
    config,
    lagos,
    /** The database reopened, and the shared buffers it runs with now. */
    async restart() {
      await database.close();
      database = await openDatabase(where);
      const [buffers] = (await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`)).rows;
      return { db: database.db, sharedBuffers: buffers?.shared_buffers ?? '?' };
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
