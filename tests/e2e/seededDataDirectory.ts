// Vitest's global setup for the end-to-end tests: the server is bundled once (as `npm start` runs it), and one data
// directory is migrated and seeded with the demo by starting it once. A file's own portal then starts on a copy of
// that directory, so it has a database of its own without seeding one. The files that change nothing another reads
// (sharedPortalAndBrowser, signedInPage) share one portal, started here on another copy: a portal's start costs several
// CPU-seconds.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { scratchDirectory, startPortal } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDirectory: string;
    sharedPortalUrl: string;
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
  const sharedFolder = mkdtempSync(path.join(scratchDirectory, 'portal-e2e-shared-'));
  cpSync(folder, sharedFolder, { recursive: true });
  const shared = await startPortal({}, undefined, { dataDir: sharedFolder });
  project.provide('sharedPortalUrl', shared.baseUrl);
  return async () => {
    await shared.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
