// The embedded database's shared buffers follow the data its directory holds at each start (see
// embeddedSharedBuffersFor): a small state's server keeps its memory, a large one its searches' speed.
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedSharedBuffersFor, openDatabase, type Database } from '../../server/src/db/client';

const sharedBuffersOf = async (db: Database) => (await db.execute<{ shared_buffers: string }>(sql`show shared_buffers`)).rows[0]?.shared_buffers;

describe('the embedded database', () => {
  it('takes half its data in shared buffers, at least 32 MB and at most 128', () => {
    expect(embeddedSharedBuffersFor(0)).toBe(32);
    expect(embeddedSharedBuffersFor(64)).toBe(32);
    expect(embeddedSharedBuffersFor(167)).toBe(84);
    expect(embeddedSharedBuffersFor(256)).toBe(128);
    expect(embeddedSharedBuffersFor(4096)).toBe(128);
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))('sizes its shared buffers by what its directory holds when it starts', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'portal-buffers-'));
    try {
      const first = await openDatabase(directory);
      expect(await sharedBuffersOf(first.db)).toBe('32MB');
      // About 80 MB of rows that do not compress, beside the schema's few.
      await first.db.execute(sql`create table filler as select n, md5(n::text) || repeat(md5((n + 1)::text), 30) as text from generate_series(1, 80000) as n`);
      await first.close();
      const second = await openDatabase(directory);
      const megabytes = Number((await sharedBuffersOf(second.db))?.replace('MB', ''));
      await second.close();
      expect(second.sharedBuffersMegabytes, 'as the start says').toBe(megabytes);
      expect(megabytes).toBeGreaterThan(40);
      expect(megabytes).toBeLessThan(64);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
