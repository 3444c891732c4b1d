// Files (logos, pictures, class notes) are stored through this adapter: a local folder by default. The database
// keeps the metadata; the adapter keeps the bytes under an opaque key.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

/** The bytes under `key`, or undefined when they are gone from storage (removed by hand, a lost volume): a missing file, not a fault. */
export async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  return storage.get(key).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  });
}
