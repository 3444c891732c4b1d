// Files the server reads at run time, found from the project root, so that they are found the same way whether the
// server runs from its sources (tsx, tests) or bundled into one file in dist-server/ (`npm start`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRootAbove(directory: string): string {
  if (existsSync(path.join(directory, 'package.json'))) return directory;
  const parent = path.dirname(directory);
  if (parent === directory) throw new Error('The project root (a directory with package.json) is not above the server');
  return projectRootAbove(parent);
}

export const projectRoot = projectRootAbove(path.dirname(fileURLToPath(import.meta.url)));
export const openapiDir = path.join(projectRoot, 'openapi');
export const migrationsDir = path.join(projectRoot, 'server/src/db/migrations');
/** The billing service's own migrations (its schema `billing`), applied after the portal's with a journal of their own. */
export const billingMigrationsDir = path.join(projectRoot, 'server/src/billing/migrations');
/** The built SPA (`vite build`). */
export const spaDir = path.join(projectRoot, 'dist');
