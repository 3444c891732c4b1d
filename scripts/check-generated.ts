// Fails when src/api/*.gen.d.ts is not what openapi-typescript makes of openapi/*.yaml today.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const targets = [
  { contract: 'openapi/portal.yaml', generated: 'src/api/schema.gen.d.ts' },
  { contract: 'openapi/billing.yaml', generated: 'src/api/billing.gen.d.ts' },
];

const scratch = mkdtempSync(path.join(tmpdir(), 'openapi-types-'));
let stale = 0;
for (const { contract, generated } of targets) {
  const fresh = path.join(scratch, path.basename(generated));
  execFileSync('npx', ['openapi-typescript', contract, '-o', fresh], { stdio: 'pipe' });
  if (readFileSync(fresh, 'utf8') !== readFileSync(generated, 'utf8')) {
    console.error(`${generated} is out of date with ${contract}: run npm run generate:api`);
    stale += 1;
  }
}
if (stale) process.exit(1);
console.log('Generated API types are up to date.');
