// The template's rules, read from the source: tenancy filters are written once, in db/scoped.ts, and handlers
// copy named fields rather than a request body. A new handler that breaks either fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../../server/src');
const sources = ['handlers', 'data', 'billing']
  .flatMap((dir) => readdirSync(path.join(serverDir, dir)).map((file) => path.join(dir, file)))
  .concat('services/statistics.ts')
  .filter((file) => file.endsWith('.ts'));

const offending = (patterns: RegExp[], except: string[] = []) =>
  sources
    .filter((file) => !except.includes(file))
    .flatMap((file) =>
      readFileSync(path.join(serverDir, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (patterns.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );

describe('the server template', () => {
  it('reads the handler and data files', () => {
    expect(sources).toContain(path.join('handlers', 'staff.ts'));
    expect(sources).toContain(path.join('data', 'classes.ts'));
  });

  it('has no hand-written state filter outside the scoped data helper', () => {
    // representations.ts builds what leaves the server for a state it is given, in correlated subqueries.
    expect(offending([/eq\(\s*\w+\.stateId\b/, /\.stateId\}\s*=/, /\bstate_id\s*=/], [path.join('data', 'representations.ts')])).toEqual([]);
  });

  it('spreads no request body into a write', () => {
    expect(offending([/\.\.\.\s*request\.body\b/, /\.(set|values)\(\s*request\.body\b/, /Object\.entries\(\s*request\.body\b/])).toEqual([]);
  });
});
