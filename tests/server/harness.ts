// Boots the real app on a database of its own: an in-memory PGlite, or a new database on the PostgreSQL server
// named by DATABASE_URL (created here and dropped afterwards), so every test file starts from the same data and no
// file sees another's writes. Each database is a copy of one migrated and seeded once per run (databaseTemplates.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig, type Config } from '../../server/src/config';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
import { demoPassword } from '../../server/src/db/seed';
import { createScratchDatabase } from '../../scripts/scratchDatabase';

/**
 * fastify-openapi-glue checks the contract against the OpenAPI schema on every app it builds, with a validator of
 * its own that compiles that schema again each time: a third of a second, in a run that builds some sixty apps from
 * one contract. The worker keeps the compiled schema for the apps after its first.
 */
type SchemaValidator = (specification: unknown) => boolean;
const compiledOpenApiSchemas = new Map<string, SchemaValidator>();
const openApiValidator = Validator.prototype as unknown as { getAjvValidator(version: string): SchemaValidator };
const compileOpenApiSchema = openApiValidator.getAjvValidator;
openApiValidator.getAjvValidator = function keptOpenApiSchema(this: unknown, version: string) {
  let compiled = compiledOpenApiSchemas.get(version);
  if (!compiled) {
    compiled = compileOpenApiSchema.call(this, version);
    compiledOpenApiSchemas.set(version, compiled);
  }
  return compiled;
};

/** The dumps this worker has read, by path: files share a worker's module cache, so each is read once. */
const dumps = new Map<string, Blob>();

function dumpAt(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

async function freshDatabase(demo: boolean): Promise<{ handle: DatabaseHandle; location: string; drop(): Promise<void> }> {
  const templates = inject('databaseTemplates');
  const template = demo ? templates.demo : templates.reference;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { handle: await openDatabase('memory://', { copyOf: dumpAt(template) }), location: 'memory://', drop: async () => {} };
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const database = await createScratchDatabase(serverUrl, name, { template });
  return { handle: await openDatabase(database.location), location: database.location, drop: database.drop };
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
  const { handle, location, drop } = await freshDatabase(options.demo ?? true);
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
    /** The database's address: a PostgreSQL URL another instance may open, or the embedded database's memory://. */
    databaseLocation: location,
    login,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;
