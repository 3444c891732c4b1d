// The server's layers, read from the source: handlers use the data layer and the auth helpers, never the other way
// round. What both need (the contract's types, how a record leaves the server) lives below the handlers:
// contractTypes.ts and data/representations.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../../server/src');
const handlersDir = path.join(serverDir, 'handlers');

/** Every TypeScript file under `dir`, however deep. */
const sourcesIn = (dir: string): string[] =>
  readdirSync(path.join(serverDir, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(serverDir, path.join(entry.parentPath, entry.name)));

/** The modules a file imports or re-exports, statically or dynamically, by the path it names them with. */
const importsOf = (source: string) =>
  [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((found) => found[1] as string);

/** The imports of the files under `dir` that reach into server/src/handlers. */
const handlerImportsIn = (dir: string) =>
  sourcesIn(dir).flatMap((file) =>
    importsOf(readFileSync(path.join(serverDir, file), 'utf8'))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => {
        const target = path.resolve(path.dirname(path.join(serverDir, file)), specifier);
        return target === handlersDir || target.startsWith(`${handlersDir}${path.sep}`);
      })
      .map((specifier) => `${file}: ${specifier}`),
  );

describe('the server layers', () => {
  it('reads the data and auth files', () => {
    expect(sourcesIn('data')).toContain(path.join('data', 'staff.ts'));
    expect(sourcesIn('auth')).toContain(path.join('auth', 'session.ts'));
  });

  it('finds an import of a handler however it is written', () => {
    expect(importsOf(`import type { X } from '../handlers/types';\nexport { y } from "../handlers";\nawait import('../handlers/staff');`)).toEqual([
      '../handlers/types',
      '../handlers',
      '../handlers/staff',
    ]);
  });

  it.each(['data', 'auth'])('has nothing in %s/ import from handlers/', (dir) => {
    expect(handlerImportsIn(dir)).toEqual([]);
  });
});
