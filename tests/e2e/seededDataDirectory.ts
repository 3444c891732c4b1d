// Vitest's global setup for the end-to-end tests: the server is bundled once (as `npm start` runs it), and one data
// directory is migrated and seeded with the demo by starting it once. Each test's portal then starts on a copy of
// that directory, so every file still has a database of its own without seeding one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { scratchDirectory, startPortal } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDirectory: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  const folder = mkdtempSync(path.join(scratchDirectory, 'portal-e2e-seeded-'));
  const seeding = await startPortal({}, undefined, { dataDir: folder });
  const ended = await seeding.stop({ keepData: true });
  if (ended.code !== 0) throw new Error(`The portal seeding the demo data ended with ${JSON.stringify(ended)}:\n${seeding.output()}`);
  project.provide('seededDataDirectory', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
