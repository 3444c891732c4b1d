// One Drizzle database over either the embedded PGlite (default, in DATA_DIR) or a PostgreSQL server
// (DATABASE_URL). Migrations are applied at start, so a fresh data directory or database is ready at once.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { billingMigrationsDir, migrationsDir as migrationsFolder } from '../paths';
import * as schema from './schema';

/**
 * The embedded database's shared buffers, in MB, for a data directory holding `dataMegabytes` of tables and indexes:
 * half of them, at least 32 and at most 128. The embedded database lives in this process's WebAssembly memory, and its
 * shared buffers are all resident from the start, whatever they hold: 128 MB (PostgreSQL's default) would cost a
 * small state's server about 100 MB for nothing, and take a 10,000-row import's peak past the 400 MB it is held to. A
 * page missing from them is read through the WebAssembly file layer, about 10 microseconds each: with 200,000
 * students, 32 MB of buffers miss about a thousand pages for each search by name, a third of its time, and 64 MB
 * none. So the buffers follow the data, as the directory holds it at each start.
 */
export function embeddedSharedBuffersFor(dataMegabytes: number): number {
  return Math.round(Math.min(128, Math.max(32, dataMegabytes / 2)));
}

/** The size of the tables and indexes in an embedded database's directory (its `base`), in MB; 0 before the first start. */
function embeddedDataMegabytes(location: string): number {
  const base = path.join(location, 'base');
  if (!existsSync(base)) return 0;
  const files = readdirSync(base, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return files.reduce((bytes, file) => bytes + statSync(path.join(file.parentPath, file.name)).size, 0) / 2 ** 20;
}

/**
 * Names are found whatever their case through texts the database lower-cases (db/folding.ts). In the plain C locale
 * PostgreSQL lower-cases A to Z alone, so a search for "ƙano" would not find "Ƙano", and "ọlá" would find "Ọlá" only by
 * luck of its decomposition: rather than wrong answers, the server refuses such a database, saying how to make one it
 * can use.
 */
async function checkCharacterClassification(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string; ctype: string }>('select current_database() as name, datctype as ctype from pg_database where datname = current_database()');
  const [{ name, ctype } = { name: '', ctype: '' }] = rows;
  if (ctype === 'C' || ctype === 'POSIX') {
    throw new Error(
      `The database ${name} classifies characters by the ${ctype} locale, in which PostgreSQL cannot lower-case letters such as Ƙ and Ɓ, so names would not be found whatever their case. Create it with a UTF-8 locale, for example: createdb --template=template0 --locale=C.UTF-8 ${name}`,
    );
  }
}

/** The billing service's tables have their own migrations and journal, so neither folder's numbering waits on the other's. */
const billingMigrations = { migrationsFolder: billingMigrationsDir, migrationsTable: '__billing_migrations' };

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction has the same query API as the database; handlers take either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** `sharedBuffersMegabytes`: the embedded database's, as sized at this start (see embeddedSharedBuffersFor). */
export type DatabaseHandle = { db: Database; close(): Promise<void>; sharedBuffersMegabytes?: number };

/**
 * `location` is a directory for the embedded database, `memory://` for a throw-away one, or a postgres:// URL.
 * `copyOf`: a throw-away embedded database starts as a copy of this dump (`dumpEmbeddedDatabase`), not empty.
 */
export async function openDatabase(location: string, options: { copyOf?: Blob } = {}): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    const pool = new pg.Pool({ connectionString: location, max: 10 });
    // An idle connection the server drops (a restart, an administrator) is replaced on next use; without a listener
    // its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await checkCharacterClassification(pool).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    await migratePg(db, { migrationsFolder });
    await migratePg(db, billingMigrations);
    // Both drivers expose the same query builder; the PGlite type stands for both.
    return { db: db as unknown as Database, close: () => pool.end() };
  }
  // pg_trgm backs the staff search term's index (migration 0003); PostgreSQL has it built in.
  const extensions = { pg_trgm };
  const inMemory = location === 'memory://';
  const sharedBuffersMegabytes = embeddedSharedBuffersFor(inMemory ? 0 : embeddedDataMegabytes(location));
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMegabytes}MB`];
  const client = inMemory
    ? new PGlite({ extensions, startParams, loadDataDir: options.copyOf })
    : new PGlite(location, { extensions, startParams });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await migratePglite(db, billingMigrations);
  return { db, close: () => client.close(), sharedBuffersMegabytes };
}

/** The whole of an embedded database, as `openDatabase`'s `copyOf` takes it. */
export async function dumpEmbeddedDatabase(db: Database): Promise<Blob> {
  if (!(db.$client instanceof PGlite)) throw new Error('Only an embedded database can be dumped.');
  return db.$client.dumpDataDir('none');
}

/**
 * What PostgreSQL's autovacuum does after many rows are written, for the embedded database, which has none: the
 * table's statistics refreshed (the planner's row counts) and its pages marked all-visible (so the student search can
 * walk its name index without reading the rows). Without it, a table filled by imports keeps the plans of the empty
 * one it was. Under a second for 200,000 students; nothing on PostgreSQL. Without a table, the whole database.
 */
export async function tidyAfterBulkWrite(db: Database, table?: PgTable): Promise<void> {
  if (db.$client instanceof PGlite) await db.execute(table ? sql`vacuum (analyze) ${table}` : sql`vacuum (analyze)`);
}
