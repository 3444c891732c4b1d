// Files (logos, pictures, class notes) are stored through this adapter: a local folder beside the embedded database,
// and on PostgreSQL the database itself, so that every instance serving the portal serves every file. The `files`
// table keeps the metadata; the adapter keeps the bytes under an opaque key.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFileBytes } from '../db/schema';

export type Storage = {
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

export function createLocalStorage(root: string): Storage {
  const fileFor = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomUUID();
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return key;
    },
    get: (key) => readFile(fileFor(key)),
    remove: (key) => rm(fileFor(key), { force: true }),
  };
}

/** The bytes in the database's stored_file_bytes: what the instances sharing one PostgreSQL database share. */
export function createDatabaseStorage(db: Database): Storage {
  return {
    async put(bytes) {
      const key = randomUUID();
      await db.insert(storedFileBytes).values({ key, bytes });
      return key;
    },
    async get(key) {
      const [stored] = await db.select({ bytes: storedFileBytes.bytes }).from(storedFileBytes).where(eq(storedFileBytes.key, key));
      // As the local folder answers for a file that is gone, so readStored treats both alike.
      if (!stored) throw Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
      return Buffer.from(stored.bytes);
    },
    async remove(key) {
      await db.delete(storedFileBytes).where(eq(storedFileBytes.key, key));
    },
  };
}

/** The bytes under `key`, or undefined when they are gone from storage (removed by hand, a lost volume): a missing file, not a fault. */
export async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  return storage.get(key).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  });
}
