// Vitest's global setup for the server tests: the database every test file starts from is migrated and seeded once
// per run, then each file gets a copy of it. On the embedded database the copies are dumps of its data directory
// (written to a temporary folder); on PostgreSQL (DATABASE_URL) they are template databases that `create database …
// template …` copies. Two starting points: the reference data alone, and the reference data with the demo state.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { dumpEmbeddedDatabase, openDatabase, type Database } from '../../server/src/db/client';
import { seedDemo, seedReference } from '../../server/src/db/seed';
import { createScratchDatabase } from '../../scripts/scratchDatabase';

/** Where each starting point is: a dump file's path, or a template database's name. */
export type DatabaseTemplates = { reference: string; demo: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * A test file's database needs only the one the app uses: PostgreSQL's template databases are two thirds of the files
 * each copy unpacks, and every test file starts from a copy.
 */
async function withoutTemplateDatabases(db: Database) {
  for (const name of ['template0', 'template1']) {
    await db.execute(sql.raw(`alter database ${name} is_template false`));
    await db.execute(sql.raw(`drop database ${name}`));
  }
  await db.execute(sql`checkpoint`);
}

async function seededEmbedded(folder: string): Promise<DatabaseTemplates> {
  const handle = await openDatabase('memory://');
  try {
    await withoutTemplateDatabases(handle.db);
    const write = async (name: string, db: Database) => {
      const file = path.join(folder, `${name}.tar`);
      writeFileSync(file, Buffer.from(await (await dumpEmbeddedDatabase(db)).arrayBuffer()));
      return file;
    };
    await seedReference(handle.db);
    const reference = await write('reference', handle.db);
    await seedDemo(handle.db);
    return { reference, demo: await write('demo', handle.db) };
  } finally {
    await handle.close();
  }
}

async function seededOnServer(serverUrl: string, prefix: string) {
  const seeded = async (name: string, seed: (db: Database) => Promise<unknown>, template?: string) => {
    const database = await createScratchDatabase(serverUrl, name, { template });
    const handle = await openDatabase(database.location);
    try {
      await seed(handle.db);
    } finally {
      await handle.close();
    }
    return database;
  };
  const reference = await seeded(`${prefix}_reference`, seedReference);
  const demo = await seeded(`${prefix}_demo`, seedDemo, `${prefix}_reference`);
  return { templates: { reference: `${prefix}_reference`, demo: `${prefix}_demo` }, drop: () => Promise.all([demo.drop(), reference.drop()]) };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { templates, drop } = await seededOnServer(serverUrl, `portal_template_${process.pid}`);
    project.provide('databaseTemplates', templates);
    return async () => {
      await drop();
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-test-templates-'));
  project.provide('databaseTemplates', await seededEmbedded(folder));
  return () => rmSync(folder, { recursive: true, force: true });
}
