// Boots the real app on a database of its own: an in-memory PGlite, or a new database on the PostgreSQL server
// named by DATABASE_URL (created here and dropped afterwards), so every test file starts from nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { demoPassword, seedDemo, seedReference } from '../../server/src/db/seed';
import { createScratchDatabase } from '../../scripts/scratchDatabase';

async function freshDatabaseLocation(): Promise<{ location: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { location: 'memory://', drop: async () => {} };
  return createScratchDatabase(serverUrl, `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(options: { demo?: boolean; config?: Partial<Config>; spaDir?: string } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, options.config);
  // Tests call the rate-limited operations far more often than a person would, all from one address; the rate-limit
  // tests set the policies they check.
  if (!options.config?.rateLimits) {
    config.rateLimits = Object.fromEntries(Object.entries(config.rateLimits).map(([name, policy]) => [name, { ...policy, limit: 1_000_000 }]));
  }
  const database = await freshDatabaseLocation();
  const handle = await openDatabase(database.location);
  await seedReference(handle.db);
  if (options.demo ?? true) await seedDemo(handle.db);
  const { app, services } = await buildApp({ config, db: handle.db, spaDir: options.spaDir });
  await app.ready();

  async function login(email: string, password = demoPassword) {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email} answered ${response.statusCode}: ${response.body}`);
    const body = response.json() as { authorizationToken: string; staff: { id: string; state: string } };
    const cookie = response.cookies.find((c) => c.name === 'portal_refresh');
    return { token: body.authorizationToken, staff: body.staff, refreshToken: cookie?.value ?? '', auth: { authorization: `Bearer ${body.authorizationToken}` } };
  }

  return {
    app,
    services,
    config,
    db: handle.db,
    login,
    async close() {
      await app.close();
      await handle.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;
